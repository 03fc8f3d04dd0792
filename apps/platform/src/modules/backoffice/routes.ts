import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv';
import { addRoute } from '../../lib/route';
import {
  BACKOFFICE_COOKIE,
  BACKOFFICE_LOGIN_ROLES,
  backofficeSession,
  cookieOptions,
  login,
  loginErrorReply,
  requireBackoffice,
  revoke,
  sessionOf,
  sessionResponse,
  staffOf,
} from '../auth';
import { journalCsv, vatSummary, vatSummaryCsv } from './accounting';
import { adjustOrder } from './adjustments';
import { cancelOrder, resendConfirmation } from './cancellations';
import { dashboard, lessonSlots } from './dashboard';
import { listOrders, orderDetail, orderFilters } from './orders';
import { reconciliation } from './reconciliation';
import { affiliationCsv, affiliationReport, salesCsv, salesReport } from './reports';
import { checkIn, roster, rosterCsv } from './rosters';

/**
 * The back office's API: `/api/backoffice/login|session|logout` and every route under
 * `/api/backoffice/sites/:site/…`, each guarded by `requireBackoffice` (a test lists the routes
 * under the prefix from the running app and checks each refuses visitors, editors, expired
 * sessions and other sites). The application itself is served at /admin/ (static.ts).
 */
export const backofficeRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  // Answers about one school's bookings: never stored by a browser or proxy.
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/backoffice/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  addRoute(app, routes.boLogin, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    let token: string;
    try {
      ({ token } = await login(app.db, req.body, req.ip));
    } catch (err) {
      return loginErrorReply(req, reply, err);
    }
    const session = await sessionOf(app.db, token);
    if (!session) throw new Error('a session just opened was not found');
    if (!(BACKOFFICE_LOGIN_ROLES as readonly string[]).includes(session.role)) {
      // An editor's account: no back-office session is left behind.
      await revoke(app.db, session.sessionId);
      return reply.code(403).send({
        error: { message: 'This account has no access to the back office (staff, admin or instructor only)', code: 'forbidden' },
      });
    }
    reply.setCookie(BACKOFFICE_COOKIE, token, cookieOptions(app, Math.round((session.expiresAt.getTime() - Date.now()) / 1000)));
    return sessionResponse(session);
  });

  addRoute(app, routes.boSession, async (req) => sessionResponse(await backofficeSession(app, req, undefined, BACKOFFICE_LOGIN_ROLES)));

  addRoute(app, routes.boLogout, async (req, reply) => {
    const session = await backofficeSession(app, req, undefined, BACKOFFICE_LOGIN_ROLES);
    await revoke(app.db, session.sessionId);
    reply.clearCookie(BACKOFFICE_COOKIE, cookieOptions(app));
    return reply.code(204).send(null);
  });

  addRoute(app, routes.boDashboard, async (req) => dashboard(app.db, req.params.site, req.query), guard);
  addRoute(app, routes.boSlots, async (req) => lessonSlots(app.db, req.params.site, req.query), guard);
  addRoute(app, routes.boFilters, async (req) => orderFilters(app.db, req.params.site), guard);
  addRoute(app, routes.boOrders, async (req) => listOrders(app.db, req.params.site, req.query), guard);
  addRoute(app, routes.boOrder, async (req) => orderDetail(app.db, req.params.site, req.params.number), guard);
  addRoute(app, routes.boResend, async (req) => resendConfirmation(app.orders, staffOf(req), req.params.site, req.params.number), guard);
  addRoute(
    app,
    routes.boCancel,
    async (req) => cancelOrder({ orders: app.orders, payments: app.payments }, staffOf(req), req.params.site, req.params.number, req.body),
    guard,
  );
  addRoute(app, routes.boAdjust, async (req) => adjustOrder(app.db, staffOf(req), req.params.site, req.params.number, req.body), guard);
  addRoute(app, routes.boRoster, async (req) => roster(app.db, req.params.site, req.params.slotId, req.query.lang), guard);
  addRoute(
    app,
    routes.boRosterCsv,
    async (req, reply) => {
      const r = await roster(app.db, req.params.site, req.params.slotId, req.query.lang);
      return sendCsv(reply, `roster-${r.slot.productKey}-${r.slot.startsOn}.csv`, rosterCsv(r, req.query.lang));
    },
    guard,
  );
  addRoute(app, routes.boCheckIn, async (req) => checkIn(app.db, staffOf(req), req.params.site, req.params.slotId, req.body), guard);
  addRoute(app, routes.boAffiliation, async (req) => affiliationReport(app.db, req.params.site, req.query), guard);
  addRoute(
    app,
    routes.boAffiliationCsv,
    async (req, reply) => {
      const r = await affiliationReport(app.db, req.params.site, req.query);
      return sendCsv(reply, `affiliation-${r.from}-${r.to}.csv`, affiliationCsv(r, req.query.lang));
    },
    guard,
  );
  addRoute(app, routes.boSales, async (req) => salesReport(app.db, req.params.site, req.query), guard);
  addRoute(
    app,
    routes.boSalesCsv,
    async (req, reply) => {
      const r = await salesReport(app.db, req.params.site, req.query);
      return sendCsv(reply, `sales-${r.period}-${r.from}-${r.to}.csv`, salesCsv(r, req.query.lang));
    },
    guard,
  );
  addRoute(app, routes.boReconciliation, async (req) => reconciliation(app.db, req.params.site, req.query), guard);
  addRoute(
    app,
    routes.boJournalCsv,
    async (req, reply) =>
      sendCsv(
        reply,
        `journal-${req.params.site}-${req.query.from}-${req.query.to}.csv`,
        await journalCsv(app.db, req.params.site, req.query),
      ),
    guard,
  );
  addRoute(
    app,
    routes.boVatSummaryCsv,
    async (req, reply) =>
      sendCsv(
        reply,
        `vat-summary-${req.params.site}-${req.query.from}-${req.query.to}.csv`,
        vatSummaryCsv(await vatSummary(app.db, req.params.site, req.query), req.query.lang),
      ),
    guard,
  );
};
