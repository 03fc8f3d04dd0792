import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script shared with `npm start`
import { BUILD_STAMP, DIST_DIRS, siteBuildOutdated, siteBuildSettings, siteBuilt, siteDistDir, siteSourceDigest } from './stack.mjs';

/** A fake build directory (an absolute NEXT_DIST_DIR): a BUILD_ID and, optionally, the stamp of some settings and sources. */
function fakeBuild(stampEnv?: Record<string, string>, sources: string = siteSourceDigest()) {
  const dir = mkdtempSync(join(tmpdir(), 'schuss-dist-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'BUILD_ID'), 'x');
  if (stampEnv) writeFileSync(join(dir, BUILD_STAMP), JSON.stringify({ ...siteBuildSettings(stampEnv), SOURCES: sources }));
  return dir;
}
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

// No inherited SITE_URL & co.: every setting comes from the env given.
const clean = {
  SITE_URL: undefined,
  PLATFORM_URL: undefined,
  PAGE_CACHE: undefined,
  SITE_PORT: undefined,
  PLATFORM_PORT: undefined,
  SITE_SOURCE_MAPS: undefined,
};

describe('site builds (scripts/stack.mjs)', () => {
  it('npm start, the journeys and the measurements build into separate directories', () => {
    expect(new Set(Object.values(DIST_DIRS)).size).toBe(3);
    expect(siteDistDir({ NEXT_DIST_DIR: DIST_DIRS.test })).toMatch(/apps[/\\]site[/\\]\.next-test$/);
  });

  it('resolves the settings next.config.ts reads at build time, with its defaults', () => {
    expect(siteBuildSettings({ ...clean, PLATFORM_PORT: '4500' })).toEqual({
      PLATFORM_URL: 'http://localhost:4500',
      PAGE_CACHE: 'local',
      SITE_SOURCE_MAPS: '0',
    });
    // One build serves every school on any port: the site's own URL is not a build setting.
    expect(siteBuildSettings({ ...clean, SITE_URL: 'http://localhost:3100' })).toEqual(siteBuildSettings({ ...clean }));
    // The shared page cache is another cache handler: another build.
    expect(siteBuildSettings({ ...clean, PAGE_CACHE: 'shared' }).PAGE_CACHE).toBe('shared');
    // The measurement build publishes source maps: another build.
    expect(siteBuildSettings({ ...clean, SITE_SOURCE_MAPS: '1' }).SITE_SOURCE_MAPS).toBe('1');
    // The same setting written two ways is one build.
    expect(siteBuildSettings({ ...clean, PLATFORM_URL: 'http://localhost:4500/' })).toEqual(
      siteBuildSettings({ ...clean, PLATFORM_PORT: '4500' }),
    );
  });

  it('reuses a build only when its stamp matches the settings about to be used', () => {
    const env = { ...clean, SITE_PORT: '3000', PLATFORM_PORT: '4000' };
    const dir = fakeBuild(env);
    expect(siteBuilt({ ...env, NEXT_DIST_DIR: dir })).toBe(true);
    // PLATFORM_PORT=4500 npm start: the old CSP would block the widget, so it rebuilds.
    expect(siteBuildOutdated({ ...env, PLATFORM_PORT: '4500', NEXT_DIST_DIR: dir })).toBe(
      'PLATFORM_URL was http://localhost:4000, now http://localhost:4500',
    );
    // A build made for the journeys' URLs is not served by npm start.
    const testBuild = fakeBuild({ ...clean, SITE_URL: 'http://localhost:3100', PLATFORM_URL: 'http://localhost:4100' });
    expect(siteBuilt({ ...env, NEXT_DIST_DIR: testBuild })).toBe(false);
  });

  it('rebuilds a build made from other sources (after a pull or an edit), and only then', () => {
    const env = { ...clean, SITE_PORT: '3000', PLATFORM_PORT: '4000' };
    expect(siteBuildOutdated({ ...env, NEXT_DIST_DIR: fakeBuild(env, 'an-older-tree') })).toBe(
      'the site or the contracts changed since it was built',
    );
    // The digest is of the files, so the same tree gives the same digest.
    expect(siteSourceDigest()).toBe(siteSourceDigest());
    expect(siteSourceDigest()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('rebuilds a build without a stamp, or without a build', () => {
    expect(siteBuildOutdated({ ...clean, NEXT_DIST_DIR: fakeBuild() })).toBe('the build has no stamp of its settings');
    const empty = mkdtempSync(join(tmpdir(), 'schuss-dist-'));
    dirs.push(empty);
    expect(siteBuildOutdated({ ...clean, NEXT_DIST_DIR: empty })).toMatch(/^no build in /);
  });
});
