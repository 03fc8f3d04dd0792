import { cacheTags, routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv';
import { addRoute } from '../../lib/route';
import { requireBackoffice, requireBackofficeAdmin, staffOf } from '../auth';
import { catalogueCsv, ImportRefused, importCatalogue } from './csv';
import { saveLadder, schoolLevels } from './levels';
import { createProduct, getProduct, listProducts, setHidden, updateProduct } from './service';

/** The file an import takes, with room for its JSON envelope. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The back office's catalogue area: staff routes under `/api/backoffice/sites/:site/…`,
 * each guarded by the back office's `requireBackoffice` (modules/backoffice/session.ts).
 */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  // Pages quote the catalogue's prices (modules/content/prices.ts): a change reaches the site's cached pages at once.
  const priced = <T>(site: string, done: T) => app.site.revalidate([cacheTags.site(site)]).then(() => done);

  addRoute(app, routes.boProducts, (req) => listProducts(app.db, req.params.site, req.query), guard);
  // The school's ladders: every staff member reads them (rosters, groups); admins change them.
  addRoute(app, routes.boLevels, async (req) => ({ levels: await schoolLevels(app.db, req.params.site) }), guard);
  addRoute(
    app,
    routes.boSaveLadder,
    async (req) => priced(req.params.site, await saveLadder(app.db, staffOf(req), req.params.discipline, req.body)),
    { onRequest: requireBackofficeAdmin(app) },
  );
  addRoute(
    app,
    routes.boProductCreate,
    async (req, reply) =>
      reply.code(201).send(await priced(req.params.site, await createProduct(app.db, staffOf(req), req.params.site, req.body))),
    guard,
  );
  addRoute(app, routes.boProduct, (req) => getProduct(app.db, req.params.site, req.params.key), guard);
  addRoute(
    app,
    routes.boProductUpdate,
    async (req) => priced(req.params.site, await updateProduct(app.db, staffOf(req), req.params.site, req.params.key, req.body)),
    guard,
  );
  addRoute(
    app,
    routes.boProductHidden,
    async (req) => priced(req.params.site, await setHidden(app.db, staffOf(req), req.params.site, req.params.key, req.body)),
    guard,
  );
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
        return await priced(req.params.site, await importCatalogue(app.db, staffOf(req), req.params.site, req.body.csv));
      } catch (err) {
        if (err instanceof ImportRefused) return reply.code(400).send(err.body());
        throw err;
      }
    },
    { ...guard, bodyLimit: IMPORT_BODY_LIMIT },
  );
};
