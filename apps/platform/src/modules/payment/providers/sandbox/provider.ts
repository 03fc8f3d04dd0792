import type { Db } from '@schuss/db';
import type { PaymentProvider, VerifyResult } from '../../provider';
import { cancelSession, openSession, recordRefund } from './sessions';
import { SANDBOX_SIGNATURE_HEADER, SandboxNotification, verifySandboxSignature } from './signature';

export type SandboxConfig = { db: Db; platformUrl: string; secret: string };

/**
 * The sandbox provider: a hosted card page at `{platformUrl}/pay/:paymentId` (routes.ts), its own
 * sessions (sessions.ts), HMAC-SHA256-signed notifications to the platform's notification route.
 */
export function sandboxProvider({ db, platformUrl, secret }: SandboxConfig): PaymentProvider {
  return {
    name: 'sandbox',
    async startPayment(request) {
      await openSession(db, request);
      return { redirectUrl: new URL(`/pay/${request.paymentId}`, platformUrl).toString() };
    },
    notifiedPaymentId(rawBody) {
      try {
        const id = (JSON.parse(rawBody.toString('utf8')) as { paymentId?: unknown } | null)?.paymentId;
        return typeof id === 'string' ? id : undefined;
      } catch {
        return undefined;
      }
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
    async cancelPayment(paymentId) {
      await cancelSession(db, paymentId);
    },
    async refund({ paymentId, transactionId, amountCents }) {
      // No money moves in the sandbox: the refund is recorded on its session, never beyond the amount.
      if (!(await recordRefund(db, paymentId, amountCents))) {
        return { ok: false, error: 'nothing left to refund on this sandbox session' };
      }
      return { ok: true, refundId: `rf_${transactionId}` };
    },
  };
}
