import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { requireBackoffice, staffOf } from '../auth';
import { moveChild, newGroup, renameGroup, saveGroups, slotGroups } from './service';

/** The staff's groups of a course, under `/api/backoffice/sites/:site/slots/:slotId/groups`: every staff member. */
export const groupsRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  addRoute(app, routes.boSlotGroups, (req) => slotGroups(app.db, req.params.site, req.params.slotId, req.query.lang), guard);
  addRoute(app, routes.boSaveGroups, (req) => saveGroups(app.db, staffOf(req), req.params.slotId, req.body, req.query.lang), guard);
  addRoute(app, routes.boNewGroup, (req) => newGroup(app.db, staffOf(req), req.params.slotId, req.body, req.query.lang), guard);
  addRoute(app, routes.boMoveChild, (req) => moveChild(app.db, staffOf(req), req.params.slotId, req.body, req.query.lang), guard);
  addRoute(
    app,
    routes.boRenameGroup,
    (req) => renameGroup(app.db, staffOf(req), req.params.slotId, req.params.groupId, req.body.name, req.query.lang),
    guard,
  );
};
