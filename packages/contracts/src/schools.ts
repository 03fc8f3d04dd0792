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
