import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../env';
import { drivers, testPlatform, testUrls } from '../../test/app';

describe.each(drivers)('liveness and readiness on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  beforeAll(async () => {
    t = await testPlatform(kind, { seed: false });
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('live: 200 while the process runs; ready: 200 with every check passing; /health kept', async () => {
    expect((await get('/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await get('/health/ready');
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toMatchObject({ status: 'ready', checks: { process: 'ok', database: 'ok', migrations: 'ok' }, failing: [] });
    expect((await get('/health')).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('ready: 503 naming the migrations when the database lacks the last one', async () => {
    const last = await t.conn.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    );
    try {
      const res = await get('/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not_ready', checks: { migrations: 'pending' }, failing: ['migrations'] });
    } finally {
      const row = last.rows[0] as { hash: string; created_at: string };
      await t.conn.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row.hash}, ${row.created_at})`);
    }
    expect((await get('/health/ready')).statusCode).toBe(200);
  });

  it('ready: 503 naming the process while it shuts down (live still 200)', async () => {
    t.app.readiness.closing = true;
    try {
      const res = await get('/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not_ready', checks: { process: 'closing' }, failing: ['process'] });
      expect((await get('/health/live')).statusCode).toBe(200);
    } finally {
      t.app.readiness.closing = false;
    }
  });

  it('ready: 503 naming the database once it is closed; live still 200 (no database call)', async () => {
    const other = await testPlatform(kind, { seed: false });
    try {
      await other.conn.close();
      const res = await other.app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ checks: { database: 'unreachable', migrations: 'unknown' }, failing: ['database'] });
      expect((await other.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      await other.app.close();
    }
  });

  it('ready: 503 naming the job queue when this process should run its workers and they are stopped', async () => {
    const env = loadEnv({ APP_ENV: 'test', SITE_URL: testUrls.siteUrl, PLATFORM_URL: testUrls.platformUrl, JOBS_WORKERS: 'true' });
    const app = await buildApp({ db: t.conn.db, env });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/health/ready' })).json()).toMatchObject({ checks: { jobs: 'ok' }, failing: [] });
      await app.jobs.stop();
      const res = await app.inject({ method: 'GET', url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ checks: { jobs: 'stopped' }, failing: ['jobs'] });
    } finally {
      await app.close();
    }
  });
});
