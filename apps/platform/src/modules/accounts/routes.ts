import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/route';
import { loginErrorReply, requireBackofficeAdmin, staffOf } from '../auth';
import {
  type AccountsDeps,
  accountLink,
  changeRole,
  inviteAccount,
  listAccounts,
  sendAccountLink,
  setDisabled,
  setPassword,
} from './service';

/**
 * The request as the log writes it, an e-mailed link's token left out (it is a credential until used):
 * in these routes' path, and in the back office's page address (`/admin/invitation?token=…`, static.ts).
 */
export const withoutToken = {
  logSerializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: req.url.replace(/\/invitations\/[^/?#]*/, '/invitations/[token]').replace(/([?&]token=)[^&#]*/, '$1[token]'),
      remoteAddress: req.ip,
    }),
  },
};

/**
 * The back office's accounts area: admin-only routes under `/api/backoffice/sites/:site/accounts…`
 * (staff get 403), and the two public routes of the e-mailed links (invitation, password reset), rate
 * limited like the login. Nothing here is stored by a browser or proxy.
 */
export const accountsRoutes: FastifyPluginAsync = async (app) => {
  const admin = { onRequest: requireBackofficeAdmin(app) };
  const deps = (): AccountsDeps => ({ db: app.db, env: app.env, mailer: app.orders.mailer, log: app.log });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  addRoute(app, routes.boAccounts, async (req) => listAccounts(app.db, req.params.site, staffOf(req).userId), admin);
  addRoute(
    app,
    routes.boInvite,
    async (req, reply) => reply.code(201).send(await inviteAccount(deps(), staffOf(req), req.params.site, req.body)),
    admin,
  );
  addRoute(
    app,
    routes.boAccountRole,
    async (req) => changeRole(app.db, staffOf(req), req.params.site, req.params.userId, req.body.role),
    admin,
  );
  addRoute(
    app,
    routes.boAccountStatus,
    async (req) => setDisabled(app.db, staffOf(req), req.params.site, req.params.userId, req.body.disabled),
    admin,
  );
  addRoute(
    app,
    routes.boPasswordReset,
    async (req) => sendAccountLink(deps(), staffOf(req), req.params.site, req.params.userId, 'reset', req.body.lang),
    admin,
  );
  addRoute(
    app,
    routes.boResendInvitation,
    async (req) => sendAccountLink(deps(), staffOf(req), req.params.site, req.params.userId, 'invitation', req.body.lang),
    admin,
  );

  addRoute(
    app,
    routes.boAccountLink,
    async (req, reply) => {
      try {
        return await accountLink(app.db, req.params.token, req.ip);
      } catch (err) {
        return loginErrorReply(req, reply, err);
      }
    },
    withoutToken,
  );
  addRoute(
    app,
    routes.boSetPassword,
    async (req, reply) => {
      try {
        return await setPassword(deps(), req.params.token, req.body.password, req.ip);
      } catch (err) {
        return loginErrorReply(req, reply, err);
      }
    },
    withoutToken,
  );
};
