import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { addRoute } from '../../lib/route';
import { requireBackoffice, staffOf } from '../auth';
import { schoolInfo } from '../schools';
import { createClosure, retryClosure } from './close';
import { sendClosureNotices } from './notices';
import { previewClosure } from './plan';
import { closureView, listClosures } from './view';

/**
 * Weather and safety closures: staff routes under `/api/backoffice/sites/:site/closures…`,
 * each guarded by the back office's `requireBackoffice`: a preview of what closing a day or a slot
 * concerns, the closing itself (refunds or moves, e-mails), the list, one closure, and a retry of what failed.
 */
export const closuresRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  const deps = () => ({ orders: app.orders, payments: app.payments, jobs: app.jobs });
  // The notices a stopped request left (closures.ts): sent by the job queue.
  app.jobs.work('closures.notify', async (data) => sendClosureNotices(deps(), Number(data.closureId)));
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/backoffice/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  addRoute(app, routes.boClosures, async (req) => listClosures(app.db, req.params.site, req.query.lang), guard);
  addRoute(
    app,
    routes.boPreviewClosure,
    async (req) => previewClosure(app.db, await schoolInfo(app.db, req.params.site), req.body, req.query.lang),
    guard,
  );
  addRoute(
    app,
    routes.boCreateClosure,
    async (req, reply) => {
      const { created, closure } = await createClosure(deps(), staffOf(req), req.params.site, req.body, req.query.lang);
      return reply.code(created ? 201 : 200).send(closure);
    },
    guard,
  );
  addRoute(app, routes.boClosure, async (req) => closureView(app.db, req.params.site, req.params.closureId, req.query.lang), guard);
  addRoute(
    app,
    routes.boRetryClosure,
    async (req) => retryClosure(deps(), staffOf(req), req.params.site, req.params.closureId, req.query.lang),
    guard,
  );
};
