import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { requireBackoffice, requireInstructor, staffOf } from '../auth';
import { myAvailability, saveMyAvailability } from './my-availability';
import {
  archiveInstructor,
  availability,
  createInstructor,
  getInstructor,
  listInstructors,
  saveSettings,
  setCells,
  setPattern,
  updateInstructor,
} from './service';

/**
 * The office's instructors, under `/api/backoffice/sites/:site/instructors`: staff and admins (the office) read and
 * change them; editors have no back-office session for them (`requireBackoffice`). And an instructor's own
 * availability, under `…/my-availability`.
 */
export const instructorsRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  addRoute(app, routes.boInstructors, (req) => listInstructors(app.db, req.params.site, req.query), guard);
  addRoute(
    app,
    routes.boInstructorCreate,
    async (req, reply) => reply.code(201).send(await createInstructor(app.db, staffOf(req), req.body)),
    guard,
  );
  addRoute(app, routes.boInstructorSettings, (req) => saveSettings(app.db, staffOf(req), req.body), guard);
  addRoute(app, routes.boAvailability, (req) => availability(app.db, req.params.site, req.query), guard);
  addRoute(app, routes.boAvailabilityCells, (req) => setCells(app.db, staffOf(req), req.body), guard);
  addRoute(app, routes.boAvailabilityPattern, (req) => setPattern(app.db, staffOf(req), req.body), guard);
  addRoute(app, routes.boInstructor, (req) => getInstructor(app.db, req.params.site, req.params.instructorId), guard);
  addRoute(app, routes.boInstructorUpdate, (req) => updateInstructor(app.db, staffOf(req), req.params.instructorId, req.body), guard);
  addRoute(
    app,
    routes.boInstructorArchive,
    (req) => archiveInstructor(app.db, staffOf(req), req.params.instructorId, req.body.archived),
    guard,
  );
  addRoute(app, routes.boInstructorAvailability, (req) => availability(app.db, req.params.site, req.query, req.params.instructorId), guard);
  // The instructor's own half-days (issue 31, item 2): instructors only, within the school's lock; the office uses the above.
  const theirs = { onRequest: requireInstructor(app) };
  addRoute(app, routes.boMyAvailability, (req) => myAvailability(app.db, staffOf(req), req.query), theirs);
  addRoute(app, routes.boMyAvailabilitySave, (req) => saveMyAvailability(app.db, staffOf(req), req.body), theirs);
};
