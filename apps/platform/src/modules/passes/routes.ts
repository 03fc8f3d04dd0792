import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { requireBackoffice, staffOf } from '../auth';
import { orderCheckIn, revokeLinks, scanPass } from './service';

/** The booking pass at the meeting point: scanning it at check-in, the order's check-in, revoking an order's links (staff routes). */
export const passRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  // As every back-office answer (backoffice/routes.ts): about one school's bookings, never stored by a browser or proxy.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  addRoute(app, routes.boVoucherScan, async (req) => scanPass(app.db, app.env.VOUCHER_SECRET, req.params.site, req.body.code), guard);
  addRoute(app, routes.boRevokeLinks, async (req) => revokeLinks(app.db, staffOf(req), req.params.site, req.params.number), guard);
  addRoute(app, routes.boOrderCheckIn, async (req) => orderCheckIn(app.db, req.params.site, req.params.number, req.query.lang), guard);
};
