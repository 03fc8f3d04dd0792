import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { requireBackoffice, staffOf } from '../auth';
import { createPromoCode, listPromoCodes, updatePromoCode } from './promo-codes';
import { disableVoucher, listVouchers, voucherDetail } from './vouchers';

/**
 * Promo codes and gift vouchers: the staff's routes under `/api/backoffice/sites/:site/…` (guarded by
 * `requireBackoffice`; every write audited). A visitor enters a code in a cart through the booking module's cart
 * routes, which call this module's `applyCartCode` and `removeCartCode`.
 */
export const offersRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };

  addRoute(app, routes.boPromoCodes, async (req) => listPromoCodes(app.db, req.params.site), guard);
  addRoute(
    app,
    routes.boCreatePromoCode,
    async (req, reply) => reply.code(201).send({ promoCode: await createPromoCode(app.db, staffOf(req), req.params.site, req.body) }),
    guard,
  );
  addRoute(
    app,
    routes.boUpdatePromoCode,
    async (req) => ({ promoCode: await updatePromoCode(app.db, staffOf(req), req.params.site, req.params.promoCodeId, req.body) }),
    guard,
  );
  addRoute(app, routes.boGiftVouchers, async (req) => listVouchers(app.db, req.params.site, req.query), guard);
  addRoute(app, routes.boGiftVoucher, async (req) => voucherDetail(app.db, req.params.site, req.params.voucherId), guard);
  addRoute(
    app,
    routes.boDisableGiftVoucher,
    async (req) => disableVoucher(app.db, staffOf(req), req.params.site, req.params.voucherId, req.body),
    guard,
  );
};
