import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { BACKOFFICE_COOKIE, cookieOptions, requireBackoffice, sessionOf, sessionResponse, staffOf } from '../auth';
import { schoolsOf, switchSchool } from './backoffice';

/** The back office's school switcher: the account's schools, and moving the session to one. */
export const schoolsRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
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
