import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { BACKOFFICE_COOKIE, cookieOptions, requireInstructorOrStaff, sessionOf, sessionResponse, staffOf } from '../auth';
import { schoolsOf, schoolsOnHost, switchSchool } from './backoffice';

/**
 * The back office's school switcher: the account's schools, and moving the session to one; and the
 * schools its login screen offers on the host it was reached by (public: names that the schools'
 * sites show anyway; the answer depends on the Host, so no cache keeps it).
 */
export const schoolsRoutes: FastifyPluginAsync = async (app) => {
  // Instructors too: an instructor of several schools moves between them like staff.
  const guard = { onRequest: requireInstructorOrStaff(app) };
  addRoute(app, routes.boLoginSchools, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return schoolsOnHost(app.db, req.hostname);
  });
  addRoute(app, routes.boSchools, async (req) => schoolsOf(app.db, staffOf(req).userId), guard);
  addRoute(
    app,
    routes.boSwitch,
    async (req, reply) => {
      const { token } = await switchSchool(app.db, staffOf(req), req.body.site);
      const session = await sessionOf(app.db, token);
      if (!session) throw new Error('a session just opened was not found');
      reply.setCookie(BACKOFFICE_COOKIE, token, cookieOptions(app, Math.round((session.expiresAt.getTime() - Date.now()) / 1000)));
      return sessionResponse(session);
    },
    guard,
  );
};
