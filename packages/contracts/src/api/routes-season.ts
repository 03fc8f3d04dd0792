/** Back office, season (season, slots, closures, waiting list): the route table's entries of this area (issue 14), spread into routes.ts. */
import type { RouteDef } from './route-def';

export const seasonRoutes = {} satisfies Record<string, RouteDef>;
