import { SessionResponse } from '@schuss/contracts';
import { authSessions, type Connection, loginAttempts, sites, users } from '@schuss/db';
import { seedDemo } from '@schuss/db/seed';
import { freshTestDatabase } from '@schuss/db/testing/vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { otherSchoolConfig } from '../../test/accounts';
import { drivers, testUrls } from '../../test/app';
import { requireRole } from './guard';
import { DEMO_EDITOR, type HashCost, hashPassword, RATE_LIMIT, seedDemoEditor, sha256, upsertUser } from './service';

/** Cheap argon2id for tests (production uses 19 MiB, 2 iterations). */
const CHEAP: HashCost = { memoryKiB: 64, iterations: 1, parallelism: 1 };
const PASSWORD = 'correct horse battery staple';

describe.each(drivers)('auth on %s', (kind) => {
  let conn: Connection;
  let app: FastifyInstance;
  let demoSiteId = 0;
  let ipCounter = 0;
  /** Each test logs in from its own address, so per-IP limits of one test do not leak into another. */
  const freshIp = () => `10.0.${kind === 'pg' ? 1 : 2}.${++ipCounter}`;

  beforeAll(async () => {
    conn = await freshTestDatabase(kind);
    const { siteId } = await seedDemo(conn.db, testUrls);
    demoSiteId = siteId;
    const [demo] = await conn.db.select().from(sites).where(eq(sites.id, siteId));
    const [other] = await conn.db
      .insert(sites)
      .values({ key: 'autre-site', name: 'Autre', config: otherSchoolConfig(demo!.config, 'autre-site') })
      .returning({ id: sites.id });
    const add = (email: string, role: 'editor' | 'staff' | 'admin', site = siteId) =>
      upsertUser(conn.db, { email, name: email.split('@')[0]!, password: PASSWORD, siteId: site, role, cost: CHEAP });
    await add('Editor@Val-Neige.test', 'editor');
    await add('staff@val-neige.test', 'staff');
    await add('locked@val-neige.test', 'editor');
    await add('reset@val-neige.test', 'editor');
    await add('disabled@val-neige.test', 'editor');
    for (const i of [0, 1, 2]) await add(`guess${i}@val-neige.test`, 'editor');
    await add('other@autre-site.test', 'editor', other!.id);
    await seedDemoEditor(conn.db, siteId, CHEAP);

    app = await buildApp({
      db: conn.db,
      env: loadEnv({ APP_ENV: 'test', SITE_URL: testUrls.siteUrl, PLATFORM_URL: testUrls.platformUrl }),
    });
    // Routes as the content-write routes will use the guard.
    app.post('/test/write/:site', { preHandler: requireRole(app, { roles: ['editor', 'admin'] }) }, async (req) => ({
      ok: true,
      by: req.auth?.email,
    }));
    app.get('/test/draft', { preHandler: requireRole(app, { roles: ['editor', 'admin'] }) }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await conn?.close();
  });

  const login = (body: unknown, ip = freshIp()) =>
    app.inject({ method: 'POST', url: '/api/admin/login', payload: body as object, remoteAddress: ip });
  const tokenFor = async (email: string, site = 'val-neige', password = PASSWORD) => {
    const res = await login({ site, email, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  const session = (token: string) =>
    app.inject({ method: 'GET', url: '/api/admin/session', headers: { authorization: `Bearer ${token}` } });
  const write = (token: string | undefined, site = 'val-neige') =>
    app.inject({ method: 'POST', url: `/test/write/${site}`, headers: token ? { authorization: `Bearer ${token}` } : {}, payload: {} });

  it('logs in and the token opens the session (e-mail matched case-insensitively)', async () => {
    const token = await tokenFor('EDITOR@val-neige.test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await session(token);
    expect(res.statusCode, res.body).toBe(200);
    const s = SessionResponse.parse(res.json());
    expect(s).toMatchObject({ user: { email: 'editor@val-neige.test', name: 'Editor' }, site: 'val-neige', role: 'editor' });
    const left = new Date(s.expiresAt).getTime() - Date.now();
    expect(left).toBeGreaterThan(29 * 60_000);
    expect(left).toBeLessThanOrEqual(30 * 60_000 + 1000);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the same 401 "Invalid credentials" for a wrong password, an unknown e-mail, another site, an unknown site', async () => {
    const answers = await Promise.all([
      login({ site: 'val-neige', email: 'editor@val-neige.test', password: 'wrong password' }),
      login({ site: 'val-neige', email: 'nobody@val-neige.test', password: PASSWORD }),
      login({ site: 'autre-site', email: 'editor@val-neige.test', password: PASSWORD }),
      login({ site: 'no-such-site', email: 'editor@val-neige.test', password: PASSWORD }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      // Byte for byte the same answer whatever was wrong, so it tells nothing about which accounts exist.
      expect(res.body).toBe('{"error":{"message":"Invalid credentials","code":"unauthorized"}}');
    }
  });

  it('stores only the SHA-256 of the token, and argon2id password hashes', async () => {
    const token = await tokenFor('editor@val-neige.test');
    const all = JSON.stringify(await conn.db.select().from(authSessions));
    expect(all).not.toContain(token);
    const [row] = await conn.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, sha256(token)));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const hashes = await conn.db.select({ h: users.passwordHash }).from(users);
    for (const { h } of hashes) expect(h).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(JSON.stringify(hashes)).not.toContain(PASSWORD);
    // The production cost is the OWASP minimum.
    expect(await hashPassword('x')).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('slides the idle expiry, and refuses a token idle for 31 min', async () => {
    const token = await tokenFor('editor@val-neige.test');
    const byToken = eq(authSessions.tokenHash, sha256(token));
    await conn.db.update(authSessions).set({ lastSeenAt: sql`now() - interval '29 minutes'` }).where(byToken);
    expect((await session(token)).statusCode).toBe(200);
    const [seen] = await conn.db.select({ at: authSessions.lastSeenAt }).from(authSessions).where(byToken);
    expect(Date.now() - seen!.at.getTime()).toBeLessThan(60_000);
    await conn.db.update(authSessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` }).where(byToken);
    const res = await session(token);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toMatch(/expired/);
  });

  it('refuses a token past its absolute expiry, even if used recently', async () => {
    const token = await tokenFor('editor@val-neige.test');
    await conn.db
      .update(authSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authSessions.tokenHash, sha256(token)));
    expect((await session(token)).statusCode).toBe(401);
  });

  it('logout revokes the token', async () => {
    const token = await tokenFor('editor@val-neige.test');
    const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}` } });
    expect(out.statusCode, out.body).toBe(204);
    expect((await session(token)).statusCode).toBe(401);
    expect((await write(token)).statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}` } });
    expect(again.statusCode).toBe(401);
  });

  it('guard: 401 without a token or with a garbage one, 403 for another site or a role not allowed', async () => {
    const noToken = await write(undefined);
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().error.message).toMatch(/Authentication required/);
    expect((await write('garbage')).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/test/write/val-neige', headers: { authorization: 'Basic abc' } })).statusCode).toBe(
      401,
    );
    expect((await session('x'.repeat(5000))).statusCode).toBe(401);

    const editor = await tokenFor('editor@val-neige.test');
    const ok = await write(editor);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true, by: 'editor@val-neige.test' });

    const otherSite = await tokenFor('other@autre-site.test', 'autre-site');
    const wrongSite = await write(otherSite, 'val-neige');
    expect(wrongSite.statusCode).toBe(403);
    expect(wrongSite.json().error.message).toMatch(/not valid for site "val-neige"/);
    expect((await write(editor, 'autre-site')).statusCode).toBe(403);

    const staff = await tokenFor('staff@val-neige.test');
    const staffRes = await write(staff);
    expect(staffRes.statusCode).toBe(403);
    expect(staffRes.json().error.message).toMatch(/Role "staff"/);
  });

  it('guard: accepts ?token= (GET /api/draft?status&token), with the site from the query', async () => {
    const token = await tokenFor('editor@val-neige.test');
    expect((await app.inject({ method: 'GET', url: `/test/draft?token=${token}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/test/draft?site=val-neige&token=${token}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/test/draft?site=autre-site&token=${token}` })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/test/draft?token=nope' })).statusCode).toBe(401);
  });

  it('a disabled account loses its sessions and cannot log in', async () => {
    const token = await tokenFor('disabled@val-neige.test');
    await conn.db.execute(sql`update users set disabled_at = now() where email = 'disabled@val-neige.test'`);
    expect((await session(token)).statusCode).toBe(401);
    const res = await login({ site: 'val-neige', email: 'disabled@val-neige.test', password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: { message: 'Invalid credentials', code: 'unauthorized' } });
  });

  it('a user whose role on the site is removed loses the session', async () => {
    const token = await tokenFor('staff@val-neige.test');
    await conn.db.execute(sql`delete from user_sites where user_id = (select id from users where email = 'staff@val-neige.test')`);
    expect((await session(token)).statusCode).toBe(401);
    await upsertUser(conn.db, {
      email: 'staff@val-neige.test',
      name: 'staff',
      password: PASSWORD,
      siteId: demoSiteId,
      role: 'staff',
      cost: CHEAP,
    });
  });

  it(`rate-limits an account after ${RATE_LIMIT.perAccount} failures (429 + Retry-After), even with the right password`, async () => {
    const email = 'locked@val-neige.test';
    for (let i = 0; i < RATE_LIMIT.perAccount; i++) {
      expect((await login({ site: 'val-neige', email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const limited = await login({ site: 'val-neige', email, password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    const retry = Number(limited.headers['retry-after']);
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(RATE_LIMIT.windowMs / 1000);
    expect(limited.json().error.message).toMatch(/Too many failed logins: try again in \d+ min/);
    // Other accounts are not affected.
    expect((await login({ site: 'val-neige', email: 'editor@val-neige.test', password: PASSWORD })).statusCode).toBe(200);
    // Once the failures are older than the window, the account can log in again.
    await conn.db
      .update(loginAttempts)
      .set({ at: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.key, `account:${email}`));
    expect((await login({ site: 'val-neige', email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("a successful login clears the account's failures", async () => {
    const email = 'reset@val-neige.test';
    const fail = () => login({ site: 'val-neige', email, password: 'nope' });
    for (let i = 0; i < RATE_LIMIT.perAccount - 1; i++) expect((await fail()).statusCode).toBe(401);
    await tokenFor(email);
    for (let i = 0; i < RATE_LIMIT.perAccount - 1; i++) expect((await fail()).statusCode).toBe(401);
    expect((await login({ site: 'val-neige', email, password: PASSWORD })).statusCode).toBe(200);
  });

  it(`rate-limits an IP after ${RATE_LIMIT.perIp} failures, whatever the accounts`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMIT.perIp; i++) {
      const res = await login({ site: 'val-neige', email: `guess${i % 3}@val-neige.test`, password: 'x' }, ip);
      expect(res.statusCode).toBe(401);
    }
    const limited = await login({ site: 'val-neige', email: 'editor@val-neige.test', password: PASSWORD }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ site: 'val-neige', email: 'editor@val-neige.test', password: PASSWORD })).statusCode).toBe(200);
  });

  it('answers 400 naming the field for bad input, never 500', async () => {
    const good = { site: 'val-neige', email: 'editor@val-neige.test', password: PASSWORD };
    const cases: [unknown, string][] = [
      [{ site: 'val-neige', password: PASSWORD }, 'body.email'],
      [{ email: good.email, password: PASSWORD }, 'body.site'],
      [{ site: 'val-neige', email: good.email }, 'body.password'],
      [{ ...good, password: 'x'.repeat(10_000) }, 'body.password'],
      [{ ...good, password: '' }, 'body.password'],
      [{ ...good, email: 'not-an-email' }, 'body.email'],
      [{ ...good, email: 123 }, 'body.email'],
      [{ ...good, site: ['val-neige'] }, 'body.site'],
      [{ ...good, password: { $ne: '' } }, 'body.password'],
    ];
    for (const [body, field] of cases) {
      const res = await login(body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 80)} → ${res.body}`).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    for (const payload of ['{"site": "val-neige",', 'site=val-neige', '']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'application/json' },
        payload,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBeTruthy();
    }
    const text = await app.inject({ method: 'POST', url: '/api/admin/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('the demo editor can log in with the README credentials', async () => {
    const token = await tokenFor(DEMO_EDITOR.email, 'val-neige', DEMO_EDITOR.password);
    expect((await session(token)).json()).toMatchObject({ role: 'editor', user: { email: DEMO_EDITOR.email } });
    const admin = await tokenFor('admin@val-neige.example', 'val-neige', 'Admin-Val-Neige-2026!');
    expect((await session(admin)).json()).toMatchObject({ role: 'admin' });
  });
});
