/** Back office, accounts (staff accounts and invitations): the route table's entries of this area (issue 14), spread into routes.ts. */
import type { RouteDef } from './route-def';

export const accountsRoutes = {} satisfies Record<string, RouteDef>;
