/**
 * `npm run bench:booking` — latency and throughput of add-to-cart (`POST /api/booking/cart/lines`)
 * and of the cart call (`POST /esfplus/cart`) at 50 concurrent clients on a throwaway
 * PostgreSQL, side by side with a bare `select 1` round trip through the same `pg` pool (the
 * floor).
 *
 * The platform runs in a child process (this same file, started with BENCH_BOOKING_ROLE=server:
 * `freshDatabase('pg', url)` with a pool of 20, `seedDemo`, `buildApp` on a free port), so the
 * load generator (autocannon, in the parent) does not share the server's event loop.
 *
 * Capacity: every week slot of the adult group lesson `cours-adultes-debutant` gets 100 000
 * places, so add-to-cart never answers "full"; each add picks one of these slots at random
 * (dated line, a real capacity hold: one conditional UPDATE per add) with 1 or 2 adult
 * participants. Half the adds create a new cart, half add to one of 500 existing carts.
 * The cart call reads one of 500 other carts, each with 3 lines (the lesson, a 6-day lift pass
 * and 6 nights of stay tax; 2 participants each, so 6 inscriptions over 3 orders).
 *
 * Warm-up, then interleaved rounds of a fixed duration per scenario; the median round (by
 * req/s) is reported. Figures only: nothing here fails because of a number.
 *
 * Env (optional): BENCH_DURATION (seconds per run, 10), BENCH_ROUNDS (3), BENCH_CONCURRENCY (50).
 */
import { fileURLToPath } from 'node:url';
import type { AddLineRequest, AddLineResponse, CartResponse } from '@schuss/contracts';
import { products, rows, slots } from '@schuss/db';
import { DEMO_SITE_KEY, seedDemo } from '@schuss/db/seed';
import { freshDatabase, type PostgresServer, startPostgres } from '@schuss/db/testing';
import { and, eq, sql } from 'drizzle-orm';
import {
  Cleanup,
  forkServer,
  int,
  load,
  medianRun,
  ms,
  printHeader,
  ratio,
  type Stats,
  since,
  stats,
  stopChild,
  table,
} from './lib/common';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const WARMUP = 3;
const CARTS = 500;
const RESORT = DEMO_SITE_KEY;
const LESSON = 'cours-adultes-debutant';
const CAPACITY = 100_000;

type Ready = { type: 'ready'; port: number; slotIds: number[]; seedMs: number };
type FloorRequest = { type: 'floor'; id: number; seconds: number; concurrency: number };
type FloorAnswer = { type: 'result'; id: number; stats: Stats };

// ---------------------------------------------------------------- server (child process)

async function serve() {
  const { buildApp } = await import('../apps/platform/src/app');
  const { loadEnv } = await import('../apps/platform/src/env');
  const send = (msg: Ready | FloorAnswer) => process.send?.(msg);
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('BENCH_DATABASE_URL is not set');
  const conn = await freshDatabase('pg', url); // pool of 20
  const t0 = performance.now();
  const urls = { siteUrl: 'http://localhost:3299', platformUrl: 'http://localhost:4299' };
  await seedDemo(conn.db, urls);
  const [lesson] = await conn.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.resort, RESORT), eq(products.key, LESSON)));
  if (!lesson) throw new Error(`no product ${LESSON}`);
  const today = new Date().toISOString().slice(0, 10);
  const big = await conn.db
    .update(slots)
    .set({ capacity: CAPACITY })
    .where(and(eq(slots.productId, lesson.id), sql`${slots.startsOn} >= ${today}`))
    .returning({ id: slots.id });
  const slotIds = big.map((s) => s.id);
  await conn.db.execute(sql`analyze`);
  const seedMs = performance.now() - t0;

  const env = loadEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: urls.siteUrl, PLATFORM_URL: urls.platformUrl });
  const app = await buildApp({ db: conn.db, env });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await conn.close(); // drops the database
    process.exit(0);
  };
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());
  process.on('disconnect', () => void close());

  process.on('message', async (msg: FloorRequest | { type: 'close' }) => {
    if (msg.type === 'close') return close();
    // The floor: `select 1` through the server's own pool, `concurrency` loops for `seconds`.
    const latencies: number[] = [];
    const start = performance.now();
    const end = start + msg.seconds * 1000;
    await Promise.all(
      Array.from({ length: msg.concurrency }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          await rows(conn.db, sql`select 1`);
          latencies.push(performance.now() - t);
        }
      }),
    );
    send({ type: 'result', id: msg.id, stats: stats(latencies, (performance.now() - start) / 1000) });
  });

  send({ type: 'ready', port, slotIds, seedMs });
}

// ---------------------------------------------------------------- load generator (parent)

const ADULTS = [
  { firstName: 'Camille', lastName: 'Martin', birthDate: '1986-03-14' },
  { firstName: 'Julien', lastName: 'Bernard', birthDate: '1983-11-02' },
];
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;

function lessonLine(slotIds: number[], participants: number, cartId?: string): AddLineRequest {
  return {
    ...(cartId ? { cartId } : {}),
    resort: RESORT,
    lang: 'fr',
    productKey: LESSON,
    slotId: pick(slotIds),
    participants: ADULTS.slice(0, participants),
  };
}

async function post<T>(base: string, path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Creates `n` carts (`concurrency` at a time), each with the lines of `lines(cartId)` after the first. */
async function makeCarts(base: string, n: number, first: AddLineRequest, more: (cartId: string) => AddLineRequest[]) {
  const ids: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < n) {
        next++;
        const { cartId } = await post<AddLineResponse>(base, '/api/booking/cart/lines', first);
        for (const line of more(cartId)) await post<AddLineResponse>(base, '/api/booking/cart/lines', line);
        ids.push(cartId);
      }
    }),
  );
  return ids;
}

/** autocannon on add-to-cart: even requests open a new cart, odd ones add to an existing cart. */
function loadAdd(base: string, slotIds: number[], carts: string[], seconds: number): Promise<Stats> {
  let i = 0;
  return load({
    url: base,
    connections: CONCURRENCY,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          i++;
          const body = lessonLine(slotIds, 1 + (i % 4 < 2 ? 0 : 1), i % 2 ? pick(carts) : undefined);
          return { ...req, path: '/api/booking/cart/lines', body: JSON.stringify(body) };
        },
      },
    ],
  });
}

/** autocannon on the cart call, each request on a random prepared cart (3 lines, 6 inscriptions). */
function loadCart(base: string, carts: string[], seconds: number): Promise<Stats> {
  return load({
    url: base,
    connections: CONCURRENCY,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          path: '/esfplus/cart',
          body: JSON.stringify({ cartId: pick(carts), lang: 'fr', resort: RESORT }),
        }),
      },
    ],
  });
}

async function main() {
  printHeader(
    `Booking: add to cart and POST /esfplus/cart at ${CONCURRENCY} concurrent clients, PostgreSQL 15`,
    'npm run bench:booking   (tsx bench/booking.ts)',
  );
  const cleanup = new Cleanup();
  const t0 = performance.now();
  try {
    const pg: PostgresServer = await startPostgres();
    cleanup.add('PostgreSQL', () => pg.stop());
    console.log(`PostgreSQL 15 up (throwaway cluster, fsync off) after ${since(t0)}; seeding the demo…`);
    const server = await forkServer<Ready, Omit<FloorRequest, 'id'>>(
      fileURLToPath(import.meta.url),
      { BENCH_BOOKING_ROLE: 'server', BENCH_DATABASE_URL: pg.url },
      (child) => cleanup.add('platform server', () => stopChild(child)),
    );
    const base = `http://127.0.0.1:${server.ready.port}`;
    const { slotIds } = server.ready;
    console.log(
      `  seedDemo + capacity ${int(server.ready.seedMs)} ms: ${slotIds.length} week slots of "${LESSON}" at ${int(CAPACITY)} places; platform pool 20`,
    );

    const cartRead = await makeCarts(base, CARTS, lessonLine(slotIds, 2), (cartId) => [
      { cartId, resort: RESORT, lang: 'fr', productKey: 'forfait-val-neige', startDate: '2027-01-10', days: 6, participants: ADULTS },
      { cartId, resort: RESORT, lang: 'fr', productKey: 'taxe-de-sejour', startDate: '2027-01-09', days: 6, participants: ADULTS },
    ]);
    const cartAdd = await makeCarts(base, CARTS, lessonLine(slotIds, 1), () => []);
    const sample = await post<CartResponse>(base, '/esfplus/cart', { cartId: cartRead[0], lang: 'fr', resort: RESORT });
    const inscriptions = Object.values(sample.cart.orders).reduce((n, o) => n + (o?.inscriptions.length ?? 0), 0);
    if (inscriptions !== 6) throw new Error(`a prepared cart has ${inscriptions} inscriptions, expected 6`);
    console.log(
      `  ${CARTS} carts to read (3 lines, 6 inscriptions, orders ${Object.keys(sample.cart.orders).join(' + ')}) and ${CARTS} carts to add to; ready after ${since(t0)}`,
    );

    console.log(`\nWarm-up (${WARMUP} s each), then ${ROUNDS} interleaved rounds of ${DURATION} s per scenario, ${CONCURRENCY} clients…`);
    await loadAdd(base, slotIds, cartAdd, WARMUP);
    await loadCart(base, cartRead, WARMUP);
    await server.ask({ type: 'floor', seconds: WARMUP, concurrency: CONCURRENCY });

    type Kind = 'add' | 'cart' | 'floor';
    const runs: Record<Kind, Stats[]> = { add: [], cart: [], floor: [] };
    const record = (kind: Kind, s: Stats) => {
      runs[kind].push(s);
      const bad = s.non2xx || s.errors ? `  (non-2xx ${s.non2xx}, errors ${s.errors})` : '';
      console.log(`  ${kind.padEnd(6)} ${int(s.rps).padStart(6)} req/s  p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)} ms${bad}`);
    };
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(` round ${round}`);
      record('add', await loadAdd(base, slotIds, cartAdd, DURATION));
      record('cart', await loadCart(base, cartRead, DURATION));
      record('floor', await server.ask({ type: 'floor', seconds: DURATION, concurrency: CONCURRENCY }));
    }

    const names: Record<Kind, string> = {
      add: 'POST /api/booking/cart/lines (add a lesson line, 1–2 people)',
      cart: 'POST /esfplus/cart (3 lines, 6 inscriptions)',
      floor: 'floor: select 1 through the same pg pool',
    };
    const floor = medianRun(runs.floor);
    console.log(`\nMedian round (by req/s) of ${ROUNDS}; ${DURATION} s per run, ${CONCURRENCY} concurrent clients; latencies in ms:\n`);
    const rowsOut = (['add', 'cart', 'floor'] as Kind[]).map((kind) => {
      const m = medianRun(runs[kind]);
      return [
        names[kind],
        int(m.rps),
        ms(m.p50),
        ms(m.p95),
        ms(m.p99),
        kind === 'floor' ? '1×' : ratio(m.p50, floor.p50),
        kind === 'floor' ? '1×' : ratio(m.p95, floor.p95),
        kind === 'floor' ? '1×' : ratio(floor.rps, m.rps),
      ];
    });
    console.log(table(['what', 'req/s', 'p50', 'p95', 'p99', 'p50 / floor', 'p95 / floor', 'floor req/s ÷ req/s'], rowsOut));
    const failed = [...runs.add, ...runs.cart].reduce((n, s) => n + s.non2xx + s.errors, 0);
    console.log(`\nnon-2xx or errors over all measured runs: ${failed}`);
    console.log(`\nTotal ${since(t0)}`);
  } finally {
    await cleanup.run();
  }
}

if (process.env.BENCH_BOOKING_ROLE === 'server') {
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
