/** Offers (promo codes and gift vouchers): the route table's entries of this area (issue 14), spread into routes.ts. */
import type { RouteDef } from './route-def';

export const offersRoutes = {} satisfies Record<string, RouteDef>;
