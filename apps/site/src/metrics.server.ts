import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { siteMetrics } from './metrics-registry.mjs';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares digests: equal lengths whatever was sent, so the comparison says nothing of the token's length. */
function bearerMatches(header: string | null, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * `GET /metrics` of a site process (Prometheus text), for `Authorization: Bearer <METRICS_TOKEN>`:
 * page cache reads (hit, stale, miss), pages rendered, platform calls and their latency, and Node's
 * process metrics. Requests per page are not counted apart: Next has no per-request hook without
 * middleware (proxy.ts, 35–40 % of throughput); each page request reads the page cache once.
 */
export async function metricsResponse(request: Request, token: string): Promise<Response> {
  if (!bearerMatches(request.headers.get('authorization'), token)) {
    return Response.json(
      { error: { message: 'headers.authorization: must be Bearer <METRICS_TOKEN>', field: 'headers.authorization', code: 'unauthorized' } },
      { status: 401, headers: { 'www-authenticate': 'Bearer' } },
    );
  }
  const { registry } = siteMetrics();
  return new Response(await registry.metrics(), { headers: { 'content-type': registry.contentType, 'cache-control': 'no-store' } });
}
