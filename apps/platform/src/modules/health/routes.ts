import { routes } from '@schuss/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';

/** `GET /health`: the process answers and reaches its database. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  addRoute(app, routes.health, async (_req, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (err) {
      app.log.error({ err }, 'health: database unreachable');
      return reply.code(503).send({ status: 'degraded', database: 'unreachable' });
    }
  });
};
