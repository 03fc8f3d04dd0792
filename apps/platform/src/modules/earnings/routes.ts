import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { sendCsv } from '../../lib/csv';
import { addRoute } from '../../lib/route';
import { requireBackoffice, requireBackofficeAdmin, staffOf } from '../auth';
import { earningsCsv, earningsSepa } from './files';
import { statementPdf } from './pdf';
import { earningsReport, earningsStatement, saveBankAccount, saveShareRule, schoolName } from './service';

/**
 * Hours and earnings under `/api/backoffice/sites/:site/earnings`: staff and admins read the period's earnings and
 * download the statements, the office's CSV and the SEPA file; admins set the school's share and the accounts.
 */
export const earningsRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  const admin = { onRequest: requireBackofficeAdmin(app) };
  addRoute(app, routes.boEarnings, (req) => earningsReport(app.db, req.params.site, req.query), guard);
  addRoute(
    app,
    routes.boEarningsCsv,
    async (req, reply) =>
      sendCsv(
        reply,
        `earnings-${req.params.site}-${req.query.from}-${req.query.to}.csv`,
        earningsCsv(await earningsReport(app.db, req.params.site, req.query), req.query.lang),
      ),
    guard,
  );
  addRoute(
    app,
    routes.boEarningsSepa,
    async (req, reply) => {
      const file = await earningsSepa(app.db, req.params.site, req.query);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
    guard,
  );
  addRoute(app, routes.boShareRule, (req) => saveShareRule(app.db, staffOf(req), req.body), admin);
  addRoute(app, routes.boEarningsStatement, (req) => earningsStatement(app.db, req.params.site, req.params.instructorId, req.query), guard);
  addRoute(
    app,
    routes.boEarningsPdf,
    async (req, reply) => {
      const statement = await earningsStatement(app.db, req.params.site, req.params.instructorId, req.query);
      const pdf = await statementPdf(statement, await schoolName(app.db, req.params.site), req.query.lang);
      const name = `statement-${statement.instructor.lastName}-${req.query.from}-${req.query.to}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name.normalize('NFD').replace(/[^A-Za-z0-9._-]/g, '_')}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
    guard,
  );
  addRoute(app, routes.boBankAccount, (req) => saveBankAccount(app.db, staffOf(req), req.params.instructorId, req.body), admin);
};
