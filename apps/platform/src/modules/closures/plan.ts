import {
  type AffectedLine,
  type ClosurePreview,
  type ClosurePreviewRequest,
  type ClosurePreviewSlot,
  ErrorCode,
  eur,
  type MoveTarget,
} from '@schuss/contracts';
import { daysBetween, todayIso } from '@schuss/contracts/rules';
import { type Db, rows, type StoredParticipant, type Tx } from '@schuss/db';
import { type SQL, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { productName } from '../../lib/format';
import { evenly } from '../../lib/money';
import { num } from '../../lib/sql';
import { lineMoney, participantShares } from '../ledger';
import type { SchoolInfo } from '../schools';

/**
 * What a closure would close and whom it concerns, read the same way for the preview and
 * for the closing itself (then inside its transaction, after its locks): the slots of the site
 * running that day (or the one slot) that no earlier closure covers, the paid order lines on them
 * still running, and what a refund would give back for each line.
 */

/** Most slots one move may be offered towards, nearest first. */
const TARGETS_MAX = 30;

export type PlannedSlot = {
  id: number;
  productId: number;
  productKey: string;
  productName: { fr: string; en: string };
  startsOn: string;
  endsOn: string;
  startTime: string | null;
  endTime: string | null;
  capacity: number;
  held: number;
  sold: number;
  closed: boolean;
  /** Days the slot runs. */
  days: number;
  /** The closure covers the whole slot (a slot closure, or a one-day slot), not one day of it. */
  whole: boolean;
};

export type PlannedLine = {
  orderId: number;
  orderNumber: string;
  orderLang: string;
  cartId: number;
  contact: { firstName: string; lastName: string; email: string };
  orderLineId: number;
  /** The cart line it came from (`order_lines.line_id`, `items[].lineId`). */
  lineId: number;
  slotId: number;
  quantity: number;
  /** Its places were sold (`order_lines.sold_at`): false for a line paid while its slot was full. */
  sold: boolean;
  totalCents: number;
  participants: StoredParticipant[];
  share: 'whole' | 'day';
  /** What a refund gives back for this closure (capped by what the order can still get back). */
  refundCents: number;
};

export type Plan = {
  scope: 'day' | 'slot';
  day: string | null;
  slotId: number | null;
  slots: PlannedSlot[];
  lines: PlannedLine[];
};

type SlotDbRow = {
  id: number;
  product_id: number;
  product_key: string;
  product_name: { fr: string; en: string };
  starts_on: string;
  ends_on: string;
  start_time: string | null;
  end_time: string | null;
  capacity: number;
  held: number;
  sold: number;
  closed: boolean;
};

const SLOT_COLUMNS = sql`s.id, p.id as product_id, p.key as product_key, p.name as product_name,
  s.starts_on::text as starts_on, s.ends_on::text as ends_on,
  to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time,
  s.capacity, s.held, s.sold, (s.closed_at is not null) as closed`;

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/** Slots of the site's resort (dated products) matching `where` (`s` = slots, `p` = products). */
async function slotRows(db: Db | Tx, site: SchoolInfo, where: SQL): Promise<SlotDbRow[]> {
  return rows<SlotDbRow>(
    db,
    sql`select ${SLOT_COLUMNS} from slots s join products p on p.id = s.product_id
         where p.resort = ${site.resort} and p.dated and ${where}
         order by s.starts_on, s.start_time nulls first, p.key, s.id`,
  );
}

/** A slot of the site by id, or undefined. */
export async function siteSlot(db: Db | Tx, site: SchoolInfo, slotId: number): Promise<SlotDbRow | undefined> {
  const [s] = await slotRows(db, site, sql`s.id = ${slotId}`);
  return s;
}

/** `cours-enfants-flocon 2027-01-03–2027-01-08 09:15–11:45 (slot 12)`: a slot in messages and the audit log. */
export function slotLabel(s: {
  id: number;
  productKey: string;
  startsOn: string;
  endsOn: string;
  startTime: string | null;
  endTime: string | null;
}) {
  const days = s.startsOn === s.endsOn ? s.startsOn : `${s.startsOn}–${s.endsOn}`;
  const times = s.startTime ? ` ${s.startTime}${s.endTime ? `–${s.endTime}` : ''}` : '';
  return `${s.productKey} ${days}${times} (slot ${s.id})`;
}

export const slotRef = (s: SlotDbRow) => ({
  id: s.id,
  productKey: s.product_key,
  startsOn: s.starts_on,
  endsOn: s.ends_on,
  startTime: s.start_time,
  endTime: s.end_time,
});

/**
 * The slots to close: those of the site running `day` (or the one slot) that no earlier closure
 * covers — a slot closed entirely, or this day of it. 4xx naming the field when there is nothing to close.
 */
async function slotsToClose(db: Db | Tx, site: SchoolInfo, req: ClosurePreviewRequest): Promise<PlannedSlot[]> {
  const found =
    req.scope === 'day'
      ? await slotRows(db, site, sql`s.starts_on <= ${req.day} and s.ends_on >= ${req.day}`)
      : await slotRows(db, site, sql`s.id = ${req.slotId}`);
  if (!found.length) {
    if (req.scope === 'day') {
      throw new HttpError(400, `body.day: no slot runs on ${req.day} on this site: nothing to close`, 'body.day', ErrorCode.InvalidInput);
    }
    throw new HttpError(404, `body.slotId: no slot ${req.slotId} on this site`, 'body.slotId', ErrorCode.NotFound);
  }
  const covered = await rows<{ slot_id: number; closure_id: number }>(
    db,
    sql`select cs.slot_id, min(cs.closure_id) as closure_id from closure_slots cs
         where cs.slot_id in (${ids(found.map((s) => s.id))})
           and (cs.whole ${req.scope === 'day' ? sql`or cs.day = ${req.day}` : sql``})
         group by cs.slot_id`,
  );
  const coveredBy = new Map(covered.map((c) => [num(c.slot_id), num(c.closure_id)]));
  const open = found.filter((s) => !coveredBy.has(s.id));
  if (!open.length) {
    const first = Math.min(...coveredBy.values());
    const field = req.scope === 'day' ? 'body.day' : 'body.slotId';
    const what = req.scope === 'day' ? `every slot running on ${req.day} is` : `slot ${req.slotId} is`;
    throw new HttpError(409, `${field}: ${what} already closed (closure ${first}): nothing left to close`, field, ErrorCode.Conflict);
  }
  return open.map((s) => {
    const days = daysBetween(s.starts_on, s.ends_on) + 1;
    return {
      id: s.id,
      productId: s.product_id,
      productKey: s.product_key,
      productName: s.product_name,
      startsOn: s.starts_on,
      endsOn: s.ends_on,
      startTime: s.start_time,
      endTime: s.end_time,
      capacity: s.capacity,
      held: s.held,
      sold: s.sold,
      closed: s.closed,
      days,
      whole: req.scope === 'slot' || days === 1,
    };
  });
}

type LineDbRow = {
  order_id: number;
  number: string;
  lang: string;
  cart_id: number;
  contact: { firstName: string; lastName: string; email: string };
  order_line_id: number;
  line_id: number;
  slot_id: number;
  quantity: number;
  sold: boolean;
  total_cents: number;
  participants: StoredParticipant[];
  /** Refunds earlier closures gave (or are giving) for this line. */
  closure_refunded: unknown;
  /** What the order can still get back: card (paid − refunded) and gift vouchers. */
  refundable: unknown;
};

/**
 * The paid order lines still running on `slots`, and what a refund gives back for each: what is left of
 * what the line was paid (its price less its share of the order's promo codes: the ledger), or the closed
 * day's share of it on a multi-day slot (what it was paid in equal parts per day, the odd cents to the first
 * days). Never more than is left of the line (earlier refunds and closures) nor than the order can still get back.
 */
async function linesOn(db: Db | Tx, site: SchoolInfo, slots: PlannedSlot[], day: string | null): Promise<PlannedLine[]> {
  const found = await rows<LineDbRow>(
    db,
    sql`select o.id as order_id, o.number, o.lang, o.cart_id, o.contact, l.id as order_line_id, l.line_id, l.slot_id,
               l.quantity, l.sold_at is not null as sold, l.total_cents, l.participants,
               (select coalesce(sum(cl.refund_cents), 0) from closure_lines cl
                 where cl.order_line_id = l.id and cl.outcome in ('pending', 'refunded', 'failed')) as closure_refunded,
               greatest(coalesce((select sum(p.amount_cents) from payments p where p.order_id = o.id and p.status = 'succeeded'), 0)
                        - o.refunded_cents, 0)
               + coalesce((select sum(f.amount_cents - f.credited_cents) from order_offers f
                            where f.order_id = o.id and f.voucher_id is not null and f.status = 'used'), 0) as refundable
          from order_lines l join orders o on o.id = l.order_id
         where l.slot_id in (${ids(slots.map((s) => s.id))}) and l.cancelled_at is null
           and o.status = 'paid' and o.site = ${site.key}
         order by o.id, l.id`,
  );
  const bySlot = new Map(slots.map((s) => [s.id, s]));
  const money = new Map<number, Awaited<ReturnType<typeof lineMoney>>[number]>();
  for (const orderId of new Set(found.map((r) => num(r.order_id)))) {
    for (const m of await lineMoney(db, orderId)) money.set(m.orderLineId, m);
  }
  const left = new Map<number, number>();
  return found.map((r) => {
    const slot = bySlot.get(num(r.slot_id)) as PlannedSlot;
    const total = num(r.total_cents);
    const paid = money.get(num(r.order_line_id));
    // What the participants still booked were paid: one cancelled alone took their share with them.
    const paidCents = participantShares(
      paid ?? { paidCents: 0, leftCents: 0 },
      r.participants.map((p) => p.priceCents),
    )
      .filter((_, i) => !r.participants[i]?.cancelledAt)
      .reduce((n, s) => n + s.paidCents, 0);
    // Earlier closures' refunds not made yet (pending, failed: to retry) are not in the ledger yet.
    const remaining = Math.max(0, Math.min(paid?.leftCents ?? 0, paidCents - num(r.closure_refunded)));
    const share = slot.whole ? 'whole' : 'day';
    const dayIndex = day ? daysBetween(slot.startsOn, day) : 0;
    const wanted = share === 'whole' ? remaining : Math.min(remaining, evenly(paidCents, slot.days)[dayIndex] ?? 0);
    const orderId = num(r.order_id);
    const canGive = left.get(orderId) ?? Math.max(0, num(r.refundable));
    const refundCents = Math.min(wanted, canGive);
    left.set(orderId, canGive - refundCents);
    return {
      orderId,
      orderNumber: r.number,
      orderLang: r.lang,
      cartId: num(r.cart_id),
      contact: { firstName: r.contact.firstName, lastName: r.contact.lastName, email: r.contact.email },
      orderLineId: num(r.order_line_id),
      lineId: num(r.line_id),
      slotId: slot.id,
      quantity: num(r.quantity),
      sold: r.sold === true,
      totalCents: total,
      participants: r.participants,
      share,
      refundCents,
    };
  });
}

/** What closing `req` concerns now (caller's transaction when given). */
export async function planClosure(db: Db | Tx, site: SchoolInfo, req: ClosurePreviewRequest): Promise<Plan> {
  const slots = await slotsToClose(db, site, req);
  const lines = await linesOn(db, site, slots, req.scope === 'day' ? (req.day ?? null) : null);
  return { scope: req.scope, day: req.scope === 'day' ? (req.day ?? null) : null, slotId: req.slotId ?? null, slots, lines };
}

/** Open slots of a product (not among `closing`, not over) with free places, nearest to `near` first. */
async function moveTargets(
  db: Db,
  site: SchoolInfo,
  productId: number,
  closing: number[],
  near: string,
  lang?: string,
): Promise<MoveTarget[]> {
  const found = await rows<SlotDbRow & { free: number }>(
    db,
    sql`select ${SLOT_COLUMNS}, greatest(s.capacity - s.held - s.sold, 0) as free
          from slots s join products p on p.id = s.product_id
         where p.resort = ${site.resort} and s.product_id = ${productId} and s.closed_at is null
           and s.id not in (${ids(closing)}) and s.ends_on >= ${todayIso()} and s.capacity - s.held - s.sold > 0
         order by abs(s.starts_on - ${near}::date), s.starts_on, s.start_time nulls first, s.id
         limit ${TARGETS_MAX}`,
  );
  return found
    .map((s) => ({ ...slotRef(s), productName: productName(s.product_name, lang, site), free: num(s.free) }))
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || (a.startTime ?? '').localeCompare(b.startTime ?? '') || a.id - b.id);
}

/** The names of a line's participants still booked (one cancelled alone is not). */
export const participantNames = (p: StoredParticipant[]) =>
  p.filter((x) => !x.cancelledAt).map((x) => `${x.firstName} ${x.lastName}`.trim());

/** `POST …/closures/preview`: the plan as staff see it before confirming; writes nothing. */
export async function previewClosure(db: Db, site: SchoolInfo, req: ClosurePreviewRequest, lang?: string): Promise<ClosurePreview> {
  const plan = await planClosure(db, site, req);
  const closing = plan.slots.map((s) => s.id);
  const slots: ClosurePreviewSlot[] = [];
  for (const s of plan.slots) {
    const lines = plan.lines.filter((l) => l.slotId === s.id);
    slots.push({
      id: s.id,
      productKey: s.productKey,
      productName: productName(s.productName, lang, site),
      startsOn: s.startsOn,
      endsOn: s.endsOn,
      startTime: s.startTime,
      endTime: s.endTime,
      capacity: s.capacity,
      sold: s.sold,
      held: s.held,
      closed: s.closed,
      days: s.days,
      lines: lines.map(
        (l): AffectedLine => ({
          orderLineId: l.orderLineId,
          orderNumber: l.orderNumber,
          lang: l.orderLang,
          contactName: `${l.contact.firstName} ${l.contact.lastName}`.trim(),
          email: l.contact.email,
          participants: participantNames(l.participants),
          quantity: l.quantity,
          total: eur(l.totalCents),
          refund: eur(l.refundCents),
          share: l.share,
        }),
      ),
      places: lines.reduce((n, l) => n + l.quantity, 0),
      targets: lines.length ? await moveTargets(db, site, s.productId, closing, s.startsOn, lang) : [],
    });
  }
  return {
    scope: plan.scope,
    day: plan.day,
    slotId: plan.slotId,
    slots,
    totals: {
      slots: plan.slots.length,
      orders: new Set(plan.lines.map((l) => l.orderId)).size,
      participants: plan.lines.reduce((n, l) => n + participantNames(l.participants).length, 0),
      contacts: new Set(plan.lines.map((l) => l.contact.email.toLowerCase())).size,
      refund: eur(plan.lines.reduce((n, l) => n + l.refundCents, 0)),
    },
  };
}
