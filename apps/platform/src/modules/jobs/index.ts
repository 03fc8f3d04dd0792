import type { FastifyInstance } from 'fastify';
import { placesDrift as metricPlacesDrift } from '../metrics/registry';
import { describeDrift, placesDrift } from '../places/check';
import { releaseExpiredHolds, usePlacesLog } from '../places/service';
import { createJobs, type Jobs, type JobsOptions } from './service';

export { createJobs, type Jobs, type JobsOptions, type QueueDepth, type QueueName } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (pg-boss on the app's database): send jobs, and this process's workers. */
    jobs: Jobs;
  }
}

/**
 * Decorates `app.jobs` and runs its workers while the app does (onReady → start, onClose → stop,
 * waiting briefly for the jobs under way) when JOBS_WORKERS says so. Register it before the modules
 * that send jobs or register their workers. The holds' release runs here, every minute in one process.
 */
export function registerJobs(app: FastifyInstance, options: Partial<JobsOptions> = {}): Jobs {
  const jobs = createJobs({ db: app.db, log: app.log }, { pollSeconds: app.env.JOBS_POLL_SECONDS, ...options });
  app.decorate('jobs', jobs);
  // Holds that ran out give their places back (and the waiting lists their turn) without anyone reading.
  jobs.work('holds.expire', async () => {
    const released = await releaseExpiredHolds(app.db);
    if (released) app.log.info({ released }, 'expired holds released');
  });
  jobs.every('holds.expire', '* * * * *', {}, { retryLimit: 0, expireInSeconds: 120 });
  // A slot the sweep skips is logged with its id (places/service.ts `sweepSlot`).
  usePlacesLog(app.log);
  // Held and sold places checked against the lines and offers that account for them (places/check.ts):
  // a drift is a bug to look at; `npm run places:check -- --repair` sets the counters right.
  jobs.work('places.check', async () => {
    const drift = await placesDrift(app.db);
    metricPlacesDrift.set(drift.length);
    if (drift.length) app.log.error({ drift }, `places drift on ${drift.length} slot(s): ${drift.map(describeDrift).join('; ')}`);
  });
  jobs.every('places.check', '*/10 * * * *', {}, { retryLimit: 0, expireInSeconds: 300 });
  if (app.env.JOBS_WORKERS) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  return jobs;
}
