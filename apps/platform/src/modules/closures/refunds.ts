import type { ClosureOutcome } from '@schuss/contracts';
import { closureLines, type Db, orderLines, orders, refunds, rows } from '@schuss/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { num } from '../../lib/sql';
import type { AuthSession } from '../auth';
import { type CancellationDeps, cancelOrder } from '../backoffice';
import type { SchoolInfo } from '../schools';
import { type ClosureRow, sortedIds, staffReason } from './common';

// ---------------------------------------------------------------------------------------------
// Refunds and e-mails (after the commit)

type PendingLine = { id: number; order_id: number; order_line_id: number; share: 'whole' | 'day'; refund_cents: number; attempts: number };

/**
 * The refund of an order's pending lines, at most what the order can still get back (card and gift
 * vouchers); when less, the last lines get less (their rows say so).
 */
async function capRefunds(db: Db, orderId: number, lines: PendingLine[]): Promise<number> {
  const [r] = await rows<{ refundable: unknown }>(
    db,
    sql`select greatest(coalesce((select sum(p.amount_cents) from payments p where p.order_id = o.id and p.status = 'succeeded'), 0)
                        - o.refunded_cents, 0)
               + coalesce((select sum(f.amount_cents - f.credited_cents) from order_offers f
                            where f.order_id = o.id and f.voucher_id is not null and f.status = 'used'), 0) as refundable
          from orders o where o.id = ${orderId}`,
  );
  let left = Math.max(0, num(r?.refundable));
  let total = 0;
  for (const l of lines) {
    const cents = Math.min(num(l.refund_cents), left);
    left -= cents;
    total += cents;
    if (cents !== num(l.refund_cents)) {
      await db
        .update(closureLines)
        .set({ refundCents: cents })
        .where(eq(closureLines.id, num(l.id)));
    }
  }
  return total;
}

/**
 * Asks the provider for the refunds of a closure's pending lines: one `cancelOrder` per order (its
 * whole lines cancelled, their places back to the closed slot; the money refunded; a provider failure
 * recorded). The key names the closure, the order and the attempt, so asking again never refunds twice.
 */
export async function refundPending(d: CancellationDeps, staff: AuthSession, site: SchoolInfo, closure: ClosureRow): Promise<void> {
  const db = d.orders.db;
  const pending = await rows<PendingLine>(
    db,
    sql`select id, order_id, order_line_id, share, refund_cents, attempts from closure_lines
         where closure_id = ${closure.id} and outcome = 'pending' order by order_id, id`,
  );
  for (const orderId of sortedIds(pending.map((l) => num(l.order_id)))) {
    const mine = pending.filter((l) => num(l.order_id) === orderId);
    const lineRowIds = mine.map((l) => num(l.id));
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) continue;
    const attempt = Math.max(...mine.map((l) => num(l.attempts)));
    const key = `closure-${closure.id}-order-${orderId}-${attempt}`;
    const wholeIds = mine.filter((l) => l.share === 'whole').map((l) => num(l.order_line_id));
    const active = wholeIds.length
      ? (
          await db
            .select({ id: orderLines.id })
            .from(orderLines)
            .where(and(inArray(orderLines.id, wholeIds), isNull(orderLines.cancelledAt)))
        ).map((r) => r.id)
      : [];
    // At most what the order can still get back now (another refund may have come since the closing).
    const refundCents = await capRefunds(db, orderId, mine);
    const settle = (outcome: ClosureOutcome, patch: { refundId?: string | null; error?: string | null }) =>
      db
        .update(closureLines)
        .set({ outcome, ...patch, updatedAt: sql`now()` })
        .where(and(inArray(closureLines.id, lineRowIds), eq(closureLines.outcome, 'pending')));
    if (refundCents === 0 && !active.length) {
      await settle('refunded', { error: null });
      continue;
    }
    let error: string | null = null;
    try {
      await cancelOrder(
        d,
        staff,
        site.key,
        order.number,
        {
          lineIds: active,
          refundCents,
          reason: staffReason(closure, site, 500),
          idempotencyKey: key,
          notify: false,
        },
        // The refund is for these lines (a closed day cancels none of them).
        { refundFor: mine.map((l) => num(l.order_line_id)) },
      );
    } catch (err) {
      if (!(err instanceof HttpError)) d.orders.log.error({ err, order: order.number, closure: closure.id }, 'closure refund failed');
      error = err instanceof Error ? err.message : String(err);
    }
    const [refund] = await db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)));
    if (refund?.status === 'succeeded') await settle('refunded', { refundId: refund.id, error: null });
    else if (refund?.status === 'failed') await settle('failed', { refundId: refund.id, error: refund.error ?? error });
    else if (refund)
      continue; // being refunded by a request at the same time: it settles the lines
    else if (error) await settle('failed', { error: error.slice(0, 500) });
    // Lines cancelled without money to give back (all of it refunded before).
    else await settle('refunded', { error: null });
  }
}
