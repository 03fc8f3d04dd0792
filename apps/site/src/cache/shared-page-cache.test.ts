import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sharedTagLog } from './shared-page-cache.mjs';

// Two site processes sharing PAGE_CACHE_DIR: "this" process uses Next's own tags manifest (the map
// Next checks before serving a cached page), the "other" one a map of its own.
const { areTagsExpired, tagsManifest } = tagsManifestModule as {
  areTagsExpired(tags: string[], timestamp: number): boolean;
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
};
const TAG = 'page:val-neige:fr:/ecole/histoire/';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'schuss-page-cache-'));
  tagsManifest.clear();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** What the site's revalidation route does in the process the platform reached: Next's revalidateTag(tag, { expire: 0 }), then the log. */
function revalidateIn(other: ReturnType<typeof sharedTagLog>, map: Map<string, { stale?: number; expired?: number }>, tag: string) {
  const now = Date.now();
  map.set(tag, { stale: now, expired: now });
  other.revalidated([tag], now);
}

describe('shared page cache (PAGE_CACHE=shared)', () => {
  it('a revalidation in another process expires the page here at the next poll, not before', async () => {
    const here = sharedTagLog(dir);
    const otherMap = new Map();
    const other = sharedTagLog(dir, otherMap);
    here.load();
    const renderedAt = Date.now() - 1000; // a page this process cached a second ago
    await sleep(2);
    revalidateIn(other, otherMap, TAG);
    await sleep(5);
    expect(areTagsExpired([TAG], renderedAt)).toBe(false); // not polled yet: the old page is still served
    // A page rendered here after the other's revalidation but before this poll (from data cached
    // before it) is expired too: the revalidation counts from when this process learnt of it.
    const renderedBetween = Date.now();
    await sleep(5);
    expect(here.poll()).toBe(1);
    await sleep(5); // Next compares with performance.now(), which may lag Date.now() by a millisecond
    expect(areTagsExpired([TAG], renderedAt)).toBe(true);
    expect(areTagsExpired([TAG], renderedBetween)).toBe(true);
    expect(areTagsExpired(['page:val-neige:fr:/autre/'], renderedAt)).toBe(false);
    expect(here.poll()).toBe(0);
  });

  it('a process started later applies the log as written: pages cached after the revalidation stay fresh', async () => {
    const otherMap = new Map();
    const other = sharedTagLog(dir, otherMap);
    const before = Date.now() - 5000;
    revalidateIn(other, otherMap, TAG);
    const after = Date.now() + 1;
    const late = sharedTagLog(dir);
    expect(late.load()).toBe(1);
    await sleep(5);
    expect(areTagsExpired([TAG], before)).toBe(true);
    expect(areTagsExpired([TAG], after)).toBe(false);
  });

  it('a line still being written is applied once complete; a torn line is skipped', () => {
    const here = sharedTagLog(dir);
    here.load();
    const line = JSON.stringify({ tag: TAG, at: Date.now(), stale: Date.now(), expired: Date.now() });
    appendFileSync(here.file, '{"tag": "torn\n');
    appendFileSync(here.file, line.slice(0, 10));
    expect(here.poll()).toBe(0);
    expect(tagsManifest.has(TAG)).toBe(false);
    appendFileSync(here.file, `${line.slice(10)}\n`);
    expect(here.poll()).toBe(1);
    expect(tagsManifest.get(TAG)?.expired).toBeTypeOf('number');
  });
});
