import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

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
