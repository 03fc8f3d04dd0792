import type { ClosureOutcome, Localized } from '@schuss/contracts';
import { closures, type Db, orders, rows, type StoredParticipant } from '@schuss/db';
import { eq, sql } from 'drizzle-orm';
import { localized } from '../../lib/format';
import { num } from '../../lib/sql';
import type { CancellationDeps } from '../backoffice';
import { sendOrderEmail } from '../orders';
import { schoolByKey } from '../schools';
import type { ClosureRow } from './common';
import { type ClosureMailLine, closureMessage } from './emails';
import { participantNames } from './plan';

type NoticeLine = {
  order_id: number;
  outcome: ClosureOutcome;
  share: 'whole' | 'day';
  refund_cents: number;
  participants: StoredParticipant[];
  product_name: Localized;
  starts_on: string;
  ends_on: string;
  start_time: string | null;
  end_time: string | null;
  to_starts_on: string | null;
  to_ends_on: string | null;
  to_start_time: string | null;
  to_end_time: string | null;
};

/**
 * One e-mail per order of the closure not written to yet, in the order's language. Each order's lines
 * are claimed in the transaction that stores its e-mail: never twice, and never lost to a process
 * that stops between the two (the `closures.notify` job finds them unclaimed).
 */
export async function sendNotices(d: CancellationDeps, closure: ClosureRow): Promise<void> {
  const db = d.orders.db;
  const waiting = await rows<{ order_id: number }>(
    db,
    sql`select distinct order_id from closure_lines where closure_id = ${closure.id} and email_status is null order by order_id`,
  );
  if (!waiting.length) return;
  const site = await schoolByKey(db, closure.site);
  if (!site) return;
  for (const { order_id } of waiting) {
    const orderId = num(order_id);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) continue;
    const lines = await rows<NoticeLine>(
      db,
      sql`select cl.order_id, cl.outcome, cl.share, cl.refund_cents, l.participants, p.name as product_name,
                 s.starts_on::text as starts_on, s.ends_on::text as ends_on,
                 to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time,
                 t.starts_on::text as to_starts_on, t.ends_on::text as to_ends_on,
                 to_char(t.start_time, 'HH24:MI') as to_start_time, to_char(t.end_time, 'HH24:MI') as to_end_time
            from closure_lines cl
            join order_lines l on l.id = cl.order_line_id
            join products p on p.id = l.product_id
            join slots s on s.id = cl.slot_id
            left join slots t on t.id = cl.to_slot_id
           where cl.closure_id = ${closure.id} and cl.order_id = ${orderId}
           order by cl.id`,
    );
    const mailLines: ClosureMailLine[] = lines.map((l) => ({
      name: localized(l.product_name, order.lang),
      slot: { startsOn: l.starts_on, endsOn: l.ends_on, startTime: l.start_time, endTime: l.end_time },
      participants: participantNames(l.participants),
      share: l.share,
      days: Math.round((Date.parse(`${l.ends_on}T00:00:00Z`) - Date.parse(`${l.starts_on}T00:00:00Z`)) / 86_400_000) + 1,
      refundCents: closure.remedy === 'refund' ? num(l.refund_cents) : null,
      movedTo:
        l.outcome === 'moved' && l.to_starts_on
          ? { startsOn: l.to_starts_on, endsOn: l.to_ends_on ?? l.to_starts_on, startTime: l.to_start_time, endTime: l.to_end_time }
          : null,
    }));
    // The customer's personal link, new for this e-mail (dropped again if it cannot be sent).
    const link = await d.orders.links.pageLink(db, order, site);
    const message = closureMessage(
      order,
      site,
      {
        bookingUrl: link.url,
        scope: closure.scope,
        day: closure.day,
        reason: closure.reason,
        note: closure.note,
        lines: mailLines,
        refunded: lines.every((l) => l.outcome !== 'pending' && l.outcome !== 'failed'),
      },
      d.orders.env.MAIL_FROM,
      `${order.number}-closure-${closure.id}`,
    );
    const claim = async (tx: Db) =>
      (
        await rows<{ id: number }>(
          tx,
          sql`update closure_lines set email_status = 'sent', updated_at = now()
               where closure_id = ${closure.id} and order_id = ${orderId} and email_status is null returning id`,
        )
      ).length > 0;
    try {
      await sendOrderEmail(d.orders, orderId, 'closure', message, claim);
    } catch (err) {
      await d.orders.links.drop(db, link.token).catch(() => {});
      d.orders.log.error({ err, order: order.number, closure: closure.id }, 'closure e-mail failed (the closure stands)');
      await db.execute(
        sql`update closure_lines set email_status = 'failed', updated_at = now() where closure_id = ${closure.id} and order_id = ${orderId}`,
      );
    }
  }
}

/**
 * The `closures.notify` job: the notices of a closure not sent yet (a request that stopped before them);
 * none twice, whoever runs first. Refunds a stopped request left stay for staff's retry (it names them).
 */
export async function sendClosureNotices(d: CancellationDeps, closureId: number): Promise<void> {
  const [closure] = await d.orders.db.select().from(closures).where(eq(closures.id, closureId));
  if (closure) await sendNotices(d, closure);
}
