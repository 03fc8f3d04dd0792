import { type ClosureOutcome, type ClosureRequest, type ClosureView, ErrorCode } from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { closureLines, closureSlots, closures, type Db, orders, rows, type Tx, transaction } from '@schuss/db';
import { and, eq, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { plainEuros } from '../../lib/format';
import { num } from '../../lib/sql';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { staffLabel } from '../auth';
import type { CancellationDeps } from '../backoffice';
import type { Jobs } from '../jobs';
import { lockCartOfOrder, moveOrderLine } from '../orders';
import { releaseExpiredHolds, returnSold, sellPlaces } from '../places';
import { type SchoolInfo, schoolInfo } from '../schools';
import { closeSlots } from '../season';
import { type ClosureRow, idList, isCode, sortedIds, staffReason } from './common';
import { sendNotices } from './notices';
import { type Plan, type PlannedLine, type PlannedSlot, planClosure, siteSlot, slotLabel } from './plan';
import { refundPending } from './refunds';
import { closureView } from './view';

/**
 * Weather and safety closures. Closing is one transaction: the closure's row first (its
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

// ---------------------------------------------------------------------------------------------
// Closing

type Move = { index: number; to: NonNullable<Awaited<ReturnType<typeof siteSlot>>> };

/** Each move names a closed slot and an open slot of the same product (4xx naming `body.moves.i.…` otherwise). */
async function checkMoves(tx: Tx, site: SchoolInfo, plan: Plan, moves: ClosureRequest['moves']): Promise<Map<number, Move>> {
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

async function closeAndRecord(db: Db, staff: AuthSession, site: SchoolInfo, body: ClosureRequest, jobs?: ClosureJobs): Promise<number> {
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
  const site = await schoolInfo(db, siteKey);
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

async function finish(d: CancellationDeps, staff: AuthSession, site: SchoolInfo, closureId: number): Promise<void> {
  const [closure] = await d.orders.db.select().from(closures).where(eq(closures.id, closureId));
  if (!closure) return;
  if (closure.remedy === 'refund') await refundPending(d, staff, site, closure);
  if (d.orders.lessonsChanged) {
    // The closed days' and hours' lessons are taken back from their instructors (a moved private lesson follows its line).
    const closed = await d.orders.db
      .select({ slotId: closureSlots.slotId })
      .from(closureSlots)
      .where(eq(closureSlots.closureId, closure.id));
    await d.orders
      .lessonsChanged(site.key, { slotIds: closed.map((c) => c.slotId) })
      .catch((err: unknown) => d.orders.log.error({ err, closureId: closure.id }, 'instructors not told of closed lessons'));
  }
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
  const site = await schoolInfo(db, siteKey);
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
