import * as paths from '@schuss/contracts/api/paths';
import { env } from '../../../src/env.server';
import { platformClient } from '../../../src/lib/api';
import { siteMetrics } from '../../../src/metrics-registry.mjs';

export const dynamic = 'force-dynamic';

// Pages read the page cache (which creates the metrics) before calling the platform; this route does
// not, so it creates them itself for its own platform calls to be counted.
siteMetrics();

/** No retries and a short wait: a load balancer asks again in a few seconds. */
const platform = platformClient(env.CONTENT_API_URL, { retries: 0 });
const TIMEOUT_MS = 2000;

/**
 * `GET /health/ready`: 200 while the platform answers (the site renders no uncached page without it),
 * else 503 naming the failing check. Cached pages would still be served; readiness tells the load
 * balancer to prefer processes that can render.
 */
export async function GET() {
  const headers = { 'cache-control': 'no-store' };
  try {
    await platform.call(paths.healthLive, {}, { signal: AbortSignal.timeout(TIMEOUT_MS), init: { cache: 'no-store' } });
    return Response.json({ status: 'ready', checks: { platform: 'ok' }, failing: [] }, { headers });
  } catch {
    return Response.json({ status: 'not_ready', checks: { platform: 'unreachable' }, failing: ['platform'] }, { status: 503, headers });
  }
}
