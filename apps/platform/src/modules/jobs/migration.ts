import { createRequire } from 'node:module';
import PgBoss from 'pg-boss';

const require = createRequire(import.meta.url);

/** pg-boss's schema, and the queues the platform's jobs use (each must exist before a job is sent to it). */
export const JOB_SCHEMA = 'pgboss';
/** The queues migration 0019 creates; pg-boss's own cron queue first (its timekeeper sends scheduled jobs through it). */
const QUEUES_0019 = ['__pgboss__send-it', 'mail.deliver', 'mail.sweep', 'holds.expire', 'closures.notify', 'payment.notify'] as const;
/** The platform's queues: those of 0019, then those later migrations create (`places.check`: 0023_places_check). */
export const QUEUE_NAMES = [...QUEUES_0019, 'places.check'] as const;

/** Statements of pg-boss's `locked()` wrapper: the migrator runs a migration in its own transaction. */
const WRAPPER = /^(BEGIN|COMMIT|SET LOCAL\b|SELECT pg_advisory_xact_lock\b)/i;

/** Splits SQL at its top-level semicolons (not inside `$$ … $$` function bodies). */
function statements(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let inBody = false;
  for (let i = 0; i < text.length; i++) {
    if (text.startsWith('$$', i)) {
      inBody = !inBody;
      current += '$$';
      i++;
    } else if (text[i] === ';' && !inBody) {
      out.push(current.trim());
      current = '';
    } else current += text[i];
  }
  out.push(current.trim());
  return out.filter((s) => s && !WRAPPER.test(s));
}

/**
 * The text of migration 0019_job_queue for the installed pg-boss: its construction plan (schema version
 * N), then the platform's queues. migration.test.ts compares the file with it, so upgrading pg-boss
 * fails that test until a migration follows (pg-boss's `getMigrationPlans`).
 */
export function jobQueueMigration(): string {
  const version = (require('pg-boss/package.json') as { version: string }).version;
  const schemaVersion = (require('pg-boss/version.json') as { schema: number }).schema;
  const head = [
    `-- 0019_job_queue: the job queue's tables (pg-boss ${version}, schema version ${schemaVersion}: PgBoss.getConstructionPlans('${JOB_SCHEMA}')`,
    `-- without its lock wrapper), created here so that no process runs pg-boss's own migration at start (migrate: false),`,
    "-- and the platform's queues. One statement per breakpoint. Written by modules/jobs/migration.ts",
    '-- (`npx tsx apps/platform/src/modules/jobs/migration.ts > packages/db/migrations/0019_job_queue.sql`); do not edit.',
  ].join('\n');
  const queues = QUEUES_0019.map((q) => `SELECT ${JOB_SCHEMA}.create_queue('${q}', '{"policy":"standard"}')`);
  return `${head}\n${[...statements(PgBoss.getConstructionPlans(JOB_SCHEMA)), ...queues].map((s) => `${s};`).join('\n--> statement-breakpoint\n')}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(jobQueueMigration());
