import { ErrorCode } from '@schuss/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../lib/errors';
import { type AuthSession, sessionOf } from './service';

/**
 * The back office's session: the login sets an opaque session token (the same sessions
 * as the editing tool's bearer tokens) in an httpOnly, SameSite=Strict cookie scoped to the API's
 * back-office prefix, Secure in production. Writes made with the cookie must come from the
 * platform's own origin. A bearer token (scripts, the API's own tests) works as well, without the
 * Origin check: a browser never sends it by itself.
 */
export const BACKOFFICE_COOKIE = 'schuss_bo';
export const BACKOFFICE_COOKIE_PATH = '/api/backoffice';
/** The roles that may use the back office's staff routes; editors and instructors get 403 on every one. */
export const BACKOFFICE_ROLES = ['staff', 'admin'] as const;
/**
 * The roles that may log in to the back office: staff and admins, and instructors (issue 31), who reach only the routes
 * guarded by `requireInstructorOrStaff` (their own lessons): every other route refuses them like an editor.
 */
export const BACKOFFICE_LOGIN_ROLES = [...BACKOFFICE_ROLES, 'instructor'] as const;

const unauthorized = (message: string) => new HttpError(401, message, undefined, ErrorCode.Unauthorized);
const forbidden = (message: string) => new HttpError(403, message, undefined, ErrorCode.Forbidden);

export function cookieOptions(app: FastifyInstance, maxAgeSeconds?: number) {
  return {
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: app.env.APP_ENV === 'production',
    path: BACKOFFICE_COOKIE_PATH,
    ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
  };
}

type Credential = { token: string; via: 'cookie' | 'bearer' };

function credentialOf(req: FastifyRequest): Credential | undefined {
  const header = req.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return m?.[1] ? { token: m[1], via: 'bearer' } : undefined;
  }
  const token = req.cookies?.[BACKOFFICE_COOKIE];
  return token ? { token, via: 'cookie' } : undefined;
}

/** The origins a cookie-authenticated write may come from: the platform's own (PLATFORM_URL, and the Host it was reached by). */
function sameOrigin(app: FastifyInstance, req: FastifyRequest, origin: string): boolean {
  if (origin === new URL(app.env.PLATFORM_URL).origin) return true;
  return origin === `${req.protocol}://${req.host}`;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who is calling a back-office route: a valid session of a staff member or admin (401 without one:
 * missing, unknown, idle, expired, revoked token, disabled account), of the route's `:site` (403
 * otherwise), with a role of the back office (403 for editors); a write with the cookie must carry
 * the platform's Origin (403). Runs `onRequest`, before the body is read or validated: a refused
 * request changes nothing and learns nothing about its input.
 */
export async function backofficeSession(
  app: FastifyInstance,
  req: FastifyRequest,
  site?: string,
  roles: readonly string[] = BACKOFFICE_ROLES,
): Promise<AuthSession> {
  const credential = credentialOf(req);
  if (!credential) throw unauthorized('Log in to the back office');
  const session = await sessionOf(app.db, credential.token);
  if (!session) throw unauthorized('Your session has expired: log in again');
  if (credential.via === 'cookie' && !SAFE_METHODS.has(req.method)) {
    const origin = req.headers.origin;
    if (!origin || !sameOrigin(app, req, origin)) throw forbidden('This request did not come from the back office (Origin refused)');
  }
  if (!roles.includes(session.role)) {
    throw forbidden(`Role "${session.role}" has no access to this part of the back office (needs ${roles.join(' or ')})`);
  }
  if (site !== undefined && site !== session.site) throw forbidden(`This session is not valid for site "${site}"`);
  req.auth = session;
  return session;
}

const siteParam = (req: FastifyRequest): string | undefined => {
  const p = req.params as Record<string, unknown> | undefined;
  return typeof p?.site === 'string' ? p.site : undefined;
};

/** The guard of every back-office route but the login (an `onRequest` hook). */
export function requireBackoffice(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    await backofficeSession(app, req, siteParam(req));
  };
}

/** The guard of the routes an instructor may call too (their own lessons), besides staff and admins. */
export function requireInstructorOrStaff(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    await backofficeSession(app, req, siteParam(req), BACKOFFICE_LOGIN_ROLES);
  };
}

/**
 * The guard of an instructor's own screens that the office has its own for (their availability): instructors only;
 * staff and admins get 403 (they change any instructor's half-days on the instructors' availability).
 */
export function requireInstructor(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    await backofficeSession(app, req, siteParam(req), ['instructor']);
  };
}

/**
 * The guard of the admin-only back-office routes (the accounts area, the invoicing settings): `requireBackoffice`'s
 * refusals, then 403 for a staff member. The handler checks again, in its transaction, that the caller
 * is still an active admin when it changes accounts.
 */
export function requireBackofficeAdmin(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    const session = await backofficeSession(app, req, siteParam(req));
    if (session.role !== 'admin') throw forbidden(`Role "${session.role}" may not manage accounts (admin only)`);
  };
}

/** The session of a guarded request (set by `requireBackoffice`). */
export function staffOf(req: FastifyRequest): AuthSession {
  if (!req.auth) throw unauthorized('Log in to the back office');
  return req.auth;
}

/** How a staff member is shown in the audit log and on refunds: name and e-mail. */
export const staffLabel = (s: AuthSession) => `${s.name} <${s.email}>`;
