import { type AdjustmentRequest, type AdjustmentResponse, ErrorCode } from '@schuss/contracts';
import { type Db, ledgerEntries, orderLines, orders, transaction } from '@schuss/db';
import { and, eq } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { plainEuros } from '../../lib/format';
import { recordAudit } from '../audit';
import { type AuthSession, staffLabel } from '../auth';
import { issueForAdjustment } from '../invoicing';
import { lineMoney, recordAdjustment } from '../ledger';
import { lockCartOfOrder } from '../orders';
import { orderDetail } from './orders';

/**
 * Money that moved outside the payment provider, recorded by staff: given back at the desk (cash, a transfer, a
 * cheque) or collected there, for one line of a paid order. One ledger entry (its credit note or invoice with it),
 * audited; the same idempotency key records it once. Giving back more than is left of what the line was paid is
 * refused (400 naming `body.amountCents`), and nothing is written.
 */
export async function adjustOrder(
  db: Db,
  staff: AuthSession,
  site: string,
  number: string,
  body: AdjustmentRequest,
): Promise<AdjustmentResponse> {
  const reference = `adj_${body.idempotencyKey}`;
  const replay = await transaction(db, async (tx) => {
    const [found] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.site, site), eq(orders.number, number)));
    if (!found) throw new HttpError(404, `params.number: no order ${number} on this site`, 'params.number', ErrorCode.NotFound);
    // The cart first, as payments and cancellations do: one change of an order's money at a time.
    await lockCartOfOrder(tx, found);
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
    if (!order?.paidAt) throw new HttpError(409, `params.number: order ${number} is not paid`, 'params.number', ErrorCode.Conflict);
    const [done] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.reference, reference)));
    if (done) return true;
    const [line] = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.id, body.orderLineId)));
    if (!line) {
      throw new HttpError(404, `body.orderLineId: order ${number} has no line ${body.orderLineId}`, 'body.orderLineId', ErrorCode.NotFound);
    }
    if (body.direction === 'given_back') {
      // Money collected at the desk can go back there too: the limit is everything the line was paid.
      const left = (await lineMoney(tx, order.id)).find((m) => m.orderLineId === line.id)?.givableCents ?? 0;
      if (body.amountCents > left) {
        throw new HttpError(
          400,
          `body.amountCents: at most ${plainEuros(left, 'en')} (${left} cents) can be given back for this line: what it was paid (the desk's money included) less what went back already`,
          'body.amountCents',
          ErrorCode.InvalidInput,
        );
      }
    }
    const cents = body.direction === 'given_back' ? -body.amountCents : body.amountCents;
    const written = await recordAdjustment(tx, {
      site: order.site,
      orderId: order.id,
      orderLineId: line.id,
      cents,
      means: body.means,
      reference,
      by: staffLabel(staff),
    });
    await issueForAdjustment(tx, order.id, written, body.reason);
    await recordAudit(tx, staff, {
      orderId: order.id,
      action: 'order.adjustment',
      subject: `line ${line.id}, ${body.direction === 'given_back' ? 'given back' : 'collected'} ${plainEuros(body.amountCents, 'en')} (${body.means})`,
      after: { orderLineId: line.id, cents, means: body.means, reason: body.reason, reference },
    });
    return false;
  });
  return { replay, order: await orderDetail(db, site, number) };
}
