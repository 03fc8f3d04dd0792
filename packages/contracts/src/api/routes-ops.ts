/** Operations: the route table's entries for load balancers and Prometheus, spread into routes.ts. */
import { z } from 'zod';
import { ApiError } from '../common';
import * as paths from './paths-ops';
import { def, documentOf, type RouteDef } from './route-def';

/** `GET /health/live`: the process runs (no database call: a slow database must not get the process restarted). */
export const Liveness = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof Liveness>;

/** Each check of readiness; `failing` names those that are not `ok`, in this order. */
export const ReadinessChecks = z.object({
  /** `closing`: the process is shutting down, the load balancer should stop sending it requests. */
  process: z.enum(['ok', 'closing']),
  database: z.enum(['ok', 'unreachable']),
  /** `pending`: the database lacks migrations this build ships. */
  migrations: z.enum(['ok', 'pending', 'unknown']),
  /** `none`: this process has no job queue; `stopped`: it has one that is not running. */
  jobs: z.enum(['ok', 'stopped', 'none']),
});
export const Readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: ReadinessChecks,
  failing: z.array(ReadinessChecks.keyof()),
});
export type Readiness = z.infer<typeof Readiness>;

export const opsRoutes = {
  healthLive: def(paths.healthLive, {
    tag: 'health',
    summary: 'Liveness: the process runs (never calls the database)',
    access: 'public',
    answer: 'json',
    responses: { 200: Liveness },
  }),
  healthReady: def(paths.healthReady, {
    tag: 'health',
    summary:
      'Readiness: the database answers, its migrations are applied, the job queue runs and the process is not shutting down (503 naming the failing checks otherwise)',
    access: 'public',
    answer: 'json',
    responses: { 200: Readiness, 503: Readiness },
  }),
  metrics: def(paths.metrics, {
    tag: 'health',
    summary: 'Prometheus metrics of this process (text exposition format), for Authorization: Bearer <METRICS_TOKEN>',
    access: 'operator',
    answer: 'text',
    responses: { 200: documentOf('The metrics, Prometheus text exposition format 0.0.4', ['text/plain']), 401: ApiError, 404: ApiError },
  }),
} satisfies Record<string, RouteDef>;
