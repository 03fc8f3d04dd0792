import { randomBytes } from 'node:crypto';
import { EXECUTION_CODES, routes } from '@schuss/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { addRoute } from '../../../../lib/route';
import { lyraFormPage, lyraPageLang, lyraStatePage } from './page';
import { findLyraSession } from './sessions';

const PAYMENT_ID = /^[A-Za-z0-9_-]{22,64}$/;

/** Only this page's own style and script (by nonce); its form may post to Lyra's payment page only. */
function pageHeaders(reply: FastifyReply, nonce: string, formAction: string) {
  reply
    .header(
      'content-security-policy',
      [
        "default-src 'none'",
        `style-src 'nonce-${nonce}'`,
        `script-src 'nonce-${nonce}'`,
        `form-action ${formAction}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
    )
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8');
}

/**
 * `/pay/lyra/:paymentId`, where checkout sends the browser when PAYMENT_PROVIDER=lyra: posts the
 * attempt's signed form (recorded by the adapter at start) to Lyra's payment page — only while
 * the attempt is open, not cancelled by the platform and not expired. Registered whatever the
 * provider: without a Lyra session the page is a 404.
 */
export const lyraRoutes: FastifyPluginAsync = async (app) => {
  const paymentUrl = app.env.LYRA_PAYMENT_URL;
  addRoute(app, routes.lyraPage, async (req, reply) => {
    const nonce = randomBytes(16).toString('base64');
    const { paymentId } = req.params;
    const s = PAYMENT_ID.test(paymentId) ? await findLyraSession(app.db, paymentId) : undefined;
    // The payment page of the school's Lyra brand, recorded when its attempt started.
    const action = s?.data.paymentUrl ?? paymentUrl;
    pageHeaders(reply, nonce, new URL(action).origin);
    if (!s) {
      const lang = lyraPageLang(req.headers['accept-language']?.slice(0, 2));
      return reply.code(404).send(lyraStatePage({ lang, nonce, state: 'notFound' }));
    }
    const d = s.data;
    const order = { merchantName: d.merchantName, orderNumber: d.orderNumber, amountCents: d.amountCents };
    if (s.paymentStatus === 'succeeded' || s.paymentStatus === 'refunded') {
      const link = new URL(d.returnUrl);
      link.searchParams.set('executionCode', EXECUTION_CODES.success);
      return reply.send(lyraStatePage({ lang: d.lang, nonce, state: 'paid', order, link: link.toString() }));
    }
    if (d.status !== 'open' || s.paymentStatus !== 'created' || s.expired) {
      return reply.code(410).send(lyraStatePage({ lang: d.lang, nonce, state: 'closed', order, link: d.cancelUrl }));
    }
    return reply.send(
      lyraFormPage({
        ...order,
        lang: d.lang,
        nonce,
        action,
        fields: d.fields,
        test: d.fields.vads_ctx_mode === 'TEST',
        cartUrl: d.cancelUrl,
      }),
    );
  });
};
