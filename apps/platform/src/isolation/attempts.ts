import type { InjectOptions } from 'fastify';
import { type Attempt, methodOf, type RouteName, url } from './harness';
import { bearer, ROLES, type Role, type SchoolData } from './schools';

type Params = Record<string, string | number>;
type Extra = { payload?: InjectOptions['payload']; query?: Record<string, string>; headers?: Record<string, string> };

/**
 * The attacker's editor, staff and admin, each with a valid session, on the attacked school's route
 * (its site in the path, query or body): 403, whatever else the request holds. So is an admin of
 * both schools whose session is of the attacker's school (a session is of the school logged in to).
 */
export function sessions(name: RouteName, a: SchoolData, b: SchoolData, params: Params = {}, extra: Extra = {}): Attempt[] {
  return [...ROLES, 'both' as const].map((role) => ({
    who: `${b.school}'s ${role} on ${a.school}`,
    status: 403,
    req: {
      method: methodOf(name),
      url: url(name, { site: a.school, ...params }, extra.query),
      headers: { ...bearer(b.tokens[role]), ...extra.headers },
      ...(extra.payload !== undefined ? { payload: extra.payload } : {}),
    },
  }));
}

/** The attacker's `role`, on its own school's route, naming the attacked school's id: answered as an unknown id. */
export function foreignId(
  name: RouteName,
  b: SchoolData,
  role: Role,
  params: Params,
  extra: Extra = {},
  status = 404,
  what = 'id',
): Attempt {
  return {
    who: `${b.school}'s ${role} with ${what} of the other school`,
    status,
    req: {
      method: methodOf(name),
      url: url(name, { site: b.school, ...params }, extra.query),
      headers: { ...bearer(b.tokens[role]), ...extra.headers },
      ...(extra.payload !== undefined ? { payload: extra.payload } : {}),
    },
  };
}

/** The attacker's `role` reading its own school's route: answered, with none of the other school's data. */
export function ownRead(
  name: RouteName,
  b: SchoolData,
  role: Role | undefined,
  params: Params = {},
  query: Record<string, string> = {},
): Attempt {
  return {
    who: `${b.school}'s ${role ?? 'visitor'} reading its own`,
    status: 200,
    req: { method: methodOf(name), url: url(name, { site: b.school, ...params }, query), headers: role ? bearer(b.tokens[role]) : {} },
  };
}

/** A visitor's request (no session). */
export function visitor(
  who: string,
  name: RouteName,
  status: number,
  params: Params = {},
  extra: Extra = {},
  check?: Attempt['check'],
): Attempt {
  return {
    who,
    status,
    check,
    req: {
      method: methodOf(name),
      url: url(name, params, extra.query),
      headers: extra.headers ?? {},
      ...(extra.payload !== undefined ? { payload: extra.payload } : {}),
    },
  };
}
