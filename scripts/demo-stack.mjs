// A throwaway demo stack for measurement scripts: the site built in apps/site/.next-measure and the platform on an
// embedded database in a temporary directory, on the given ports. Stops and cleans up.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite, DIST_DIRS, siteBuilt, startPlatform, startSite, stop } from './stack.mjs';

export async function withDemoStack({ sitePort, platformPort, rebuild = false }, fn) {
  const dataDir = mkdtempSync(join(tmpdir(), 'schuss-demo-'));
  const env = {
    APP_ENV: 'test',
    SITE_URL: `http://localhost:${sitePort}`,
    PLATFORM_URL: `http://localhost:${platformPort}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Its own build directory (unless NEXT_DIST_DIR names one), rebuilt when made for other ports (their URLs are in the CSP).
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? DIST_DIRS.measure,
    // Source maps, for npm run size's framework / own split (the measurement build only).
    SITE_SOURCE_MAPS: '1',
  };
  if (rebuild || !siteBuilt(env)) buildSite(env);
  let site;
  let platform;
  const cleanup = async () => {
    await Promise.all([stop(site), stop(platform)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => cleanup().then(() => process.exit(130)));
  try {
    site = await startSite({ port: sitePort, platformPort, env, stdio: 'ignore' });
    platform = await startPlatform({ port: platformPort, sitePort, env, stdio: 'ignore' });
    return await fn({ siteUrl: `http://localhost:${sitePort}`, platformUrl: `http://localhost:${platformPort}` });
  } finally {
    await cleanup();
  }
}
