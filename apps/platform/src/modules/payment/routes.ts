import type { IncomingHttpHeaders } from 'node:http';
import { ErrorCode, routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/errors';
import { addRoute } from '../../lib/route';
import type { PaymentProvider, VerifyResult } from './provider';
import { settingsWithoutSchool } from './providers';
import { lyraRoutes } from './providers/lyra';
import { type SandboxOptions, sandboxRoutes } from './providers/sandbox';
import { applyNotification, expireAttempt, type PaymentDeps, providerOfPayment, schoolOfPayment } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payment attempts and the configured provider. */
    payments: PaymentDeps;
  }
}

/**
 * Checks a notification with the keys of the school whose payment it names (each school has its
 * own merchant account and secrets): one signed with another school's secret is refused (401) and
 * changes nothing. A notification naming no payment of Schuss (another integration of a school's
 * Stripe account) is authentic when one of the configured accounts of that provider signed it; it
 * then carries nothing to apply. Answers the result and the provider that checked it.
 */
async function verifyForSchool(
  d: PaymentDeps,
  candidates: PaymentProvider[],
  raw: Buffer,
  headers: IncomingHttpHeaders,
): Promise<{ provider?: PaymentProvider; verified: VerifyResult }> {
  const named = candidates[0]?.notifiedPaymentId(raw);
  const school = named ? await schoolOfPayment(d.db, named) : undefined;
  if (school) {
    const provider = providerOfPayment(d, school, school.site);
    if (!provider || !candidates.includes(provider))
      return { verified: { ok: false, status: 400, reason: "the payment's school does not pay through this provider" } };
    const verified = provider.verifyNotification(raw, headers);
    // The signed body must name the payment whose school's keys checked it.
    if (verified.ok && 'notification' in verified && verified.notification.paymentId !== named)
      return { verified: { ok: false, status: 400, reason: 'the notification names another payment' } };
    return { provider, verified };
  }
  let first: VerifyResult | undefined;
  for (const provider of candidates) {
    const verified = provider.verifyNotification(raw, headers);
    if (verified.ok) return { provider, verified };
    first ??= verified;
  }
  return { verified: first ?? { ok: false, status: 401, reason: 'bad or missing signature' } };
}

/** Options of the payment routes: the sandbox provider's behaviour (tests: an in-process notifier, no delays). */
export type PaymentOptions = Omit<SandboxOptions, 'onAbandoned'>;

/**
 * The platform's notification endpoint (`POST /api/payment/notify/:provider`, raw body signed by
 * the provider), and the sandbox provider's hosted card page (`/pay/:paymentId`, providers/sandbox/).
 */
export const paymentRoutes: FastifyPluginAsync<PaymentOptions> = async (app, options) => {
  app.addHook('onReady', async () => {
    const unknown = await settingsWithoutSchool(app.db, app.env);
    if (unknown.length > 0) app.log.warn({ schools: unknown }, 'SCHOOL_PAYMENTS names schools that do not exist (yet): check their keys');
  });
  // The sandbox's session ended without an outcome (no answer from the bank): its attempt expires here.
  await app.register(sandboxRoutes, { ...options, onAbandoned: (paymentId) => expireAttempt(app.db, paymentId) });
  // Lyra's page that posts the signed payment form to the bank (providers/lyra/).
  await app.register(lyraRoutes);

  // The notification endpoint needs the raw body to check its signature: JSON is parsed here, after the check.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    // 64 KiB: a Stripe event (a whole Checkout Session) is larger than the sandbox's notification.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    // A form post (Lyra's IPN) is signed field by field: its raw body goes to the provider too (the sandbox refuses it: 401).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    addRoute(scope, routes.paymentNotify, async (req, reply) => {
      const name = req.params.provider;
      const candidates = app.payments.providersNamed(name);
      if (candidates.length === 0) {
        req.log.warn({ provider: name }, 'payment notification for an unknown provider');
        throw new HttpError(404, `params.provider: unknown payment provider "${name}"`, 'params.provider', ErrorCode.NotFound);
      }
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const { provider, verified } = await verifyForSchool(app.payments, candidates, raw, req.headers);
      if (!verified.ok) {
        req.log.warn({ reason: verified.reason, ip: req.ip }, 'payment notification rejected');
        return reply
          .code(verified.status as 400)
          .send({ error: { message: `Notification rejected: ${verified.reason}`, code: ErrorCode.RejectedNotification } });
      }
      if ('ignored' in verified) {
        req.log.info({ provider: name, reason: verified.ignored }, 'payment notification acknowledged, nothing to apply');
        return { received: true as const, outcome: 'ignored' as const };
      }
      try {
        if (!provider) throw new Error('a verified notification without its provider');
        return await applyNotification(app.payments, app.orders, verified.notification, provider);
      } catch (err) {
        if (err instanceof HttpError) {
          req.log.warn({ reason: err.message, payment: verified.notification.paymentId, ip: req.ip }, 'payment notification rejected');
          return reply.code(err.statusCode as 400).send({ error: { message: `Notification rejected: ${err.message}`, code: err.code } });
        }
        throw err;
      }
    });
  });
};
