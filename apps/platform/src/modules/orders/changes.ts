import { type Db, type OrderItem, orderLines, orders, refunds, type Tx } from '@schuss/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderRow } from './deps';

/**
 * The orders module's writes that other modules ask for: staff cancelling lines and refunding (backoffice's
 * cancellations), a closure moving a line to another slot, revoked links. The orders module is the only writer of
 * `orders`, `order_lines` and `refunds`; the callers decide, in their transaction, and call these.
 */

export type RefundRow = typeof refunds.$inferSelect;

/** Marks order lines cancelled (their places are given back by the caller through the places module). */
export async function cancelOrderLines(tx: Tx, orderLineIds: number[]): Promise<void> {
  if (orderLineIds.length) await tx.update(orderLines).set({ cancelledAt: sql`now()` }).where(inArray(orderLines.id, orderLineIds));
}

/** Sets what an order had refunded and its status (after a cancellation or a refund, or a refund that failed). */
export async function setOrderRefunded(tx: Tx, orderId: number, refundedCents: number, status: OrderRow['status']): Promise<void> {
  await tx.update(orders).set({ refundedCents, status, updatedAt: sql`now()` }).where(eq(orders.id, orderId));
}

/** Records a refund reserved before the provider is asked (`pending`). */
export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [inserted] = await tx.insert(refunds).values(values).returning();
  if (!inserted) throw new Error('refund insert returned nothing');
  return inserted;
}

/** The provider's answer to a pending refund: `succeeded` (its reference) or `failed` (why). Undefined when it was settled already. */
export async function settleRefund(
  db: Db | Tx,
  refundId: string,
  outcome: { status: 'succeeded'; providerRefundId: string | null } | { status: 'failed'; error: string },
): Promise<RefundRow | undefined> {
  const [settled] = await db
    .update(refunds)
    .set(
      outcome.status === 'succeeded'
        ? { status: 'succeeded', providerRefundId: outcome.providerRefundId, updatedAt: sql`now()` }
        : { status: 'failed', error: outcome.error.slice(0, 500), updatedAt: sql`now()` },
    )
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return settled;
}

/**
 * A line moved by a closure to another slot of its product (its places taken there by the caller): the order line
 * and the order's items name the new slot and its first day; the line's places count as sold there.
 */
export async function moveOrderLine(
  tx: Tx,
  line: { orderId: number; orderLineId: number; lineId: number },
  to: { slotId: number; startsOn: string },
): Promise<void> {
  await tx
    .update(orderLines)
    .set({
      slotId: to.slotId,
      startDate: sql`case when ${orderLines.startDate} is null then null else ${to.startsOn}::date end`,
      soldAt: sql`coalesce(${orderLines.soldAt}, now())`,
    })
    .where(eq(orderLines.id, line.orderLineId));
  const [order] = await tx.select({ items: orders.items }).from(orders).where(eq(orders.id, line.orderId));
  if (!order) return;
  const items = order.items.map(
    (i): OrderItem => (i.lineId === line.lineId ? { ...i, slotId: to.slotId, startDate: i.startDate === null ? null : to.startsOn } : i),
  );
  await tx.update(orders).set({ items, updatedAt: sql`now()` }).where(eq(orders.id, line.orderId));
}

/**
 * One participant of a line cancelled by staff, the line going on for the others (their places given back by the
 * caller): marked cancelled where they are (their position stays: check-ins name it), one place fewer on the line
 * and on the order's item.
 */
export async function cancelParticipant(
  tx: Tx,
  line: { orderId: number; orderLineId: number; lineId: number },
  index: number,
): Promise<void> {
  const at = new Date().toISOString();
  const mark = <P extends { cancelledAt?: string }>(list: P[]) => list.map((p, i) => (i === index ? { ...p, cancelledAt: at } : p));
  const [row] = await tx.select({ participants: orderLines.participants }).from(orderLines).where(eq(orderLines.id, line.orderLineId));
  if (!row) return;
  await tx
    .update(orderLines)
    .set({ participants: mark(row.participants), quantity: sql`${orderLines.quantity} - 1` })
    .where(eq(orderLines.id, line.orderLineId));
  const [order] = await tx.select({ items: orders.items }).from(orders).where(eq(orders.id, line.orderId));
  if (!order) return;
  const items = order.items.map(
    (i): OrderItem => (i.lineId === line.lineId ? { ...i, quantity: i.quantity - 1, participants: mark(i.participants) } : i),
  );
  await tx.update(orders).set({ items, updatedAt: sql`now()` }).where(eq(orders.id, line.orderId));
}

/** Raises an order's links generation (its booking pass and personal links stop working); answers the new one. */
export async function raiseAccessGeneration(tx: Tx, orderId: number): Promise<number | undefined> {
  const [raised] = await tx
    .update(orders)
    .set({ accessGeneration: sql`${orders.accessGeneration} + 1` })
    .where(eq(orders.id, orderId))
    .returning({ generation: orders.accessGeneration });
  return raised?.generation;
}
