import type { FastifyInstance } from 'fastify';
import { releaseExpiredHolds } from '../places/service';
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
  if (app.env.JOBS_WORKERS) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  return jobs;
}
