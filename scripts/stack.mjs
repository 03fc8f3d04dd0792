// Starts the platform and the site as child processes whose PIDs are the servers themselves
// (so tests and benchmarks can stop them), waits until both answer, and stops them together.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = join(root, 'apps/site');

/**
 * Where each consumer builds the site (Next's distDir, NEXT_DIST_DIR, inside apps/site): `npm start`,
 * `npm test` and the measurement scripts each have their own, so a build made for one's ports and
 * Content-Security-Policy is never served by another, and `npm test` never rebuilds under a running `npm start`.
 */
export const DIST_DIRS = { start: '.next', test: '.next-test', measure: '.next-measure' };

/** The stamp a build leaves in its distDir: the build-time settings it was made with. */
export const BUILD_STAMP = 'schuss-build.json';

const merged = (env) => ({ ...process.env, ...env });

/** The site's build directory an environment selects (NEXT_DIST_DIR, `.next` by default, as in next.config.ts). */
export const siteDistDir = (env = {}) => resolve(siteDir, merged(env).NEXT_DIST_DIR ?? DIST_DIRS.start);

/**
 * The settings a build of the site is made for: what apps/site/next.config.ts reads at build time
 * (the platform's origin in the Content-Security-Policy, the page cache variant, source maps),
 * resolved with the same defaults, so `PLATFORM_PORT=4500` and `PLATFORM_URL=http://localhost:4500`
 * are one setting. The schools' URLs are not among them: one build serves every school, on any port.
 * Keep in step with next.config.ts.
 */
export function siteBuildSettings(env = {}) {
  const e = merged(env);
  const platformUrl = e.PLATFORM_URL ?? `http://localhost:${e.PLATFORM_PORT ?? 4000}`;
  let platformOrigin = platformUrl;
  try {
    platformOrigin = new URL(platformUrl).origin;
  } catch {} // next build reports a bad value itself
  // Source maps are published only by the measurement build (npm run size attributes bytes with them).
  return {
    PLATFORM_URL: platformOrigin,
    PAGE_CACHE: e.PAGE_CACHE === 'shared' ? 'shared' : 'local',
    SITE_SOURCE_MAPS: e.SITE_SOURCE_MAPS === '1' ? '1' : '0',
  };
}

/** What a build of the site is made from: its sources and the shared contracts (tests left out). */
const SITE_SOURCES = [
  'apps/site/src',
  'apps/site/app',
  'apps/site/public',
  'apps/site/next.config.ts',
  'apps/site/instrumentation.ts',
  'apps/site/package.json',
  'packages/contracts/src',
];

/**
 * A digest of the site's sources (paths and contents), kept in the stamp: a build made from other
 * sources (a `git pull`, an edit) is made again instead of served stale.
 */
export const siteSourceDigest = (base = root) => sourceDigest(SITE_SOURCES, base);

/** A digest of the files under `sources` (paths and contents; tests, dot files and node_modules left out). */
function sourceDigest(sources, base) {
  const hash = createHash('sha256');
  const walk = (path) => {
    const st = statSync(path, { throwIfNoEntry: false });
    if (!st) return;
    if (st.isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!name.startsWith('.') && name !== 'node_modules') walk(join(path, name));
    } else if (!/\.test\.tsx?$/.test(path)) {
      hash.update(relative(base, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const source of sources) walk(join(base, source));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Why the site must be (re)built for these settings: no build in its distDir, no stamp, or the
 * setting that changed; undefined when the build can be served as it is.
 */
export function siteBuildOutdated(env = {}) {
  const dir = siteDistDir(env);
  if (!existsSync(join(dir, 'BUILD_ID'))) return `no build in ${relative(root, dir)}`;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(join(dir, BUILD_STAMP), 'utf8'));
  } catch {
    return 'the build has no stamp of its settings';
  }
  for (const [key, value] of Object.entries(siteBuildSettings(env))) {
    if (stamp?.[key] !== value) return `${key} was ${stamp?.[key] ?? 'unset'}, now ${value}`;
  }
  if (stamp?.SOURCES !== siteSourceDigest()) return 'the site or the contracts changed since it was built';
  return undefined;
}

/** True when the site's distDir holds a production build made with these settings (see siteBuildOutdated). */
export const siteBuilt = (env = {}) => siteBuildOutdated(env) === undefined;

/** `next build` of the site into the distDir the environment selects (about 10 s), then its stamp. */
export function buildSite(env = {}) {
  const dir = siteDistDir(env);
  rmSync(join(dir, BUILD_STAMP), { force: true });
  const r = spawnSync(join(root, 'node_modules/.bin/next'), ['build'], { cwd: siteDir, stdio: 'inherit', env: merged(env) });
  if (r.status !== 0) throw new Error('next build failed');
  writeFileSync(join(dir, BUILD_STAMP), `${JSON.stringify({ ...siteBuildSettings(env), SOURCES: siteSourceDigest() }, null, 2)}\n`);
}

/** The booking widget bundle the platform serves at /static/js/widget-msem.js. */
const widgetFile = join(root, 'apps/platform/public/static/js/widget-msem.js');

/** Its second file (cart, checkout tunnel, participants form), loaded on demand (decision 008). */
const widgetCheckoutFile = join(root, 'apps/platform/public/static/js/widget-msem-checkout.js');

/** Its third file (a waiting list's e-mailed link), loaded by the second. */
const widgetWaitlistFile = join(root, 'apps/platform/public/static/js/widget-msem-waitlist.js');

/** True when the three files of the booking widget are built (an older build has fewer). */
export const widgetBuilt = () => existsSync(widgetFile) && existsSync(widgetCheckoutFile) && existsSync(widgetWaitlistFile);

/** Builds the booking widget (esbuild, about 1 s). */
export function buildWidget() {
  const r = spawnSync(process.execPath, [join(root, 'packages/widget/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the widget build failed');
}

/** The editing tool the platform serves at /cms/v3/cms.js (loaded only for connected editors). */
const editorFile = join(root, 'apps/platform/public/cms/v3/cms.js');

/** True when the editing tool is built. */
export const editorBuilt = () => existsSync(editorFile);

/** Builds the editing tool (esbuild, a few seconds). */
export function buildEditor() {
  const r = spawnSync(process.execPath, [join(root, 'packages/editor/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the editor build failed');
}

/** The back office the platform serves at /admin/ (apps/backoffice, built by Vite into apps/platform/public/admin). */
const backofficeDir = join(root, 'apps/platform/public/admin');

/** What a build of the back office is made from (tests left out). */
const BACKOFFICE_SOURCES = [
  'apps/backoffice/src',
  'apps/backoffice/index.html',
  'apps/backoffice/vite.config.ts',
  'apps/backoffice/build.mjs',
  'apps/backoffice/package.json',
  'packages/contracts/src',
];

/** A digest of the back office's sources, kept in its build's stamp (build-stamp.json). */
export const backofficeSourceDigest = (base = root) => sourceDigest(BACKOFFICE_SOURCES, base);

/** Why the back office must be (re)built: no build, or sources changed since; undefined when it is up to date. */
export function backofficeBuildOutdated() {
  if (!existsSync(join(backofficeDir, 'index.html'))) return 'no build yet';
  try {
    const stamp = JSON.parse(readFileSync(join(backofficeDir, 'build-stamp.json'), 'utf8'));
    if (stamp?.SOURCES !== backofficeSourceDigest()) return 'its sources or the contracts changed since it was built';
  } catch {
    return 'the build has no stamp';
  }
  return undefined;
}

/** Builds the back office (Vite, a few seconds). */
export function buildBackoffice() {
  const r = spawnSync(process.execPath, [join(root, 'apps/backoffice/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the back office build failed');
}

export async function waitFor(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts the platform (`node --import tsx`), resolves once /health answers. */
export async function startPlatform({ port = 4000, sitePort = 3000, env = {}, stdio = 'inherit' } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/platform/src/server.ts')], {
    cwd: root,
    stdio,
    env: { ...process.env, PLATFORM_PORT: String(port), SITE_PORT: String(sitePort), ...env },
  });
  await waitFor(`http://127.0.0.1:${port}/health`, { child });
  return child;
}

/** Starts `next start` on the built site (the distDir of `env.NEXT_DIST_DIR`, read by next.config.ts), resolves once /health answers. */
export async function startSite({ port = 3000, platformPort = 4000, env = {}, stdio = 'inherit' } = {}) {
  const child = spawn(join(root, 'node_modules/.bin/next'), ['start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: siteDir,
    stdio,
    env: { ...process.env, PLATFORM_PORT: String(platformPort), SITE_PORT: String(port), ...env },
  });
  await waitFor(`http://127.0.0.1:${port}/health/`, { child });
  return child;
}

/** Stops a child and waits for it to exit. */
export function stop(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}
