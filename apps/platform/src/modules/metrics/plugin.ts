import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode, routes } from '@schuss/contracts';
import { one } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/errors';
import { addRoute } from '../../lib/route';
import { collectProcessMetrics, httpDuration, httpRequests, jobsDepth, placesHeld, registry } from './registry';

/** Requests no route matched (scanners, typos) share one label: the label set stays bounded. */
export const UNMATCHED = 'unmatched';

const statusClass = (code: number) => `${Math.floor(code / 100)}xx`;
const digest = (s: string) => createHash('sha256').update(s).digest();

/** Compares digests: equal lengths whatever was sent, so the comparison says nothing of the token's length. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? '')?.[1]?.trim();
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Jobs by queue and state (`queued`, `active`, `failed`), from the jobs module. */
async function queueDepth(app: FastifyInstance): Promise<{ queue: string; state: string; count: number }[]> {
  const byQueue = await app.jobs.depth();
  return Object.entries(byQueue).flatMap(([queue, states]) => Object.entries(states).map(([state, count]) => ({ queue, state, count })));
}

/** Reads what is counted in the database (held places, queued jobs) into the gauges, then renders every metric. */
async function scrape(app: FastifyInstance): Promise<string> {
  try {
    const held = await one<{ n: number }>(app.db, sql`select coalesce(sum(held), 0)::int as n from slots`);
    placesHeld.set(Number(held?.n ?? 0));
    jobsDepth.reset();
    for (const d of await queueDepth(app)) jobsDepth.set({ queue: d.queue, state: d.state }, Number(d.count));
  } catch (err) {
    // The request and process metrics still answer when the database does not; readiness reports it.
    app.log.warn({ err }, 'metrics: database gauges not read');
  }
  return registry.metrics();
}

/**
 * Prometheus metrics of the platform: per-route request counts and latencies (an `onResponse`
 * hook on the root, so every route is seen), the business counters of ./registry.ts, and
 * `GET /metrics` for a caller with `Authorization: Bearer <METRICS_TOKEN>`. With METRICS=off, no
 * hook runs and the route answers 404. Called on the root instance before the routes.
 */
export function registerMetrics(app: FastifyInstance) {
  const on = app.env.METRICS === 'on';
  if (on) {
    collectProcessMetrics();
    // A callback hook, not an async one: no promise per request on the hot path.
    app.addHook('onResponse', (req, reply, done) => {
      // The route pattern (`/api/booking/cart/lines/:id`), never the URL: one series per route.
      const route = req.routeOptions.url ?? UNMATCHED;
      const method = req.method;
      httpRequests.inc({ route, method, status: statusClass(reply.statusCode) });
      httpDuration.observe({ route, method }, reply.elapsedTime / 1000);
      done();
    });
  }
  addRoute(app, routes.metrics, async (req, reply) => {
    if (!on) throw new HttpError(404, 'Metrics are off on this process (METRICS=off)', undefined, ErrorCode.NotFound);
    if (!bearerMatches(req.headers.authorization, app.env.METRICS_TOKEN)) {
      throw new HttpError(401, 'headers.authorization: must be Bearer <METRICS_TOKEN>', 'headers.authorization', ErrorCode.Unauthorized);
    }
    const text = await scrape(app);
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
