import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * A newcomer's journey: after `npm test`, `npm start` in the same clone gives a working
 * site, and a running `npm start` is not disturbed by `npm test`. While the journeys' stack runs
 * (3100/4100, its site built in apps/site/.next-test for those URLs), `node scripts/start.mjs` starts
 * on other ports: it must build its own site for them (the journeys' build has a Content-Security-Policy
 * that allows only the platform on 4100) and the booking page must mount the widget from its platform.
 *
 * The start's build directory begins as a copy of the journeys' build, as `.next` was after
 * `npm test` before `npm start` built for its own ports: it must be rebuilt, not served. It is a directory of its own, not
 * `.next`, so that a demo running on 3000/4000 keeps working during `npm test`. The database and
 * the mail are in a temp directory.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
// Beside the journeys' own ports (E2E_SITE_PORT + 150, E2E_PLATFORM_PORT + 150: 3250/4250 by default), so two runs can share a machine.
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100) + 150;
const PLATFORM_PORT = Number(process.env.E2E_PLATFORM_PORT ?? 4100) + 150;
const DIST_DIR = '.next-newcomer';
const siteDist = join(root, 'apps/site', DIST_DIR);
const testDist = join(root, 'apps/site', process.env.NEXT_DIST_DIR ?? '.next-test');
const testBuildId = join(testDist, 'BUILD_ID');

let child: ChildProcess | undefined;
let tmp: string | undefined;
let output = '';

/** Stops `npm start` and both of its servers: they are one process group. */
async function stopStart() {
  const c = child;
  child = undefined;
  if (!c?.pid || c.exitCode !== null || c.signalCode !== null) return;
  const exited = new Promise((r) => c.once('exit', r));
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(c.pid as number), signal);
    } catch {} // already gone
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
  // The servers may outlive start.mjs by a moment: the whole group, once more.
  await new Promise((r) => setTimeout(r, 500));
  kill('SIGKILL');
}

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

test.afterAll(async () => {
  await stopStart();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  rmSync(siteDist, { recursive: true, force: true });
});

test('npm start after npm test, next to its stack, rebuilds the site for its ports and the booking widget mounts from its platform', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const testBuild = readFileSync(testBuildId, 'utf8');
  rmSync(siteDist, { recursive: true, force: true });
  cpSync(testDist, siteDist, { recursive: true });
  tmp = mkdtempSync(join(tmpdir(), 'schuss-newcomer-'));

  // A newcomer's shell: none of the journeys' settings, default APP_ENV (demo under npm start).
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const k of [
    'APP_ENV',
    'SITE_URL',
    'PLATFORM_URL',
    'SITE_DOMAINS',
    'CONTENT_API_URL',
    'DATABASE_URL',
    'REVALIDATE_SECRET',
    'SMTP_URL',
  ]) {
    delete env[k];
  }
  Object.assign(env, {
    SITE_PORT: String(SITE_PORT),
    PLATFORM_PORT: String(PLATFORM_PORT),
    DATA_DIR: join(tmp, 'db'),
    MAIL_DIR: join(tmp, 'mail'),
    NEXT_DIST_DIR: DIST_DIR,
    LOG_LEVEL: 'warn',
  });
  child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const s of [child.stdout, child.stderr]) s?.on('data', (d) => (output = (output + d).slice(-20_000)));

  // The first start builds the site (30–60 s here), then starts the site and the platform.
  const deadline = Date.now() + 240_000;
  while (!(await answers(`http://127.0.0.1:${PLATFORM_PORT}/health`)) || !(await answers(`http://127.0.0.1:${SITE_PORT}/health/`))) {
    expect(child.exitCode, `npm start exited:\n${output}`).toBeNull();
    expect(Date.now() < deadline, `npm start did not answer within 240 s:\n${output}`).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
  }
  // The journeys' build (made for 3100/4100) was seen for what it is and replaced.
  // (A build serves every school on any port: what it is made for is the platform's origin.)
  expect(output).toMatch(
    new RegExp(`Building the site \\(PLATFORM_URL was http://localhost:\\d+, now http://localhost:${PLATFORM_PORT}\\)`),
  );
  // Its build is stamped with its own platform; the journeys' build was left alone.
  expect(JSON.parse(readFileSync(join(siteDist, 'schuss-build.json'), 'utf8'))).toMatchObject({
    PLATFORM_URL: `http://localhost:${PLATFORM_PORT}`,
  });
  expect(readFileSync(testBuildId, 'utf8')).toBe(testBuild);

  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) cspErrors.push(m.text());
  });
  await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
  const widgetScript = page.waitForResponse((r) => r.url().startsWith(`http://localhost:${PLATFORM_PORT}/static/js/widget-msem.js`));
  const res = await page.goto(`http://localhost:${SITE_PORT}/reserver/cours-collectifs/`);
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-security-policy']).toContain(`http://localhost:${PLATFORM_PORT}`);
  expect((await widgetScript).status()).toBe(200);
  const widget = page.locator('.widget-host');
  await expect(widget.getByRole('heading', { name: 'Nos offres' })).toBeVisible({ timeout: 20_000 });
  await expect(widget.getByRole('button', { name: /^Choisir Cours collectif enfants — Ourson/ })).toBeVisible();
  expect(cspErrors).toEqual([]);
});
