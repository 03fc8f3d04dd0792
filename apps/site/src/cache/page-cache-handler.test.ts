import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { siteMetrics } from '../metrics-registry.mjs';
import PageCacheHandler, { cacheResult } from './page-cache-handler.mjs';

const dir = mkdtempSync(join(tmpdir(), 'schuss-cache-metrics-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => vi.useRealTimers());

/** The handler as Next builds it: pages kept in memory (and on disk under a throwaway build directory). */
const handler = () =>
  new PageCacheHandler({ fs: nodeFs, flushToDisk: true, serverDistDir: join(dir, 'server'), maxMemoryCacheSize: 1e7, revalidatedTags: [] });
const page = { kind: 'APP_PAGE', html: '<html><body>Cours</body></html>', rscData: Buffer.from(''), headers: {}, status: 200 };
const pageCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

async function counts() {
  const { cache, renders } = siteMetrics();
  const c = await cache.get();
  const n = (result: string) => c.values.find((v) => v.labels.kind === 'page' && v.labels.result === result)?.value ?? 0;
  return { hit: n('hit'), stale: n('stale'), miss: n('miss'), renders: (await renders.get()).values[0]?.value ?? 0 };
}

describe('page cache counters', () => {
  it('counts a miss, the render stored, then hits, then a stale read once the page is past its revalidate time', async () => {
    const h = handler();
    const key = `/fr/cours-${Date.now()}`;
    const start = await counts();
    expect(await h.get(key, pageCtx)).toBeNull();
    expect(await counts()).toMatchObject({ miss: start.miss + 1, hit: start.hit });

    await h.set(key, page, { cacheControl: { revalidate: 3600, expire: undefined }, isRoutePPREnabled: false, isFallback: false });
    expect((await counts()).renders).toBe(start.renders + 1);
    await h.get(key, pageCtx);
    await h.get(key, pageCtx);
    expect(await counts()).toMatchObject({ hit: start.hit + 2, miss: start.miss + 1, stale: start.stale });

    vi.useFakeTimers({ now: Date.now() + 3601_000, toFake: ['Date'] });
    await h.get(key, pageCtx);
    expect(await counts()).toMatchObject({ hit: start.hit + 2, stale: start.stale + 1 });
  });

  it('judges staleness as Next does: marked stale, or past the revalidate time of the page or the fetch', () => {
    const now = 1_000_000_000;
    expect(cacheResult(null, now)).toBe('miss');
    expect(cacheResult({ lastModified: -1, value: page }, now)).toBe('stale');
    expect(cacheResult({ lastModified: now - 10_000, value: page, cacheControl: { revalidate: 60 } }, now)).toBe('hit');
    expect(cacheResult({ lastModified: now - 61_000, value: page, cacheControl: { revalidate: 60 } }, now)).toBe('stale');
    expect(cacheResult({ lastModified: now - 61_000, value: { kind: 'FETCH', revalidate: 60 } }, now)).toBe('stale');
    expect(cacheResult({ lastModified: now - 61_000, value: page }, now)).toBe('hit');
  });

  it('keeps one registry per process, whichever module instance asks first', () => {
    expect(siteMetrics()).toBe(siteMetrics());
    expect(siteMetrics().registry.getSingleMetric('schuss_site_page_cache_total')).toBeDefined();
  });
});
