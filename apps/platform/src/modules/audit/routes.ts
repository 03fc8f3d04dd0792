import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { requireBackoffice, staffOf } from '../auth';
import { listActivity } from './service';

/** The school's activity log for its staff and admins: `GET /api/backoffice/sites/:site/activity`. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  addRoute(app, routes.boActivity, async (req) => listActivity(app.db, staffOf(req), req.params.site, req.query), {
    onRequest: requireBackoffice(app),
  });
};
