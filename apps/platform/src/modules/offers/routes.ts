import type { FastifyPluginAsync } from 'fastify';

/**
 * Offers (issue 14): promo codes and gift vouchers — staff routes under `/api/backoffice/sites/:site/…`
 * (guarded by `requireBackoffice`) and the visitors' routes that apply a code to a cart.
 */
export const offersRoutes: FastifyPluginAsync = async (_app) => {};
