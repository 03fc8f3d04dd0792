import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendCsv } from '../../lib/csv';
import { addRoute } from '../../lib/route';
import { requireBackoffice, requireInstructorOrStaff, staffOf } from '../auth';
import { groupsCsv } from './csv';
import { sendProgressCards } from './emails';
import { saveResults, slotResults, teachesCourse } from './results';
import { moveChild, newGroup, renameGroup, saveGroups, slotGroups } from './service';

/** The staff's groups of a course, under `/api/backoffice/sites/:site/slots/:slotId/groups`: every staff member. */
export const groupsRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  addRoute(
    app,
    routes.boGroupsCsv,
    async (req, reply) => {
      const file = await groupsCsv(app.db, req.params.site, req.params.slotId, req.query.lang, req.query.day);
      return sendCsv(reply, file.name, file.csv);
    },
    guard,
  );
  addRoute(app, routes.boSaveGroups, (req) => saveGroups(app.db, staffOf(req), req.params.slotId, req.body, req.query.lang), guard);
  addRoute(app, routes.boNewGroup, (req) => newGroup(app.db, staffOf(req), req.params.slotId, req.body, req.query.lang), guard);
  addRoute(app, routes.boMoveChild, (req) => moveChild(app.db, staffOf(req), req.params.slotId, req.body, req.query.lang), guard);
  addRoute(
    app,
    routes.boRenameGroup,
    (req) => renameGroup(app.db, staffOf(req), req.params.slotId, req.params.groupId, req.body.name, req.query.lang),
    guard,
  );
  // Results, entered on a phone at the meeting point, and the progress cards e-mailed to the families.
  // Results are recorded by staff, or by an instructor with a group of the course (issue 31): 403 for the others,
  // before the body is read (like every guard).
  const instructorOrStaff = requireInstructorOrStaff(app);
  const results = {
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      await instructorOrStaff.call(app, req, reply);
      const session = staffOf(req);
      const slotId = Number((req.params as { slotId?: string }).slotId);
      if (session.role === 'instructor') await teachesCourse(app.db, session, Number.isSafeInteger(slotId) ? slotId : 0);
    },
  };
  // The results screen reads the course's groups too.
  addRoute(app, routes.boSlotGroups, (req) => slotGroups(app.db, req.params.site, req.params.slotId, req.query.lang), results);
  addRoute(app, routes.boSlotResults, (req) => slotResults(app.db, req.params.site, req.params.slotId, req.query.lang), results);
  addRoute(app, routes.boSaveResults, (req) => saveResults(app.db, staffOf(req), req.params.slotId, req.body, req.query.lang), results);
  addRoute(app, routes.boSendProgressCards, (req) => sendProgressCards(app.orders, staffOf(req), req.params.slotId), guard);
};
