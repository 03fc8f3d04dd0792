/** Many schools: the route table's entries of this area, spread into routes.ts. */
import { SessionResponse } from '../auth';
import { ApiError } from '../common';
import { BoSchoolsResponse, BoSwitchRequest, LoginSchoolsResponse } from '../schools';
import * as paths from './paths-schools';
import { def, type RouteDef } from './route-def';

export const schoolsRoutes = {
  boSchools: def(paths.boSchools, {
    tag: 'backoffice',
    summary: 'The schools where the logged-in account works (staff or admin), to pick one',
    access: 'staff',
    answer: 'json',
    responses: { 200: BoSchoolsResponse, 401: ApiError, 403: ApiError },
  }),
  boSwitch: def(paths.boSwitch, {
    tag: 'backoffice',
    summary: "Works on another of the account's schools: the session is replaced by one for that school (same expiry)",
    access: 'staff',
    answer: 'json',
    body: BoSwitchRequest,
    responses: { 200: SessionResponse, 400: ApiError, 401: ApiError, 403: ApiError },
  }),
  boLoginSchools: def(paths.boLoginSchools, {
    tag: 'backoffice',
    summary:
      "The schools one logs in to from this address (the request's host): the school whose site uses the host name, else every school, by name",
    access: 'public',
    answer: 'json',
    responses: { 200: LoginSchoolsResponse, 404: ApiError },
  }),
} satisfies Record<string, RouteDef>;
