import { randomBytes } from 'node:crypto';
import { EXECUTION_CODES, routes } from '@schuss/contracts';
import { transaction } from '@schuss/db';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { addRoute } from '../../../../lib/route';
import { checkCardForm, sandboxOutcome } from './cards';
import { fetchNotifier, NOTIFY_RETRY, type Notifier, notifyOnce, type SandboxNotice } from './notifier';
import { formPage, type OrderSummary, pageLang, statePage } from './page';
import { claimSession, endSession, findSession, type SandboxSession } from './sessions';
import { SANDBOX_SIGNATURE_HEADER, type SandboxNotification, signSandbox } from './signature';

export type SandboxOptions = {
  /** How the sandbox reaches the notification endpoint (default: `fetch` to PLATFORM_URL). */
  notifier?: Notifier;
  /** How long the sandbox "talks to the bank" before answering (default 800 ms). */
  processingDelayMs?: number;
  /** How long the timeout card keeps the page processing before giving up (default 4 s). */
  timeoutDelayMs?: number;
  /**
   * How long a notification not delivered at once waits for the job queue's first retry (`payment.notify`;
   * default 30 s, then doubling). Only the first value counts; `[]`: at once (tests).
   */
  retryDelaysMs?: number[];
  /**
   * Told when a session ends without any outcome (the bank never answered), so that the platform
   * closes its payment attempt: there is no notification to send then (docs/spec.md: `9999`, no answer).
   */
  onAbandoned?: (paymentId: string) => Promise<unknown>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const _PaymentParams = z.object({ paymentId: z.string().max(100) });
const PAYMENT_ID = /^[A-Za-z0-9_-]{22,64}$/;

const summaryOf = (s: SandboxSession): OrderSummary => ({
  siteName: s.merchantName,
  orderNumber: s.orderNumber,
  amountCents: s.amountCents,
});

/** Where the sandbox sends the browser back: the merchant's return URL with the outcome's `executionCode`. */
function backUrl(s: SandboxSession, executionCode: string): string {
  const url = new URL(s.returnUrl);
  url.searchParams.set('executionCode', executionCode);
  return url.toString();
}

/**
 * Security headers of the hosted page: its own inline CSS and script only (by nonce), the form
 * posts to the platform, which redirects to the site's result page (form-action covers redirects).
 */
function pageHeaders(reply: FastifyReply, nonce: string, session?: SandboxSession) {
  const site = session ? new URL(session.returnUrl).origin : '';
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

/** The page for a session that cannot be paid now, or null when the form may be shown. */
function closedState(s: SandboxSession): 'paid' | 'closed' | 'busy' | null {
  if (s.status === 'succeeded') return 'paid';
  if (s.status === 'processing') return 'busy';
  if (s.status !== 'open' || s.expired) return 'closed';
  return null;
}

function stateLink(s: SandboxSession, state: 'paid' | 'closed' | 'busy'): string {
  return state === 'closed' ? s.cancelUrl : backUrl(s, EXECUTION_CODES.success);
}

/**
 * The sandbox provider's side, served by the platform: the hosted card page at `/pay/:paymentId`
 * and its form submission, which "asks the bank", records the outcome on the sandbox's session,
 * notifies the platform (signed, server to server, like any provider) and sends the browser back.
 * It reads and writes only its own sessions.
 */
export const sandboxRoutes: FastifyPluginAsync<SandboxOptions> = async (app, options) => {
  const notifier = options.notifier ?? fetchNotifier;
  const processingDelay = options.processingDelayMs ?? 800;
  const timeoutDelay = options.timeoutDelayMs ?? 4000;
  const firstRetrySeconds = (options.retryDelaysMs ?? [30_000])[0] ?? 0;

  // The queue's attempts at a notification the page could not deliver (the platform down, restarting…):
  // the job was stored with the session's outcome, so a crash of this process loses none.
  app.jobs.work('payment.notify', async (data, job) => {
    const n = data as SandboxNotice;
    const result = await notifyOnce(notifier, n, app.log, job.retryCount + 1);
    if (result === 'retry') throw new Error(`notification of ${n.paymentId} not delivered yet`);
    if (result === 'refused')
      app.log.error({ payment: n.paymentId }, 'sandbox: notification refused by the platform; the order stays awaiting payment');
  });

  // Form posts of the hosted page.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /**
   * What both the card page and its form submission start with: a fresh CSP nonce, the session,
   * and the page's headers; an unknown session gets its 404 page here (`s` null: already answered).
   */
  async function openPage(paymentId: string, acceptLanguage: string | undefined, reply: FastifyReply) {
    const nonce = randomBytes(16).toString('base64');
    const s = PAYMENT_ID.test(paymentId) ? await findSession(app.db, paymentId) : undefined;
    if (!s) {
      pageHeaders(reply, nonce);
      reply.code(404).send(statePage({ lang: pageLang(acceptLanguage?.slice(0, 2)), nonce, state: 'notFound' }));
      return { nonce, s: null };
    }
    pageHeaders(reply, nonce, s);
    return { nonce, s };
  }

  addRoute(app, routes.sandboxPage, async (req, reply) => {
    const { nonce, s } = await openPage(req.params.paymentId, req.headers['accept-language'], reply);
    if (!s) return reply;
    const state = closedState(s);
    if (state) {
      return reply.send(statePage({ lang: s.lang, nonce, state, order: summaryOf(s), link: stateLink(s, state) }));
    }
    return reply.send(formPage({ ...summaryOf(s), lang: s.lang, nonce, paymentId: s.id, cartUrl: s.cancelUrl }));
  });

  addRoute(app, routes.sandboxPay, async (req, reply) => {
    const { nonce, s } = await openPage(req.params.paymentId, req.headers['accept-language'], reply);
    if (!s) return reply;
    const page = { ...summaryOf(s), lang: s.lang, nonce, paymentId: s.id, cartUrl: s.cancelUrl };
    const stateNow = closedState(s);
    if (stateNow) {
      return reply.code(409).send(statePage({ lang: s.lang, nonce, state: stateNow, order: summaryOf(s), link: stateLink(s, stateNow) }));
    }
    const form = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const card = checkCardForm(form);
    if (Object.keys(card.errors).length) {
      return reply.code(400).send(formPage({ ...page, values: card.values, errors: card.errors }));
    }
    // One charge per session: the first submission claims it, a second one sees it processing.
    if (!(await claimSession(app.db, s.id))) {
      const again = (await findSession(app.db, s.id)) ?? s;
      const state = closedState(again) ?? 'closed';
      return reply.code(409).send(statePage({ lang: s.lang, nonce, state, order: summaryOf(s), link: stateLink(again, state) }));
    }
    const code = sandboxOutcome(card.digits);
    const back = (c: string) => reply.code(303).header('location', backUrl(s, c)).send();
    if (code === EXECUTION_CODES.timeout) {
      // The bank never answers: no notification; the session ends and the browser returns with 9999.
      await sleep(timeoutDelay);
      await endSession(app.db, s.id, { status: 'expired' });
      await options.onAbandoned?.(s.id);
      req.log.info({ payment: s.id }, 'sandbox: bank timeout, no notification');
      return back(code);
    }
    await sleep(processingDelay);
    const notification: SandboxNotification = {
      paymentId: s.id,
      orderNumber: s.orderNumber,
      amount: s.amountCents,
      currency: s.currency,
      executionCode: code,
      transactionId: `sbx_${randomBytes(12).toString('hex')}`,
      sentAt: new Date().toISOString(),
    };
    const raw = JSON.stringify(notification);
    const headers = { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(raw, app.env.PAYMENT_SECRET) };
    const notice: SandboxNotice = {
      paymentId: s.id,
      url: new URL('/api/payment/notify/sandbox', app.env.PLATFORM_URL).toString(),
      body: raw,
      headers,
    };
    // The outcome and its notification are stored together: if this process dies now, the queue still notifies.
    const jobId = await transaction(app.db, async (tx) => {
      await endSession(tx, s.id, {
        status: code === EXECUTION_CODES.success ? 'succeeded' : 'refused',
        executionCode: code,
        transactionId: notification.transactionId,
      });
      return app.jobs.send('payment.notify', notice, { tx, startAfterSeconds: firstRetrySeconds, ...NOTIFY_RETRY });
    });
    // Tried at once, as a provider does; the queue retries only what this attempt did not deliver.
    const result = await notifyOnce(notifier, notice, req.log, 1);
    if (result !== 'retry') await app.jobs.boss.cancel('payment.notify', jobId);
    if (result === 'refused')
      req.log.error({ payment: s.id }, 'sandbox: notification refused by the platform; the order stays awaiting payment');
    if (result === 'retry') req.log.warn({ payment: s.id, retryInSeconds: firstRetrySeconds }, 'sandbox: notification queued for a retry');
    return back(code);
  });
};
