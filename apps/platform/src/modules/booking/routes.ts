import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/route';
import { visitorAddress } from '../../lib/visitor';
import { applyCartCode, removeCartCode, withCodeGuessLimit } from '../offers';
import { addLine, CART_TTL_DAYS, moveLine, readCart, removeLine, renewHolds, touchCart } from './cart';
import { availability, productDetail } from './catalogue';
import { type HoldLimits, holderOf } from './hold-caps';
import { productInstructors } from './requested-instructor';

/** Widget host: catalogue and availability, the cart, its capacity holds and its codes. */
export const bookingRoutes: FastifyPluginAsync = async (app) => {
  addRoute(app, routes.availability, (req) => availability(app.db, req.query));
  addRoute(app, routes.product, (req) => productDetail(app.db, req.params.key, req.query));
  // A private lesson's instructors, whom a customer may ask for by name (a public read, as the product's).
  addRoute(app, routes.productInstructors, (req) => productInstructors(app.db, req.params.key, req.query));
  // How long a cart holds places (CART_HOLD_SECONDS, shortened by the journeys that let holds run out).
  const holdMinutes = app.env.CART_HOLD_SECONDS / 60;
  // What one visitor and one cart may hold at once (issue 29, F5): the visitor is their network, hashed.
  const caps = { places: app.env.HOLD_CAP_PLACES, slotPlaces: app.env.HOLD_CAP_SLOT_PLACES };
  const limits = (req: FastifyRequest): HoldLimits => ({
    holder: holderOf(visitorAddress(req, app.env.REVALIDATE_SECRET), app.env.REVALIDATE_SECRET),
    caps,
  });
  addRoute(app, routes.addLine, (req) => addLine(app.db, req.body, holdMinutes, limits(req)));
  addRoute(app, routes.removeLine, (req) => removeLine(app.db, req.query.cartId, req.params.id));
  addRoute(app, routes.renewHolds, (req) => renewHolds(app.db, req.body, holdMinutes, limits(req)));
  addRoute(app, routes.moveLine, (req) => moveLine(app.db, req.params.id, req.body, holdMinutes, limits(req)));
  addRoute(app, routes.cart, (req) => readCart(app.db, req.body));
  // A promo code or gift voucher entered in the cart (the offers module checks and records it), answered with the cart priced with it.
  // Codes that do not exist are limited per address and per cart (429 with Retry-After): codes cannot be guessed.
  addRoute(app, routes.applyCartCode, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    const address = visitorAddress(req, app.env.REVALIDATE_SECRET);
    await withCodeGuessLimit(app.db, address, req.body, () => applyCartCode(app.db, req.body, CART_TTL_DAYS, touchCart));
    return readCart(app.db, req.body);
  });
  addRoute(app, routes.removeCartCode, async (req, reply) => {
    await removeCartCode(app.db, req.params.id, req.query, CART_TTL_DAYS, touchCart);
    reply.header('cache-control', 'no-store');
    return readCart(app.db, req.query);
  });
};
