import { createHmac, timingSafeEqual } from 'node:crypto';
import { EXECUTION_CODES, SANDBOX_CARDS } from '@schuss/contracts';
import { z } from 'zod';
import type { PaymentProvider, VerifyResult } from './provider';

/** Header carrying `sha256=<hex HMAC-SHA256 of the raw body>` on sandbox notifications. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The sandbox's notification body (JSON, signed as sent). */
export const SandboxNotification = z.object({
  paymentId: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
  orderNumber: z.string().min(1).max(40),
  amount: z.number().int().min(0),
  currency: z.string().regex(/^[A-Z]{3}$/),
  executionCode: z.string().regex(/^\d{4}$/),
  transactionId: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/),
  sentAt: z.iso.datetime({ offset: true }),
});
export type SandboxNotification = z.infer<typeof SandboxNotification>;

export function signSandbox(rawBody: string | Buffer, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

/** Timing-safe check of a `sha256=<hex>` signature of a raw body. */
export function verifySandboxSignature(rawBody: Buffer, header: string | string[] | undefined, secret: string): boolean {
  if (typeof header !== 'string') return false;
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!m) return false;
  const given = Buffer.from(m[1] as string, 'hex');
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The sandbox provider: hosted card page at `{platformUrl}/pay/:id`, HMAC-signed notifications. */
export function sandboxProvider({ platformUrl, secret }: { platformUrl: string; secret: string }): PaymentProvider {
  return {
    name: 'sandbox',
    async createPayment({ paymentId }) {
      return { url: new URL(`/pay/${paymentId}`, platformUrl).toString() };
    },
    verifyNotification(rawBody, headers): VerifyResult {
      if (!verifySandboxSignature(rawBody, headers[SANDBOX_SIGNATURE_HEADER], secret)) {
        return { ok: false, status: 401, reason: 'bad or missing signature' };
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { ok: false, status: 400, reason: 'body is not JSON' };
      }
      const parsed = SandboxNotification.safeParse(json);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return { ok: false, status: 400, reason: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` };
      }
      return { ok: true, notification: parsed.data };
    },
    async refund({ transactionId }) {
      // The sandbox has no money to move: a refund always succeeds.
      return { ok: true, refundId: `rf_${transactionId}` };
    },
  };
}

/** Luhn check of a card number's digits. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The execution code the sandbox answers for a (Luhn-valid) card number. */
export function sandboxOutcome(digits: string): string {
  switch (digits) {
    case SANDBOX_CARDS.success:
      return EXECUTION_CODES.success;
    case SANDBOX_CARDS.insufficientFunds:
      return EXECUTION_CODES.insufficientFunds;
    case SANDBOX_CARDS.timeout:
      return EXECUTION_CODES.timeout;
    default:
      // SANDBOX_CARDS.refused and every other card.
      return EXECUTION_CODES.refused;
  }
}

export type CardErrorKey =
  | 'cardRequired'
  | 'cardInvalid'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid';
export type CardForm = { cardNumber: string; expiry: string; cvc: string };
export type CardCheck = {
  values: CardForm;
  digits: string;
  errors: Partial<Record<keyof CardForm, CardErrorKey>>;
};

/** Server-side check of the card form: Luhn, expiry MM/YY in the future (end of month), 3-digit CVC. */
export function checkCardForm(form: Record<string, unknown>, now = new Date()): CardCheck {
  const str = (k: string) => (typeof form[k] === 'string' ? (form[k] as string).slice(0, 40) : '');
  const values = { cardNumber: str('cardNumber'), expiry: str('expiry'), cvc: str('cvc') };
  const errors: CardCheck['errors'] = {};
  const digits = values.cardNumber.replace(/[\s-]/g, '');
  if (!digits) errors.cardNumber = 'cardRequired';
  else if (!/^\d+$/.test(digits) || !luhnValid(digits)) errors.cardNumber = 'cardInvalid';
  const exp = values.expiry.replace(/\s/g, '');
  const m = /^(\d{2})\/?(\d{2})$/.exec(exp);
  if (!exp) errors.expiry = 'expiryRequired';
  else if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) errors.expiry = 'expiryInvalid';
  else {
    const month = Number(m[1]);
    const year = 2000 + Number(m[2]);
    // Valid until the end of its month.
    if (Date.UTC(year, month, 1) <= now.getTime()) errors.expiry = 'expiryPast';
  }
  const cvc = values.cvc.trim();
  if (!cvc) errors.cvc = 'cvcRequired';
  else if (!/^\d{3}$/.test(cvc)) errors.cvc = 'cvcInvalid';
  return { values, digits, errors };
}
