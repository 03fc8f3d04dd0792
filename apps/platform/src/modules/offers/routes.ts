import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { requireBackoffice, staffOf } from '../backoffice/session';
import { CART_TTL_DAYS, readCart } from '../booking/cart';
import { applyCartCode, removeCartCode } from './cart';
import { createPromoCode, listPromoCodes, updatePromoCode } from './promo-codes';
import { disableVoucher, listVouchers, voucherDetail } from './vouchers';

/**
 * Offers (issue 14): promo codes and gift vouchers — the visitors' routes that enter a code in a cart
 * (answering the cart priced with it), and staff routes under `/api/backoffice/sites/:site/…`
 * (guarded by `requireBackoffice`; every write audited).
 */
export const offersRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };

  addRoute(app, routes.applyCartCode, async (req, reply) => {
    await applyCartCode(app.db, req.body, CART_TTL_DAYS);
    reply.header('cache-control', 'no-store');
    return readCart(app.db, req.body);
  });
  addRoute(app, routes.removeCartCode, async (req, reply) => {
    await removeCartCode(app.db, req.params.id, req.query, CART_TTL_DAYS);
    reply.header('cache-control', 'no-store');
    return readCart(app.db, req.query);
  });

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
