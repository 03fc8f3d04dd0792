import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Readiness, routes } from '@schuss/contracts';
import { migrationsFolder, one } from '@schuss/db';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';

declare module 'fastify' {
  interface FastifyInstance {
    /** `closing` turns readiness to 503: server.ts sets it at SIGTERM, before draining and closing. */
    readiness: { closing: boolean };
  }
}

/** When the last migration this build ships was generated (drizzle records it as `created_at` once applied). */
function lastMigrationAt(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

type Checks = Readiness['checks'];

async function databaseChecks(app: FastifyInstance, expected: number): Promise<Pick<Checks, 'database' | 'migrations'>> {
  try {
    await one(app.db, sql`select 1 as ok`);
  } catch (err) {
    app.log.error({ err }, 'readiness: database unreachable');
    return { database: 'unreachable', migrations: 'unknown' };
  }
  try {
    const applied = await one<{ at: string | null }>(app.db, sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
    return { database: 'ok', migrations: Number(applied?.at ?? 0) >= expected ? 'ok' : 'pending' };
  } catch {
    // No migrations table: none ran.
    return { database: 'ok', migrations: 'pending' };
  }
}

/** `stopped` when this process should run the job queue's workers (JOBS_WORKERS) and they do not run (not started yet, or stopping). */
function jobsCheck(app: FastifyInstance): Checks['jobs'] {
  if (!app.hasDecorator('jobs')) return 'none';
  return app.env.JOBS_WORKERS && !app.jobs.running ? 'stopped' : 'ok';
}

/**
 * `GET /health` (kept: the process answers and reaches its database), `GET /health/live` (the
 * process runs: no database call, so a slow database does not get processes restarted) and
 * `GET /health/ready` (a load balancer sends requests only while it answers 200).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  addRoute(app, routes.health, async (_req, reply) => {
    try {
      await one(app.db, sql`select 1 as ok`);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (err) {
      app.log.error({ err }, 'health: database unreachable');
      return reply.code(503).send({ status: 'degraded', database: 'unreachable' });
    }
  });

  addRoute(app, routes.healthLive, () => ({ status: 'ok' as const }));

  const expected = lastMigrationAt();
  addRoute(app, routes.healthReady, async (_req, reply) => {
    const checks: Checks = {
      process: app.readiness.closing ? 'closing' : 'ok',
      ...(await databaseChecks(app, expected)),
      jobs: jobsCheck(app),
    };
    const failing = (Object.keys(checks) as (keyof Checks)[]).filter((k) => !['ok', 'none', 'unknown'].includes(checks[k]));
    const body: Readiness = { status: failing.length ? 'not_ready' : 'ready', checks, failing };
    // Never cached: a load balancer asks again every few seconds.
    reply.header('cache-control', 'no-store');
    return failing.length ? reply.code(503).send(body) : body;
  });
};

/** Readiness says `closing` from the moment the app closes (or server.ts sets it at SIGTERM, before draining). */
export function trackClosing(app: FastifyInstance) {
  app.decorate('readiness', { closing: false });
  app.addHook('preClose', async () => {
    app.readiness.closing = true;
  });
}
