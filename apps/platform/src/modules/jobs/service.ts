import type { Db } from '@schuss/db';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA, QUEUE_NAMES } from './migration';

/** The platform's queues (created by migration 0019_job_queue). */
export type QueueName = Exclude<(typeof QUEUE_NAMES)[number], '__pgboss__send-it'>;

/** What pg-boss runs its SQL through (its `db` option): the app's own connection, or a transaction of it. */
export type JobsDb = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export type SendOptions = {
  /** The caller's transaction: the job exists only if it commits (both drivers). */
  tx?: Db;
  /** Not before this many seconds. */
  startAfterSeconds?: number;
  /** Runs again after a failure (a handler that throws, or a process that died: `expireInSeconds`). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Doubles the delay at each retry. */
  retryBackoff?: boolean;
  /** A job active this long without ending is failed by the maintenance (its process died), then retried. */
  expireInSeconds?: number;
};

export type JobsOptions = {
  /** How often an idle worker looks for jobs (JOBS_POLL_SECONDS). */
  pollSeconds: number;
  /** How often a process runs pg-boss's maintenance (expires jobs of dead processes, archives); one process at a time. */
  maintenanceSeconds?: number;
  /** How long `stop` waits for the jobs under way before failing them (they run again elsewhere). */
  stopTimeoutMs?: number;
};

export type Handler = (data: Record<string, unknown>, job: { id: string; retryCount: number }) => Promise<unknown>;

export type QueueDepth = { queued: number; active: number; failed: number };

export type Jobs = {
  /** Sends a job; answers its id. Throws when pg-boss did not take it (an unknown queue). */
  send(queue: QueueName, data: Record<string, unknown>, options?: SendOptions): Promise<string>;
  /** Runs `handler` for the queue's jobs while this process's workers run (register before `start`). */
  work(queue: QueueName, handler: Handler, options?: { batchSize?: number }): void;
  /** Sends a job to the queue on a cron schedule (pg-boss's timekeeper: once per period across processes). */
  every(queue: QueueName, cron: string, data?: Record<string, unknown>, options?: SendOptions): void;
  /** Runs `fn` each time the workers start, after them (a sweep for work left without a job). */
  atStart(fn: () => Promise<unknown>): void;
  /** Wakes this process's worker of a queue at once (after a commit that sent it a job). */
  wake(queue: QueueName): void;
  /** Starts pg-boss and the registered workers and schedules. */
  start(): Promise<void>;
  /** Stops fetching, waits briefly for the jobs under way (then fails them: they run again), never closes the database. */
  stop(): Promise<void>;
  readonly running: boolean;
  /** Jobs per queue: waiting (created or to retry), active, failed — for the metrics. */
  depth(): Promise<Record<QueueName, QueueDepth>>;
  /** pg-boss itself (tests: fetch without completing, as a process that dies). */
  readonly boss: PgBoss;
};

type Client = {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
};

/**
 * pg-boss over the app's own connection. On PostgreSQL, the `pg` pool behind Drizzle. On PGlite
 * (one connection), the same instance: SQL with parameters through `query`, pg-boss's parameterless
 * multi-statement commands (its maintenance: BEGIN; … COMMIT;) through `exec`. PGlite runs one query
 * or transaction at a time, so pg-boss's polling simply waits for a transaction under way; a send
 * inside a transaction goes through that transaction (`txDb`), never through this adapter, or it
 * would wait for itself.
 */
export function clientDb(db: Db): JobsDb {
  const client = (db as unknown as { $client: Client }).$client;
  const exec = client.exec?.bind(client);
  return {
    async executeSql(text, values) {
      if (exec && !values?.length) {
        const results = await exec(text);
        return results[results.length - 1] ?? { rows: [] };
      }
      return client.query(text, values);
    },
  };
}

/**
 * pg-boss's SQL run by the caller's transaction (either driver): the driver's client that Drizzle's
 * transaction holds (a `pg` pool client, or PGlite's transaction). Not a Drizzle query: pg-boss uses a
 * parameter several times (`$5` as text, then cast), which Drizzle would number apart and type apart.
 */
export function txDb(tx: Db): JobsDb {
  const client = (tx as unknown as { session: { client: Client } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) };
}

/** The platform's job queue (pg-boss 10; decision in docs/decisions/, schema in migration 0019_job_queue). */
export function createJobs(d: { db: Db; log: FastifyBaseLogger }, o: JobsOptions): Jobs {
  const boss = new PgBoss({
    db: clientDb(d.db),
    schema: JOB_SCHEMA,
    // The schema is migration 0019's: no process pays pg-boss's own migration at start.
    migrate: false,
    pollingIntervalSeconds: o.pollSeconds,
    maintenanceIntervalSeconds: o.maintenanceSeconds ?? 120,
    // Scheduled jobs are sent through pg-boss's own queue, polled this often.
    cronWorkerIntervalSeconds: Math.min(45, Math.max(1, Math.round(o.pollSeconds))),
    // Ended jobs (completed or failed: `depth` counts failures of the last 12 hours) move to the archive, deleted after a week.
    archiveCompletedAfterSeconds: 12 * 3600,
    archiveFailedAfterSeconds: 12 * 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (err) => d.log.error({ err }, 'job queue error'));
  const handlers: { queue: QueueName; handler: Handler; batchSize: number }[] = [];
  const schedules: { queue: QueueName; cron: string; data: Record<string, unknown>; options: SendOptions }[] = [];
  const workerIds = new Map<QueueName, string>();
  const startHooks: (() => Promise<unknown>)[] = [];
  let running = false;
  let starting: Promise<void> | undefined;

  const sendOptions = (o: SendOptions = {}): PgBoss.SendOptions => ({
    ...(o.tx ? { db: txDb(o.tx) } : {}),
    ...(o.startAfterSeconds ? { startAfter: Math.ceil(o.startAfterSeconds) } : {}),
    ...(o.retryLimit !== undefined ? { retryLimit: o.retryLimit } : {}),
    ...(o.retryDelaySeconds !== undefined ? { retryDelay: o.retryDelaySeconds } : {}),
    ...(o.retryBackoff !== undefined ? { retryBackoff: o.retryBackoff } : {}),
    ...(o.expireInSeconds !== undefined ? { expireInSeconds: o.expireInSeconds } : {}),
  });

  /** pg-boss's schema and the queues, on a database migrated while 0019_job_queue was a placeholder (a scaffold of the job queue's first version). */
  async function install() {
    const db = clientDb(d.db);
    await db.executeSql(PgBoss.getConstructionPlans(JOB_SCHEMA));
    for (const q of QUEUE_NAMES) await db.executeSql(`select ${JOB_SCHEMA}.create_queue($1, $2)`, [q, { policy: 'standard' }]);
    d.log.warn('job queue: pg-boss schema created (this database ran migration 0019 before it had it)');
  }

  async function start() {
    try {
      await boss.start();
    } catch (err) {
      if (!String((err as Error).message).includes('pg-boss is not installed')) throw err;
      await install();
      await boss.start();
    }
    for (const { queue, handler, batchSize } of handlers) {
      let id = '';
      id = await boss.work<Record<string, unknown>>(
        queue,
        { batchSize, pollingIntervalSeconds: o.pollSeconds, includeMetadata: true },
        async (jobs) => {
          // One job at a time (batchSize 1 unless asked): a failure fails only its own job.
          for (const job of jobs) await handler(job.data ?? {}, { id: job.id, retryCount: job.retryCount });
          // A worker that found work looks again at once (pg-boss would wait for its polling interval).
          if (jobs.length) boss.notifyWorker(id);
        },
      );
      workerIds.set(queue, id);
    }
    for (const s of schedules) {
      const { tx: _tx, ...options } = s.options;
      await boss.schedule(s.queue, s.cron, s.data, { ...sendOptions(options), tz: 'UTC' });
    }
    running = true;
    for (const fn of startHooks) await fn().catch((err) => d.log.error({ err }, 'job queue: start hook failed'));
    d.log.debug({ queues: handlers.map((h) => h.queue) }, 'job workers started');
  }

  return {
    boss,
    get running() {
      return running;
    },
    async send(queue, data, options) {
      const id = await boss.send(queue, data, sendOptions(options));
      if (!id) throw new Error(`job queue: ${queue} did not take the job (is the queue created by a migration?)`);
      return id;
    },
    work(queue, handler, options) {
      handlers.push({ queue, handler, batchSize: options?.batchSize ?? 1 });
    },
    every(queue, cron, data = {}, options = {}) {
      schedules.push({ queue, cron, data, options });
    },
    atStart(fn) {
      startHooks.push(fn);
    },
    wake(queue) {
      const id = workerIds.get(queue);
      if (id) boss.notifyWorker(id);
    },
    start() {
      starting ??= start();
      return starting;
    },
    async stop() {
      if (!starting) return;
      await starting.catch(() => {});
      running = false;
      starting = undefined;
      workerIds.clear();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: o.stopTimeoutMs ?? 10_000 });
    },
    async depth() {
      const { rows } = await clientDb(d.db).executeSql(
        `select name, state, count(*)::int as n from ${JOB_SCHEMA}.job
          where state in ('created', 'retry', 'active', 'failed') group by name, state`,
      );
      const out = Object.fromEntries(
        QUEUE_NAMES.filter((q) => q !== '__pgboss__send-it').map((q) => [q, { queued: 0, active: 0, failed: 0 }]),
      ) as Record<QueueName, QueueDepth>;
      for (const r of rows as { name: QueueName; state: string; n: number }[]) {
        const q = out[r.name];
        if (!q) continue;
        if (r.state === 'active') q.active += Number(r.n);
        else if (r.state === 'failed') q.failed += Number(r.n);
        else q.queued += Number(r.n);
      }
      return out;
    },
  };
}
