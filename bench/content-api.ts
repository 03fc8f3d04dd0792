/**
 * `npm run bench:content-api` — latency and throughput of `GET /api/page` on a 10 000-page
 * site (demo school + 10 000 generated pages per language), on embedded PGlite and on a
 * throwaway PostgreSQL, side by side.
 *
 * Each database is served by its own child process (bench/lib/content-api-server.ts: the
 * platform's `buildApp` on a free port), so the load generator (autocannon, in this process)
 * does not share the server's event loop. Requests go to random existing paths of both
 * languages (a list of 2 000 drawn first), at a fixed concurrency. As a floor, the same number
 * of `select 1` round trips go through the same database connection, and the content service
 * is called directly (its query without HTTP). Interleaved rounds; the median round is
 * reported. Figures only: nothing here fails because of a number.
 *
 * Env (optional): BENCH_PAGES (10000), BENCH_REQUESTS (per run, 5000), BENCH_ROUNDS (3),
 * BENCH_CONCURRENCY (10).
 */
import { join } from 'node:path';
import { type PostgresServer, startPostgres } from '@schuss/db/testing';
import {
  benchDir,
  benchTempDir,
  type ChildServer,
  Cleanup,
  forkServer,
  int,
  load,
  medianRun,
  ms,
  printHeader,
  ratio,
  removeDir,
  type Stats,
  since,
  stopChild,
  table,
} from './lib/common';
import type { PagePath, ServerReady, ServerRequest } from './lib/content-api-server';

const PAGES = Number(process.env.BENCH_PAGES ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SAMPLE = 2_000;
const SITE = 'val-neige';

type Server = ChildServer<ServerReady, Omit<ServerRequest & { type: 'floor' | 'direct' }, 'id'>> & { label: string };

async function startServer(label: string, env: Record<string, string>): Promise<Server> {
  const server = await forkServer<ServerReady, Omit<ServerRequest & { type: 'floor' | 'direct' }, 'id'>>(
    join(benchDir, 'lib/content-api-server.ts'),
    { ...env, BENCH_PAGES: String(PAGES), BENCH_SAMPLE: String(SAMPLE) },
  );
  return { ...server, label };
}

/** autocannon on `/api/page`, each request on the next path of the shuffled list. */
function loadApi(server: Server, amount: number): Promise<Stats> {
  const paths = server.ready.paths.map(
    (p: PagePath) => `/api/page?site=${SITE}&lang=${encodeURIComponent(p.lang)}&path=${encodeURIComponent(p.path)}`,
  );
  let i = Math.floor(Math.random() * paths.length);
  return load({
    url: `http://127.0.0.1:${server.ready.port}`,
    connections: CONCURRENCY,
    amount,
    requests: [
      {
        setupRequest: (req) => {
          i = (i + 1) % paths.length;
          return { ...req, path: paths[i] };
        },
      },
    ],
  });
}

async function main() {
  printHeader(
    'Content API: GET /api/page on a 10 000-page site, PGlite vs PostgreSQL 15',
    'npm run bench:content-api   (tsx bench/content-api.ts)',
  );
  const cleanup = new Cleanup();
  const t0 = performance.now();
  try {
    const tmp = benchTempDir('content-api-');
    cleanup.add('temp dir', () => removeDir(tmp));
    const pg: PostgresServer = await startPostgres();
    cleanup.add('PostgreSQL', () => pg.stop());
    console.log(`PostgreSQL 15 up (throwaway cluster, fsync off) after ${since(t0)}; seeding both databases in parallel…`);

    const started = await Promise.allSettled([
      startServer('PGlite', { BENCH_DATA_DIR: join(tmp, 'pglite') }),
      startServer('PostgreSQL', { BENCH_DATABASE_URL: pg.url }),
    ]);
    for (const s of started) if (s.status === 'fulfilled') cleanup.add(`${s.value.label} server`, () => stopChild(s.value.child));
    const servers = started.map((s) => {
      if (s.status === 'rejected') throw s.reason;
      return s.value;
    });
    for (const s of servers) {
      console.log(
        `  ${s.label.padEnd(10)} ${int(s.ready.pages)} published pages; migrations ${int(s.ready.migrateMs)} ms, seed ${(s.ready.seedMs / 1000).toFixed(1)} s (both seeding at once)`,
      );
    }
    console.log(`Ready after ${since(t0)}. ${SAMPLE} random paths (fr + en) per database.`);

    // Sanity: a request answers 200 with a page.
    for (const s of servers) {
      const p = s.ready.paths[0] as PagePath;
      const res = await fetch(`http://127.0.0.1:${s.ready.port}/api/page?site=${SITE}&lang=${p.lang}&path=${encodeURIComponent(p.path)}`);
      if (!res.ok) throw new Error(`${s.label}: GET /api/page answered ${res.status}`);
      await res.arrayBuffer();
    }

    console.log(
      `\nWarm-up (1 000 requests each), then ${ROUNDS} interleaved rounds, ${int(REQUESTS)} requests per run, concurrency ${CONCURRENCY}…`,
    );
    for (const s of servers) {
      await loadApi(s, 1_000);
      await s.ask({ type: 'direct', count: 1_000, concurrency: CONCURRENCY });
      await s.ask({ type: 'floor', count: 1_000, concurrency: CONCURRENCY });
    }
    type Kind = 'api' | 'direct' | 'floor';
    const runs = new Map<string, Stats[]>();
    const record = (label: string, kind: Kind, s: Stats) => {
      const key = `${label}/${kind}`;
      runs.set(key, [...(runs.get(key) ?? []), s]);
      const bad = s.non2xx || s.errors ? `  (non-2xx ${s.non2xx}, errors ${s.errors})` : '';
      console.log(
        `  ${label.padEnd(10)} ${kind.padEnd(6)} ${int(s.rps).padStart(6)} req/s  p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)} ms${bad}`,
      );
    };
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(` round ${round}`);
      for (const s of servers) record(s.label, 'api', await loadApi(s, REQUESTS));
      for (const s of servers) record(s.label, 'direct', await s.ask({ type: 'direct', count: REQUESTS, concurrency: CONCURRENCY }));
      for (const s of servers) record(s.label, 'floor', await s.ask({ type: 'floor', count: REQUESTS, concurrency: CONCURRENCY }));
    }

    const med = (label: string, kind: Kind) => medianRun(runs.get(`${label}/${kind}`) ?? []);
    const names: Record<Kind, string> = {
      api: 'GET /api/page (HTTP)',
      direct: 'getPage() direct, no HTTP',
      floor: 'floor: select 1',
    };
    console.log(
      `\nMedian round (by req/s) of ${ROUNDS}; ${int(REQUESTS)} requests per run, concurrency ${CONCURRENCY}; latencies in ms:\n`,
    );
    const rowsOut: string[][] = [];
    for (const s of servers) {
      const floor = med(s.label, 'floor');
      for (const kind of ['api', 'direct', 'floor'] as Kind[]) {
        const m = med(s.label, kind);
        rowsOut.push([
          `${s.label} — ${names[kind]}`,
          int(m.rps),
          ms(m.p50),
          ms(m.p95),
          ms(m.p99),
          kind === 'floor' ? '1×' : ratio(m.p50, floor.p50),
          kind === 'floor' ? '1×' : ratio(floor.rps, m.rps),
        ]);
      }
    }
    console.log(table(['database — what', 'req/s', 'p50', 'p95', 'p99', 'p50 / floor', 'floor req/s ÷ req/s'], rowsOut));
    const [a, b] = servers as [Server, Server];
    const apiA = med(a.label, 'api');
    const apiB = med(b.label, 'api');
    console.log(
      `\nGET /api/page ${a.label} vs ${b.label}: req/s ${ratio(apiA.rps, apiB.rps)}, p50 ${ratio(apiA.p50, apiB.p50)}, p95 ${ratio(apiA.p95, apiB.p95)}`,
    );
    console.log(`\nTotal ${since(t0)}`);
  } finally {
    await cleanup.run();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
