// Starts the platform and the site as child processes whose PIDs are the servers themselves
// (so tests and benchmarks can stop them), waits until both answer, and stops them together.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const siteDir = join(root, 'apps/site');

/** True when the site has a production build. */
export const siteBuilt = () => existsSync(join(siteDir, process.env.NEXT_DIST_DIR ?? '.next', 'BUILD_ID'));

/** `next build` of the site (about 10 s). */
export function buildSite(env = {}) {
  const r = spawnSync(join(root, 'node_modules/.bin/next'), ['build'], { cwd: siteDir, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error('next build failed');
}

/** The booking widget bundle the platform serves at /static/js/widget-msem.js. */
export const widgetFile = join(root, 'apps/platform/public/static/js/widget-msem.js');

/** Its second file (cart, checkout tunnel, participants form), loaded on demand (decision 008). */
export const widgetCheckoutFile = join(root, 'apps/platform/public/static/js/widget-msem-checkout.js');

/** True when both files of the booking widget are built (an older build has only the first). */
export const widgetBuilt = () => existsSync(widgetFile) && existsSync(widgetCheckoutFile);

/** Builds the booking widget (esbuild, about 1 s). */
export function buildWidget() {
  const r = spawnSync(process.execPath, [join(root, 'packages/widget/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the widget build failed');
}

/** The editing tool the platform serves at /cms/v3/cms.js (loaded only for connected editors). */
export const editorFile = join(root, 'apps/platform/public/cms/v3/cms.js');

/** True when the editing tool is built. */
export const editorBuilt = () => existsSync(editorFile);

/** Builds the editing tool (esbuild, a few seconds). */
export function buildEditor() {
  const r = spawnSync(process.execPath, [join(root, 'packages/editor/build.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the editor build failed');
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

/** Starts `next start` on the built site, resolves once /health answers. */
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
