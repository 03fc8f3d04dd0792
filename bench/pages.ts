/**
 * `npm run bench:pages` — throughput of a cached CMS page against a page prerendered at build
 * time and against the same HTML from a plain Node server, side by side with autocannon.
 *
 *   A  the real site (`next start`) + platform: a demo CMS page, rendered on its first request
 *      and then served from Next's cache (`x-nextjs-cache: HIT`, the platform is not called);
 *   B  a throwaway, trimmed copy of the site (same next.config: rewrites, headers, compression)
 *      with one page, `force-static`, prerendered by `next build`, whose body is A's body
 *      without its scripts (so both pages have a similar size);
 *   C  A's HTML from memory through `node:http`.
 *
 * All three are fetched uncompressed (autocannon sends no `accept-encoding`, so Next does not
 * gzip). Interleaved rounds A/B/C after a warm-up; the median round is reported. Figures only:
 * nothing here fails because of a number.
 *
 * Env (optional): BENCH_DURATION (s, default 10), BENCH_ROUNDS (3), BENCH_CONNECTIONS (20),
 * BENCH_PAGE (default /cours/ski/enfants/).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
// @ts-expect-error plain ESM script shared with `npm start`
import { buildSite, DIST_DIRS, siteBuilt, startPlatform, startSite, stop, waitFor } from '../scripts/stack.mjs';
import {
  assertPortFree,
  benchTempDir,
  Cleanup,
  httpGet,
  int,
  kib,
  load,
  median,
  medianRun,
  ms,
  printHeader,
  removeDir,
  rootDir,
  type Stats,
  since,
  table,
} from './lib/common';

const SITE_PORT = 3200;
const PLATFORM_PORT = 4200;
const STATIC_NEXT_PORT = 3201;
const PLAIN_PORT = 3202;
const PAGE = process.env.BENCH_PAGE ?? '/cours/ski/enfants/';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = 3;
const TARGET = 0.8;

const siteDir = join(rootDir, 'apps/site');
const nextBin = join(rootDir, 'node_modules/.bin/next');

type Target = { key: 'A' | 'B' | 'C'; label: string; url: string };

function run(cmd: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}:\n${output}`)),
    );
  });
}

/** Copies `file` (relative to apps/site) and, recursively, the relative modules it imports. */
function copyWithImports(file: string, copyDir: string, seen = new Set<string>()) {
  if (seen.has(file)) return;
  seen.add(file);
  mkdirSync(dirname(join(copyDir, file)), { recursive: true });
  cpSync(join(siteDir, file), join(copyDir, file));
  const source = readFileSync(join(siteDir, file), 'utf8');
  for (const [, spec] of source.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = join(dirname(file), spec as string);
    const found = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((f) => isFile(join(siteDir, f)));
    if (found) copyWithImports(found, copyDir, seen);
  }
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * A trimmed copy of the site with one page prerendered at build time, whose body is
 * `bodyHtml`: the same `next.config` (rewrites, headers, trailing slash, compression) and its
 * imports, a proxy/middleware if the site has one, `package.json`, `tsconfig.json`, and a
 * minimal `[host]/[lang]` root layout — not the rest of the site's sources, so a work-in-progress
 * component elsewhere cannot break this build. The copy sits at `mirror/apps/site`, and
 * `mirror` links the repository's `node_modules`, `packages` and `tsconfig.base.json`, so
 * paths that leave `apps/site` resolve as in the repository.
 */
async function buildStaticCopy(mirror: string, bodyHtml: string, title: string): Promise<string> {
  const copyDir = join(mirror, 'apps/site');
  mkdirSync(copyDir, { recursive: true });
  for (const entry of ['node_modules', 'packages', 'tsconfig.base.json']) symlinkSync(join(rootDir, entry), join(mirror, entry));
  if (existsSync(join(siteDir, 'node_modules'))) symlinkSync(join(siteDir, 'node_modules'), join(copyDir, 'node_modules'), 'dir');
  for (const file of ['package.json', 'tsconfig.json']) cpSync(join(siteDir, file), join(copyDir, file));
  for (const file of ['next.config.ts', 'proxy.ts', 'middleware.ts', 'src/proxy.ts', 'src/middleware.ts']) {
    if (isFile(join(siteDir, file))) copyWithImports(file, copyDir);
  }
  // The page cache handler: next.config names it by path (decision 012), so no import brings it along.
  // With the modules they import (e.g. the metrics registry beside src/cache).
  for (const file of readdirSync(join(siteDir, 'src/cache'))) {
    if (/\.m?js$/.test(file)) copyWithImports(`src/cache/${file}`, copyDir);
  }
  mkdirSync(join(copyDir, 'app/[host]/[lang]'), { recursive: true });
  writeFileSync(
    join(copyDir, 'app/[host]/[lang]/layout.tsx'),
    `import type { ReactNode } from 'react';

// The host the bench asks (127.0.0.1) and the language without a path prefix: prerendered at build time.
export function generateStaticParams() {
  return [{ host: '127.0.0.1', lang: '-' }];
}

export default async function LangLayout({ children, params }: { children: ReactNode; params: Promise<{ host: string; lang: string }> }) {
  const { lang } = await params;
  return (
    <html lang={lang === '-' ? 'fr' : lang}>
      <body>{children}</body>
    </html>
  );
}
`,
  );
  // Under the [host]/[lang] root layout, like the CMS pages: `/bench-static/` is rewritten to `/127.0.0.1/-/bench-static/`.
  const pageDir = join(copyDir, 'app/[host]/[lang]/bench-static');
  mkdirSync(pageDir, { recursive: true });
  writeFileSync(
    join(pageDir, 'page.tsx'),
    `// Benchmark only (bench/pages.ts): a page prerendered at build time, same body as a CMS page.
export const dynamic = 'force-static';

export const metadata = { title: ${JSON.stringify(title)} };

const html = ${JSON.stringify(bodyHtml)};

export default function BenchStatic() {
  return <div id="bench-static" dangerouslySetInnerHTML={{ __html: html }} />;
}
`,
  );
  await run(nextBin, ['build'], {
    cwd: copyDir,
    env: {
      ...process.env,
      APP_ENV: 'test',
      SITE_PORT: String(STATIC_NEXT_PORT),
      PLATFORM_PORT: String(PLATFORM_PORT),
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: '.next',
    },
  });
  return copyDir;
}

/** `node:http` serving one file from memory, in its own process (not on the load generator's thread). */
function startPlainServer(file: string): ChildProcess {
  const script = `
    const body = require('node:fs').readFileSync(process.env.BENCH_HTML_FILE);
    require('node:http')
      .createServer((req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
        res.end(body);
      })
      .listen(Number(process.env.BENCH_PORT), '127.0.0.1');`;
  return spawn(process.execPath, ['-e', script], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, BENCH_HTML_FILE: file, BENCH_PORT: String(PLAIN_PORT) },
  });
}

async function expectCachedHit(url: string) {
  const res = await httpGet(url);
  const cache = res.headers['x-nextjs-cache'];
  if (res.status !== 200 || cache !== 'HIT') throw new Error(`${url}: expected 200 with x-nextjs-cache: HIT, got ${res.status} / ${cache}`);
}

async function main() {
  printHeader('Pages: cached CMS page vs prerendered page vs plain Node server', 'npm run bench:pages   (tsx bench/pages.ts)');
  const cleanup = new Cleanup();
  const t0 = performance.now();
  try {
    for (const port of [SITE_PORT, PLATFORM_PORT, STATIC_NEXT_PORT, PLAIN_PORT]) await assertPortFree(port);
    const tmp = benchTempDir('pages-');
    cleanup.add('temp dir', () => removeDir(tmp));

    const siteUrl = `http://localhost:${SITE_PORT}`;
    const env = {
      APP_ENV: 'test',
      SITE_URL: siteUrl,
      PLATFORM_URL: `http://localhost:${PLATFORM_PORT}`,
      DATA_DIR: join(tmp, 'db'),
      LOG_LEVEL: 'warn',
      NEXT_TELEMETRY_DISABLED: '1',
      // The measurements' build directory (scripts/demo-stack.mjs), rebuilt when made for other ports.
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? DIST_DIRS.measure,
    };
    if (!siteBuilt(env)) {
      console.log('Building the site into apps/site/.next-measure…');
      buildSite(env);
    }
    const quiet = ['ignore', 'ignore', 'inherit'];
    // The site first, so the platform's "fresh seed" revalidation reaches it (pages cached by an
    // earlier run are rendered again from this platform's content).
    const site = await startSite({ port: SITE_PORT, platformPort: PLATFORM_PORT, env, stdio: quiet });
    cleanup.add('site', () => stop(site));
    const platform = await startPlatform({ port: PLATFORM_PORT, sitePort: SITE_PORT, env, stdio: quiet });
    cleanup.add('platform (PGlite)', () => stop(platform));
    console.log(`site :${SITE_PORT} and platform :${PLATFORM_PORT} (embedded PGlite, temp DATA_DIR) up after ${since(t0)}`);

    // A: request until Next serves it from its cache.
    const urlA = `http://127.0.0.1:${SITE_PORT}${PAGE}`;
    let first: string | undefined;
    let html: Buffer | undefined;
    for (let i = 0; i < 50; i++) {
      const res = await httpGet(urlA);
      if (res.status !== 200) throw new Error(`${urlA}: HTTP ${res.status}`);
      const cache = String(res.headers['x-nextjs-cache'] ?? 'none');
      first ??= cache;
      if (cache === 'HIT') {
        html = res.body;
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    if (!html) throw new Error(`${urlA} never answered x-nextjs-cache: HIT`);
    console.log(`A ${PAGE}: first request x-nextjs-cache: ${first}, then HIT`);
    const htmlA = html.toString('utf8');
    const htmlFile = join(tmp, 'page.html');
    writeFileSync(htmlFile, html);

    // B: the same body, prerendered at build time in a throwaway copy of the site.
    const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(htmlA)?.[1];
    if (!body) throw new Error(`${urlA}: no <body> in the page`);
    const bodyHtml = body.replace(/<script\b[\s\S]*?<\/script>/g, '');
    const title = /<title>([^<]*)<\/title>/.exec(htmlA)?.[1] ?? 'Benchmark';
    const tBuild = performance.now();
    const copyDir = await buildStaticCopy(join(tmp, 'mirror'), bodyHtml, title);
    console.log(`B trimmed copy of the site + app/[host]/[lang]/bench-static/page.tsx (force-static) built in ${since(tBuild)}`);
    const staticNext = spawn(nextBin, ['start', '-p', String(STATIC_NEXT_PORT), '-H', '127.0.0.1'], {
      cwd: copyDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, ...env, SITE_PORT: String(STATIC_NEXT_PORT), PLATFORM_PORT: String(PLATFORM_PORT), NEXT_DIST_DIR: '.next' },
    });
    cleanup.add('static Next copy', () => stop(staticNext));
    await waitFor(`http://127.0.0.1:${STATIC_NEXT_PORT}/bench-static/`, { child: staticNext });

    // C: A's HTML from memory.
    const plain = startPlainServer(htmlFile);
    cleanup.add('plain server', () => stop(plain));
    await waitFor(`http://127.0.0.1:${PLAIN_PORT}/`, { child: plain });

    const targets: Target[] = [
      { key: 'A', label: `A cached CMS page (next start, ${PAGE})`, url: urlA },
      { key: 'B', label: 'B prerendered page (force-static, /bench-static/)', url: `http://127.0.0.1:${STATIC_NEXT_PORT}/bench-static/` },
      { key: 'C', label: 'C plain node:http, same HTML as A', url: `http://127.0.0.1:${PLAIN_PORT}/` },
    ];
    console.log('\nResponses (uncompressed, no accept-encoding):');
    for (const t of targets) {
      const res = await httpGet(t.url);
      if (res.status !== 200) throw new Error(`${t.url}: HTTP ${res.status}`);
      const cache = res.headers['x-nextjs-cache'] ? `, x-nextjs-cache: ${res.headers['x-nextjs-cache']}` : '';
      const scripts = [...res.body.toString('utf8').matchAll(/<script\b[\s\S]*?<\/script>/g)].reduce(
        (n, m) => n + Buffer.byteLength(m[0]),
        0,
      );
      console.log(
        `  ${t.key}  ${int(res.body.length)} bytes (${kib(res.body.length)}; inline <script>s ${kib(scripts)})${cache}  ${t.url}`,
      );
    }

    console.log(`\nWarm-up ${WARMUP} s each, then ${ROUNDS} rounds of A/B/C × ${DURATION} s, autocannon -c ${CONNECTIONS}…`);
    for (const t of targets) await load({ url: t.url, connections: CONNECTIONS, duration: WARMUP });
    const runs: Record<Target['key'], Stats[]> = { A: [], B: [], C: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const t of targets) {
        if (t.key === 'A') await expectCachedHit(t.url);
        const s = await load({ url: t.url, connections: CONNECTIONS, duration: DURATION });
        runs[t.key].push(s);
        const bad = s.non2xx || s.errors ? `  (non-2xx ${s.non2xx}, errors ${s.errors})` : '';
        console.log(`  round ${round} ${t.key}: ${int(s.rps)} req/s, p50 ${ms(s.p50)} ms, p99 ${ms(s.p99)} ms${bad}`);
      }
    }
    await expectCachedHit(urlA);

    const med = { A: medianRun(runs.A), B: medianRun(runs.B), C: medianRun(runs.C) };
    console.log(`\nMedian round (by req/s) of ${ROUNDS}, -c ${CONNECTIONS}, ${DURATION} s each, uncompressed:\n`);
    console.log(
      table(
        ['server', 'req/s', 'p50 ms', 'p99 ms', 'req/s per round'],
        targets.map((t) => [
          t.label,
          int(med[t.key].rps),
          ms(med[t.key].p50),
          ms(med[t.key].p99),
          runs[t.key].map((s) => int(s.rps)).join(' / '),
        ]),
      ),
    );
    const perRound = runs.A.map((a, i) => a.rps / (runs.B[i]?.rps ?? Number.NaN));
    const ab = med.A.rps / med.B.rps;
    console.log('');
    console.log(
      `A/B throughput: ${ab.toFixed(2)} (rounds: ${perRound.map((r) => r.toFixed(2)).join(', ')}; median ${median(perRound).toFixed(2)})`,
    );
    console.log(`A/C throughput: ${(med.A.rps / med.C.rps).toFixed(3)}   B/C: ${(med.B.rps / med.C.rps).toFixed(3)}`);
    console.log(
      `Target "cached CMS page ≥ ${TARGET * 100} % of the prerendered page's throughput": ${ab >= TARGET ? 'met' : 'NOT met'} (${(ab * 100).toFixed(0)} %)`,
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
