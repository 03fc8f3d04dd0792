import {
  type ClosureLineView,
  type ClosureOutcome,
  type ClosureReason,
  type ClosureRequest,
  type ClosureSlotRef,
  type ClosureSummary,
  type ClosureView,
  ErrorCode,
  eur,
  type Localized,
} from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import {
  closureLines,
  closureSlots,
  closures,
  type Db,
  orderLines,
  orders,
  refunds,
  rows,
  type StoredParticipant,
  type Tx,
  transaction,
} from '@schuss/db';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { localized, plainEuros, productName } from '../../lib/format';
import { isoAt, num } from '../../lib/sql';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { staffLabel } from '../auth';
import { type CancellationDeps, cancelOrder } from '../backoffice';
import type { Jobs } from '../jobs';
import { lockCartOfOrder, moveOrderLine, sendOrderEmail } from '../orders';
import { releaseExpiredHolds, returnSold, sellPlaces } from '../places';
import { type SiteInfo, siteByKey, siteInfo } from '../schools';
import { closeSlots } from '../season';
import { type ClosureMailLine, closureMessage } from './mail';
import { type Plan, type PlannedLine, type PlannedSlot, participantNames, planClosure, siteSlot, slotLabel } from './plan';

/**
 * Weather and safety closures (issue 14). Closing is one transaction: the closure's row first (its
 * idempotency key is unique per site: a request sent twice meets the first one there), then the
 * affected orders' carts and rows, then the slots (the order payments and cancellations lock them in),
 * a fresh plan under those locks, the slots closed (the season's `closeSlots`: they take no new
 * places), one row per affected order line and — with a move — the places taken on the new slot and
 * given back on the old one (the places service's conditional updates). Refunds are asked of the
 * payment provider after the commit, one per order, through the back office's cancellation
 * machinery (`cancelOrder`: pending refund reserved first, failure recorded), each under a key derived
 * from the closure, the order and the attempt: a retried closing or a retry of the failures never
 * refunds twice. Then each order's contact gets one e-mail in the order's language.
 */

type ClosureRow = typeof closures.$inferSelect;

const REASON_LABELS: Record<'fr' | 'en', Record<ClosureReason, string>> = {
  fr: { weather: 'Météo', avalanche: 'Risque d’avalanche', lift_breakdown: 'Panne des remontées', other: 'Autre raison' },
  en: { weather: 'Weather', avalanche: 'Avalanche risk', lift_breakdown: 'Lift breakdown', other: 'Other reason' },
};

/** The closure as staff read it in the slot's closing reason and refunds (the site's language). */
function staffReason(c: Pick<ClosureRow, 'id' | 'reason' | 'note'>, site: SiteInfo, max: number): string {
  const lang = site.defaultLang === 'fr' ? 'fr' : 'en';
  const head = `${lang === 'fr' ? 'Fermeture' : 'Closure'} ${c.id} — ${REASON_LABELS[lang][c.reason]}`;
  const text = c.note ? `${head} : ${c.note}` : head;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const isCode = (err: unknown, code: string): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === code || e?.cause?.code === code;
};

const sortedIds = (list: Iterable<number>) => [...new Set(list)].sort((a, b) => a - b);
const idList = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

// ---------------------------------------------------------------------------------------------
// Closing

type Move = { index: number; to: NonNullable<Awaited<ReturnType<typeof siteSlot>>> };

/** Each move names a closed slot and an open slot of the same product (4xx naming `body.moves.i.…` otherwise). */
async function checkMoves(tx: Tx, site: SiteInfo, plan: Plan, moves: ClosureRequest['moves']): Promise<Map<number, Move>> {
  const closing = new Map(plan.slots.map((s) => [s.id, s]));
  const out = new Map<number, Move>();
  for (const [index, m] of moves.entries()) {
    const field = `body.moves.${index}`;
    const from = closing.get(m.fromSlotId);
    if (!from) {
      throw new HttpError(
        400,
        `${field}.fromSlotId: slot ${m.fromSlotId} is not among the slots this closure closes`,
        `${field}.fromSlotId`,
        ErrorCode.InvalidInput,
      );
    }
    const to = await siteSlot(tx, site, m.toSlotId);
    const toField = `${field}.toSlotId`;
    if (!to) throw new HttpError(400, `${toField}: no slot ${m.toSlotId} on this site`, toField, ErrorCode.InvalidInput);
    if (to.product_id !== from.productId) {
      throw new HttpError(
        400,
        `${toField}: slot ${to.id} is a slot of "${to.product_key}", not of "${from.productKey}": participants move to a slot of the same product`,
        toField,
        ErrorCode.InvalidInput,
      );
    }
    if (closing.has(to.id) || to.closed) {
      throw new HttpError(409, `${toField}: slot ${to.id} is closed: it takes no participants`, toField, ErrorCode.SlotClosed);
    }
    if (to.ends_on < todayIso()) {
      throw new HttpError(400, `${toField}: slot ${to.id} is over (it ended on ${to.ends_on})`, toField, ErrorCode.SlotPast);
    }
    out.set(from.id, { index, to });
  }
  return out;
}

/** Holds each order's cart then its row (the order payment notifications and cancellations take them in). */
async function lockOrders(tx: Tx, lines: PlannedLine[], done: Set<number>): Promise<void> {
  const byOrder = new Map(lines.map((l) => [l.orderId, l.cartId]));
  for (const orderId of sortedIds(byOrder.keys())) {
    if (done.has(orderId)) continue;
    await lockCartOfOrder(tx, { cartId: byOrder.get(orderId) as number });
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    done.add(orderId);
  }
}

/** Moves a line's participants: places taken on the new slot and given back on the old one; the line and its order follow. */
async function moveLine(tx: Tx, line: PlannedLine, to: Move['to']): Promise<void> {
  if (!(await sellPlaces(tx, to.id, line.quantity))) {
    throw new HttpError(409, `body.moves: slot ${to.id} has no room left for ${line.quantity} more`, 'body.moves', ErrorCode.SlotFull);
  }
  // A line paid while its slot was full took no place there: nothing to give back; it has its places now.
  if (line.sold) await returnSold(tx, line.slotId, line.quantity);
  await moveOrderLine(tx, line, { slotId: to.id, startsOn: to.starts_on });
}

/** The closing transaction; answers the closure's id. HttpError (nothing written) when it cannot be done as asked. */
/** The job queue as closures use it: the notices' `closures.notify` job is sent with the closure. */
export type ClosureJobs = { send: Jobs['send'] };

/**
 * How long the `closures.notify` job of a closure waits: the request sends the notices itself, well
 * within this; the job sends those a stopped request left (each order's notice is claimed once).
 */
const NOTICES_JOB_DELAY_SECONDS = 300;

async function closeAndRecord(db: Db, staff: AuthSession, site: SiteInfo, body: ClosureRequest, jobs?: ClosureJobs): Promise<number> {
  return transaction(db, async (tx) => {
    // First: a request sent twice waits here for the first one, then fails on the key (answered with the first).
    const [closure] = await tx
      .insert(closures)
      .values({
        site: site.key,
        scope: body.scope,
        day: body.scope === 'day' ? (body.day ?? null) : null,
        // Set once the slot is known to be the site's (below).
        slotId: null,
        reason: body.reason,
        note: body.note,
        remedy: body.remedy,
        idempotencyKey: body.idempotencyKey,
        userId: staff.userId,
        userLabel: staffLabel(staff),
      })
      .returning();
    if (!closure) throw new Error('closure insert returned nothing');
    // Stored with the closure: if this process stops before the e-mails, the queue sends them.
    await jobs?.send(
      'closures.notify',
      { closureId: closure.id },
      { tx, startAfterSeconds: NOTICES_JOB_DELAY_SECONDS, retryLimit: 5, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 600 },
    );

    const first = await planClosure(tx, site, body);
    if (body.scope === 'slot') await tx.update(closures).set({ slotId: body.slotId }).where(eq(closures.id, closure.id));
    const locked = new Set<number>();
    await lockOrders(tx, first.lines, locked);
    const moves = body.remedy === 'move' ? await checkMoves(tx, site, first, body.moves) : new Map<number, Move>();
    const slotIds = sortedIds([...first.slots.map((s) => s.id), ...[...moves.values()].map((m) => m.to.id)]);
    await tx.execute(sql`select id from slots where id in (${idList(slotIds)}) order by id for update`);
    // Under the locks: what is on the slots now (an order paid meanwhile is in; a line cancelled meanwhile is out).
    const plan = await planClosure(tx, site, body);
    await lockOrders(tx, plan.lines, locked);

    if (body.remedy === 'move') {
      const needed = new Map<number, number>();
      for (const s of plan.slots) {
        const places = plan.lines.filter((l) => l.slotId === s.id).reduce((n, l) => n + l.quantity, 0);
        if (places === 0) continue;
        const move = moves.get(s.id);
        if (!move) {
          throw new HttpError(
            400,
            `body.moves: the participants of slot ${slotLabel(s)} need a slot to move to`,
            'body.moves',
            ErrorCode.InvalidInput,
          );
        }
        needed.set(move.to.id, (needed.get(move.to.id) ?? 0) + places);
      }
      for (const move of moves.values()) {
        const want = needed.get(move.to.id) ?? 0;
        const fresh = await siteSlot(tx, site, move.to.id);
        const free = fresh ? Math.max(0, fresh.capacity - fresh.held - fresh.sold) : 0;
        if (want > free) {
          const field = `body.moves.${move.index}.toSlotId`;
          throw new HttpError(
            409,
            `${field}: slot ${move.to.id} has ${free} place${free === 1 ? '' : 's'} left; ${want} ${want === 1 ? 'is' : 'are'} needed`,
            field,
            ErrorCode.SlotFull,
          );
        }
      }
    }

    await closeSlots(
      tx,
      plan.slots.map((s) => s.id),
      staffReason(closure, site, 300),
      staff,
    );
    await tx.insert(closureSlots).values(
      plan.slots.map((s) => ({
        closureId: closure.id,
        slotId: s.id,
        whole: s.whole,
        day: plan.day,
        toSlotId: moves.get(s.id)?.to.id ?? null,
      })),
    );
    if (plan.lines.length) {
      await tx.insert(closureLines).values(
        plan.lines.map((l) => ({
          closureId: closure.id,
          orderId: l.orderId,
          orderLineId: l.orderLineId,
          slotId: l.slotId,
          toSlotId: body.remedy === 'move' ? (moves.get(l.slotId)?.to.id ?? null) : null,
          quantity: l.quantity,
          share: l.share,
          refundCents: body.remedy === 'refund' ? l.refundCents : 0,
          outcome: (body.remedy === 'move' ? 'moved' : 'pending') as ClosureOutcome,
        })),
      );
    }
    if (body.remedy === 'move') {
      for (const l of plan.lines) await moveLine(tx, l, (moves.get(l.slotId) as Move).to);
    }

    await recordAudit(tx, staff, {
      action: 'closure.create',
      subject: plan.scope === 'day' ? `day ${plan.day}: ${plan.slots.length} slot(s)` : slotLabel(plan.slots[0] as PlannedSlot),
      after: {
        closureId: closure.id,
        scope: plan.scope,
        day: plan.day,
        slotId: plan.slotId,
        reason: body.reason,
        note: body.note,
        remedy: body.remedy,
        slots: plan.slots.map((s) => s.id),
        moves: [...moves.entries()].map(([from, m]) => ({ fromSlotId: from, toSlotId: m.to.id })),
        orders: new Set(plan.lines.map((l) => l.orderId)).size,
        lines: plan.lines.length,
        idempotencyKey: body.idempotencyKey,
      },
    });
    for (const orderId of sortedIds(plan.lines.map((l) => l.orderId))) {
      const mine = plan.lines.filter((l) => l.orderId === orderId);
      const refund = mine.reduce((n, l) => n + l.refundCents, 0);
      await recordAudit(tx, staff, {
        orderId,
        action: 'order.closure',
        subject:
          body.remedy === 'move'
            ? `closure ${closure.id}: moved to ${[...new Set(mine.map((l) => `slot ${moves.get(l.slotId)?.to.id}`))].join(', ')}`
            : `closure ${closure.id}: refund ${plainEuros(refund, 'en')}`,
        before: { lines: mine.map((l) => ({ id: l.orderLineId, slotId: l.slotId })) },
        after: {
          closureId: closure.id,
          reason: body.reason,
          remedy: body.remedy,
          lines: mine.map((l) => ({
            id: l.orderLineId,
            slotId: body.remedy === 'move' ? (moves.get(l.slotId)?.to.id ?? null) : l.slotId,
            share: l.share,
            refundCents: body.remedy === 'refund' ? l.refundCents : 0,
          })),
        },
      });
    }
    return closure.id;
  });
}

async function closureByKey(db: Db, site: string, key: string): Promise<ClosureRow | undefined> {
  const [c] = await db
    .select()
    .from(closures)
    .where(and(eq(closures.site, site), eq(closures.idempotencyKey, key)));
  return c;
}

async function closureOfSite(db: Db, site: string, id: number): Promise<ClosureRow> {
  const [c] = await db
    .select()
    .from(closures)
    .where(and(eq(closures.site, site), eq(closures.id, id)));
  if (!c) throw new HttpError(404, `params.closureId: no closure ${id} on this site`, 'params.closureId', ErrorCode.NotFound);
  return c;
}

/**
 * `POST …/closures`: closes, then refunds and e-mails. The same idempotency key again answers the
 * first closure (finishing what it left: refunds not asked yet, e-mails not sent) and does nothing more.
 */
export async function createClosure(
  d: CancellationDeps & { jobs?: ClosureJobs },
  staff: AuthSession,
  siteKey: string,
  body: ClosureRequest,
  lang?: string,
): Promise<{ created: boolean; closure: ClosureView }> {
  const db = d.orders.db;
  const site = await siteInfo(db, siteKey);
  let existing = await closureByKey(db, siteKey, body.idempotencyKey);
  let id = existing?.id;
  if (id === undefined) {
    // Expired holds do not count against a move's room.
    if (body.remedy === 'move') await releaseExpiredHolds(db);
    for (let attempt = 0; id === undefined; attempt++) {
      try {
        id = await closeAndRecord(db, staff, site, body, d.jobs);
      } catch (err) {
        if (isCode(err, '23505')) {
          existing = await closureByKey(db, siteKey, body.idempotencyKey);
          if (!existing) throw err;
          id = existing.id;
        } else if (isCode(err, '40P01') && attempt === 0) {
          // A deadlock with a payment or cancellation PostgreSQL broke: once more, from the start.
        } else if (isCode(err, '40P01')) {
          throw new HttpError(
            409,
            'the slots are busy (payments or cancellations at the same time): try again',
            undefined,
            ErrorCode.Conflict,
          );
        } else {
          throw err;
        }
      }
    }
  }
  await finish(d, staff, site, id);
  return { created: existing === undefined, closure: await closureView(db, siteKey, id, lang) };
}

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
async function refundPending(d: CancellationDeps, staff: AuthSession, site: SiteInfo, closure: ClosureRow): Promise<void> {
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
      await cancelOrder(d, staff, site.key, order.number, {
        lineIds: active,
        refundCents,
        reason: staffReason(closure, site, 500),
        idempotencyKey: key,
        notify: false,
      });
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
async function sendNotices(d: CancellationDeps, closure: ClosureRow): Promise<void> {
  const db = d.orders.db;
  const waiting = await rows<{ order_id: number }>(
    db,
    sql`select distinct order_id from closure_lines where closure_id = ${closure.id} and email_status is null order by order_id`,
  );
  if (!waiting.length) return;
  const site = await siteByKey(db, closure.site);
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
    const message = closureMessage(
      order,
      site,
      {
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

async function finish(d: CancellationDeps, staff: AuthSession, site: SiteInfo, closureId: number): Promise<void> {
  const [closure] = await d.orders.db.select().from(closures).where(eq(closures.id, closureId));
  if (!closure) return;
  if (closure.remedy === 'refund') await refundPending(d, staff, site, closure);
  await sendNotices(d, closure);
}

/**
 * `POST …/closures/:closureId/retry`: the refunds that failed are asked again (each line claimed by
 * one request: two at once never refund twice), the e-mails that failed are sent again, and what a
 * stopped request left undone is finished (its refunds under the same keys: never twice).
 */
export async function retryClosure(
  d: CancellationDeps,
  staff: AuthSession,
  siteKey: string,
  closureId: number,
  lang?: string,
): Promise<ClosureView> {
  const db = d.orders.db;
  const site = await siteInfo(db, siteKey);
  const closure = await closureOfSite(db, siteKey, closureId);
  const claimed = await transaction(db, async (tx) => {
    const lines = await rows<{ id: number; order_id: number }>(
      tx,
      sql`update closure_lines set outcome = 'pending', attempts = attempts + 1, error = null, updated_at = now()
           where closure_id = ${closure.id} and outcome = 'failed' returning id, order_id`,
    );
    const mails = await rows<{ id: number }>(
      tx,
      sql`update closure_lines set email_status = null where closure_id = ${closure.id} and email_status = 'failed' returning id`,
    );
    if (lines.length || mails.length) {
      await recordAudit(tx, staff, {
        action: 'closure.retry',
        subject: `closure ${closure.id}: ${lines.length} refund line(s), ${mails.length} e-mail line(s)`,
        after: { closureId: closure.id, lines: lines.map((l) => num(l.id)), emails: mails.map((m) => num(m.id)) },
      });
    }
    // Lines a stopped request left pending (refund not asked, e-mail not sent) are finished too, under their own key.
    const [left] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from closure_lines
           where closure_id = ${closure.id} and (outcome = 'pending' or email_status is null)`,
    );
    return lines.length + mails.length + num(left?.n);
  });
  if (claimed === 0) {
    throw new HttpError(
      409,
      `params.closureId: closure ${closure.id} has nothing that failed: nothing to try again`,
      'params.closureId',
      ErrorCode.Conflict,
    );
  }
  await finish(d, staff, site, closure.id);
  return closureView(db, siteKey, closure.id, lang);
}

// ---------------------------------------------------------------------------------------------
// Reading

type HeadRow = {
  id: number;
  scope: 'day' | 'slot';
  day: string | null;
  slot_id: number | null;
  reason: ClosureReason;
  note: string;
  remedy: 'refund' | 'move';
  user_label: string;
  created_at: string;
  slots: unknown;
  orders: unknown;
  lines: unknown;
  refunded: unknown;
  moved: unknown;
  failed: unknown;
  pending: unknown;
  refunded_cents: unknown;
};

const HEAD = sql`c.id, c.scope, c.day::text as day, c.slot_id, c.reason, c.note, c.remedy, c.user_label,
  ${isoAt(sql`c.created_at`)} as created_at,
  (select count(*) from closure_slots cs where cs.closure_id = c.id) as slots,
  count(distinct cl.order_id) as orders, count(cl.id) as lines,
  count(cl.id) filter (where cl.outcome = 'refunded') as refunded,
  count(cl.id) filter (where cl.outcome = 'moved') as moved,
  count(cl.id) filter (where cl.outcome = 'failed') as failed,
  count(cl.id) filter (where cl.outcome = 'pending') as pending,
  coalesce(sum(cl.refund_cents) filter (where cl.outcome = 'refunded'), 0) as refunded_cents`;

function summary(r: HeadRow): ClosureSummary {
  return {
    id: num(r.id),
    scope: r.scope,
    day: r.day,
    slotId: r.slot_id === null ? null : num(r.slot_id),
    reason: r.reason,
    note: r.note,
    remedy: r.remedy,
    by: r.user_label,
    createdAt: r.created_at,
    counts: {
      slots: num(r.slots),
      orders: num(r.orders),
      lines: num(r.lines),
      refunded: num(r.refunded),
      moved: num(r.moved),
      failed: num(r.failed),
      pending: num(r.pending),
    },
    refunded: eur(num(r.refunded_cents)),
  };
}

/** `GET …/closures`: the site's closures, newest first (the last 200). */
export async function listClosures(db: Db, siteKey: string): Promise<{ closures: ClosureSummary[] }> {
  await siteInfo(db, siteKey);
  const found = await rows<HeadRow>(
    db,
    sql`select ${HEAD} from closures c left join closure_lines cl on cl.closure_id = c.id
         where c.site = ${siteKey} group by c.id order by c.created_at desc, c.id desc limit 200`,
  );
  return { closures: found.map(summary) };
}

type SlotRefRow = {
  id: number;
  product_key: string;
  product_name: { fr: string; en: string };
  starts_on: string;
  ends_on: string;
  start_time: string | null;
  end_time: string | null;
};

/** `GET …/closures/:closureId`: one closure with its slots and every affected line's outcome. */
export async function closureView(db: Db, siteKey: string, closureId: number, lang?: string): Promise<ClosureView> {
  const site = await siteInfo(db, siteKey);
  const [head] = await rows<HeadRow>(
    db,
    sql`select ${HEAD} from closures c left join closure_lines cl on cl.closure_id = c.id
         where c.site = ${siteKey} and c.id = ${closureId} group by c.id`,
  );
  if (!head) throw new HttpError(404, `params.closureId: no closure ${closureId} on this site`, 'params.closureId', ErrorCode.NotFound);
  const ref = (r: SlotRefRow): ClosureSlotRef => ({
    id: num(r.id),
    productKey: r.product_key,
    productName: productName(r.product_name, lang, site),
    startsOn: r.starts_on,
    endsOn: r.ends_on,
    startTime: r.start_time,
    endTime: r.end_time,
  });
  const slotRows = await rows<SlotRefRow & { whole: boolean; to_slot_id: number | null }>(
    db,
    sql`select s.id, p.key as product_key, p.name as product_name, s.starts_on::text as starts_on, s.ends_on::text as ends_on,
               to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time, cs.whole, cs.to_slot_id
          from closure_slots cs join slots s on s.id = cs.slot_id join products p on p.id = s.product_id
         where cs.closure_id = ${closureId}
         order by s.starts_on, s.start_time nulls first, p.key, s.id`,
  );
  const targetIds = sortedIds(slotRows.flatMap((r) => (r.to_slot_id === null ? [] : [num(r.to_slot_id)])));
  const targets = targetIds.length
    ? await rows<SlotRefRow>(
        db,
        sql`select s.id, p.key as product_key, p.name as product_name, s.starts_on::text as starts_on, s.ends_on::text as ends_on,
                   to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time
              from slots s join products p on p.id = s.product_id where s.id in (${idList(targetIds)})`,
      )
    : [];
  const lines = await rows<{
    id: number;
    order_line_id: number;
    number: string;
    lang: string;
    email: string;
    participants: StoredParticipant[];
    quantity: number;
    slot_id: number;
    to_slot_id: number | null;
    outcome: ClosureOutcome;
    refund_cents: number;
    share: 'whole' | 'day';
    error: string | null;
    email_status: 'sent' | 'failed' | null;
    attempts: number;
  }>(
    db,
    sql`select cl.id, cl.order_line_id, o.number, o.lang, o.contact->>'email' as email, l.participants, cl.quantity,
               cl.slot_id, cl.to_slot_id, cl.outcome, cl.refund_cents, cl.share, cl.error, cl.email_status, cl.attempts
          from closure_lines cl join order_lines l on l.id = cl.order_line_id join orders o on o.id = cl.order_id
         where cl.closure_id = ${closureId}
         order by o.number, cl.id`,
  );
  return {
    ...summary(head),
    slots: slotRows.map((r) => {
      const to = r.to_slot_id === null ? undefined : targets.find((t) => num(t.id) === num(r.to_slot_id));
      return { ...ref(r), whole: Boolean(r.whole), toSlot: to ? ref(to) : null };
    }),
    lines: lines.map(
      (l): ClosureLineView => ({
        id: num(l.id),
        orderLineId: num(l.order_line_id),
        orderNumber: l.number,
        lang: l.lang,
        email: l.email,
        participants: participantNames(l.participants),
        quantity: num(l.quantity),
        fromSlotId: num(l.slot_id),
        toSlotId: l.to_slot_id === null ? null : num(l.to_slot_id),
        outcome: l.outcome,
        refund: head.remedy === 'refund' ? eur(num(l.refund_cents)) : null,
        share: l.share,
        error: l.error,
        emailStatus: l.email_status,
        attempts: num(l.attempts),
      }),
    ),
  };
}
