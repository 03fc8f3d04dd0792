import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The booking pass's code, the text of the QR code on the booking page and in the confirmation
 * e-mail: `SV1.<site>.<order number>.<generation>.<signature>`. The signature is HMAC-SHA256 with
 * VOUCHER_SECRET over the rest, cut to 128 bits (base64url, 22 characters), so a forged or altered
 * code is refused without a database read; the generation is the order's `access_generation`, raised
 * when staff revoke its links, so a revoked pass is refused too (checked against the order).
 * Short on purpose: a small QR code scans from a phone's screen at arm's length.
 */
export type PassClaim = { site: string; orderNumber: string; generation: number };

const PREFIX = 'SV1';
const SIGNATURE_CHARS = 22;
const CODE = /^SV1\.([a-z0-9][a-z0-9-]{0,63})\.([A-Za-z0-9-]{1,40})\.(\d{1,9})\.([A-Za-z0-9_-]{22})$/;

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('base64url').slice(0, SIGNATURE_CHARS);

/** The signed code of an order's booking pass. */
export function passCode(secret: string, c: PassClaim): string {
  const body = `${PREFIX}.${c.site}.${c.orderNumber}.${c.generation}`;
  return `${body}.${sign(secret, body)}`;
}

/** The claim of a code whose signature holds; undefined for anything else (never throws). */
export function readPassCode(secret: string, code: string): PassClaim | undefined {
  const m = CODE.exec(code.trim());
  if (!m) return undefined;
  const [, site, orderNumber, generation, signature] = m as unknown as [string, string, string, string, string];
  const expected = Buffer.from(sign(secret, `${PREFIX}.${site}.${orderNumber}.${generation}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { site, orderNumber, generation: Number(generation) };
}
