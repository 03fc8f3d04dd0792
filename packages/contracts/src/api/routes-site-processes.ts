/** Site processes: the route table's entries of this area, spread into routes.ts. */
import { ApiError } from '../common';
import { SiteProcessHeartbeat, SiteProcessHeartbeatResponse } from '../site-processes';
import * as paths from './paths-site-processes';
import { def, type RouteDef } from './route-def';

export const siteProcessRoutes = {
  siteProcessHeartbeat: def(paths.siteProcessHeartbeat, {
    tag: 'content',
    summary:
      "A site process's heartbeat (every ~10 s, with the shared revalidation secret): each process heard from in the last 30 s gets every revalidation",
    access: 'site',
    answer: 'json',
    body: SiteProcessHeartbeat,
    responses: { 200: SiteProcessHeartbeatResponse, 400: ApiError, 401: ApiError },
  }),
} satisfies Record<string, RouteDef>;
