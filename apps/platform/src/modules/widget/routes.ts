import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';

/** The booking widget bundle, built by `npm run build -w @schuss/widget` (packages/widget/build.mjs). */
export const WIDGET_FILE = join(dirname(fileURLToPath(import.meta.url)), '../../../public/static/js/widget-msem.js');

/**
 * Widget host: serves `/static/js/widget-msem.js`. The file is read at request time (it is
 * small and the OS caches it), so a rebuild is served without restarting the platform.
 */
export const widgetRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/static/js/widget-msem.js',
    { schema: { tags: ['booking'], summary: 'The booking widget script (one IIFE file)' } },
    async (_req, reply) => {
      let body: Buffer;
      try {
        body = await readFile(WIDGET_FILE);
      } catch {
        return reply.code(404).send({
          error: {
            code: 'not_found',
            message: 'The booking widget is not built: run `npm run build -w @schuss/widget` (or `node packages/widget/build.mjs`).',
          },
        });
      }
      return reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300, stale-while-revalidate=86400')
        .send(body);
    },
  );
};
