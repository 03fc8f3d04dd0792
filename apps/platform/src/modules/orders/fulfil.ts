import { carts, type Db, orderLines, orders, type Tx } from '@schuss/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { closeCart } from '../booking';
import { issueInvoice } from '../invoicing';
import { recordSale } from '../ledger';
import { countOrder } from '../metrics';
import { consumeOffers, createGiftVouchers } from '../offers';
import { sellHeld, sellPlaces } from '../places';
import { schoolByKey } from '../schools';
import type { OrderRow, OrdersDeps } from './deps';
import { sendConfirmation } from './emails';

// ---------------------------------------------------------------------------------------------
// Fulfilment

/**
 * Marks an order paid and delivers it, in the caller's transaction: one conditional UPDATE
 * (`… where status = 'pending_payment' returning`) so it happens once whatever the concurrency;
 * then each dated line's held places become sold places (held − n, sold + n on its slot); a line
 * whose hold was released meanwhile takes sold places if they remain (else staff are told on the
 * order); the cart is closed. Returns false when the order was not awaiting payment.
 */
export async function fulfilOrder(tx: Tx, orderId: number): Promise<boolean> {
  const [order] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending_payment')))
    .returning();
  if (!order) return false;
  countOrder('paid');
  const notes: string[] = [];
  const sold: number[] = [];
  // Slots in id order: two fulfilments sharing slots never wait for each other in a cycle.
  const dated = order.items.filter((i) => i.slotId !== null).sort((a, b) => (a.slotId as number) - (b.slotId as number));
  for (const item of dated) {
    // The hold becomes sold places; if it was released meanwhile, the places are sold if they remain, else staff are told.
    if (
      (await sellHeld(tx, { lineId: item.lineId, cartId: order.cartId })) > 0 ||
      (await sellPlaces(tx, item.slotId as number, item.quantity))
    ) {
      sold.push(item.lineId);
    } else {
      notes.push(`${item.productKey} (slot ${item.slotId}): ${item.quantity} place(s) paid but the slot is full`);
    }
  }
  // The order lines whose places were sold: only these give places back when cancelled (migration 0023).
  if (sold.length)
    await tx
      .update(orderLines)
      .set({ soldAt: sql`now()` })
      .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.lineId, sold)));
  await closeCart(tx, order.cartId);
  // What each line was paid, by card and by gift voucher, and what promo codes took off it (the ledger).
  await recordSale(tx, order.id);
  // Its invoice, numbered now, from what the ledger just recorded (when the school issues invoices).
  await issueInvoice(tx, order.id);
  // Gift vouchers bought become vouchers (offers); their codes go with the confirmation e-mail.
  await createGiftVouchers(tx, order);
  if (notes.length)
    await tx
      .update(orders)
      .set({ fulfilmentNote: notes.join('; ') })
      .where(eq(orders.id, order.id));
  return true;
}

/**
 * Locks the cart of an order for the caller's transaction: the lock that serialises checkouts,
 * retries and payment notifications of one cart. A notification takes it before anything else.
 */
export async function lockCartOfOrder(tx: Tx, order: { cartId: number }): Promise<void> {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, order.cartId)).for('update');
}

/**
 * A payment of `amountCents` succeeded for an order (caller's transaction, cart locked): the order
 * is fulfilled if it still awaits exactly that amount. False when it does not (paid meanwhile by
 * another payment, or changed since): the payment is then to be given back.
 */
export async function settleOrder(tx: Tx, orderId: number, amountCents: number): Promise<boolean> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (current?.status !== 'pending_payment' || current.totalCents !== amountCents) return false;
  // The promo code uses and voucher cents it reserved (offers): none left → not paid, given back.
  if (!(await consumeOffers(tx, orderId))) return false;
  return fulfilOrder(tx, orderId);
}

/** An order by its internal id. */
export async function orderById(db: Db, orderId: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** Sends the confirmation e-mail of a paid order; a failure is logged and never un-pays the order. */
export async function confirmOrder(d: OrdersDeps, orderId: number): Promise<void> {
  // Its private lessons to instructors first (idempotent); a failure there leaves them to the office's board.
  if (d.afterPaid) await d.afterPaid(orderId).catch((err: unknown) => d.log.error({ err, orderId }, 'after-payment work failed'));
  try {
    const [order] = await d.db.select().from(orders).where(eq(orders.id, orderId));
    if (order?.status !== 'paid' || order.mailSentAt) return;
    const site = await schoolByKey(d.db, order.site);
    if (!site) throw new Error(`site ${order.site} not found`);
    await sendConfirmation(d, order, site);
    await d.db.update(orders).set({ mailSentAt: sql`now()` }).where(eq(orders.id, orderId));
    d.log.info({ order: order.number }, 'confirmation e-mail sent');
  } catch (err) {
    d.log.error({ err, orderId }, 'confirmation e-mail failed (the order stays paid)');
  }
}
