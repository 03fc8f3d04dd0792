// PAGE_CACHE=shared (decision 017, measured against the platform's fan-out and kept as an option):
// the page cache of page-cache-handler.mjs, with the revalidation times of tags kept in a log file in
// PAGE_CACHE_DIR that every site process reads every PAGE_CACHE_POLL_MS. A revalidation that reached
// one process (the platform calls SITE_URL once, through the load balancer) expires the pages of
// that tag in every process reading the same directory. Pages stay where Next writes them (the build
// directory, shared by processes started from one build) and in each process's memory.
import { closeSync, fstatSync, mkdirSync, openSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import PageCacheHandler from './page-cache-handler.mjs';

// Next keeps the tags' revalidation times in this one map per process (a `.external` module: the
// same instance for the server and every route), and checks it on every read of a cached page.
const { tagsManifest } = tagsManifestModule;

const LOG_NAME = 'revalidated-tags.log';

/**
 * The shared log of one directory: `revalidated(tags)` appends what this process revalidated,
 * `poll()` applies what any process appended since the last poll. Exported for the tests.
 */
export function sharedTagLog(dir, manifest = tagsManifest) {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, LOG_NAME);
  let offset = 0;
  let pending = '';
  let inode = -1;

  /** Reads the new lines; `shift` applies their times from now (live) rather than as written (start-up). */
  function read(shift) {
    let fd;
    try {
      fd = openSync(file, 'a+');
      const { size, ino } = fstatSync(fd);
      // A log replaced or truncated: start over (clear it only with every process stopped, as a deploy does).
      if (ino !== inode || size < offset) {
        inode = ino;
        offset = 0;
        pending = '';
      }
      if (size === offset) return 0;
      const buffer = Buffer.alloc(size - offset);
      const n = readSync(fd, buffer, 0, buffer.length, offset);
      offset += n;
      const lines = (pending + buffer.toString('utf8', 0, n)).split('\n');
      // A line another process is still writing ends without a newline: kept for the next poll.
      pending = lines.pop() ?? '';
      let applied = 0;
      for (const line of lines) if (line && apply(line, shift)) applied++;
      return applied;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  }

  function apply(line, shift) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      return false; // a torn line (a process killed mid-write) is skipped, never fatal
    }
    if (typeof entry?.tag !== 'string' || typeof entry.at !== 'number') return false;
    // Live, a revalidation counts from when this process learns of it: a page it rendered between the
    // other process's revalidation and this poll (from data cached before) is expired too.
    const base = shift ? Date.now() : entry.at;
    const current = manifest.get(entry.tag) ?? {};
    const next = { ...current };
    for (const field of ['stale', 'expired']) {
      if (typeof entry[field] !== 'number') continue;
      const when = base + (entry[field] - entry.at);
      if (!(typeof current[field] === 'number' && current[field] >= when)) next[field] = when;
    }
    manifest.set(entry.tag, next);
    return true;
  }

  return {
    file,
    /** Applies the whole log as written (a process that starts after revalidations sees them). */
    load: () => read(false),
    poll: () => read(true),
    /** Appends this process's revalidation of `tags` (as its own manifest now has them). */
    revalidated(tags, at = Date.now()) {
      const text = tags.map((tag) => `${JSON.stringify({ tag, at, ...manifest.get(tag) })}\n`).join('');
      // One append per revalidation (O_APPEND): lines of two processes never interleave mid-line.
      const fd = openSync(file, 'a');
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
      // Read past our own lines (and apply any another process wrote just before them).
      read(true);
    },
  };
}

let shared;
/** One log and one poller per process (Next makes a handler per request). */
function sharedLog() {
  if (shared) return shared;
  const dir = process.env.PAGE_CACHE_DIR;
  if (!dir) throw new Error('PAGE_CACHE=shared needs PAGE_CACHE_DIR: a directory every site process reads and writes');
  const pollMs = Number(process.env.PAGE_CACHE_POLL_MS ?? 250);
  if (!Number.isInteger(pollMs) || pollMs < 10 || pollMs > 60_000)
    throw new Error('PAGE_CACHE_POLL_MS must be a whole number of ms, 10 to 60000');
  shared = sharedTagLog(dir);
  shared.load();
  const timer = setInterval(() => {
    try {
      shared.poll();
    } catch (err) {
      console.error('shared page cache: cannot read the revalidation log', err);
    }
  }, pollMs);
  timer.unref();
  return shared;
}

export default class SharedPageCacheHandler extends PageCacheHandler {
  constructor(ctx) {
    super(ctx);
    this.log = sharedLog();
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : tags;
    if (list.length > 0) this.log.revalidated(list);
  }
}
