import { env } from '../../src/env.server';
import { metricsResponse } from '../../src/metrics.server';

export const dynamic = 'force-dynamic';

/** `GET /metrics` with `Authorization: Bearer <METRICS_TOKEN>`: this site process's Prometheus metrics (src/metrics.server.ts). */
export function GET(request: Request) {
  return metricsResponse(request, env.METRICS_TOKEN);
}
