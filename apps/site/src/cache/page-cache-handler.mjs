// The site's page cache: Next's own file-system cache, with each page's HTML rewritten once, when it
// is stored, so its scripts start after the first paint (defer-scripts.mjs). Every visitor after the
// page's first request gets the rewritten page, from memory or from disk.
import fsCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { deferScriptsAfterPaint } from './defer-scripts.mjs';

const FileSystemCache = fsCache.default ?? fsCache;

export default class PageCacheHandler extends FileSystemCache {
  /** @type {FileSystemCache['set']} */
  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && typeof data.html === 'string') {
      return super.set(key, { ...data, html: deferScriptsAfterPaint(data.html) }, ctx);
    }
    return super.set(key, data, ctx);
  }
}
