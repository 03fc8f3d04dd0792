import { ApiError, Page, PageQuery, PagesQuery, PagesResponse, SiteQuery, SiteResponse } from '@schuss/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPage, getSite, listPages } from './service';

/** Content read API: site config and menus, published pages, the page list for sitemaps. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ApiError, 404: ApiError };
  app.get(
    '/api/site',
    {
      schema: {
        tags: ['content'],
        summary: 'Site config and menus of every language',
        querystring: SiteQuery,
        response: { 200: SiteResponse, ...errors },
      },
    },
    (req) => getSite(app.db, req.query.site),
  );
  app.get(
    '/api/page',
    {
      schema: { tags: ['content'], summary: 'A published page with its zones', querystring: PageQuery, response: { 200: Page, ...errors } },
    },
    (req) => getPage(app.db, req.query),
  );
  app.get(
    '/api/pages',
    {
      schema: {
        tags: ['content'],
        summary: 'Published pages of a site (sitemaps)',
        querystring: PagesQuery,
        response: { 200: PagesResponse, ...errors },
      },
    },
    async (req) => ({ pages: await listPages(app.db, req.query.site, req.query.lang) }),
  );
};
