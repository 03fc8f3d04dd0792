import {
  AddLineRequest,
  AddLineResponse,
  ApiError,
  AvailabilityQuery,
  AvailabilityResponse,
  CartRequest,
  CartResponse,
  ProductQuery,
  ProductView,
  RemoveLineParams,
  RemoveLineQuery,
  RemoveLineResponse,
} from '@schuss/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addLine, readCart, removeLine } from './cart';
import { availability, productDetail } from './catalogue';

/** Widget host: catalogue and availability, the cart and its capacity holds. */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ApiError, 404: ApiError };
  app.get(
    '/api/booking/availability',
    {
      schema: {
        tags: ['booking'],
        summary: 'Products of a resort with prices and remaining places for a stay',
        querystring: AvailabilityQuery,
        response: { 200: AvailabilityResponse, ...errors },
      },
    },
    (req) => availability(app.db, req.query),
  );
  app.get(
    '/api/booking/products/:key',
    {
      schema: {
        tags: ['booking'],
        summary: 'One product with its upcoming slots',
        params: z.object({ key: z.string().max(80) }),
        querystring: ProductQuery,
        response: { 200: ProductView, ...errors },
      },
    },
    (req) => productDetail(app.db, req.params.key, req.query),
  );
  app.post(
    '/api/booking/cart/lines',
    {
      schema: {
        tags: ['booking'],
        summary: 'Adds a line (creating the cart on the first add); dated lines hold their places for 20 minutes',
        body: AddLineRequest,
        response: { 200: AddLineResponse, 409: ApiError, ...errors },
      },
    },
    (req) => addLine(app.db, req.body),
  );
  app.delete(
    '/api/booking/cart/lines/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'Removes a line of a cart and releases its places',
        params: RemoveLineParams,
        querystring: RemoveLineQuery,
        response: { 200: RemoveLineResponse, ...errors },
      },
    },
    (req) => removeLine(app.db, req.query.cartId, req.params.id),
  );
  app.post(
    '/esfplus/cart',
    {
      schema: {
        tags: ['booking'],
        summary: 'The cart, its orders grouped by product type (spec §7); unknown or expired ids answer an empty cart',
        body: CartRequest,
        response: { 200: CartResponse, 400: ApiError },
      },
    },
    (req) => readCart(app.db, req.body),
  );
};
