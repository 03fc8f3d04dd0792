import { z } from 'zod';
import { Role } from './auth';
import { SiteKey } from './common';

/** A school where the logged-in account works in the back office. */
export const BoSchool = z.object({ site: SiteKey, name: z.string(), role: Role });
export type BoSchool = z.infer<typeof BoSchool>;

/** `GET /api/backoffice/schools`: the schools of the session's account (staff or admin, enabled), by name. */
export const BoSchoolsResponse = z.object({ schools: z.array(BoSchool) });
export type BoSchoolsResponse = z.infer<typeof BoSchoolsResponse>;

/** `POST /api/backoffice/switch`: work on another of the account's schools (a new session for it). */
export const BoSwitchRequest = z.object({ site: SiteKey });
export type BoSwitchRequest = z.infer<typeof BoSwitchRequest>;

/** A school one may log in to from this address, by its name (the key is what the login sends). */
export const LoginSchool = z.object({ site: SiteKey, name: z.string() });
export type LoginSchool = z.infer<typeof LoginSchool>;

/**
 * `GET /api/backoffice/login/schools` (public): the schools served on the host the back office was
 * reached by — the one school whose site uses that host name, else every school of the deployment
 * (the platform's own host serves them all) — by name. The login screen asks for no school when
 * there is one, and offers their names when there are several.
 */
export const LoginSchoolsResponse = z.object({ schools: z.array(LoginSchool) });
export type LoginSchoolsResponse = z.infer<typeof LoginSchoolsResponse>;
