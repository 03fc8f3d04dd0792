import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentRequest } from '../../lib/payments';

export type { PaymentRequest } from '../../lib/payments';

/** A notification whose signature was verified, parsed. */
export type VerifiedNotification = {
  paymentId: string;
  orderNumber: string;
  /** Integer cents. */
  amount: number;
  currency: string;
  /** `0000` success, anything else a refusal (docs/spec.md §9). */
  executionCode: string;
  /** The provider's transaction id: a payment is settled by one transaction only. */
  transactionId: string;
  sentAt: string;
};

/**
 * A notification checked: one to apply, an authentic one that carries no outcome for Schuss
 * (`ignored`: acknowledged, changes nothing — e.g. a Stripe event type not used), or a refusal.
 */
export type VerifyResult =
  | { ok: true; notification: VerifiedNotification }
  | { ok: true; ignored: string }
  | { ok: false; status: 400 | 401; reason: string };

/** Money to give back from a settled transaction (at most what it took). */
export type RefundInput = {
  paymentId: string;
  transactionId: string;
  amountCents: number;
  currency: string;
  /** The same key for the same refund asked again (the back office's refund id): the provider refunds once. */
  idempotencyKey?: string;
};
export type RefundResult = { ok: true; refundId: string } | { ok: false; error: string };

/**
 * A payment provider (DESIGN §4 "Payment", decision 010). The platform keeps its payment attempts
 * (modules/payment/service.ts); a provider keeps its own sessions and never writes the platform's
 * tables. It hosts the page the visitor pays on, tells the outcome by a signed server-to-server
 * notification to `POST /api/payment/notify/:name`, and gives money back. Only a verified
 * notification fulfils an order. A new provider is one more implementation under `providers/`.
 */
export interface PaymentProvider {
  /** The `:provider` of its notification route, stored on each attempt. */
  readonly name: string;
  /** Opens a session for an attempt; answers the URL of the provider's hosted page. */
  startPayment(request: PaymentRequest): Promise<{ redirectUrl: string }>;
  /**
   * Which payment attempt a notification names, read WITHOUT checking its signature: only to
   * choose whose keys check it (the school of that payment). Never throws; undefined when none.
   */
  notifiedPaymentId(rawBody: Buffer): string | undefined;
  /** Checks a notification's signature against its raw body, then parses it. Never throws. */
  verifyNotification(rawBody: Buffer, headers: IncomingHttpHeaders): VerifyResult;
  /** Closes a session that must take no money any more (its attempt was superseded, or the order paid otherwise). */
  cancelPayment(paymentId: string): Promise<void>;
  /** Gives (part of) the money of a settled transaction back; never more than it took. */
  refund(input: RefundInput): Promise<RefundResult>;
}
