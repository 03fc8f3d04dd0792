import { SANDBOX_CARDS, SessionResponse } from '@schuss/contracts';
import { authSessions, rows, sites } from '@schuss/db';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { bearer, CHEAP, DEMO_STAFF, seedTestAccounts } from '../../test/accounts';
import { mainDrivers, testUrls } from '../../test/app';
import { type OrderPlatform, orderPlatform } from '../../test/orders';
import { DEMO_EDITOR, DEMO_INSTRUCTOR, sha256, upsertUser } from '../auth/service';
import { BACKOFFICE_COOKIE } from '../auth/staff';

const OTHER_SITE_STAFF = { site: 'autre-site', email: 'staff@autre-site.test', password: 'correct horse battery staple' };
const PREFIX = '/api/backoffice/';
const PUBLIC = new Set([
  'POST /api/backoffice/login',
  // The schools the login screen offers on the host (their names, as their sites show them).
  'GET /api/backoffice/login/schools',
  // The e-mailed account links: the token is the credential (accounts.test.ts).
  'GET /api/backoffice/invitations/{token}',
  'POST /api/backoffice/invitations/{token}',
]);
/** The accounts area and the invoicing settings are the admins': staff get 403 there (accounts.test.ts, invoicing.test.ts check admins get in). */
const adminOnly = (path: string) => path.includes('/accounts') || path.endsWith('/invoicing');
/** An instructor's own availability is theirs only: staff and admins get 403 there (they have the instructors' availability). */
const instructorOnly = (path: string) => path.includes('/my-availability');

type Route = { method: string; path: string };

/** What a route is called with in these tests: real ids and valid input, so only the guard can refuse it. */
type Fixture = {
  number: string;
  slotId: number;
  lineId: number;
  voucherId?: number;
  closureId?: number;
  invoice?: string;
  instructorId?: number;
  requestId?: number;
};

function requestOf(r: Route, f: Fixture) {
  const url = r.path
    .replace('{site}', 'val-neige')
    .replace('{number}', f.number)
    .replace('{slotId}', String(f.slotId))
    // The catalogue's routes are about a product of the demo.
    .replace('{key}', 'forfait-val-neige')
    // The offers' routes are about a gift voucher of the paid order, or a promo code.
    .replace('{voucherId}', String(f.voucherId ?? 0))
    .replace('{promoCodeId}', '1')
    // The closures' routes are about a closure of the site.
    .replace('{closureId}', String(f.closureId ?? 0))
    // The order's invoice (the demo school issues them).
    .replace('{file}', `${f.invoice ?? 'none'}.pdf`)
    // The instructors' routes are about one of the demo's instructors.
    .replace('{instructorId}', String(f.instructorId ?? 0))
    // The lesson requests' routes are about a request to the demo school.
    .replace('{requestId}', String(f.requestId ?? 0));
  const query = /reports|dashboard|slots$/.test(url)
    ? '?from=2027-01-01&to=2027-01-31'
    : /availability$|planning$|\/earnings/.test(url)
      ? '?from=2027-01-04&to=2027-01-10'
      : '';
  const bodies: Record<string, object> = {
    cancellations: { lineIds: [f.lineId], refundCents: 100, reason: 'access test', idempotencyKey: 'access-test-key-0001' },
    'check-ins': { orderLineId: f.lineId, index: 0, day: '2020-01-01', present: true },
  };
  const body = Object.entries(bodies).find(([k]) => url.endsWith(k))?.[1];
  return { method: r.method as 'GET' | 'POST' | 'PUT' | 'DELETE', url: url + query, ...(body ? { payload: body } : {}) };
}

/**
 * Every back-office route, listed from the running app (its OpenAPI document lists each route
 * registered), refuses visitors, editors, expired sessions, other sites' staff and cookie writes
 * from another origin — and a refused request changes nothing. A new route without the guard fails here.
 */
describe.each(mainDrivers)('back-office access on %s', (kind) => {
  let t: OrderPlatform;
  let guarded: Route[];
  let f: Fixture;
  let n = 0;
  const login = async (path: string, who: { site: string; email: string; password: string }) =>
    t.app.inject({ method: 'POST', url: path, payload: who, remoteAddress: `10.13.${kind === 'pglite' ? 1 : 2}.${++n}` });
  const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === BACKOFFICE_COOKIE);
  const tokens: Record<string, string> = {};

  /** Everything a back-office route may write, counted. */
  const footprint = async () =>
    (
      await rows(
        t.conn.db,
        sql`select (select count(*)::int from audit_log) as audit, (select count(*)::int from refunds) as refunds,
                   (select count(*)::int from check_ins) as check_ins, (select count(*)::int from order_emails) as emails,
                   (select coalesce(sum(refunded_cents), 0)::int from orders) as refunded,
                   (select count(*)::int from order_lines where cancelled_at is not null) as cancelled,
                   (select coalesce(sum(sold), 0)::int from slots) as sold`,
      )
    )[0];

  beforeAll(async () => {
    t = await orderPlatform(kind);
    await seedTestAccounts(t.conn.db);
    const [other] = await t.conn.db.select().from(sites).where(eq(sites.key, 'autre-site'));
    await upsertUser(t.conn.db, { ...OTHER_SITE_STAFF, name: 'Staff autre', siteId: other!.id, role: 'staff', cost: CHEAP });

    // A paid order with a lesson line, so every route has something real to act on.
    const cart = await t.familyCart();
    const checkout = await t.checkout(cart.cartId);
    expect(checkout.statusCode, checkout.body).toBe(201);
    expect((await t.pay(checkout.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const [line] = await rows<{ id: number; number: string }>(
      t.conn.db,
      sql`select l.id, o.number from order_lines l join orders o on o.id = l.order_id where l.slot_id = ${cart.slotId}`,
    );
    const [invoice] = await rows<{ number: string }>(
      t.conn.db,
      sql`select i.number from invoices i join orders o on o.id = i.order_id where o.number = ${line!.number}`,
    );
    f = { number: line!.number, slotId: cart.slotId, lineId: line!.id, invoice: invoice?.number };
    const [voucher] = await rows<{ id: number }>(
      t.conn.db,
      sql`insert into gift_vouchers (site, order_id, line_id, participant, beneficiary, initial_cents, balance_cents, expires_on)
          select 'val-neige', id, 0, 0, 'Access Test', 5000, 5000, '2099-01-01' from orders where number = ${f.number} returning id`,
    );
    f.voucherId = voucher!.id;
    const [closure] = await rows<{ id: number }>(
      t.conn.db,
      sql`insert into closures (site, scope, day, reason, remedy, idempotency_key, user_label)
          values ('val-neige', 'day', '2020-01-01', 'weather', 'refund', 'access-test-closure-0001', 'Access test') returning id`,
    );
    f.closureId = closure!.id;
    const [instructor] = await rows<{ id: number }>(
      t.conn.db,
      sql`select id from instructors where site = 'val-neige' order by id limit 1`,
    );
    f.instructorId = instructor!.id;
    const [request] = await rows<{ id: number }>(
      t.conn.db,
      sql`insert into lesson_requests (site, product_id, day, "window", participants, name, email, phone, lang)
          select 'val-neige', id, '2099-01-05', 'any', '[]'::jsonb, 'Access Test', 'access@example.com', '+33 6 00 00 00 00', 'fr'
            from products where key = 'cours-particulier-ski' returning id`,
    );
    f.requestId = request!.id;

    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, object> };
    guarded = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith(PREFIX))
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path })))
      .filter((r) => r.method !== 'HEAD' && !PUBLIC.has(`${r.method} ${r.path}`));

    for (const [name, who] of Object.entries({
      editor: { site: 'val-neige', ...DEMO_EDITOR },
      instructor: { site: 'val-neige', ...DEMO_INSTRUCTOR },
      staff: DEMO_STAFF,
      other: OTHER_SITE_STAFF,
    })) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { site: who.site, email: who.email, password: who.password },
        remoteAddress: `10.14.${kind === 'pglite' ? 1 : 2}.${++n}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      tokens[name] = res.json().token;
    }
    // An expired session: idle for longer than 30 minutes.
    const expired = await login('/api/admin/login', { site: 'val-neige', email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    tokens.expired = expired.json().token;
    await t.conn.db
      .update(authSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(authSessions.tokenHash, sha256(tokens.expired!)));
  });
  afterAll(() => t?.close());

  it('lists the back-office routes from the running app (the whole API of the back office)', () => {
    const names = guarded.map((r) => `${r.method} ${r.path}`);
    expect(names).toContain('GET /api/backoffice/session');
    expect(names).toContain('POST /api/backoffice/sites/{site}/orders/{number}/cancellations');
    expect(names).toContain('PUT /api/backoffice/sites/{site}/slots/{slotId}/check-ins');
    expect(names).toContain('GET /api/backoffice/sites/{site}/reports/affiliation.csv');
    expect(guarded.length).toBeGreaterThanOrEqual(16);
  });

  // [who, status, headers, only the routes about a site (the session routes are the caller's own)]
  const refusals: [string, number, () => Record<string, string>, boolean][] = [
    ['a visitor (no session)', 401, () => ({}), false],
    ['a made-up cookie', 401, () => ({ cookie: `${BACKOFFICE_COOKIE}=not-a-session-token-at-all` }), false],
    ['an expired session', 401, () => ({ ...bearer(tokens.expired), origin: testUrls.platformUrl }), false],
    ['an editor (bearer)', 403, () => bearer(tokens.editor), false],
    ['an editor (cookie)', 403, () => ({ cookie: `${BACKOFFICE_COOKIE}=${tokens.editor}`, origin: testUrls.platformUrl }), false],
    ['staff of another site', 403, () => ({ cookie: `${BACKOFFICE_COOKIE}=${tokens.other}`, origin: testUrls.platformUrl }), true],
  ];

  it.each(refusals)('refuses %s on every route, and nothing changes', async (_who, status, headers, siteRoutesOnly) => {
    const before = await footprint();
    for (const r of guarded.filter((x) => !siteRoutesOnly || x.path.includes('{site}'))) {
      const res = await t.app.inject({ ...requestOf(r, f), headers: headers() });
      expect(res.statusCode, `${r.method} ${r.path}: ${res.body}`).toBe(status);
      expect(res.json().error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
    }
    expect(await footprint()).toEqual(before);
  });

  it('lets an instructor in to their own day only: 403 on every other route of the school, and nothing changes', async () => {
    const before = await footprint();
    const theirs = (path: string) => path.includes('/my-lessons') || instructorOnly(path);
    const school = guarded.filter((x) => x.path.includes('{site}'));
    expect(school.filter((x) => theirs(x.path))).toHaveLength(4);
    for (const r of school.filter((x) => !theirs(x.path))) {
      const res = await t.app.inject({ ...requestOf(r, f), headers: bearer(tokens.instructor) });
      expect(res.statusCode, `${r.method} ${r.path}: ${res.body}`).toBe(403);
    }
    const day = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/sites/val-neige/my-lessons',
      headers: bearer(tokens.instructor),
    });
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json().instructor).toMatchObject({ name: 'Julien Mercier' });
    const halfDays = await t.app.inject({
      method: 'GET',
      url: '/api/backoffice/sites/val-neige/my-availability',
      headers: bearer(tokens.instructor),
    });
    expect(halfDays.statusCode, halfDays.body).toBe(200);
    expect(halfDays.json().instructor).toMatchObject({ name: 'Julien Mercier' });
    const session = await t.app.inject({ method: 'GET', url: '/api/backoffice/session', headers: bearer(tokens.instructor) });
    expect(SessionResponse.parse(session.json()).role).toBe('instructor');
    expect(await footprint()).toEqual(before);
  });

  it('refuses cookie writes without the platform origin (cross-site request forgery), and nothing changes', async () => {
    const before = await footprint();
    const writes = guarded.filter((r) => r.method !== 'GET' && !/\/(logout)$/.test(r.path));
    expect(writes.length).toBeGreaterThanOrEqual(3);
    for (const origin of [undefined, 'https://evil.example', testUrls.siteUrl]) {
      for (const r of writes) {
        const res = await t.app.inject({
          ...requestOf(r, f),
          headers: { cookie: `${BACKOFFICE_COOKIE}=${tokens.staff}`, ...(origin ? { origin } : {}) },
        });
        expect(res.statusCode, `${r.method} ${r.path} from ${origin}: ${res.body}`).toBe(403);
      }
    }
    expect(await footprint()).toEqual(before);
  });

  it('lets staff in with the cookie: every read route answers (but the admins’ own and the instructors’ own)', async () => {
    const cookie = `${BACKOFFICE_COOKIE}=${tokens.staff}`;
    for (const r of guarded.filter((x) => x.method === 'GET')) {
      const res = await t.app.inject({ ...requestOf(r, f), headers: { cookie } });
      // The SEPA file needs the school's own account, not set in the demo: staff are let in and told so (409).
      const expected = adminOnly(r.path) || instructorOnly(r.path) ? 403 : r.path.endsWith('/transfers.xml') ? 409 : 200;
      expect(res.statusCode, `${r.method} ${r.path}: ${res.body}`).toBe(expected);
    }
  });

  it('logs staff in with an httpOnly, SameSite=Strict cookie on the API prefix; logout ends it', async () => {
    const res = await login('/api/backoffice/login', { site: 'val-neige', email: DEMO_STAFF.email, password: DEMO_STAFF.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(SessionResponse.parse(res.json())).toMatchObject({ site: 'val-neige', role: 'staff', user: { email: DEMO_STAFF.email } });
    const c = cookieOf(res);
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/backoffice' });
    expect(c?.secure).toBeFalsy();
    expect(c?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = `${BACKOFFICE_COOKIE}=${c?.value}`;
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/session', headers: { cookie } })).statusCode).toBe(200);

    const out = await t.app.inject({ method: 'POST', url: '/api/backoffice/logout', headers: { cookie, origin: testUrls.platformUrl } });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out)?.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/backoffice/session', headers: { cookie } })).statusCode).toBe(401);
  });

  it('refuses an editor at the back-office login, leaving no session and no cookie', async () => {
    const sessions = async () =>
      (await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from auth_sessions where revoked_at is null`))[0]!.n;
    const before = await sessions();
    const res = await login('/api/backoffice/login', { site: 'val-neige', email: DEMO_EDITOR.email, password: DEMO_EDITOR.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(cookieOf(res)).toBeUndefined();
    expect(await sessions()).toBe(before);
    const wrong = await login('/api/backoffice/login', { site: 'val-neige', email: DEMO_STAFF.email, password: 'wrong password!' });
    expect(wrong.statusCode).toBe(401);
    expect(cookieOf(wrong)).toBeUndefined();
  });

  it('keeps the editing tool’s bearer tokens working on its own routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/session', headers: bearer(tokens.editor) });
    expect(res.statusCode).toBe(200);
  });
});

describe('back-office cookie in production', () => {
  it('is Secure', async () => {
    const t = await orderPlatform('pglite');
    try {
      await seedTestAccounts(t.conn.db);
      const env = loadEnv({
        APP_ENV: 'production',
        SITE_URL: testUrls.siteUrl,
        PLATFORM_URL: testUrls.platformUrl,
        REVALIDATE_SECRET: 'a-production-revalidate-secret',
        PAYMENT_SECRET: 'a-production-payment-secret-0123',
        VOUCHER_SECRET: 'a-production-voucher-secret-0123',
        METRICS_TOKEN: 'a-production-metrics-token-0123',
        PAYMENT_ALLOW_TEST_KEYS: 'true',
      });
      const app = await buildApp({ db: t.conn.db, env });
      const res = await app.inject({ method: 'POST', url: '/api/backoffice/login', payload: DEMO_STAFF });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.cookies.find((c) => c.name === BACKOFFICE_COOKIE)?.secure).toBe(true);
      await app.close();
    } finally {
      await t.close();
    }
  });
});
