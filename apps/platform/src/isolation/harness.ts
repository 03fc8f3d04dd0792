import { routes } from '@schuss/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainDrivers } from '../test/app';
import { other, SCHOOLS, type SchoolData, type Schools, twoSchools } from './schools';

export type RouteName = keyof typeof routes;
type Def = { method: string; path: string };

/**
 * One request of the attacking school (or of a visitor of its site) and the answer it must get:
 * a refusal (403 for a session of the other school, 404 for the other school's ids, the same as an
 * unknown id), or a 200 for the attacker's own reads — which must show none of the other school's data.
 */
export type Attempt = {
  who: string;
  req: InjectOptions;
  status: number;
  /** More of what the answer must (not) say. */
  check?: (res: LightMyRequestResponse) => void;
};
/** The attempts on one route, with `a` the school attacked and `b` the attacker. Run both ways. */
export type Case = (a: SchoolData, b: SchoolData, s: Schools) => Attempt[] | Promise<Attempt[]>;
export type Cases = Partial<Record<RouteName, Case>>;

/** The route's path with its parameters filled in (the route table's path, so a moved route is followed). */
export function url(name: RouteName, params: Record<string, string | number> = {}, query: Record<string, string> = {}) {
  const path = (routes[name] as Def).path.replace(/:(\w+)/g, (_m, p: string) => {
    const v = params[p];
    if (v === undefined) throw new Error(`${name}: no value for :${p}`);
    return encodeURIComponent(String(v));
  });
  const q = new URLSearchParams(query).toString();
  return q ? `${path}?${q}` : path;
}

export const methodOf = (name: RouteName) => (routes[name] as Def).method as InjectOptions['method'];

/** What the request itself sent: a marker echoed from it (e.g. "order X not found") is no leak. */
const sent = (req: InjectOptions) =>
  `${decodeURIComponent(String(req.url ?? ''))} ${JSON.stringify(req.payload ?? '')} ${JSON.stringify(req.query ?? '')}`;

/**
 * Runs the cases of one area on the main driver (test/app.ts: mainDrivers), with both schools' data present: each route's attempts
 * in both directions; every answer has its expected status and none of the attacked school's markers;
 * the database is the same after as before (a hash per table).
 */
export function runCases(area: string, cases: Cases, subnet: (kind: string) => string) {
  describe.each(mainDrivers)(`isolation of ${area} on %s`, (kind) => {
    let s: Schools;
    beforeAll(async () => {
      s = await twoSchools(kind, subnet(kind));
    }, 180_000);
    afterAll(() => s?.t.close());

    it.each(Object.keys(cases) as RouteName[])('%s: the other school is refused, sees nothing and changes nothing', async (name) => {
      for (const attacked of SCHOOLS) {
        const a = s.data[attacked];
        const b = s.data[other(attacked)];
        const attempts = await (cases[name] as Case)(a, b, s);
        expect(attempts.length).toBeGreaterThan(0);
        const before = await s.snapshot(attacked);
        for (const at of attempts) {
          const res = await s.inject(at.req);
          const label = `${at.who} (${at.req.method} ${at.req.url})`;
          expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(at.status);
          at.check?.(res);
          const echo = sent(at.req);
          for (const m of a.markers.filter((x) => !echo.includes(x))) {
            expect(res.body.includes(m), `${label} answers "${m}" of ${attacked}`).toBe(false);
          }
        }
        expect(await s.snapshot(attacked), `${name}: tables changed by ${other(attacked)}'s attempts on ${attacked}`).toEqual(before);
      }
    });
  });
}
