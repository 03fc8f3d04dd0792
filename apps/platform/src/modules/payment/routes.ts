import { randomBytes } from 'node:crypto';
import { ApiError, EXECUTION_CODES, PaymentNotifyResponse } from '@schuss/contracts';
import { orders, payments } from '@schuss/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/errors';
import { resultUrl, type SiteLinks, siteByKey, siteLinks } from '../orders/links';
import { applyNotification } from '../orders/notification';
import { formPage, type OrderSummary, pageLang, statePage } from './page';
import { checkCardForm, SANDBOX_SIGNATURE_HEADER, type SandboxNotification, sandboxOutcome, signSandbox } from './sandbox';

/** Sends a signed notification server to server; resolves with the HTTP status. */
export type Notifier = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

export type PaymentOptions = {
  /** How the sandbox reaches the notification endpoint (default: `fetch` to PLATFORM_URL). */
  notifier?: Notifier;
  /** How long the sandbox "talks to the bank" before answering (default 800 ms). */
  processingDelayMs?: number;
  /** How long the timeout card keeps the page processing before giving up (default 4 s). */
  timeoutDelayMs?: number;
  /** Pauses between notification attempts (default 0.5 s then 2 s). */
  retryDelaysMs?: number[];
};

export const fetchNotifier: Notifier = async (url, body, headers) => {
  const res = await fetch(url, { method: 'POST', body, headers, signal: AbortSignal.timeout(10_000) });
  await res.arrayBuffer();
  return res.status;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const PaymentParams = z.object({ paymentId: z.string().max(100) });
const PAYMENT_ID = /^[A-Za-z0-9_-]{22,64}$/;

type Loaded = {
  payment: typeof payments.$inferSelect;
  order: typeof orders.$inferSelect;
  summary: OrderSummary;
  links: SiteLinks;
  publicCartId: string;
  expired: boolean;
};

async function load(app: FastifyInstance, paymentId: string): Promise<Loaded | null> {
  if (!PAYMENT_ID.test(paymentId)) return null;
  const [found] = await app.db
    .select({
      payment: payments,
      order: orders,
      publicCartId: sql<string>`(select c.cart_id from carts c where c.id = "orders"."cart_id")`,
      expired: sql<boolean>`${payments.expiresAt} <= now()`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  if (!found) return null;
  const site = await siteByKey(app.db, found.order.site);
  if (!site) return null;
  return {
    payment: found.payment,
    order: found.order,
    publicCartId: found.publicCartId,
    expired: Boolean(found.expired),
    summary: { siteName: site.config.siteName, orderNumber: found.order.number, amountCents: found.payment.amountCents },
    links: await siteLinks(app.db, site, found.order.lang),
  };
}

/**
 * Security headers of the hosted page: its own inline CSS and script only (by nonce), the form
 * posts to the platform, which redirects to the site's result page (form-action covers redirects).
 */
function pageHeaders(reply: FastifyReply, nonce: string, links?: SiteLinks) {
  const site = links ? new URL(links.result).origin : '';
  reply
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        `script-src 'nonce-${nonce}'`,
        "img-src 'self' data:",
        `form-action 'self'${site ? ` ${site}` : ''}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
    )
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .type('text/html; charset=utf-8');
}

/** The page for a payment that cannot be paid now, or null when the form may be shown. */
function closedState(x: Loaded): 'paid' | 'closed' | 'busy' | null {
  if (x.order.status === 'paid' || x.payment.status === 'succeeded') return 'paid';
  if (x.payment.status === 'processing') return 'busy';
  if (x.payment.status !== 'created' || x.expired || x.order.status !== 'pending_payment') return 'closed';
  return null;
}

function stateLink(x: Loaded, state: 'paid' | 'closed' | 'busy'): string {
  return state === 'closed' ? x.links.cart : resultUrl(x.links, x.publicCartId, EXECUTION_CODES.success, x.order.hasQuotation);
}

/**
 * The sandbox provider's side (hosted card page at `/pay/:paymentId`) and the platform's
 * notification endpoint (`POST /api/payment/notify/:provider`, raw body signed with HMAC-SHA256).
 */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentOptions> = async (app, options) => {
  const notifier = options.notifier ?? fetchNotifier;
  const processingDelay = options.processingDelayMs ?? 800;
  const timeoutDelay = options.timeoutDelayMs ?? 4000;
  const retryDelays = options.retryDelaysMs ?? [500, 2000];

  // Form posts of the hosted page.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /**
   * What both the card page and its form submission start with: a fresh CSP nonce, the payment,
   * and the page's headers; an unknown payment gets its 404 page here (`x` null: already answered).
   */
  async function openPage(paymentId: string, acceptLanguage: string | undefined, reply: FastifyReply) {
    const nonce = randomBytes(16).toString('base64');
    const x = await load(app, paymentId);
    if (!x) {
      pageHeaders(reply, nonce);
      reply.code(404).send(statePage({ lang: pageLang(acceptLanguage?.slice(0, 2)), nonce, state: 'notFound' }));
      return { nonce, x: null };
    }
    pageHeaders(reply, nonce, x.links);
    return { nonce, x };
  }

  app.get(
    '/pay/:paymentId',
    {
      schema: {
        tags: ['payment'],
        summary: 'Sandbox: the hosted card page of a payment (HTML, in the order’s language)',
        params: PaymentParams,
      },
    },
    async (req, reply) => {
      const { nonce, x } = await openPage(req.params.paymentId, req.headers['accept-language'], reply);
      if (!x) return reply;
      const state = closedState(x);
      if (state) {
        return reply.send(statePage({ lang: x.order.lang, nonce, state, order: x.summary, link: stateLink(x, state) }));
      }
      return reply.send(formPage({ ...x.summary, lang: x.order.lang, nonce, paymentId: x.payment.id, cartUrl: x.links.cart }));
    },
  );

  app.post(
    '/pay/:paymentId',
    {
      schema: {
        tags: ['payment'],
        summary: 'Sandbox: pays with the card form; notifies the platform (signed), then redirects (303) to the result page',
        params: PaymentParams,
      },
    },
    async (req, reply) => {
      const { nonce, x } = await openPage(req.params.paymentId, req.headers['accept-language'], reply);
      if (!x) return reply;
      const page = { ...x.summary, lang: x.order.lang, nonce, paymentId: x.payment.id, cartUrl: x.links.cart };
      const stateNow = closedState(x);
      if (stateNow) {
        return reply
          .code(409)
          .send(statePage({ lang: x.order.lang, nonce, state: stateNow, order: x.summary, link: stateLink(x, stateNow) }));
      }
      const form = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
      const card = checkCardForm(form);
      if (Object.keys(card.errors).length) {
        return reply.code(400).send(formPage({ ...page, values: card.values, errors: card.errors }));
      }
      // One charge per payment: the first submission claims it, a second one sees it processing.
      const [claimed] = await app.db
        .update(payments)
        .set({ status: 'processing', updatedAt: sql`now()` })
        .where(and(eq(payments.id, x.payment.id), eq(payments.status, 'created'), gt(payments.expiresAt, sql`now()`)))
        .returning();
      if (!claimed) {
        const again = (await load(app, x.payment.id)) ?? x;
        const state = closedState(again) ?? 'closed';
        return reply.code(409).send(statePage({ lang: x.order.lang, nonce, state, order: x.summary, link: stateLink(again, state) }));
      }
      const code = sandboxOutcome(card.digits);
      const back = (c: string) =>
        reply
          .code(303)
          .header('location', resultUrl(x.links, x.publicCartId, c, x.order.hasQuotation))
          .send();
      if (code === EXECUTION_CODES.timeout) {
        // The bank never answers: no notification; the session ends and the browser returns with 9999.
        await sleep(timeoutDelay);
        await app.db
          .update(payments)
          .set({ status: 'expired', updatedAt: sql`now()` })
          .where(and(eq(payments.id, x.payment.id), eq(payments.status, 'processing')));
        req.log.info({ payment: x.payment.id }, 'sandbox: bank timeout, no notification');
        return back(code);
      }
      await sleep(processingDelay);
      const notification: SandboxNotification = {
        paymentId: x.payment.id,
        orderNumber: x.order.number,
        amount: x.payment.amountCents,
        currency: x.payment.currency,
        executionCode: code,
        transactionId: `sbx_${randomBytes(12).toString('hex')}`,
        sentAt: new Date().toISOString(),
      };
      const raw = JSON.stringify(notification);
      const headers = { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(raw, app.env.PAYMENT_SECRET) };
      const url = new URL('/api/payment/notify/sandbox', app.env.PLATFORM_URL).toString();
      let delivered = false;
      for (let attempt = 0; !delivered && attempt <= retryDelays.length; attempt++) {
        if (attempt > 0) await sleep(retryDelays[attempt - 1] ?? 0);
        try {
          const status = await notifier(url, raw, headers);
          delivered = status >= 200 && status < 300;
          if (!delivered) req.log.warn({ payment: x.payment.id, status, attempt }, 'sandbox: notification refused');
          if (status >= 400 && status < 500) break;
        } catch (err) {
          req.log.warn({ payment: x.payment.id, err: (err as Error).message, attempt }, 'sandbox: notification not delivered');
        }
      }
      if (!delivered)
        req.log.error({ payment: x.payment.id, url }, 'sandbox: notification never delivered; the order stays awaiting payment');
      return back(code);
    },
  );

  // The notification endpoint needs the raw body to check its signature: JSON is parsed here, after the check.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body));
    scope.post(
      '/api/payment/notify/:provider',
      {
        schema: {
          tags: ['payment'],
          summary: 'Payment provider notification (server to server, signed): the only thing that fulfils an order',
          params: z.object({ provider: z.string().max(40) }),
          response: { 200: PaymentNotifyResponse, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError, 415: ApiError },
        },
      },
      async (req, reply) => {
        const provider = app.orders.provider;
        if (req.params.provider !== provider.name) {
          req.log.warn({ provider: req.params.provider }, 'payment notification for an unknown provider');
          throw new HttpError(404, `params.provider: unknown payment provider "${req.params.provider}"`, 'params.provider', 'not_found');
        }
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const verified = provider.verifyNotification(raw, req.headers);
        if (!verified.ok) {
          req.log.warn({ reason: verified.reason, ip: req.ip }, 'payment notification rejected');
          return reply
            .code(verified.status as 400)
            .send({ error: { message: `Notification rejected: ${verified.reason}`, code: 'rejected_notification' } });
        }
        try {
          return await applyNotification(app.orders, provider.name, verified.notification);
        } catch (err) {
          if (err instanceof HttpError) {
            req.log.warn({ reason: err.message, payment: verified.notification.paymentId, ip: req.ip }, 'payment notification rejected');
            return reply.code(err.statusCode as 400).send({ error: { message: `Notification rejected: ${err.message}`, code: err.code } });
          }
          throw err;
        }
      },
    );
  });
};
