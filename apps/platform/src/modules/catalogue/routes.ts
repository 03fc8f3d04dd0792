import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv';
import { addRoute } from '../../lib/route';
import { requireBackoffice, staffOf } from '../auth';
import { catalogueCsv, ImportRefused, importCatalogue } from './csv';
import { createProduct, getProduct, listProducts, setHidden, updateProduct } from './service';

/** The file an import takes, with room for its JSON envelope. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The back office's catalogue area: staff routes under `/api/backoffice/sites/:site/…`,
 * each guarded by the back office's `requireBackoffice` (modules/backoffice/session.ts).
 */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };

  addRoute(app, routes.boProducts, (req) => listProducts(app.db, req.params.site, req.query), guard);
  addRoute(
    app,
    routes.boProductCreate,
    async (req, reply) => reply.code(201).send(await createProduct(app.db, staffOf(req), req.params.site, req.body)),
    guard,
  );
  addRoute(app, routes.boProduct, (req) => getProduct(app.db, req.params.site, req.params.key), guard);
  addRoute(app, routes.boProductUpdate, (req) => updateProduct(app.db, staffOf(req), req.params.site, req.params.key, req.body), guard);
  addRoute(app, routes.boProductHidden, (req) => setHidden(app.db, staffOf(req), req.params.site, req.params.key, req.body), guard);
  addRoute(
    app,
    routes.boCatalogueCsv,
    async (req, reply) => sendCsv(reply, `catalogue-${req.params.site}.csv`, await catalogueCsv(app.db, req.params.site)),
    guard,
  );
  addRoute(
    app,
    routes.boCatalogueImport,
    async (req, reply) => {
      try {
        return await importCatalogue(app.db, staffOf(req), req.params.site, req.body.csv);
      } catch (err) {
        if (err instanceof ImportRefused) return reply.code(400).send(err.body());
        throw err;
      }
    },
    { ...guard, bodyLimit: IMPORT_BODY_LIMIT },
  );
};
