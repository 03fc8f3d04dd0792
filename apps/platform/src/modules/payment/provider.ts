import type { IncomingHttpHeaders } from 'node:http';

/** What the platform asks a provider to charge. */
export type CreatePaymentInput = {
  /** Our random payment id (≥ 128 bits): the provider's session reference. */
  paymentId: string;
  orderNumber: string;
  amountCents: number;
  currency: 'EUR';
  lang: string;
};

/** A notification whose signature was verified, parsed. */
export type VerifiedNotification = {
  paymentId: string;
  orderNumber: string;
  /** Integer cents. */
  amount: number;
  currency: string;
  /** `0000` success, anything else a refusal (spec §9). */
  executionCode: string;
  /** The provider's transaction id: a payment is settled by one transaction only. */
  transactionId: string;
  sentAt: string;
};

export type VerifyResult = { ok: true; notification: VerifiedNotification } | { ok: false; status: 400 | 401; reason: string };

export type RefundInput = { paymentId: string; transactionId: string; amountCents: number; currency: string };

/**
 * A payment provider (DESIGN §4 "Payment"): a hosted page to pay on, a signed server-to-server
 * notification of the outcome, and refunds. Only a verified notification fulfils an order.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Opens a payment session; answers the URL of the provider's hosted page. */
  createPayment(input: CreatePaymentInput): Promise<{ url: string }>;
  /** Checks a notification's signature against its raw body, then parses it. Never throws. */
  verifyNotification(rawBody: Buffer, headers: IncomingHttpHeaders): VerifyResult;
  /** Gives the money of a settled transaction back. */
  refund(input: RefundInput): Promise<{ ok: boolean; refundId?: string; error?: string }>;
}
