import { ApiError, SearchQuery, SearchResponse, ZoneQuery } from '@schuss/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { search, zoneHtml } from './service';

/** Search service: full-text search of published pages, and the HTML of a page zone. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ApiError, 404: ApiError };
  app.get(
    '/api/search',
    {
      schema: {
        tags: ['search'],
        summary: 'Full-text search of the published pages of a site in one language',
        querystring: SearchQuery,
        response: { 200: SearchResponse, ...errors },
      },
    },
    (req) => search(app.db, req.query),
  );
  app.get(
    '/api/zone',
    {
      schema: {
        tags: ['search'],
        summary: 'Published HTML of one zone of a page (text/html)',
        querystring: ZoneQuery,
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const html = await zoneHtml(app.db, req.query);
      return reply.type('text/html; charset=utf-8').header('cache-control', 'public, max-age=60').send(html);
    },
  );
};
