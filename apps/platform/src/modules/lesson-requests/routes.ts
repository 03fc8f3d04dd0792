import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/route';
import { loginErrorReply, requireBackoffice, staffOf } from '../auth';
import { acceptRequest, createRequest, declineRequest, listRequests, requestDetail, requestLink } from './service';

/** The request as the log writes it, the payment link's token left out (it is a credential). */
const withoutToken = {
  logSerializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: req.url.replace(/\/lesson-requests\/[^/?#]+/, '/lesson-requests/[token]'),
      remoteAddress: req.ip,
    }),
  },
};

/**
 * Private-lesson requests: the visitor's request and payment link (rate limited per address, never cached), and the
 * office's list, detail and answers under `/api/backoffice/sites/:site/lesson-requests` (guarded by `requireBackoffice`).
 */
export const lessonRequestRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  const deps = () => ({ db: app.db, env: app.env, mailer: app.orders.mailer, log: app.log });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  addRoute(app, routes.lessonRequestCreate, async (req, reply) => {
    try {
      return reply.code(201).send(await createRequest(deps(), req.body, req.ip));
    } catch (err) {
      return loginErrorReply(req, reply, err);
    }
  });
  addRoute(
    app,
    routes.lessonRequestLink,
    async (req, reply) => {
      try {
        return await requestLink(app.db, req.params.token, req.ip);
      } catch (err) {
        return loginErrorReply(req, reply, err);
      }
    },
    withoutToken,
  );

  addRoute(app, routes.boLessonRequests, (req) => listRequests(app.db, req.params.site, req.query), guard);
  addRoute(app, routes.boLessonRequest, (req) => requestDetail(app.db, req.params.site, req.params.requestId, req.query.lang), guard);
  addRoute(app, routes.boLessonRequestAccept, (req) => acceptRequest(deps(), staffOf(req), req.params.requestId, req.body), guard);
  addRoute(app, routes.boLessonRequestDecline, (req) => declineRequest(deps(), staffOf(req), req.params.requestId, req.body), guard);
};
