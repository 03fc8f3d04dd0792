/**
 * The platform's Prometheus metrics, one registry per process. The business counters
 * (holds, orders, payments) are module-level so that services count with a one-line call, without
 * an app at hand; every app built in the process (tests build several) reports into this registry.
 * Labels stay bounded: route patterns, status classes, fixed reasons and outcomes — never an id.
 */
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

let defaultsOn = false;
/** Node's process metrics (CPU, memory, event-loop delay, GC): started once, by the first app with metrics on. */
export function collectProcessMetrics() {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
}

export const httpRequests = new Counter({
  name: 'schuss_http_requests_total',
  help: 'Requests answered, by route pattern, method and status class',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: 'schuss_http_request_duration_seconds',
  help: 'Time from request to response sent, by route pattern and method',
  labelNames: ['route', 'method'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const placesHeld = new Gauge({
  name: 'schuss_places_held',
  help: 'Places of dated slots held by carts now (all schools), read at scrape time',
  registers: [registry],
});

const holdsTaken = new Counter({
  name: 'schuss_hold_places_taken_total',
  help: 'Places taken as held (cart lines, orders taking their places again, waiting-list offers)',
  registers: [registry],
});

const holdsReleased = new Counter({
  name: 'schuss_hold_places_released_total',
  help: 'Held places given up: removed (line removed, offer declined), expired (sweep), sold (order paid)',
  labelNames: ['reason'] as const,
  registers: [registry],
});

const orderEvents = new Counter({
  name: 'schuss_orders_total',
  help: 'Orders created, paid and cancelled (every line cancelled)',
  labelNames: ['event'] as const,
  registers: [registry],
});

const paymentOutcomes = new Counter({
  name: 'schuss_payment_outcomes_total',
  help: 'Payment notifications applied, by provider and outcome (fulfilled, refused, refunded, duplicate)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

export const jobsDepth = new Gauge({
  name: 'schuss_jobs',
  help: 'Jobs of the job queue by queue and state (queued, active, failed), read at scrape time',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
});

const sweepFailures = new Counter({
  name: 'schuss_places_sweep_failures_total',
  help: 'Slots a sweep of expired holds or waiting-list offers had to skip (an error on that slot; logged with its id)',
  registers: [registry],
});

export const placesDrift = new Gauge({
  name: 'schuss_places_drift_slots',
  help: 'Slots whose held or sold places differ from the lines and offers that account for them, at the last places.check of this process',
  registers: [registry],
});

export type HoldRelease = 'removed' | 'expired' | 'sold';

// The one-line calls of the modules that hold, sell, order and pay. They count in the caller's
// transaction: one that rolls back afterwards (a checkout refused on a later line) has counted.
export const countHoldTaken = (places: number) => places > 0 && holdsTaken.inc(places);
export const countHoldReleased = (reason: HoldRelease, places: number) => places > 0 && holdsReleased.inc({ reason }, places);
export const countSweepFailure = () => sweepFailures.inc();
export const countOrder = (event: 'created' | 'paid' | 'cancelled') => orderEvents.inc({ event });
export const countPayment = (provider: string, outcome: string) => paymentOutcomes.inc({ provider, outcome });
