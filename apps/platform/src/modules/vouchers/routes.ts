import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { requireBackoffice, staffOf } from '../auth';
import { orderCheckIn, revokeLinks, scanVoucher } from './service';

/** The back office's voucher routes (issue 15): scan at check-in, the order's check-in, revoking an order's links. */
export const voucherRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  // As every back-office answer (backoffice/routes.ts): about one school's bookings, never stored by a browser or proxy.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  addRoute(app, routes.boVoucherScan, async (req) => scanVoucher(app.db, app.env.VOUCHER_SECRET, req.params.site, req.body.code), guard);
  addRoute(app, routes.boRevokeLinks, async (req) => revokeLinks(app.db, staffOf(req), req.params.site, req.params.number), guard);
  addRoute(app, routes.boOrderCheckIn, async (req) => orderCheckIn(app.db, req.params.site, req.params.number, req.query.lang), guard);
};
