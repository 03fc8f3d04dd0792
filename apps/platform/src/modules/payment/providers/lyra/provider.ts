import { randomInt } from 'node:crypto';
import { EXECUTION_CODES } from '@schuss/contracts';
import type { Db } from '@schuss/db';
import type { PaymentProvider, PaymentRequest } from '../../provider';
import { verifyLyraNotification } from './notification';
import { cancelOrRefund } from './refund';
import { cancelLyraSession, findLyraSession, LYRA, type LyraSessionData, openLyraSession, recordLyraRefund } from './sessions';
import { lyraSignature } from './signature';

/** What the Lyra adapter needs (SystemPay / PayZen form protocol): validated by env.ts. */
export type LyraOptions = {
  db: Db;
  shopId: string;
  key: string;
  mode: 'TEST' | 'PRODUCTION';
  paymentUrl: string;
  apiUrl: string;
  apiPassword: string | undefined;
  platformUrl: string;
};

/** `vads_trans_date`: the form's UTC date-time, `YYYYMMDDHHmmss`. */
export const transDate = (d: Date) => d.toISOString().replace(/\D/g, '').slice(0, 14);

/** `vads_trans_id`: 6 characters, unique per shop and UTC day; Lyra compares them case-insensitively, so lower case only. */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const newTransId = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

const withCode = (url: string, code: string) => {
  const u = new URL(url);
  u.searchParams.set('executionCode', code);
  return u.toString();
};

/** The payment form's fields (the signature apart) for an attempt. */
export function lyraFields(o: LyraOptions, r: PaymentRequest, date: string, transId: string): Record<string, string> {
  return {
    vads_action_mode: 'INTERACTIVE',
    vads_amount: String(r.amountCents),
    vads_ctx_mode: o.mode,
    vads_currency: '978',
    vads_language: r.lang === 'fr' ? 'fr' : 'en',
    vads_order_id: r.orderNumber,
    vads_order_info: r.paymentId,
    vads_page_action: 'PAYMENT',
    vads_payment_config: 'SINGLE',
    vads_shop_name: r.merchantName.slice(0, 255),
    vads_site_id: o.shopId,
    vads_trans_date: date,
    vads_trans_id: transId,
    // The IPN of this payment, whatever the back office's default.
    vads_url_check: new URL('/api/payment/notify/lyra', o.platformUrl).toString(),
    // Back on the site's result page, which reads `executionCode` (the IPN alone fulfils the order).
    vads_url_success: withCode(r.returnUrl, EXECUTION_CODES.success),
    vads_url_refused: withCode(r.returnUrl, EXECUTION_CODES.refused),
    vads_url_error: withCode(r.returnUrl, EXECUTION_CODES.timeout),
    vads_url_return: withCode(r.returnUrl, EXECUTION_CODES.timeout),
    vads_url_cancel: r.cancelUrl,
    vads_version: 'V2',
  };
}

/**
 * The Lyra form-protocol adapter (SystemPay, PayZen): the browser goes to the platform's page
 * `/pay/lyra/:paymentId` (routes.ts), which posts the signed form to Lyra's payment page; Lyra
 * tells the outcome by its IPN to `/api/payment/notify/lyra`; refunds go through the REST API.
 */
export function lyraProvider(o: LyraOptions): PaymentProvider {
  return {
    name: LYRA,
    async startPayment(r) {
      const base: Omit<LyraSessionData, 'fields'> = {
        status: 'open',
        lang: r.lang,
        merchantName: r.merchantName,
        orderNumber: r.orderNumber,
        amountCents: r.amountCents,
        returnUrl: r.returnUrl,
        cancelUrl: r.cancelUrl,
        expiresAt: r.expiresAt.toISOString(),
        paymentUrl: o.paymentUrl,
      };
      for (let attempt = 0; attempt < 5; attempt++) {
        const date = transDate(new Date());
        const transId = newTransId();
        const fields = lyraFields(o, r, date, transId);
        const opened = await openLyraSession(o.db, {
          paymentId: r.paymentId,
          transDate: date,
          transId,
          data: { ...base, fields: { ...fields, signature: lyraSignature(fields, o.key) } },
        });
        if (opened !== 'clash') return { redirectUrl: new URL(`/pay/lyra/${r.paymentId}`, o.platformUrl).toString() };
      }
      throw new Error('no free vads_trans_id for today after 5 draws');
    },
    notifiedPaymentId(rawBody) {
      return new URLSearchParams(rawBody.toString('utf8')).get('vads_order_info') ?? undefined;
    },
    verifyNotification(rawBody) {
      return verifyLyraNotification(rawBody, { key: o.key, shopId: o.shopId, mode: o.mode });
    },
    async cancelPayment(paymentId) {
      await cancelLyraSession(o.db, paymentId);
    },
    async refund({ paymentId, transactionId, amountCents, currency, idempotencyKey }) {
      const session = idempotencyKey ? await findLyraSession(o.db, paymentId) : undefined;
      const done = idempotencyKey ? session?.data.refunds?.[idempotencyKey] : undefined;
      if (done) return { ok: true, refundId: done };
      const res = await cancelOrRefund(
        { apiUrl: o.apiUrl, shopId: o.shopId, apiPassword: o.apiPassword },
        { uuid: transactionId, amountCents, currency },
      );
      if (res.ok && idempotencyKey) await recordLyraRefund(o.db, paymentId, idempotencyKey, res.refundId);
      return res;
    },
  };
}
