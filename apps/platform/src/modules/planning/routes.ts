import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { requireBackoffice, requireInstructorOrStaff, staffOf } from '../auth';
import { myCheckIn, myLessons } from './my-lessons';
import { mailNotices, type Notice } from './notices';
import { assign, planning, propose } from './service';

/**
 * The planning board, under `/api/backoffice/sites/:site/planning`: the office (staff and admins) reads and assigns; and
 * the instructor's day (`my-lessons`).
 */
export const planningRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  // The instructors concerned are e-mailed once the change has committed (through the outbox).
  const notify = (site: string, notices: Notice[]) => mailNotices(app.orders, site, notices);
  addRoute(app, routes.boPlanning, (req) => planning(app.db, req.params.site, req.query), guard);
  addRoute(app, routes.boAssign, (req) => assign(app.db, staffOf(req), req.body, notify), guard);
  addRoute(app, routes.boPropose, (req) => propose(app.db, staffOf(req), req.body, notify), guard);
  // The instructor's day: instructors reach these two routes only (their own lessons); staff too.
  const theirs = { onRequest: requireInstructorOrStaff(app) };
  addRoute(app, routes.boMyLessons, (req) => myLessons(app.db, staffOf(req), req.query), theirs);
  addRoute(app, routes.boMyCheckIn, (req) => myCheckIn(app.db, staffOf(req), req.body), theirs);
};
