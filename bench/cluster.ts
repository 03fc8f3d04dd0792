/**
 * `npm run bench:cluster` — many processes on this machine, through nginx (scripts/cluster-lib.mjs):
 *
 * 1. Throughput: cached pages (a few demo pages, fr and en) and add-to-cart
 *    (`POST /api/booking/cart/lines`, a real capacity hold per add, as bench/booking.ts) through a load
 *    balancer in front of 1 site + 1 platform process, and through one in front of 2 + 2, side by
 *    side: one cluster of 2 + 2 processes, a second nginx that sends only to the first of each (the
 *    others sit idle meanwhile), interleaved rounds, median of the rounds. The CPU time each process
 *    tree used (/proc/<pid>/stat) gives req/s per core of site and of platform (docs/performance.md).
 * 2. Shared page cache vs revalidation fan-out (decision 017), side by side in the same cluster: the
 *    cluster's two site processes (F1, F2: each registered with the platform, which POSTs every
 *    revalidation to each) and two more site processes of the same build started with
 *    PAGE_CACHE=shared (S1 registered, as the one process the platform's single call would reach; S2
 *    not registered: it learns of the publish only through PAGE_CACHE_DIR). A real publish (editor
 *    login, draft, publish through the platform's load balancer), then each process is asked for the
 *    page every 25 ms: the time until both processes of a variant serve the new title. Then cached-page
 *    throughput through an nginx in front of F1+F2 and one in front of S1+S2, interleaved.
 *
 * Figures only: nothing here fails because of a number.
 * Env (optional): BENCH_DURATION (seconds per run, 10), BENCH_ROUNDS (3), BENCH_PUBLISHES (7),
 * BENCH_CLUSTER_PORT (18480: the cluster's nginx, site and +1 platform; +2/+3 the 1 + 1 nginx; +4/+6 the
 * fan-out one; +5/+7 the shared one; +10/+11 the shared-cache site processes). Data under data/bench-cluster.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddLineRequest, AddLineResponse } from '@schuss/contracts';
import { Cleanup, int, load, median, medianRun, ms, printHeader, ratio, type Stats, since, table } from './lib/common';
import { measureCpu } from './lib/proc';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 7);
const PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 18480);
const WARMUP = 3;
const PAGE_CONNECTIONS = 20;
const CART_CONNECTIONS = 50;
const RESORT = 'val-neige';
const LESSON = 'cours-adultes-debutant';
const CAPACITY = 100_000;
const PUBLISHED_PATH = '/ecole/histoire/';
const DIST_DIR = '.next-bench-cluster';
const EDITOR = { site: RESORT, email: 'editeur@val-neige.example', password: 'Val-Neige-2026!' };

const rootDir = join(import.meta.dirname, '..');
const dataDir = join(rootDir, 'data/bench-cluster');
/** The public host name of the site: every request carries it, whichever process or nginx it goes to. */
const HOST = `localhost:${PORT}`;

type Proc = { kind: string; index: number; port: number; pid: number; child: ChildProcess; stop(): Promise<void> };
type Cluster = {
  siteUrl: string;
  platformUrl: string;
  sites: Proc[];
  platforms: Proc[];
  nginx: { pid: number };
  postgres: { query(sql: string): string[][] };
  stop(): Promise<void>;
};
type ClusterLib = {
  startCluster(o: Record<string, unknown>): Promise<Cluster>;
  nginxConfig(o: { dir: string; host: string; sitePort: number; platformPort: number; sites: number[]; platforms: number[] }): string;
};
type StackLib = {
  startSite(o: { port: number; platformPort: number; env: Record<string, string>; stdio: unknown }): Promise<ChildProcess>;
  stop(child: ChildProcess, signal?: string): Promise<void>;
};

const cleanup = new Cleanup();

/** nginx in the foreground on its own configuration (the cluster's template), stopped by the clean-up. */
async function startNginx(lib: ClusterLib, name: string, sitePort: number, platformPort: number, sites: number[], platforms: number[]) {
  const dir = join(dataDir, `nginx-${name}`);
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, lib.nginxConfig({ dir, host: '127.0.0.1', sitePort, platformPort, sites, platforms }));
  const bin = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p)) as string;
  const child = spawn(bin, ['-p', dir, '-e', join(dir, 'error.log'), '-c', config], { stdio: 'inherit' });
  cleanup.add(`nginx ${name}`, () => stopProcess(child, 'SIGQUIT'));
  for (let i = 0; i < 100; i++) {
    if ((await get(`http://127.0.0.1:${sitePort}/health/`).catch(() => undefined))?.status === 200) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx ${name} did not answer on ${sitePort}`);
}

function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill(signal);
  });
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
/** A request with the site's public Host (the processes and the nginx instances listen on other ports). */
function request(url: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = init.body === undefined ? undefined : JSON.stringify(init.body);
    // The platform's load balancer by its public name (on 127.0.0.1); a site process or nginx with the site's Host.
    const target = new URL(url);
    const host = target.hostname === 'localhost' ? target.host : HOST;
    target.hostname = '127.0.0.1';
    const req = http.request(
      target,
      {
        method: init.method ?? 'GET',
        agent: false,
        headers: {
          host,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${url}: timeout`)));
    req.on('error', reject);
    req.end(body);
  });
}
const get = (url: string) => request(url);
async function json<T>(url: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const res = await request(url, init);
  if (res.status >= 300) throw new Error(`${init.method ?? 'GET'} ${url} answered ${res.status}: ${res.body.slice(0, 300)}`);
  return JSON.parse(res.body) as T;
}

/** Asks each process for each page until it answers from its cache (x-nextjs-cache: HIT). */
async function warmPages(ports: number[], paths: string[]) {
  for (const port of ports) {
    for (const path of paths) {
      let cache: string | undefined;
      for (let i = 0; i < 5 && cache !== 'HIT'; i++) {
        const res = await get(`http://127.0.0.1:${port}${path}`);
        if (res.status !== 200) throw new Error(`${path} on port ${port} answered ${res.status}`);
        cache = res.headers['x-nextjs-cache'] as string | undefined;
      }
      if (cache !== 'HIT') throw new Error(`${path} on port ${port} is not served from the cache (x-nextjs-cache: ${cache})`);
    }
  }
}

function loadPages(port: number, paths: string[], seconds: number): Promise<Stats> {
  return load({
    url: `http://127.0.0.1:${port}`,
    connections: PAGE_CONNECTIONS,
    duration: seconds,
    headers: { host: HOST },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
}

const ADULTS = [
  { firstName: 'Camille', lastName: 'Martin', birthDate: '1986-03-14' },
  { firstName: 'Julien', lastName: 'Bernard', birthDate: '1983-11-02' },
];
const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)] as T;
const lessonLine = (slotIds: number[], participants: number, cartId?: string): AddLineRequest => ({
  ...(cartId ? { cartId } : {}),
  resort: RESORT,
  lang: 'fr',
  productKey: LESSON,
  slotId: pick(slotIds),
  participants: ADULTS.slice(0, participants),
});

/** Add-to-cart as bench/booking.ts: half the adds open a cart, half add to one of `carts`. */
function loadAdd(port: number, slotIds: number[], carts: string[], seconds: number): Promise<Stats> {
  let i = 0;
  return load({
    url: `http://127.0.0.1:${port}`,
    connections: CART_CONNECTIONS,
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

type Run = { stats: Stats; cpu: Record<string, number> };
const cpuShare = (run: Run, names: string[]) => names.reduce((sum, n) => sum + (run.cpu[n] ?? 0), 0) / run.stats.seconds;

/** One real publish of the page's title through the platform's load balancer; resolves when the platform answered. */
async function publishTitle(platform: string, token: string, title: string) {
  const ref = { site: RESORT, lang: 'fr', path: PUBLISHED_PATH };
  const draft = await json<{ version: number; zones: unknown }>(
    `${platform}/api/draft?site=${RESORT}&lang=fr&path=${encodeURIComponent(PUBLISHED_PATH)}`,
    { token },
  );
  const saved = await json<{ version: number }>(`${platform}/api/admin/pages/draft`, {
    method: 'PUT',
    token,
    body: { ...ref, baseVersion: draft.version, zones: draft.zones, meta: { title } },
  });
  const t0 = performance.now();
  await json(`${platform}/api/admin/pages/publish`, { method: 'POST', token, body: { ...ref, baseVersion: saved.version } });
  return t0;
}

/** Milliseconds from `t0` until the process on `port` serves a page containing `text` (Infinity after `limitMs`). */
async function seenAfter(port: number, text: string, t0: number, limitMs = 15_000): Promise<number> {
  for (;;) {
    const res = await get(`http://127.0.0.1:${port}${PUBLISHED_PATH}`);
    const t = performance.now() - t0;
    if (res.body.includes(text)) return t;
    if (t > limitMs) return Number.POSITIVE_INFINITY;
    await new Promise((r) => setTimeout(r, 25));
  }
}

const fmtMs = (v: number) => (Number.isFinite(v) ? int(v) : '> 15 000');

async function main() {
  printHeader(
    'Cluster: 1 + 1 vs 2 + 2 processes behind nginx; shared page cache vs revalidation fan-out',
    'npm run bench:cluster   (tsx bench/cluster.ts)',
  );
  const lib = (await import(pathToFileURL(join(rootDir, 'scripts/cluster-lib.mjs')).href)) as ClusterLib;
  const stack = (await import(pathToFileURL(join(rootDir, 'scripts/stack.mjs')).href)) as StackLib;
  const t = performance.now();
  const cacheDir = join(dataDir, 'page-cache');
  rmSync(cacheDir, { recursive: true, force: true });

  console.log('Starting the cluster (2 site + 2 platform processes, nginx, PostgreSQL; builds the site when outdated)…');
  const cluster = await lib.startCluster({
    sites: 2,
    platforms: 2,
    lbPort: PORT,
    platformLbPort: PORT + 1,
    dataDir,
    fresh: true,
    distDir: DIST_DIR,
    output: 'files',
    env: { LOG_LEVEL: 'warn' },
    log: (line: string) => console.log(`  ${line}`),
  });
  cleanup.add('cluster', () => cluster.stop());
  const [site1, site2] = cluster.sites as [Proc, Proc];
  const [platform1, platform2] = cluster.platforms as [Proc, Proc];

  // Two more site processes of the same build with the shared page cache (S1 registered like F1 and F2).
  const sharedEnv = {
    APP_ENV: 'demo',
    SITE_URL: cluster.siteUrl,
    PLATFORM_URL: cluster.platformUrl,
    NEXT_DIST_DIR: DIST_DIR,
    PAGE_CACHE: 'shared',
    PAGE_CACHE_DIR: cacheDir,
  };
  const sharedPorts = [PORT + 10, PORT + 11];
  const shared: ChildProcess[] = [];
  for (const [i, port] of sharedPorts.entries()) {
    // S2's heartbeat carries another secret: the platform refuses it, so no revalidation reaches S2 directly.
    const env =
      i === 0
        ? { ...sharedEnv, SITE_INTERNAL_URL: `http://127.0.0.1:${port}` }
        : { ...sharedEnv, REVALIDATE_SECRET: 'bench-unregistered-process-0000' };
    const child = await stack.startSite({ port, platformPort: PORT + 1, env, stdio: 'ignore' });
    shared.push(child);
    cleanup.add(`shared site ${i + 1}`, () => stack.stop(child));
  }
  const nginxOne = await startNginx(lib, 'one', PORT + 2, PORT + 3, [site1.port], [platform1.port]);
  await startNginx(lib, 'fanout', PORT + 4, PORT + 6, [site1.port, site2.port], [platform1.port, platform2.port]);
  await startNginx(lib, 'shared', PORT + 5, PORT + 7, sharedPorts, [platform1.port, platform2.port]);
  console.log(`  ready in ${since(t)}`);

  // Demo pages in both languages (the English site is under /en/), and slots that never fill up.
  const rows = cluster.postgres.query(
    `select p.lang, p.path from pages p join sites s on s.id = p.site_id where s.key = '${RESORT}' and not p.disabled and p.published_version_id is not null and p.path in ('/', '/cours/ski/enfants/', '/ecole/histoire/', '/en/', '/lessons/ski/children/') order by 1, 2`,
  );
  const paths = rows.map(([lang, path]) => (lang === 'fr' ? path : `/en${path}`)) as string[];
  const slotIds = cluster.postgres
    .query(
      `update slots set capacity = ${CAPACITY} where product_id = (select id from products where resort = '${RESORT}' and key = '${LESSON}') and starts_on >= current_date returning id`,
    )
    .map(([id]) => Number(id))
    .filter(Number.isInteger); // psql ends with its "UPDATE n" line
  if (paths.length < 3 || slotIds.length === 0) throw new Error(`demo data missing: pages ${paths.join(' ')}, ${slotIds.length} slots`);
  cluster.postgres.query('analyze');
  const allSitePorts = [site1.port, site2.port, ...sharedPorts];
  await warmPages(allSitePorts, paths);
  const carts: string[] = [];
  for (let i = 0; i < 200; i++) {
    const { cartId } = await json<AddLineResponse>(`${cluster.platformUrl}/api/booking/cart/lines`, {
      method: 'POST',
      body: lessonLine(slotIds, 1),
    });
    carts.push(cartId);
  }
  console.log(
    `  pages: ${paths.join(' ')} (each cached in every site process); ${slotIds.length} lesson slots at ${int(CAPACITY)} places; 200 carts`,
  );

  // ------------------------------------------------------------ 1. 1 + 1 vs 2 + 2
  const trees = {
    site1: site1.pid,
    site2: site2.pid,
    platform1: platform1.pid,
    platform2: platform2.pid,
    nginx: cluster.nginx.pid,
    nginx1: nginxOne.pid as number,
    // The postmaster and its backends (first line of postmaster.pid).
    postgres: Number(readFileSync(join(dataDir, 'postgres/data/postmaster.pid'), 'utf8').split('\n')[0]),
  };
  const variants = [
    { name: '1 + 1', site: PORT + 2, platform: PORT + 3, sites: ['site1'], platforms: ['platform1'] },
    { name: '2 + 2', site: PORT, platform: PORT + 1, sites: ['site1', 'site2'], platforms: ['platform1', 'platform2'] },
  ];
  const runs: Record<string, { pages: Run[]; cart: Run[] }> = { '1 + 1': { pages: [], cart: [] }, '2 + 2': { pages: [], cart: [] } };
  console.log(`\nWarm-up (${WARMUP} s per load balancer and scenario), then ${ROUNDS} interleaved rounds of ${DURATION} s…`);
  for (const v of variants) {
    await loadPages(v.site, paths, WARMUP);
    await loadAdd(v.platform, slotIds, carts, WARMUP);
  }
  for (let r = 0; r < ROUNDS; r++) {
    for (const v of r % 2 ? [...variants].reverse() : variants) {
      const pages = await measureCpu(trees, () => loadPages(v.site, paths, DURATION));
      runs[v.name]?.pages.push({ stats: pages.result, cpu: pages.cpu });
      const cart = await measureCpu(trees, () => loadAdd(v.platform, slotIds, carts, DURATION));
      runs[v.name]?.cart.push({ stats: cart.result, cpu: cart.cpu });
      console.log(
        `  round ${r + 1} ${v.name}: pages ${int(pages.result.rps)} req/s (non-2xx ${pages.result.non2xx}), add-to-cart ${int(cart.result.rps)} req/s (non-2xx ${cart.result.non2xx})`,
      );
    }
  }

  const row = (name: string, scenario: 'pages' | 'cart') => {
    const list = runs[name]?.[scenario] ?? [];
    const m = medianRun(list.map((x) => x.stats));
    const run = list.find((x) => x.stats === m) as Run;
    const v = variants.find((x) => x.name === name) as (typeof variants)[number];
    const serving = scenario === 'pages' ? v.sites : v.platforms;
    const cores = cpuShare(run, serving);
    return { m, run, cores, perCore: m.rps / cores, list };
  };
  const scenarios = [
    { key: 'pages' as const, label: `cached pages (${paths.length} URLs fr/en, ${PAGE_CONNECTIONS} connections)` },
    { key: 'cart' as const, label: `add to cart (POST /api/booking/cart/lines, ${CART_CONNECTIONS} connections)` },
  ];
  console.log('\n## 1 + 1 vs 2 + 2 processes (median round by req/s)\n');
  const lines: string[][] = [];
  for (const s of scenarios) {
    for (const name of ['1 + 1', '2 + 2']) {
      const x = row(name, s.key);
      const others = ['site1', 'site2', 'platform1', 'platform2', 'postgres', name === '1 + 1' ? 'nginx1' : 'nginx', 'loadgen']
        .map((n) => `${n} ${((x.run.cpu[n] ?? 0) / x.m.seconds).toFixed(2)}`)
        .join(', ');
      lines.push([
        `${s.label}: ${name}`,
        int(x.m.rps),
        ms(x.m.p50),
        ms(x.m.p99),
        x.list.map((l) => int(l.stats.rps)).join(' / '),
        x.cores.toFixed(2),
        int(x.perCore),
        others,
      ]);
    }
  }
  console.log(
    table(
      [
        'scenario: processes',
        'req/s',
        'p50 ms',
        'p99 ms',
        'req/s per round',
        'serving CPU (cores)',
        'req/s per serving core',
        'CPU (cores) by process',
      ],
      lines,
    ),
  );
  const ratios: string[][] = scenarios.map((s) => {
    const one = row('1 + 1', s.key);
    const two = row('2 + 2', s.key);
    const perRound = (runs['2 + 2']?.[s.key] ?? []).map((x, i) => ratio(x.stats.rps, runs['1 + 1']?.[s.key][i]?.stats.rps ?? 0)).join(', ');
    return [s.key === 'pages' ? 'cached pages' : 'add to cart', ratio(two.m.rps, one.m.rps), perRound];
  });
  console.log(`\n${table(['ratio 2 + 2 / 1 + 1', 'throughput', 'by round'], ratios)}`);

  // ------------------------------------------------------------ 2. shared page cache vs fan-out
  console.log(`\n## Publish → both site processes serve the new page (${PUBLISHES} publishes of ${PUBLISHED_PATH})\n`);
  const { token } = await json<{ token: string }>(`${cluster.platformUrl}/api/admin/login`, { method: 'POST', body: EDITOR });
  const fanout: number[] = [];
  const sharedTimes: number[] = [];
  const perProcess: string[][] = [];
  for (let i = 0; i < PUBLISHES; i++) {
    await warmPages(allSitePorts, [PUBLISHED_PATH]);
    // A marker HTML does not escape: the new title is found as written.
    const marker = `publication${Date.now().toString(36)}`;
    const t0 = await publishTitle(cluster.platformUrl, token, `Histoire ${marker}`);
    const [f1, f2, s1, s2] = await Promise.all(allSitePorts.map((port) => seenAfter(port, marker, t0)));
    fanout.push(Math.max(f1 as number, f2 as number));
    sharedTimes.push(Math.max(s1 as number, s2 as number));
    perProcess.push([`${i + 1}`, fmtMs(f1 as number), fmtMs(f2 as number), fmtMs(s1 as number), fmtMs(s2 as number)]);
  }
  console.log(table(['publish', 'F1 ms', 'F2 ms', 'S1 ms (registered)', 'S2 ms (shared log only)'], perProcess));
  const registered = cluster.postgres.query('select url from site_processes order by url').map(([url]) => url);
  const log = join(cacheDir, 'revalidated-tags.log');
  const logLines = existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean).length : 0;
  console.log(`\nsite processes registered with the platform: ${registered.join(', ')}; shared log: ${logLines} lines`);
  console.log(
    `\nmedian publish → both: fan-out ${fmtMs(median(fanout))} ms (max ${fmtMs(Math.max(...fanout))}), shared ${fmtMs(median(sharedTimes))} ms (max ${fmtMs(Math.max(...sharedTimes))})`,
  );

  console.log(`\n## Cached pages with 2 site processes: fan-out (F1 + F2) vs shared (S1 + S2), ${ROUNDS} interleaved rounds\n`);
  await warmPages(allSitePorts, paths);
  const cacheTrees = { f1: site1.pid, f2: site2.pid, s1: shared[0]?.pid as number, s2: shared[1]?.pid as number };
  const cacheRuns: Record<string, Run[]> = { 'fan-out': [], shared: [] };
  const cacheVariants = [
    { name: 'fan-out', port: PORT + 4, procs: ['f1', 'f2'] },
    { name: 'shared', port: PORT + 5, procs: ['s1', 's2'] },
  ];
  // F1 and F2 have served the rounds above: S1 and S2 get as long a warm-up (the JIT), then both again.
  for (let i = 0; i < ROUNDS * 2; i++) await loadPages(PORT + 5, paths, DURATION);
  for (const v of cacheVariants) await loadPages(v.port, paths, WARMUP);
  for (let r = 0; r < ROUNDS; r++) {
    for (const v of r % 2 ? [...cacheVariants].reverse() : cacheVariants) {
      const x = await measureCpu(cacheTrees, () => loadPages(v.port, paths, DURATION));
      cacheRuns[v.name]?.push({ stats: x.result, cpu: x.cpu });
    }
  }
  const cacheLines = cacheVariants.map((v) => {
    const list = cacheRuns[v.name] ?? [];
    const m = medianRun(list.map((x) => x.stats));
    const run = list.find((x) => x.stats === m) as Run;
    return [v.name, int(m.rps), ms(m.p50), ms(m.p99), list.map((x) => int(x.stats.rps)).join(' / '), cpuShare(run, v.procs).toFixed(2)];
  });
  console.log(table(['page cache', 'req/s', 'p50 ms', 'p99 ms', 'req/s per round', 'site CPU (cores)'], cacheLines));
  const f = medianRun((cacheRuns['fan-out'] ?? []).map((x) => x.stats));
  const s = medianRun((cacheRuns.shared ?? []).map((x) => x.stats));
  console.log(`\nratio shared / fan-out throughput: ${ratio(s.rps, f.rps)}`);
  console.log(
    `\ndone in ${since(t)}; load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}

main()
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => cleanup.run());
