import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { addLine, readCart, removeLine } from './cart';
import { availability, productDetail } from './catalogue';

/** Widget host: catalogue and availability, the cart and its capacity holds. */
export const bookingRoutes: FastifyPluginAsync = async (app) => {
  addRoute(app, routes.availability, (req) => availability(app.db, req.query));
  addRoute(app, routes.product, (req) => productDetail(app.db, req.params.key, req.query));
  addRoute(app, routes.addLine, (req) => addLine(app.db, req.body));
  addRoute(app, routes.removeLine, (req) => removeLine(app.db, req.query.cartId, req.params.id));
  addRoute(app, routes.cart, (req) => readCart(app.db, req.body));
};
