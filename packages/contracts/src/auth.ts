import { z } from 'zod';
import { ApiError, IsoInstant, SiteKey } from './common';

/** Roles of an account on a site: `editor` (content), `staff` (bookings), `admin` (users). */
export const Role = z.enum(['editor', 'staff', 'admin', 'instructor']);
export type Role = z.infer<typeof Role>;

/** `POST /api/admin/login` (docs/spec.md §7): body. */
export const LoginRequest = z.object({
  site: SiteKey,
  email: z.email('must be an e-mail address').max(254, 'must be at most 254 characters'),
  password: z.string().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** `POST /api/admin/login`: an opaque bearer token (send it as `Authorization: Bearer …`). */
export const LoginResponse = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** Login errors: `Invalid credentials` (wrong e-mail, password or site), rate limiting, bad input. */
export const LoginError = ApiError;
export type LoginError = z.infer<typeof LoginError>;

/** The message of every failed login, whatever was wrong (docs/spec.md §8). */
export const INVALID_CREDENTIALS = 'Invalid credentials';

/** `GET /api/admin/session`: who the token belongs to and until when it is valid. */
export const SessionResponse = z.object({
  user: z.object({ email: z.string(), name: z.string() }),
  site: SiteKey,
  role: Role,
  /** When the token stops working if unused (idle expiry, capped by the absolute one). */
  expiresAt: IsoInstant,
});
export type SessionResponse = z.infer<typeof SessionResponse>;
