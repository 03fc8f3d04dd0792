/**
 * `tsx bench/metrics.ts` — the cost of the Prometheus metrics (apps/platform/src/modules/metrics) on
 * the platform's hot paths: two platform processes side by side on one throwaway PostgreSQL, one
 * with METRICS=on, one with METRICS=off (no hook, the baseline), each on its own seeded database.
 * The scenarios are those of bench:content-api (`GET /api/page`, random published pages of both
 * languages) and bench:booking (add to cart: a dated lesson line, a real hold, half in new carts).
 *
 * Each round runs every scenario on both processes, the order alternating from round to round (so
 * that drift of the machine's load falls on both); the median round (by req/s) is reported with
 * the on ÷ off ratios, and the load average before and after. Prometheus scrapes the METRICS=on
 * process every second during the runs, as a real one would (every 15 s or so). Figures only:
 * nothing here fails because of a number.
 *
 * Env (optional): BENCH_DURATION (seconds per run, 10), BENCH_ROUNDS (3), BENCH_CONCURRENCY (10 for
 * pages, 50 for add to cart, as the two benches).
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AddLineRequest, AddLineResponse } from '@schuss/contracts';
import { products, rows, slots } from '@schuss/db';
import { DEMO_SITE_KEY, seedDemo } from '@schuss/db/seed';
import { freshDatabase, type PostgresServer, startPostgres } from '@schuss/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import {
  Cleanup,
  forkServer,
  int,
  load,
  median,
  medianRun,
  ms,
  printHeader,
  ratio,
  type Stats,
  since,
  stopChild,
  table,
} from './lib/common';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PAGE_CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const ADD_CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const LESSON = 'cours-adultes-debutant';
const TOKEN = 'bench-metrics-token-0123456789';
/** How often the METRICS=on process is scraped during the runs (ms; 0: never). */
const SCRAPE_MS = Number(process.env.BENCH_SCRAPE_MS ?? 1000);
/** The two processes' METRICS, in the order they are started (`off,off`: an A/A run, the noise between two identical processes). */
const MODES = (process.env.BENCH_MODES ?? 'on,off').split(',') as [string, string];

type Ready = { type: 'ready'; port: number; slotIds: number[]; pages: { lang: string; path: string }[] };

// ---------------------------------------------------------------- server (child process)

async function serve() {
  const { buildApp } = await import('../apps/platform/src/app');
  const { loadEnv } = await import('../apps/platform/src/env');
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  const conn = await freshDatabase('pg', url);
  const urls = { siteUrl: 'http://localhost:3299', platformUrl: 'http://localhost:4299' };
  await seedDemo(conn.db, urls);
  const [lesson] = await conn.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.resort, DEMO_SITE_KEY), eq(products.key, LESSON)));
  if (!lesson) throw new Error(`no product ${LESSON}`);
  const today = new Date().toISOString().slice(0, 10);
  const big = await conn.db
    .update(slots)
    .set({ capacity: 1_000_000 })
    .where(and(eq(slots.productId, lesson.id), sql`${slots.startsOn} >= ${today}`))
    .returning({ id: slots.id });
  const pages = await rows<{ lang: string; path: string }>(
    conn.db,
    sql`select p.lang, p.path from pages p join sites s on s.id = p.site_id
         where s.key = ${DEMO_SITE_KEY} and p.published_version_id is not null`,
  );
  await conn.db.execute(sql`analyze`);
  const env = loadEnv({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    SITE_URL: urls.siteUrl,
    PLATFORM_URL: urls.platformUrl,
    METRICS: process.env.METRICS ?? 'on',
    METRICS_TOKEN: TOKEN,
  });
  const app = await buildApp({ db: conn.db, env });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const close = async () => {
    await app.close();
    await conn.close(); // drops the database
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('disconnect', () => void close());
  process.on('message', (msg: { type: string; id: number }) => {
    if (msg.type === 'close') return void close();
    // CPU time this process used so far (µs): per request, it is far steadier than req/s on a shared machine.
    const cpu = process.cpuUsage();
    process.send?.({ type: 'result', id: msg.id, stats: { cpuUs: cpu.user + cpu.system } });
  });
  process.send?.({ type: 'ready', port, slotIds: big.map((s) => s.id), pages } satisfies Ready);
}

// ---------------------------------------------------------------- load generator (parent)

type Server = { label: string; metrics: string; base: string; ready: Ready; cpuUs(): Promise<number> };
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
const ADULTS = [
  { firstName: 'Camille', lastName: 'Martin', birthDate: '1986-03-14' },
  { firstName: 'Julien', lastName: 'Bernard', birthDate: '1983-11-02' },
];

function loadPages(s: Server, seconds: number): Promise<Stats> {
  const paths = s.ready.pages.map((p) => `/api/page?site=${DEMO_SITE_KEY}&lang=${p.lang}&path=${encodeURIComponent(p.path)}`);
  return load({
    url: s.base,
    connections: PAGE_CONCURRENCY,
    duration: seconds,
    requests: [{ setupRequest: (req) => ({ ...req, path: pick(paths) }) }],
  });
}

function loadAdd(s: Server, carts: string[], seconds: number): Promise<Stats> {
  let i = 0;
  return load({
    url: s.base,
    connections: ADD_CONCURRENCY,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          i++;
          const body: AddLineRequest = {
            ...(i % 2 ? { cartId: pick(carts) } : {}),
            resort: DEMO_SITE_KEY,
            lang: 'fr',
            productKey: LESSON,
            slotId: pick(s.ready.slotIds),
            participants: ADULTS.slice(0, 1 + (i % 4 < 2 ? 0 : 1)),
          };
          return { ...req, path: '/api/booking/cart/lines', body: JSON.stringify(body) };
        },
      },
    ],
  });
}

async function makeCarts(s: Server, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await fetch(`${s.base}/api/booking/cart/lines`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        resort: DEMO_SITE_KEY,
        lang: 'fr',
        productKey: LESSON,
        slotId: pick(s.ready.slotIds),
        participants: [ADULTS[0]],
      }),
    });
    if (!res.ok) throw new Error(`add line answered ${res.status}: ${await res.text()}`);
    ids.push(((await res.json()) as AddLineResponse).cartId);
  }
  return ids;
}

/** Scrapes `/metrics` every second while `run` lasts (Prometheus would every 15 s or so: a harsher case). */
async function whileScraped<T>(s: Server, run: Promise<T>): Promise<T> {
  if (s.metrics === 'off' || !SCRAPE_MS) return run;
  let done = false;
  const scraping = (async () => {
    while (!done) {
      const res = await fetch(`${s.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      if (!res.ok) throw new Error(`/metrics answered ${res.status}`);
      await res.text();
      await new Promise((r) => setTimeout(r, SCRAPE_MS));
    }
  })();
  try {
    return await run;
  } finally {
    done = true;
    await scraping;
  }
}

const load1 = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' / ');

async function main() {
  printHeader('Metrics cost: the platform with METRICS=on vs METRICS=off, side by side on PostgreSQL 15', 'tsx bench/metrics.ts');
  const cleanup = new Cleanup();
  const t0 = performance.now();
  try {
    const pg: PostgresServer = await startPostgres();
    cleanup.add('PostgreSQL', () => pg.stop());
    const servers: Server[] = [];
    for (const [i, metrics] of MODES.entries()) {
      const child = await forkServer<Ready, object>(fileURLToPath(import.meta.url), {
        BENCH_METRICS_ROLE: 'server',
        BENCH_DATABASE_URL: pg.url,
        METRICS: metrics,
      });
      // Labels stay apart in an A/A run (`off,off`: off#1 and off#2).
      const label = MODES[0] === MODES[1] ? `${metrics}#${i + 1}` : metrics;
      cleanup.add(`platform METRICS=${label}`, () => stopChild(child.child));
      const cpuUs = async () => ((await child.ask({ type: 'cpu' })) as unknown as { cpuUs: number }).cpuUs;
      servers.push({ label, metrics, base: `http://127.0.0.1:${child.ready.port}`, ready: child.ready, cpuUs });
    }
    const carts = new Map<Server, string[]>();
    for (const s of servers) carts.set(s, await makeCarts(s, 200));
    const pages = servers[0]?.ready.pages.length ?? 0;
    console.log(`Two platforms up after ${since(t0)}: ${pages} published demo pages, 200 carts each. Load average ${load1()}.`);

    console.log(`\nWarm-up (3 s each), then ${ROUNDS} rounds of ${DURATION} s per scenario and process, alternating which goes first…`);
    for (const s of servers) {
      await loadPages(s, 3);
      await loadAdd(s, carts.get(s) ?? [], 3);
    }
    type Kind = 'pages' | 'add';
    const runs = new Map<string, Stats[]>();
    const cpu = new Map<string, number[]>();
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(` round ${round} (load average ${load1()})`);
      const order = round % 2 ? servers : [...servers].reverse();
      for (const kind of ['pages', 'add'] as Kind[]) {
        for (const s of order) {
          const cpu0 = await s.cpuUs();
          const st = await whileScraped(s, kind === 'pages' ? loadPages(s, DURATION) : loadAdd(s, carts.get(s) ?? [], DURATION));
          const cpuPerRequest = ((await s.cpuUs()) - cpu0) / Math.max(1, st.count);
          runs.set(`${s.label}/${kind}`, [...(runs.get(`${s.label}/${kind}`) ?? []), st]);
          cpu.set(`${s.label}/${kind}`, [...(cpu.get(`${s.label}/${kind}`) ?? []), cpuPerRequest]);
          const bad = st.non2xx || st.errors ? `  (non-2xx ${st.non2xx}, errors ${st.errors})` : '';
          console.log(
            `  ${kind.padEnd(6)} METRICS=${s.label.padEnd(5)} ${int(st.rps).padStart(6)} req/s  p50 ${ms(st.p50)}  p95 ${ms(st.p95)}  p99 ${ms(st.p99)} ms  CPU ${int(cpuPerRequest)} µs/request${bad}`,
          );
        }
      }
    }
    const names: Record<Kind, string> = {
      pages: `GET /api/page (demo pages, ${PAGE_CONCURRENCY} clients)`,
      add: `POST /api/booking/cart/lines (${ADD_CONCURRENCY} clients)`,
    };
    console.log(
      `\nMedian round (by req/s) of ${ROUNDS}; ${DURATION} s per run; CPU: the server's user + system time per request answered, median of the rounds:\n`,
    );
    const out: string[][] = [];
    const [a, b] = servers.map((s) => s.label) as [string, string];
    for (const kind of ['pages', 'add'] as Kind[]) {
      const on = medianRun(runs.get(`${a}/${kind}`) ?? []);
      const off = medianRun(runs.get(`${b}/${kind}`) ?? []);
      const cpuOn = median(cpu.get(`${a}/${kind}`) ?? []);
      const cpuOff = median(cpu.get(`${b}/${kind}`) ?? []);
      out.push([
        names[kind],
        int(off.rps),
        int(on.rps),
        ratio(on.rps, off.rps),
        ratio(on.p50, off.p50),
        ratio(on.p95, off.p95),
        int(cpuOff),
        int(cpuOn),
        ratio(cpuOn, cpuOff),
      ]);
    }
    console.log(
      table(
        [
          'what',
          `${b} req/s`,
          `${a} req/s`,
          `req/s ${a}÷${b}`,
          `p50 ${a}÷${b}`,
          `p95 ${a}÷${b}`,
          `${b} CPU µs/req`,
          `${a} CPU µs/req`,
          `CPU ${a}÷${b}`,
        ],
        out,
      ),
    );
    console.log(`\n(${a} scraped every ${SCRAPE_MS ? `${SCRAPE_MS} ms` : 'never'} during its runs.)`);
    const scraped = servers.find((s) => s.metrics === 'on');
    if (scraped) {
      const c0 = await scraped.cpuUs();
      const t = performance.now();
      for (let i = 0; i < 20; i++) await (await fetch(`${scraped.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      const bytes = (await (await fetch(`${scraped.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text()).length;
      console.log(
        `\nOne scrape of /metrics: ${ms((performance.now() - t) / 20)} ms, ${int(((await scraped.cpuUs()) - c0) / 20)} µs CPU in the server, ${int(bytes / 1024)} KiB of text.`,
      );
    }
    console.log(`\nLoad average at the end ${load1()} (2 cores, shared). Total ${since(t0)}`);
  } finally {
    await cleanup.run();
  }
}

if (process.env.BENCH_METRICS_ROLE === 'server') {
  serve().catch((err) => {
    console.error(err);
    process.exit(1);
  });
} else {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
