/**
 * This site process tells the platform where to reach it (`POST /api/site-processes`, every ~10 s):
 * a publish then revalidates every site process, not only the one the load balancer picks. Started by
 * instrumentation.ts in each server process. Reads process.env itself (not env.server.ts, which is
 * for the request-time code) with the same defaults.
 */
import { SiteProcessHeartbeat } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';

type HeartbeatOptions = {
  /** The platform's address as this process reaches it (CONTENT_API_URL, as the page fetches). */
  platformUrl: string;
  /** This process's own address, as the platform reaches it. */
  url: string;
  secret: string;
  /** Between heartbeats (10 s; the platform drops a process silent for 30 s). */
  everyMs?: number;
  /** After a failed heartbeat (2 s: the platform may be starting). */
  retryMs?: number;
  /** How long failures go unsaid (30 s: the platform starting after the site is no news). */
  quietMs?: number;
  log?: (message: string) => void;
};

/** The heartbeat's settings from the environment (SITE_INTERNAL_URL, default `http://127.0.0.1:<PORT>`). */
export function heartbeatFromEnv(env: Record<string, string | undefined> = process.env): HeartbeatOptions {
  const port = env.PORT ?? env.SITE_PORT ?? '3000';
  const url = SiteProcessHeartbeat.parse({ url: env.SITE_INTERNAL_URL || `http://127.0.0.1:${port}` }).url;
  return {
    url,
    platformUrl: env.CONTENT_API_URL || env.PLATFORM_URL || `http://127.0.0.1:${env.PLATFORM_PORT || 4000}`,
    secret: env.REVALIDATE_SECRET || 'dev-revalidate-secret-change-me',
  };
}

/** Sends a heartbeat now, then every `everyMs` (sooner after a failure); returns a stop function. */
export function startHeartbeat({
  platformUrl,
  url,
  secret,
  everyMs = 10_000,
  retryMs = 2000,
  quietMs = 30_000,
  log = console.warn,
}: HeartbeatOptions) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  /** When the heartbeats started failing (undefined while they are answered), and whether that was said. */
  let failingSince: number | undefined;
  let said = false;
  const beat = async () => {
    let ok = false;
    let why = '';
    try {
      const res = await fetch(new URL(paths.siteProcessHeartbeat.path, platformUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
        body: JSON.stringify({ url }),
        signal: AbortSignal.timeout(5000),
      });
      ok = res.ok;
      why = `the platform answered ${res.status}`;
    } catch (err) {
      why = `the platform is unreachable at ${platformUrl} (${(err as Error).message})`;
    }
    if (ok) {
      failingSince = undefined;
      said = false;
    } else {
      failingSince ??= Date.now();
      // Said once an outage outlasts the platform's window (this process then misses revalidations),
      // not while the platform is still starting, nor every 2 s.
      if (!said && Date.now() - failingSince >= quietMs) {
        said = true;
        log(`site heartbeat: ${why}; ${url} gets no revalidation until it is answered (retrying)`);
      }
    }
    if (stopped) return;
    timer = setTimeout(beat, ok ? everyMs : retryMs);
    // Never keeps a stopping process alive.
    timer.unref();
  };
  void beat();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
