// The site's page cache: Next's own file-system cache, with each page's HTML rewritten once, when it
// is stored, so its scripts start after the first paint (defer-scripts.mjs). Every visitor after the
// page's first request gets the rewritten page, from memory or from disk. Each read and each page
// stored is counted for Prometheus (../metrics-registry.mjs, GET /metrics).
import fsCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { cacheKind, siteMetrics } from '../metrics-registry.mjs';
import { deferScriptsAfterPaint } from './defer-scripts.mjs';

const FileSystemCache = fsCache.default ?? fsCache;

/**
 * hit, stale (served once more while Next renders it again in the background) or miss (rendered
 * while the visitor waits; a page whose tags were revalidated reads as a miss). Staleness as Next
 * judges it: past its revalidate time, or marked stale (`lastModified` −1).
 * @param {any} entry
 */
export function cacheResult(entry, now = Date.now()) {
  if (!entry) return 'miss';
  if (entry.lastModified === -1) return 'stale';
  const revalidate = entry.value?.kind === 'FETCH' ? entry.value.revalidate : entry.cacheControl?.revalidate;
  return typeof revalidate === 'number' && entry.lastModified + revalidate * 1000 < now ? 'stale' : 'hit';
}

export default class PageCacheHandler extends FileSystemCache {
  /** @type {FileSystemCache['get']} */
  async get(...args) {
    const entry = await super.get(...args);
    siteMetrics().cache.inc({ kind: cacheKind(args[1]?.kind), result: cacheResult(entry) });
    return entry;
  }

  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && typeof data.html === 'string') {
      siteMetrics().renders.inc();
      return super.set(key, { ...data, html: deferScriptsAfterPaint(data.html) }, ctx);
    }
    return super.set(key, data, ctx);
  }
}
