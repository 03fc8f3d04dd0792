import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { getPage, getSite, listPages, siteOfHost } from './service';

/** Content read API: site config and menus, published pages, the page list for sitemaps. */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  addRoute(app, routes.site, (req) => getSite(app.db, req.query.site));
  addRoute(app, routes.siteHost, (req) => siteOfHost(app.db, req.query.host));
  addRoute(app, routes.page, (req) => getPage(app.db, req.query));
  addRoute(app, routes.pages, async (req) => ({ pages: await listPages(app.db, req.query.site, req.query.lang) }));
};
