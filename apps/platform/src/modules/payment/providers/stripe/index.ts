import { randomUUID } from 'node:crypto';
import { EXECUTION_CODES } from '@schuss/contracts';
import { type Db, providerSessions } from '@schuss/db';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { PaymentProvider, PaymentRequest, VerifyResult } from '../../provider';

/** What the Stripe adapter needs: keys validated by env.ts, the API's base URL (tests: a local server). */
export type StripeOptions = { db: Db; secretKey: string; webhookSecret: string; apiUrl: string; platformUrl: string };

const NAME = 'stripe';
const PAYMENT_ID = /^[A-Za-z0-9_-]{22,64}$/;
const MINUTE = 60;
/** Stripe takes a session's `expires_at` 30 min to 24 h after its creation: a margin keeps it inside despite clock skew. */
const MIN_EXPIRY_S = 30 * MINUTE + 60;
const MAX_EXPIRY_S = 24 * 60 * MINUTE - 60;

/** A Stripe client talking to `apiUrl` (https://api.stripe.com, or the tests' local server). */
export function stripeClient(secretKey: string, apiUrl: string): Stripe {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    // The client retries network failures and 5xx with the same idempotency key, so a retry never charges or refunds twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
}

/**
 * When the hosted page closes: the attempt's expiry, moved into the window Stripe accepts (so at
 * most a minute past the attempt's 30 minutes, well within the places' 40 minutes' hold).
 */
export function sessionExpiry(expiresAt: Date, now = Date.now()): number {
  const nowS = Math.floor(now / 1000);
  const wanted = Math.floor(expiresAt.getTime() / 1000);
  return Math.min(Math.max(wanted, nowS + MIN_EXPIRY_S), nowS + MAX_EXPIRY_S);
}

/** The hosted page's return to the site's result page, as the sandbox does: `executionCode=0000` (the site then polls the order until the webhook has paid it). */
function successUrl(returnUrl: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('executionCode', EXECUTION_CODES.success);
  return url.toString();
}

const lineName = (r: PaymentRequest) =>
  r.lang === 'fr' ? `${r.merchantName} — commande ${r.orderNumber}` : `${r.merchantName} — order ${r.orderNumber}`;

/** The Checkout Session's parameters for a payment attempt (one line: the order's total). */
export function sessionParams(r: PaymentRequest, now = Date.now()): Stripe.Checkout.SessionCreateParams {
  const metadata = { paymentId: r.paymentId, orderNumber: r.orderNumber };
  return {
    mode: 'payment',
    // Card payments (and card wallets) only: a method settling days later would outlast the places held for the order.
    allowed_payment_method_types: ['card'],
    line_items: [
      {
        quantity: 1,
        price_data: { currency: r.currency.toLowerCase(), unit_amount: r.amountCents, product_data: { name: lineName(r) } },
      },
    ],
    client_reference_id: r.paymentId,
    metadata,
    payment_intent_data: { metadata },
    success_url: successUrl(r.returnUrl),
    cancel_url: r.cancelUrl,
    locale: r.lang === 'fr' ? 'fr' : r.lang === 'en' ? 'en' : 'auto',
    expires_at: sessionExpiry(r.expiresAt, now),
  };
}

const refusal = (status: 400 | 401, reason: string): VerifyResult => ({ ok: false, status, reason });

/**
 * Reads a verified event: a Checkout Session of Schuss that was paid (or failed, for a method
 * settling later) becomes a notification; anything else is acknowledged and changes nothing.
 */
export function eventNotification(event: Stripe.Event): VerifyResult {
  let executionCode: string;
  if (event.type === 'checkout.session.completed') {
    // `unpaid`: a method settling later; its outcome comes with `async_payment_succeeded/failed`.
    if (event.data.object.payment_status !== 'paid') return { ok: true, ignored: 'checkout session completed, not paid yet' };
    executionCode = EXECUTION_CODES.success;
  } else if (event.type === 'checkout.session.async_payment_succeeded') {
    executionCode = EXECUTION_CODES.success;
  } else if (event.type === 'checkout.session.async_payment_failed') {
    executionCode = EXECUTION_CODES.refused;
  } else {
    return { ok: true, ignored: `event ${event.type} not used` };
  }
  const s = event.data.object;
  const paymentId = s.metadata?.paymentId ?? s.client_reference_id ?? '';
  const orderNumber = s.metadata?.orderNumber ?? '';
  // Another integration of the school's account: not a Schuss session, acknowledged so that Stripe does not retry it.
  if (!PAYMENT_ID.test(paymentId) || !orderNumber) return { ok: true, ignored: 'checkout session not opened by Schuss' };
  const transactionId = typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id;
  if (!transactionId) return refusal(400, 'data.object.payment_intent: missing');
  if (!Number.isInteger(s.amount_total) || !s.currency) return refusal(400, 'data.object.amount_total: missing');
  return {
    ok: true,
    notification: {
      paymentId,
      orderNumber,
      amount: s.amount_total as number,
      currency: s.currency.toUpperCase(),
      executionCode,
      transactionId,
      sentAt: new Date(event.created * 1000).toISOString(),
    },
  };
}

const stripeMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The Stripe Checkout adapter: Stripe hosts the payment page (card data never reaches Schuss),
 * its webhook `POST /api/payment/notify/stripe` tells the outcome, signed with the endpoint's
 * secret (`stripe-signature`, checked with the default 5 minutes' tolerance: an older replay is
 * refused), refunds go through its API. The session's id is kept in `provider_sessions`.
 */
export function stripeProvider(o: StripeOptions): PaymentProvider {
  const stripe = stripeClient(o.secretKey, o.apiUrl);
  return {
    name: NAME,
    async startPayment(request) {
      // The same attempt started twice opens one session (Stripe answers the first again for 24 h).
      const session = await stripe.checkout.sessions.create(sessionParams(request), {
        idempotencyKey: `schuss-checkout-${request.paymentId}`,
      });
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
      await o.db
        .insert(providerSessions)
        .values({ paymentId: request.paymentId, provider: NAME, externalId: session.id, data: { url: session.url } })
        .onConflictDoNothing();
      return { redirectUrl: session.url };
    },
    notifiedPaymentId(rawBody) {
      try {
        const event = JSON.parse(rawBody.toString('utf8')) as { data?: { object?: Partial<Stripe.Checkout.Session> } } | null;
        const s = event?.data?.object;
        // As eventNotification reads it.
        const id = s?.metadata?.paymentId ?? s?.client_reference_id;
        return typeof id === 'string' ? id : undefined;
      } catch {
        return undefined;
      }
    },
    verifyNotification(rawBody, headers): VerifyResult {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || !signature) return refusal(401, 'missing stripe-signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, o.webhookSecret);
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) return refusal(401, stripeMessage(err));
        return refusal(400, `body: ${stripeMessage(err)}`);
      }
      if (event?.object !== 'event' || typeof event.type !== 'string' || !event.data?.object)
        return refusal(400, 'body: not a Stripe event');
      return eventNotification(event);
    },
    async cancelPayment(paymentId) {
      const [session] = await o.db
        .select({ id: providerSessions.externalId })
        .from(providerSessions)
        .where(and(eq(providerSessions.paymentId, paymentId), eq(providerSessions.provider, NAME)));
      if (!session) return;
      try {
        await stripe.checkout.sessions.expire(session.id);
      } catch (err) {
        // A session already complete or expired cannot be expired: it takes no money now either way.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400) return;
        throw err;
      }
    },
    async refund({ paymentId, transactionId, amountCents, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: transactionId, amount: amountCents, metadata: { paymentId } },
          { idempotencyKey: `schuss-refund-${idempotencyKey ?? `${paymentId}-${randomUUID()}`}` },
        );
        if (refund.status === 'failed' || refund.status === 'canceled') {
          return {
            ok: false,
            error: `Stripe refund ${refund.id} ${refund.status}${refund.failure_reason ? `: ${refund.failure_reason}` : ''}`,
          };
        }
        return { ok: true, refundId: refund.id };
      } catch (err) {
        return { ok: false, error: `Stripe refused the refund: ${stripeMessage(err)}` };
      }
    },
  };
}
