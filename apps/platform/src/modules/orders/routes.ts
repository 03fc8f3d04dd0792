import { ApiError, CheckoutConflict, routes } from '@schuss/contracts';
import type { Db } from '@schuss/db';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { PlatformEnv } from '../../env';
import type { BookingLinks } from '../../lib/booking-links';
import { createMailer, type Mailer } from '../../lib/mail';
import type { PaymentAttempts } from '../../lib/payments';
import { addRoute } from '../../lib/route';
import { requireRole } from '../auth';
import { CheckoutConflictError, checkout, retryPayment } from './checkout';
import type { OrdersDeps } from './deps';
import { adminOrders, orderByCart } from './view';

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkout and orders: database, payment attempts, mailer. */
    orders: OrdersDeps;
  }
}

/** The dependencies of checkout and orders: the payment module's attempts (wired by the app) and the mailer. */
export function ordersDeps(o: {
  db: Db;
  env: PlatformEnv;
  log: FastifyBaseLogger;
  payments: PaymentAttempts;
  links: BookingLinks;
  mailer?: Mailer;
  afterPaid?: (orderId: number) => Promise<void>;
  lessonsChanged?: OrdersDeps['lessonsChanged'];
}): OrdersDeps {
  return {
    db: o.db,
    env: o.env,
    log: o.log,
    payments: o.payments,
    links: o.links,
    mailer: o.mailer ?? createMailer(o.env),
    ...(o.afterPaid ? { afterPaid: o.afterPaid } : {}),
    ...(o.lessonsChanged ? { lessonsChanged: o.lessonsChanged } : {}),
  };
}

const _Conflict = z.union([CheckoutConflict, ApiError]);

/** Checkout (cart → order → payment), retry, the order of a cart, and the staff's order list. */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  addRoute(app, routes.checkout, async (req, reply) => {
    try {
      const result = await checkout(app.orders, req.body);
      return reply.code(201).header('cache-control', 'no-store').send(result);
    } catch (err) {
      if (err instanceof CheckoutConflictError) return reply.code(409).send(err.body());
      throw err;
    }
  });

  addRoute(app, routes.retryPayment, async (req, reply) => {
    try {
      return reply.header('cache-control', 'no-store').send(await retryPayment(app.orders, req.body.cartId, req.body.lang));
    } catch (err) {
      if (err instanceof CheckoutConflictError) return reply.code(409).send(err.body());
      throw err;
    }
  });

  addRoute(app, routes.orderByCart, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    return { order: await orderByCart(app.db, req.query.cartId, req.query.lang) };
  });

  addRoute(
    app,
    routes.adminOrders,
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return adminOrders(app.db, req.query);
    },
    { preHandler: requireRole(app, { roles: ['staff', 'admin'] }) },
  );
};
