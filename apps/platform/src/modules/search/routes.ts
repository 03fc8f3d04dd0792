import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { search, zoneHtml } from './service';

/** Search service: full-text search of published pages, and the HTML of a page zone. */
export const searchRoutes: FastifyPluginAsync = async (app) => {
  addRoute(app, routes.search, (req) => search(app.db, req.query));
  addRoute(app, routes.zone, async (req, reply) => {
    const html = await zoneHtml(app.db, req.query);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=60').send(html);
  });
};
