import { PAYMENT_SUCCESS_CODE, type PaymentNotifyResponse } from '@schuss/contracts';
import { carts, type Db, orders, payments } from '@schuss/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import type { VerifiedNotification } from '../payment/provider';
import { confirmOrder, fulfilOrder, type OrdersDeps } from './service';

/** A notification that is authentic but does not match what was asked of the provider. */
const rejected = (status: 400 | 404 | 409, message: string) => new HttpError(status, message, 'body', 'rejected_notification');

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Applies a verified provider notification — the only thing that fulfils an order.
 *
 * The payment, its order and the notification must agree (provider, order number, amount,
 * currency), else 4xx and nothing changes. The payment records its outcome once: the first
 * notification carrying a transaction sets it (`… where transaction_id is null`, transaction ids
 * unique), so a duplicate or replayed one changes nothing. A refusal leaves the order awaiting
 * payment (retryable). A success fulfils the order in the same transaction, serialised per cart by
 * the cart's row lock, exactly once; a success for an order that is no longer awaiting that amount
 * (paid meanwhile by another payment) is refunded.
 */
export async function applyNotification(d: OrdersDeps, provider: string, n: VerifiedNotification): Promise<PaymentNotifyResponse> {
  const [found] = await d.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, n.paymentId));
  if (!found) throw rejected(404, 'unknown payment');
  const { payment, order } = found;
  if (payment.provider !== provider) throw rejected(400, 'payment of another provider');
  if (order.number !== n.orderNumber) throw rejected(400, 'order number does not match the payment');
  if (payment.amountCents !== n.amount) throw rejected(400, 'amount does not match the payment');
  if (payment.currency !== n.currency) throw rejected(400, 'currency does not match the payment');

  const success = n.executionCode === PAYMENT_SUCCESS_CODE;
  let outcome: PaymentNotifyResponse['outcome'];
  try {
    outcome = await d.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      // The cart's row lock serialises this with checkouts, retries and other notifications of the cart.
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, order.cartId)).for('update');
      const [recorded] = await tx
        .update(payments)
        .set({
          status: success ? 'succeeded' : 'refused',
          executionCode: n.executionCode,
          transactionId: n.transactionId,
          notifiedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(payments.id, payment.id), isNull(payments.transactionId)))
        .returning();
      if (!recorded) return 'duplicate';
      if (!success) return 'refused';
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      if (current && current.status === 'pending_payment' && current.totalCents === recorded.amountCents) {
        return (await fulfilOrder(tx, order.id)) ? 'fulfilled' : 'refunded';
      }
      return 'refunded';
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw rejected(409, 'transaction already recorded for another payment');
    throw err;
  }

  if (outcome === 'fulfilled') {
    d.log.info({ order: order.number, payment: payment.id, transaction: n.transactionId }, 'order paid');
    await confirmOrder(d, order.id);
  } else if (outcome === 'refunded') {
    // Money was taken for an order already paid or changed since: give it back.
    d.log.warn({ order: order.number, payment: payment.id }, 'payment succeeded for an order not awaiting it: refunding');
    const r = await d.provider.refund({
      paymentId: payment.id,
      transactionId: n.transactionId,
      amountCents: payment.amountCents,
      currency: payment.currency,
    });
    if (r.ok) {
      await d.db.update(payments).set({ status: 'refunded', updatedAt: sql`now()` }).where(eq(payments.id, payment.id));
    } else {
      d.log.error({ order: order.number, payment: payment.id, error: r.error }, 'refund failed: staff must refund by hand');
    }
  } else if (outcome === 'refused') {
    d.log.info({ order: order.number, payment: payment.id, code: n.executionCode }, 'payment refused');
  } else {
    d.log.info({ order: order.number, payment: payment.id }, 'duplicate payment notification ignored');
  }
  return { received: true, outcome };
}
