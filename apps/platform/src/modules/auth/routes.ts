import { ErrorCode, routes } from '@schuss/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/route';
import { authenticate } from './guard';
import { dummy, login, RateLimited, revoke, sessionResponse } from './service';

/** A failed login's answer: 429 with Retry-After when rate-limited; anything else is thrown on (401, 400). */
export function loginErrorReply(req: FastifyRequest, reply: FastifyReply, err: unknown): FastifyReply {
  if (err instanceof RateLimited) {
    req.log.warn({ ip: req.ip }, 'login rate-limited');
    return reply
      .code(429)
      .header('retry-after', String(err.retryAfterSeconds))
      .send({ error: { message: err.message, code: ErrorCode.RateLimited } });
  }
  throw err;
}

/** Editors' accounts and sessions: login, session, logout. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  // The unknown-user hash is made now, so the first failed login takes no longer than the others.
  void dummy();

  addRoute(app, routes.login, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      return await login(app.db, req.body, req.ip);
    } catch (err) {
      return loginErrorReply(req, reply, err);
    }
  });

  addRoute(app, routes.session, async (req, reply) => {
    const session = await authenticate(app, req);
    reply.header('cache-control', 'no-store');
    return sessionResponse(session);
  });

  addRoute(app, routes.logout, async (req, reply) => {
    const session = await authenticate(app, req);
    await revoke(app.db, session.sessionId);
    return reply.code(204).send(null);
  });
};
