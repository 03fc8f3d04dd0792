/** The school's activity log: the route table's entry of this area, spread into routes.ts. */
import { ActivityQuery, ActivityResponse } from '../activity';
import { BackofficeSiteParams } from '../backoffice';
import * as paths from './paths-activity';
import { def, staffRead } from './route-def';

export const activityRoutes = {
  boActivity: def(paths.boActivity, {
    tag: 'backoffice',
    summary:
      "The school's activity log, newest first, 50 a page: who changed what and when (orders, catalogue, season, offers, closures, accounts — admins only —, places repairs), before and after",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: ActivityQuery,
    responses: { 200: ActivityResponse, ...staffRead },
  }),
};
