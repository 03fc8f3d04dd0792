import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import type { PriceLookup } from './prices';
import { getPage, getSite, listPages, siteOfHost } from './service';

/** Content read API: site config and menus, published pages, the page list for sitemaps. */
export const contentRoutes: FastifyPluginAsync<{ prices?: PriceLookup }> = async (app, { prices }) => {
  addRoute(app, routes.site, (req) => getSite(app.db, req.query.site));
  addRoute(app, routes.siteHost, (req) => siteOfHost(app.db, req.query.host));
  addRoute(app, routes.page, (req) => getPage(app.db, req.query, prices));
  addRoute(app, routes.pages, async (req) => ({ pages: await listPages(app.db, req.query.site, req.query.lang) }));
};
