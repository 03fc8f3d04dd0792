import { ApiError, LoginError, LoginRequest, LoginResponse, SessionResponse } from '@schuss/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate } from './guard';
import { dummy, login, RateLimited, revoke, sessionResponse } from './service';

/** Editors' accounts and sessions (issue 7): login, session, logout. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The unknown-user hash is made now, so the first failed login takes no longer than the others.
  void dummy();

  app.post(
    '/api/admin/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Log in with site, e-mail and password; answers an opaque bearer token (12 h, 30 min idle)',
        body: LoginRequest,
        response: { 200: LoginResponse, 400: ApiError, 401: LoginError, 429: LoginError },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        return await login(app.db, req.body, req.ip);
      } catch (err) {
        if (err instanceof RateLimited) {
          req.log.warn({ ip: req.ip }, 'login rate-limited');
          return reply
            .code(429)
            .header('retry-after', String(err.retryAfterSeconds))
            .send({ error: { message: err.message, code: 'rate_limited' } });
        }
        throw err;
      }
    },
  );

  app.get(
    '/api/admin/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'The session of the bearer token: user, site, role and expiry',
        response: { 200: SessionResponse, 401: ApiError },
      },
    },
    async (req, reply) => {
      const session = await authenticate(app, req);
      reply.header('cache-control', 'no-store');
      return sessionResponse(session);
    },
  );

  app.post(
    '/api/admin/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revokes the bearer token',
        response: { 204: z.null(), 401: ApiError },
      },
    },
    async (req, reply) => {
      const session = await authenticate(app, req);
      await revoke(app.db, session.sessionId);
      return reply.code(204).send(null);
    },
  );
};
