import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { requireBackoffice, staffOf } from '../auth';
import { assign, planning, propose } from './service';

/** The planning board, under `/api/backoffice/sites/:site/planning`: the office (staff and admins) reads and assigns. */
export const planningRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  addRoute(app, routes.boPlanning, (req) => planning(app.db, req.params.site, req.query), guard);
  addRoute(app, routes.boAssign, (req) => assign(app.db, staffOf(req), req.body), guard);
  addRoute(app, routes.boPropose, (req) => propose(app.db, staffOf(req), req.body), guard);
};
