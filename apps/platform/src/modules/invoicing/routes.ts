import { ErrorCode, routes } from '@schuss/contracts';
import { orders } from '@schuss/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/errors';
import { addRoute } from '../../lib/route';
import { requireBackoffice, requireBackofficeAdmin, staffOf } from '../auth';
import { invoiceFile } from './files';
import { saveSettings, settingsView } from './settings';

/**
 * The staff's side of invoicing: the school's settings (admins only: they decide what the school declares),
 * and an order's invoices and credit notes as files (staff). The customer's side is on the booking page
 * (my-booking).
 */
export const invoicingRoutes: FastifyPluginAsync = async (app) => {
  const admin = { onRequest: requireBackofficeAdmin(app) };
  const staff = { onRequest: requireBackoffice(app) };
  // A school's legal details and its customers' invoices: never stored by a browser or proxy.
  app.addHook('onSend', async (_req, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  addRoute(app, routes.boInvoicing, async (req) => settingsView(app.db, req.params.site), admin);
  addRoute(app, routes.boSaveInvoicing, async (req) => saveSettings(app.db, staffOf(req), req.body), admin);

  addRoute(
    app,
    routes.boOrderInvoice,
    async (req, reply) => {
      const [order] = await app.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.site, req.params.site), eq(orders.number, req.params.number)));
      const file = order ? await invoiceFile(app.db, order.id, req.params.file) : undefined;
      if (!file)
        throw new HttpError(
          404,
          `params.file: order ${req.params.number} has no document ${req.params.file}`,
          'params.file',
          ErrorCode.NotFound,
        );
      return reply.type(file.type).header('content-disposition', `attachment; filename="${file.filename}"`).send(file.body);
    },
    staff,
  );
};
