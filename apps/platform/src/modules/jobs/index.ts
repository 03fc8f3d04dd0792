import type { FastifyInstance } from 'fastify';
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
 * that send jobs or register their workers.
 */
export function registerJobs(app: FastifyInstance, options: Partial<JobsOptions> = {}): Jobs {
  const jobs = createJobs({ db: app.db, log: app.log }, { pollSeconds: app.env.JOBS_POLL_SECONDS, ...options });
  app.decorate('jobs', jobs);
  if (app.env.JOBS_WORKERS) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  return jobs;
}
