import { routes } from '@schuss/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/route';
import { loginErrorReply, requireBackoffice } from '../auth';
import type { WaitlistMailer } from './mailer';
import { claimOffer, joinWaitlist, leaveWaitlist, slotWaitlist, waitlistEntry } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The waiting list's offer e-mails (mail.ts), wired by the app. */
    waitlist: WaitlistMailer;
  }
}

/** The request as the log writes it, the link's token left out (it is a credential). */
const withoutToken = {
  logSerializers: {
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: req.url.replace(/\/waitlist\/[^/?#]+/, '/waitlist/[token]'),
      remoteAddress: req.ip,
    }),
  },
};

/**
 * Waiting list of a full slot: the visitors' routes (joining; the e-mailed links: the entry, the
 * offer turned into a cart line, leaving), rate limited per address, never stored by a browser or proxy;
 * and the staff's view of a slot's list under `/api/backoffice/sites/:site/…` (guarded by `requireBackoffice`).
 */
export const waitlistRoutes: FastifyPluginAsync = async (app) => {
  const guard = { onRequest: requireBackoffice(app) };
  const deps = () => ({ db: app.db, env: app.env, mailer: app.orders.mailer, log: app.log });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  addRoute(app, routes.waitlistJoin, async (req, reply) => {
    try {
      const { created, answer } = await joinWaitlist(deps(), req.body, req.ip);
      return reply.code(created ? 201 : 200).send(answer);
    } catch (err) {
      return loginErrorReply(req, reply, err);
    }
  });
  addRoute(
    app,
    routes.waitlistEntry,
    async (req, reply) => {
      try {
        return await waitlistEntry(app.db, req.params.token, req.ip, req.query.lang);
      } catch (err) {
        return loginErrorReply(req, reply, err);
      }
    },
    withoutToken,
  );
  addRoute(
    app,
    routes.waitlistClaim,
    async (req, reply) => {
      try {
        return await claimOffer(app.db, req.params.token, req.body, req.ip, new Date(), app.env.CART_HOLD_SECONDS / 60);
      } catch (err) {
        return loginErrorReply(req, reply, err);
      }
    },
    withoutToken,
  );
  addRoute(
    app,
    routes.waitlistLeave,
    async (req, reply) => {
      try {
        return await leaveWaitlist(app.db, req.params.token, req.ip, req.query.lang);
      } catch (err) {
        return loginErrorReply(req, reply, err);
      }
    },
    withoutToken,
  );

  addRoute(app, routes.boWaitlist, async (req) => slotWaitlist(app.db, req.params.site, req.params.slotId), guard);
};
