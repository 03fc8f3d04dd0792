import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const Health = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'unreachable']) });

/** `GET /health`: the process answers and reaches its database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: Health, 503: Health } } }, async (_req, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    } catch (err) {
      app.log.error({ err }, 'health: database unreachable');
      return reply.code(503).send({ status: 'degraded', database: 'unreachable' });
    }
  });
};
