import type { Tx } from '@schuss/db';

/**
 * What checkout (the orders module) asks of the payment module. Orders never imports the payment
 * module: the app hands it an implementation of this (`checkoutPayments` of modules/payment/service.ts),
 * while the payment module settles orders through the orders module's functions — one direction only.
 */
export interface PaymentAttempts {
  /**
   * In the caller's transaction: supersedes the order's open payment attempts and opens a new one
   * for the order's total, with the provider of the order's school. Answers its id and expiry,
   * and the ids of the attempts it superseded.
   */
  open(tx: Tx, order: { id: number; site: string; totalCents: number; currency: string }): Promise<OpenedAttempt>;
  /** In the caller's transaction: supersedes the order's open attempts (an order settled without payment). */
  supersede(tx: Tx, orderId: number): Promise<string[]>;
  /** After the transaction: starts the opened attempt at the provider; answers where the browser pays. */
  start(request: PaymentRequest): Promise<string>;
  /** After the transaction: closes superseded attempts at the provider so their pages take no money (failures are logged). */
  cancel(paymentIds: string[]): Promise<void>;
}

export type OpenedAttempt = { paymentId: string; expiresAt: Date; superseded: string[] };

/** What a provider is asked to charge, and where its hosted page sends the browser back. */
export type PaymentRequest = {
  /** The platform's random payment attempt id (≥ 128 bits): the provider's session reference. */
  paymentId: string;
  orderNumber: string;
  amountCents: number;
  currency: 'EUR';
  /** The order's language: the hosted page speaks it. */
  lang: string;
  /** Shown on the hosted page (the school's name). */
  merchantName: string;
  /** The site's result page for this cart; the provider adds `executionCode`. */
  returnUrl: string;
  /** Where "cancel" on the hosted page goes (the site's cart page). */
  cancelUrl: string;
  /** The hosted page takes no payment after this. */
  expiresAt: Date;
};
