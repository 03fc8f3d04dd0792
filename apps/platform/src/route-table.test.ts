import { routes } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform } from './test/app';

/**
 * The route table (`routes` of @schuss/contracts) is the one declaration of the platform's routes:
 * a route registered without an entry, or an entry without its route, fails here. Fastify's OpenAPI
 * document lists every route the platform registered (only the docs UI's own are hidden).
 */
describe('route table', () => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  let doc: { paths: Record<string, Record<string, { summary?: string; tags?: string[] }>> };
  beforeAll(async () => {
    t = await testPlatform('pglite', { seed: false });
    doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
  });
  afterAll(() => t?.close());

  /** A path as the OpenAPI document writes it: `:name` → `{name}`, a trailing wildcard `*` → `{path}` (app.ts). */
  const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{path}');
  const key = (method: string, path: string) => `${method.toUpperCase()} ${openApiPath(path)}`;
  const declared = Object.values(routes).map((r) => key(r.method, r.path));

  it('registers exactly the routes the table declares', () => {
    const registered = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'head')
        .map((m) => key(m, path)),
    );
    expect(registered.sort()).toEqual([...declared].sort());
  });

  it('declares each route once, under the name the typed client calls it by', () => {
    expect(new Set(declared).size).toBe(declared.length);
    const declaredPaths = new Map<string, unknown>(Object.entries(paths));
    for (const [name, r] of Object.entries(routes)) {
      expect(r.name).toBe(name);
      expect(declaredPaths.get(name)).toEqual({ name, method: r.method, path: r.path });
    }
    expect([...declaredPaths.keys()].sort()).toEqual(Object.keys(routes).sort());
  });

  it('documents each route with its table summary and tag', () => {
    for (const r of Object.values(routes)) {
      const op = doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()];
      expect(op?.summary, `${r.method} ${r.path}`).toBe(r.summary);
      expect(op?.tags).toEqual([r.tag]);
    }
  });
});
