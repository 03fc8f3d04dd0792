/**
 * `npm run bench:search`: full-text search on a 10 000-page site per language.
 * Sends 1 000 queries (a fixed list of real French and English words and phrases: single
 * words, two words, prefixes, accented and unaccented forms) to `GET /api/search` over HTTP,
 * on embedded PGlite and on a throwaway PostgreSQL 15, side by side with the same searches
 * run directly against the database (the floor: SQL without HTTP, validation or JSON).
 * Prints figures only; never asserts a time.
 */
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { SearchQuery } from '@schuss/contracts';
import { type Connection, connect } from '@schuss/db';
import { seedDemo, seedLargeSite } from '@schuss/db/seed';
import { freshDatabase, startPostgres } from '@schuss/db/testing';
import { buildApp } from '../apps/platform/src/app';
import { loadEnv } from '../apps/platform/src/env';
import { reindexAll, search } from '../apps/platform/src/modules/search/service';

const PAGES = Number(process.env.BENCH_PAGES ?? 10_000);
const QUERIES = 1_000;

const fr = [
  'ski',
  'cours collectif',
  'cours collectif enfant',
  'moniteur',
  'moniteurs',
  'télésiège',
  'telesiege',
  'télésièges',
  'piste bleue',
  'forfait',
  'forf',
  'jardin des neiges',
  'étoile de bronze',
  'etoile',
  'poudreuse',
  'hors-piste',
  'snowboard',
  'ski de fond',
  'vacances de février',
  'médaille',
  'medaille',
  'crèche',
  'leçon particulière',
  'neige',
  'débutants',
  'debut',
  'location',
  'casque',
  'mont',
  'ourson',
];
const en = [
  'ski',
  'group lesson',
  "children's group lessons",
  'instructor',
  'instructors',
  'chairlift',
  'chairlifts',
  'blue run',
  'season pass',
  'pass',
  'snow garden',
  'bronze star',
  'powder',
  'off-piste',
  'snowboarding',
  'cross-country',
  'february holidays',
  'medal',
  'nursery',
  'private lesson',
  'snow',
  'beginners',
  'begin',
  'rental',
  'helmet',
  'instr',
  'fresh snowfall',
  'safely',
  'weather',
  'families',
];

/** A fixed, reproducible sequence of 1 000 queries alternating the two languages. */
function queries(): SearchQuery[] {
  return Array.from({ length: QUERIES }, (_, i) => {
    const lang = i % 2 ? 'en' : 'fr';
    const list = lang === 'fr' ? fr : en;
    const query = list[(i * 7) % list.length] as string;
    return SearchQuery.parse({ site: 'val-neige', lang, query });
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(run: (q: SearchQuery) => Promise<unknown>) {
  const qs = queries();
  for (const q of qs.slice(0, 50)) await run(q); // warm-up
  const times: number[] = [];
  const start = performance.now();
  for (const q of qs) {
    const t = performance.now();
    await run(q);
    times.push(performance.now() - t);
  }
  const total = performance.now() - start;
  times.sort((a, b) => a - b);
  return { p50: pct(times, 50), p95: pct(times, 95), p99: pct(times, 99), qps: (QUERIES / total) * 1000 };
}

async function benchDriver(label: string, conn: Connection) {
  const t0 = performance.now();
  await seedDemo(conn.db, { siteUrl: 'http://localhost:3000', platformUrl: 'http://localhost:4000' });
  await seedLargeSite(conn.db, 'val-neige', PAGES);
  const indexed = await reindexAll(conn.db);
  const setup = (performance.now() - t0) / 1000;
  const app = await buildApp({ db: conn.db, env: loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent' }) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const api = await measure(async (q) => {
      const url = `${base}/api/search?site=${q.site}&lang=${q.lang}&query=${encodeURIComponent(q.query)}`;
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      await res.json();
    });
    const floor = await measure((q) => search(conn.db, q));
    return { label, indexed, setup, api, floor };
  } finally {
    await app.close();
  }
}

const ms = (n: number) => n.toFixed(2).padStart(8);
console.log(`bench:search — ${new Date().toISOString()} — ${cpus().length} cores, Node ${process.version}`);
console.log(`command: npm run bench:search   (${PAGES} generated pages per language + the demo; ${QUERIES} queries, one at a time)\n`);

const results = [];
const pglite = await connect({ dataDir: 'memory://' });
try {
  await pglite.migrate();
  results.push(await benchDriver('PGlite (embedded)', pglite));
} finally {
  await pglite.close();
}
const server = await startPostgres();
try {
  const pg = await freshDatabase('pg', server.url);
  try {
    results.push(await benchDriver('PostgreSQL 15', pg));
  } finally {
    await pg.close();
  }
} finally {
  server.stop();
}

console.log(
  'driver              pages indexed  setup s | API p50    p95    p99 (ms)   q/s | SQL floor p50    p95    p99 (ms)   q/s | API/floor p95',
);
for (const r of results) {
  console.log(
    `${r.label.padEnd(19)} ${String(r.indexed).padStart(13)} ${r.setup.toFixed(1).padStart(8)} |${ms(r.api.p50)}${ms(r.api.p95)}${ms(r.api.p99)} ${r.api.qps.toFixed(0).padStart(6)} |${ms(r.floor.p50)}${ms(r.floor.p95)}${ms(r.floor.p99)} ${r.floor.qps.toFixed(0).padStart(6)} | ${(r.api.p95 / r.floor.p95).toFixed(2)}×`,
  );
}
const pgRow = results.find((r) => r.label.startsWith('PostgreSQL'));
if (pgRow) console.log(`\ntarget p95 ≤ 20 ms on PostgreSQL: ${pgRow.api.p95.toFixed(2)} ms — ${pgRow.api.p95 <= 20 ? 'met' : 'NOT met'}`);
