import {
  AdminOrdersQuery,
  AdminOrdersResponse,
  ApiError,
  CheckoutConflict,
  CheckoutRequest,
  CheckoutResponse,
  OrderByCartQuery,
  OrderResponse,
  RetryPaymentRequest,
  RetryPaymentResponse,
} from '@schuss/contracts';
import type { Db } from '@schuss/db';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PlatformEnv } from '../../env';
import { createMailer, type Mailer } from '../../lib/mail';
import type { PaymentAttempts } from '../../lib/payments';
import { requireRole } from '../auth/guard';
import { adminOrders, CheckoutConflictError, checkout, type OrdersDeps, orderByCart, retryPayment } from './service';

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
  mailer?: Mailer;
}): OrdersDeps {
  return { db: o.db, env: o.env, log: o.log, payments: o.payments, mailer: o.mailer ?? createMailer(o.env) };
}

const Conflict = z.union([CheckoutConflict, ApiError]);

/** Checkout (cart → order → payment), retry, the order of a cart, and the staff's order list. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/checkout',
    {
      schema: {
        tags: ['payment'],
        summary:
          'Turns the cart into an order awaiting payment (prices recomputed, places checked) and answers where to pay; a zero total is fulfilled at once',
        body: CheckoutRequest,
        response: { 201: CheckoutResponse, 400: ApiError, 404: ApiError, 409: Conflict },
      },
    },
    async (req, reply) => {
      try {
        const result = await checkout(app.orders, req.body);
        return reply.code(201).header('cache-control', 'no-store').send(result);
      } catch (err) {
        if (err instanceof CheckoutConflictError) return reply.code(409).send(err.body());
        throw err;
      }
    },
  );

  app.post(
    '/api/orders/retry',
    {
      schema: {
        tags: ['payment'],
        summary: "A new payment for the cart's order still awaiting payment (after a refused card)",
        body: RetryPaymentRequest,
        response: { 200: RetryPaymentResponse, 400: ApiError, 404: ApiError, 409: Conflict },
      },
    },
    async (req, reply) => {
      try {
        return reply.header('cache-control', 'no-store').send(await retryPayment(app.orders, req.body.cartId, req.body.lang));
      } catch (err) {
        if (err instanceof CheckoutConflictError) return reply.code(409).send(err.body());
        throw err;
      }
    },
  );

  app.get(
    '/api/orders/by-cart',
    {
      schema: {
        tags: ['payment'],
        summary: 'The latest order of a cart (the cart id is the visitor’s secret); the purchase result page reads it',
        querystring: OrderByCartQuery,
        response: { 200: OrderResponse, 400: ApiError, 404: ApiError },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { order: await orderByCart(app.db, req.query.cartId, req.query.lang) };
    },
  );

  app.get(
    '/api/admin/orders',
    {
      preHandler: requireRole(app, { roles: ['staff', 'admin'] }),
      schema: {
        tags: ['payment'],
        summary: "The site's orders, newest first (staff or admin)",
        querystring: AdminOrdersQuery,
        response: { 200: AdminOrdersResponse, 400: ApiError, 401: ApiError, 403: ApiError },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return adminOrders(app.db, req.query);
    },
  );
};
