/**
 * Child process of bench/content-api.ts: opens a database (PGlite in BENCH_DATA_DIR, or
 * PostgreSQL at BENCH_DATABASE_URL), seeds the demo school plus BENCH_PAGES generated pages
 * per language, picks BENCH_SAMPLE random published paths, and serves the platform on a free
 * port. On request (IPC) it also times, on the same connection, `select 1` round trips (the
 * floor) and direct calls of the content service (the query without HTTP).
 */
import { connect, rows } from '@schuss/db';
import { DEMO_SITE_KEY, seedDemo, seedLargeSite } from '@schuss/db/seed';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/platform/src/app';
import { loadEnv } from '../../apps/platform/src/env';
import { getPage } from '../../apps/platform/src/modules/content/service';
import { stats } from './common';

export type PagePath = { lang: string; path: string };
export type ServerReady = {
  type: 'ready';
  kind: string;
  port: number;
  paths: PagePath[];
  pages: number;
  migrateMs: number;
  seedMs: number;
};
export type ServerRequest = { type: 'floor' | 'direct'; id: number; count: number; concurrency: number } | { type: 'close' };
type ServerAnswer = { type: 'result'; id: number; stats: ReturnType<typeof stats> };

const send = (msg: ServerReady | ServerAnswer) => process.send?.(msg);

const conn = await connect(
  process.env.BENCH_DATABASE_URL ? { databaseUrl: process.env.BENCH_DATABASE_URL } : { dataDir: process.env.BENCH_DATA_DIR },
);
const t0 = performance.now();
await conn.migrate();
const t1 = performance.now();
const urls = { siteUrl: 'http://localhost:3299', platformUrl: 'http://localhost:4299' };
await seedDemo(conn.db, urls);
await seedLargeSite(conn.db, DEMO_SITE_KEY, Number(process.env.BENCH_PAGES ?? 10_000));
const t2 = performance.now();
const [{ n } = { n: 0 }] = await rows<{ n: number }>(
  conn.db,
  sql`select count(*)::int as n from pages where published_version_id is not null`,
);
await conn.db.execute(sql`analyze`);
const paths = await rows<PagePath>(
  conn.db,
  sql`select p.lang, p.path from pages p join sites s on s.id = p.site_id
       where s.key = ${DEMO_SITE_KEY} and p.published_version_id is not null
       order by random() limit ${Number(process.env.BENCH_SAMPLE ?? 2000)}`,
);

const env = loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: urls.siteUrl, PLATFORM_URL: urls.platformUrl });
const app = await buildApp({ db: conn.db, env });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

/** `count` calls of `fn`, `concurrency` at a time, each timed. */
async function timed(count: number, concurrency: number, fn: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t = performance.now();
        await fn(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return stats(latencies, (performance.now() - start) / 1000);
}

let closing = false;
async function close() {
  if (closing) return;
  closing = true;
  await app.close();
  await conn.close();
  process.exit(0);
}
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
process.on('disconnect', () => void close());

process.on('message', async (msg: ServerRequest) => {
  if (msg.type === 'close') return close();
  const result =
    msg.type === 'floor'
      ? await timed(msg.count, msg.concurrency, () => conn.db.execute(sql`select 1`))
      : await timed(msg.count, msg.concurrency, (i) => {
          const p = paths[i % paths.length] as PagePath;
          return getPage(conn.db, { site: DEMO_SITE_KEY, lang: p.lang, path: p.path });
        });
  send({ type: 'result', id: msg.id, stats: result });
});

send({ type: 'ready', kind: conn.kind, port, paths, pages: n, migrateMs: t1 - t0, seedMs: t2 - t1 });
