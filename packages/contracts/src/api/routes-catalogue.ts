/** Back office, catalogue (products, prices, promo codes, gift vouchers, catalogue CSV): the route table's entries of this area (issue 14), spread into routes.ts. */
import type { RouteDef } from './route-def';

export const catalogueRoutes = {} satisfies Record<string, RouteDef>;
