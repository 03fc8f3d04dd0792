import { cacheTags } from '@schuss/contracts';
import type { FastifyBaseLogger } from 'fastify';

export type SiteNotifier = {
  /**
   * Asks every site process to drop its cached pages carrying these tags; true when each accepted.
   * Never throws: a process that is down has nothing cached to drop, and failed deliveries are retried.
   */
  revalidate(tags: string[]): Promise<boolean>;
  /** Cancels the retries still waiting (the platform is stopping). */
  close(): void;
};

type NotifierOptions = {
  /**
   * The site processes to reach (those that sent a heartbeat lately, modules/site-processes). When
   * it gives none, or is not given, the revalidation goes to SITE_URL, as with a single site process.
   */
  processes?: () => Promise<string[]>;
  /** Waits before each retry of a failed delivery (2 s, 10 s, 30 s by default). */
  retryDelaysMs?: number[];
  /** How long one delivery may take (3 s by default: a process that hangs must not hold a publish). */
  timeoutMs?: number;
};

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** One `POST {url}/api/revalidate`; true when the process accepted. */
async function deliver(url: string, secret: string, tags: string[], timeoutMs: number, log?: Log): Promise<boolean> {
  try {
    const res = await fetch(new URL('/api/revalidate', url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      log?.warn({ site: url, status: res.status, tags }, 'site refused the revalidation');
      return false;
    }
    return true;
  } catch (err) {
    log?.warn({ site: url, err: (err as Error).message, tags }, 'site unreachable for revalidation');
    return false;
  }
}

/**
 * Calls the sites' secret-protected revalidation route (`POST {url}/api/revalidate`) on every site
 * process at once — each keeps its own page cache in memory, so one call would refresh only the
 * process that answered it. A failed delivery is retried in this process (timers, not the job
 * queue: a revalidation lost with a stopping platform costs at most PAGE_REVALIDATE_SECONDS of an
 * old page, and a process that restarts starts with an empty memory cache).
 */
export function siteNotifier(siteUrl: string, secret: string, log?: Log, options: NotifierOptions = {}): SiteNotifier {
  const { processes, retryDelaysMs = [2000, 10_000, 30_000], timeoutMs = 3000 } = options;
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const targets = async (): Promise<string[]> => {
    if (!processes) return [siteUrl];
    try {
      const urls = await processes();
      return urls.length ? urls : [siteUrl];
    } catch (err) {
      log?.warn({ err: (err as Error).message }, 'site processes unknown (database): revalidating SITE_URL only');
      return [siteUrl];
    }
  };

  const retry = (url: string, tags: string[], attempt: number) => {
    const delay = retryDelaysMs[attempt];
    if (delay === undefined || closed) {
      if (!closed) log?.warn({ site: url, tags, attempts: attempt + 1 }, 'site revalidation given up');
      return;
    }
    const timer = setTimeout(async () => {
      timers.delete(timer);
      // A process that stopped sending heartbeats meanwhile is gone: nothing cached to drop there.
      if (!(await targets()).includes(url)) return;
      if (await deliver(url, secret, tags, timeoutMs, log))
        log?.info({ site: url, tags, attempts: attempt + 2 }, 'site revalidated on retry');
      else retry(url, tags, attempt + 1);
    }, delay);
    timer.unref();
    timers.add(timer);
  };

  return {
    async revalidate(tags) {
      const urls = await targets();
      const results = await Promise.all(urls.map((url) => deliver(url, secret, tags, timeoutMs, log)));
      urls.forEach((url, i) => {
        if (!results[i]) retry(url, tags, 0);
      });
      const delivered = results.filter(Boolean).length;
      if (delivered) log?.info({ tags, processes: urls.length, delivered }, 'site revalidated');
      return delivered === urls.length;
    },
    close() {
      closed = true;
      for (const t of timers) clearTimeout(t);
      timers.clear();
    },
  };
}

/** Tags to revalidate when pages of a site changed (each page, plus the site-wide lists). */
export function tagsForPages(site: string, changed: { lang: string; path: string }[]): string[] {
  return [cacheTags.pages(site), ...changed.map((p) => cacheTags.page(site, p.lang, p.path))];
}
