import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv';
import { addRoute } from '../../lib/route';
import { requireBackoffice, staffOf } from '../auth';
import { answering } from './answer';
import { importSlots, slotsCsv } from './csv';
import { generateSlots, previewSlots, removeSlots } from './generate';
import { saveSeason, seasonOf } from './season';
import { changeCapacity, closeSlot, reopenSlot, seasonProducts, seasonSlots } from './slots';

/**
 * The back office's season area: staff routes under `/api/backoffice/sites/:site/…`,
 * each guarded by the back office's `requireBackoffice` (modules/backoffice/session.ts): the
 * season's days and periods, slots of dated products (generation, capacity, closing), private-lesson
 * hours and the slots CSV. Visitors see every change at once: availability reads the slots as they
 * are (no cache), and these answers are never stored either.
 */
export const seasonRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/api/backoffice/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  addRoute(app, routes.boSeason, async (req) => seasonOf(app.db, req.params.site), guard);
  addRoute(app, routes.boSaveSeason, async (req) => saveSeason(app, staffOf(req), req.params.site, req.body), guard);
  addRoute(app, routes.boSeasonProducts, async (req) => seasonProducts(app.db, req.params.site, req.query.lang), guard);
  addRoute(app, routes.boSeasonSlots, async (req) => seasonSlots(app.db, req.params.site, req.query), guard);
  addRoute(app, routes.boPreviewSlots, async (req) => previewSlots(app.db, req.params.site, req.body), guard);
  addRoute(
    app,
    routes.boGenerateSlots,
    async (req, reply) =>
      answering(reply, async () => reply.code(201).send(await generateSlots(app.db, staffOf(req), req.params.site, req.body))),
    guard,
  );
  addRoute(app, routes.boRemoveSlots, async (req) => removeSlots(app.db, staffOf(req), req.params.site, req.body), guard);
  addRoute(
    app,
    routes.boSlotCapacity,
    async (req, reply) =>
      answering(reply, () => changeCapacity(app.db, staffOf(req), req.params.site, req.params.slotId, req.body.capacity)),
    guard,
  );
  addRoute(
    app,
    routes.boCloseSlot,
    async (req) => closeSlot(app.db, staffOf(req), req.params.site, req.params.slotId, req.body.reason),
    guard,
  );
  addRoute(
    app,
    routes.boReopenSlot,
    async (req) => reopenSlot(app.db, staffOf(req), req.params.site, req.params.slotId, req.body.reason),
    guard,
  );
  addRoute(
    app,
    routes.boSlotsCsv,
    async (req, reply) => {
      const { csv, from, to } = await slotsCsv(app.db, req.params.site, req.query);
      return sendCsv(reply, `slots-${req.params.site}-${from}-${to}.csv`, csv);
    },
    guard,
  );
  addRoute(
    app,
    routes.boImportSlots,
    async (req, reply) => answering(reply, () => importSlots(app.db, staffOf(req), req.params.site, req.body)),
    guard,
  );
};
