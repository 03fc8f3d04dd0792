import { ErrorCode } from '@schuss/contracts';
import type { UserRole } from '@schuss/db';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from '../../lib/errors';
import { type AuthSession, sessionOf } from './service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by `requireRole` / `authenticate`. */
    auth?: AuthSession;
  }
}

/**
 * The token of a request: `Authorization: Bearer <token>`, else `?token=` (docs/spec.md §7
 * `GET /api/draft?status&token`). Read from the raw URL, so a route's query schema need not list it.
 */
function tokenOf(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return m?.[1];
  }
  const q = req.url.indexOf('?');
  if (q === -1) return undefined;
  return new URLSearchParams(req.url.slice(q + 1)).get('token') ?? undefined;
}

const unauthorized = (message: string) => new HttpError(401, message, undefined, ErrorCode.Unauthorized);
const forbidden = (message: string) => new HttpError(403, message, undefined, ErrorCode.Forbidden);

/** The session of the request's token, or a 401 (missing, unknown, expired or revoked token). */
export async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<AuthSession> {
  const token = tokenOf(req);
  if (!token) throw unauthorized('Authentication required: send Authorization: Bearer <token>');
  const session = await sessionOf(app.db, token);
  if (!session) throw unauthorized('Invalid or expired token: log in again');
  req.auth = session;
  return session;
}

const field = (v: unknown, key: string): string | undefined => {
  if (v && typeof v === 'object' && key in v) {
    const x = (v as Record<string, unknown>)[key];
    return typeof x === 'string' ? x : undefined;
  }
  return undefined;
};

/** The site a request is about: `params.site`, else `query.site`, else `body.site`. */
function siteOfRequest(req: FastifyRequest): string | undefined {
  return field(req.params, 'site') ?? field(req.query, 'site') ?? field(req.body, 'site');
}

export type RequireRoleOptions = {
  /** Roles allowed (e.g. `['editor', 'admin']`). */
  roles: readonly UserRole[];
  /**
   * The site key the request is about; default: `params.site`, `query.site` or `body.site`.
   * When none is given, the token's own site is used.
   */
  site?: (req: FastifyRequest) => string | undefined;
};

/**
 * A preHandler for routes that need a logged-in user with one of `roles` on the request's
 * site: 401 without a valid token (missing, unknown, idle 30 min, past 12 h, revoked), 403 with
 * a valid token of another site or of a role not allowed. Sets `req.auth`.
 *
 * `app.post('/api/…', { preHandler: requireRole(app, { roles: ['editor', 'admin'] }) }, handler)`
 */
export function requireRole(app: FastifyInstance, options: RequireRoleOptions): preHandlerAsyncHookHandler {
  const siteOf = options.site ?? siteOfRequest;
  return async (req: FastifyRequest, _reply: FastifyReply) => {
    const session = await authenticate(app, req);
    const site = siteOf(req);
    if (site !== undefined && site !== session.site) throw forbidden(`This token is not valid for site "${site}"`);
    if (!options.roles.includes(session.role)) {
      throw forbidden(`Role "${session.role}" may not do this (needs ${options.roles.join(' or ')})`);
    }
  };
}
