import { type Connection, connect, one, rows } from '@schuss/db';
import { seedDemo } from '@schuss/db/seed';
import { freshTestDatabase } from '@schuss/db/testing/vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { loadEnv } from './env';
import { RATE_LIMIT } from './modules/auth/service';
import { DEMO_STAFF, seedTestAccounts } from './test/accounts';
import { testUrls } from './test/app';
import { child, plusDays, weekStart } from './test/orders';

/**
 * Two platform processes on one PostgreSQL (npm run cluster): each has its own app and its own pool of
 * connections, as two processes do. What one process records, the other enforces: login failures,
 * sessions, held places — they live in the database, not in a process.
 */
describe('two platform processes on one PostgreSQL', () => {
  let first: Connection;
  let second: Connection;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    first = await freshTestDatabase('pg');
    await seedDemo(first.db, testUrls);
    await seedTestAccounts(first.db);
    // The second process's own pool on the same database.
    const name = (await one<{ name: string }>(first.db, sql`select current_database() as name`))!.name;
    const url = new URL(inject('pgUrl'));
    url.pathname = `/${name}`;
    second = await connect({ databaseUrl: url.toString(), poolSize: 5 });
    const env = loadEnv({ APP_ENV: 'test', SITE_URL: testUrls.siteUrl, PLATFORM_URL: testUrls.platformUrl });
    a = await buildApp({ db: first.db, env });
    b = await buildApp({ db: second.db, env });
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await second?.close();
    await first?.close();
  });

  const login = (app: FastifyInstance, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { site: DEMO_STAFF.site, email: DEMO_STAFF.email, password },
      remoteAddress: ip,
    });

  it('a session opened on one process is valid on the other, and a logout on the other ends it everywhere', async () => {
    const opened = await login(a, DEMO_STAFF.password, '10.16.9.1');
    expect(opened.statusCode, opened.body).toBe(200);
    const auth = { authorization: `Bearer ${opened.json().token}` };
    expect((await b.inject({ method: 'GET', url: '/api/admin/session', headers: auth })).statusCode).toBe(200);
    expect((await b.inject({ method: 'POST', url: '/api/admin/logout', headers: auth })).statusCode).toBeLessThan(300);
    expect((await a.inject({ method: 'GET', url: '/api/admin/session', headers: auth })).statusCode).toBe(401);
  });

  it(`an account is rate-limited after ${RATE_LIMIT.perAccount} failures spread over both processes`, async () => {
    for (let i = 0; i < RATE_LIMIT.perAccount; i++) {
      const res = await login(i % 2 ? b : a, 'not the password', `10.16.10.${i + 1}`);
      expect(res.statusCode).toBe(401);
    }
    // Either process now refuses even the right password, from a new address.
    for (const app of [a, b]) {
      const limited = await login(app, DEMO_STAFF.password, '10.16.11.1');
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('the last place of a slot, asked for by both processes at once, is held once', async () => {
    const [slot] = await rows<{ id: number }>(
      first.db,
      sql`insert into slots (product_id, starts_on, ends_on, capacity)
          select id, ${weekStart}, ${plusDays(weekStart, 5)}, 1 from products where key = 'cours-enfants-flocon' returning id`,
    );
    const add = (app: FastifyInstance, i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/booking/cart/lines',
        payload: {
          resort: 'val-neige',
          lang: 'fr',
          productKey: 'cours-enfants-flocon',
          slotId: slot!.id,
          participants: [child(`Enfant${i}`)],
        },
      });
    const results = await Promise.all([a, b, a, b].map((app, i) => add(app, i)));
    expect(results.map((r) => r.statusCode).sort(), results[0]?.body).toEqual([200, 409, 409, 409]);
    const held = await one<{ held: number }>(second.db, sql`select held from slots where id = ${slot!.id}`);
    expect(held?.held).toBe(1);
  });
});
