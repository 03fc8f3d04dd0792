import type { VerifyResult } from '../../provider';
import { verifyLyraSignature } from './signature';

/** Lyra's transaction statuses that took the money (`vads_trans_status`). */
const PAID = new Set(['AUTHORISED', 'CAPTURED', 'ACCEPTED']);
/** Statuses that end the payment without money: the order stays awaiting payment (a new attempt may follow). */
const FAILED = new Set(['REFUSED', 'CANCELLED', 'ABANDONED', 'EXPIRED', 'CAPTURE_FAILED', 'NOT_CREATED']);
/** Statuses of a payment still on its way (3-D Secure, manual validation, fraud check): a later IPN brings the outcome. */
const PENDING = new Set([
  'INITIAL',
  'WAITING_AUTHORISATION',
  'WAITING_AUTHORISATION_TO_VALIDATE',
  'AUTHORISED_TO_VALIDATE',
  'UNDER_VERIFICATION',
  'SUSPENDED',
  'PRE_AUTHORISED',
  'WAITING_FOR_PAYMENT',
]);

/** ISO 4217 numeric → alphabetic, for the currencies a shop is likely to be set up with. */
const CURRENCIES: Record<string, string> = { '978': 'EUR', '840': 'USD', '826': 'GBP', '756': 'CHF', '124': 'CAD' };

/** The platform's execution code of a failed payment (docs/spec.md §9: `0000` only is a success). */
function refusalCode(status: string, authResult: string | undefined): string {
  if (status === 'REFUSED') return authResult === '51' ? '4051' : '4001';
  if (status === 'ABANDONED' || status === 'EXPIRED' || status === 'NOT_CREATED') return '9999';
  return '4001';
}

/** `YYYYMMDDHHmmss` (UTC) → ISO date-time, or undefined. */
function isoOf(d: string | undefined): string | undefined {
  const m = d ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(d) : null;
  return m ? `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z` : undefined;
}

/**
 * Checks and reads an IPN (instant payment notification: a form post of `vads_*` fields and their
 * `signature`). A bad or missing signature is 401; an authentic one for another shop or mode, or
 * without what identifies the payment, 400; a status with no outcome yet, or a refund's own IPN,
 * is acknowledged and changes nothing.
 */
export function verifyLyraNotification(raw: Buffer, o: { key: string; shopId: string; mode: string }): VerifyResult {
  const fields: Record<string, string> = {};
  let signature: string | undefined;
  for (const [name, value] of new URLSearchParams(raw.toString('utf8'))) {
    if (name === 'signature') {
      if (signature !== undefined) return { ok: false, status: 400, reason: 'signature: given twice' };
      signature = value;
    } else if (name.startsWith('vads_')) {
      if (name in fields) return { ok: false, status: 400, reason: `${name}: given twice` };
      fields[name] = value;
    }
  }
  if (!verifyLyraSignature(fields, signature, o.key)) return { ok: false, status: 401, reason: 'bad or missing signature' };

  const bad = (field: string, why: string): VerifyResult => ({ ok: false, status: 400, reason: `${field}: ${why}` });
  if (fields.vads_site_id !== o.shopId) return bad('vads_site_id', 'another shop');
  if (fields.vads_ctx_mode !== o.mode) return bad('vads_ctx_mode', `not ${o.mode}`);
  const status = fields.vads_trans_status ?? '';
  if (fields.vads_operation_type && fields.vads_operation_type !== 'DEBIT') {
    return { ok: true, ignored: `Lyra ${fields.vads_operation_type} operation (${status})` };
  }
  if (PENDING.has(status)) return { ok: true, ignored: `Lyra payment still pending (${status})` };
  if (!PAID.has(status) && !FAILED.has(status)) return bad('vads_trans_status', `unknown status "${status}"`);
  const paymentId = fields.vads_order_info ?? '';
  if (!/^[A-Za-z0-9_-]{22,64}$/.test(paymentId)) return bad('vads_order_info', 'not a payment id');
  const orderNumber = fields.vads_order_id ?? '';
  if (!orderNumber || orderNumber.length > 40) return bad('vads_order_id', 'missing');
  const amount = fields.vads_amount ?? '';
  if (!/^\d{1,12}$/.test(amount)) return bad('vads_amount', 'not an amount in cents');
  const currency = CURRENCIES[fields.vads_currency ?? ''] ?? (/^\d{3}$/.test(fields.vads_currency ?? '') ? `#${fields.vads_currency}` : '');
  if (!currency) return bad('vads_currency', 'not an ISO 4217 numeric code');
  const transactionId = fields.vads_trans_uuid ?? '';
  if (!/^[A-Za-z0-9_-]{8,80}$/.test(transactionId)) return bad('vads_trans_uuid', 'missing');
  return {
    ok: true,
    notification: {
      paymentId,
      orderNumber,
      amount: Number(amount),
      currency,
      executionCode: PAID.has(status) ? '0000' : refusalCode(status, fields.vads_auth_result),
      transactionId,
      sentAt: isoOf(fields.vads_effective_creation_date) ?? isoOf(fields.vads_trans_date) ?? new Date().toISOString(),
    },
  };
}
