import {
  ErrorCode,
  type Pricing,
  type ProductAttributes,
  type ProductType,
  type SeasonProduct,
  type SeasonSlot,
  type SeasonSlotsQuery,
  type SeasonSlotsResponse,
} from '@schuss/contracts';
import { type Db, rows, type Tx, transaction } from '@schuss/db';
import { type SQL, sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { productName } from '../../lib/format';
import { num } from '../../lib/sql';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { type SchoolInfo, schoolInfo } from '../schools';
import { AnswerError } from './answer';
import { type LatestSlot, slotDefaults } from './defaults';
import { slotPlaces } from './places';
import { seasonOf } from './season';

/**
 * Slots of dated products as staff manage them: listed with their places, capacity
 * changed (never below the places sold and held), closed and opened again. The places themselves
 * are written by the places module only (`setCapacity`, `closeSlotRows`, `reopenSlotRows`).
 */

/** Most slots one list answers (a private lesson's season has thousands of hours: ask a week). */
const LIST_MAX = 2000;

type SlotDbRow = {
  id: number;
  product_key: string;
  starts_on: string;
  ends_on: string;
  start_time: string | null;
  end_time: string | null;
  capacity: number;
  held: number;
  sold: number;
  closed_at: string | null;
  closed_reason: string | null;
};

/** The columns every slot query here selects (`s` = slots, `p` = products). */
const SLOT_COLUMNS = sql`s.id, p.key as product_key, s.starts_on::text as starts_on, s.ends_on::text as ends_on,
  to_char(s.start_time, 'HH24:MI') as start_time, to_char(s.end_time, 'HH24:MI') as end_time,
  s.capacity, s.held, s.sold, s.closed_reason,
  to_char(s.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as closed_at`;

function slotView(r: SlotDbRow): SeasonSlot {
  return {
    id: r.id,
    productKey: r.product_key,
    startsOn: r.starts_on,
    endsOn: r.ends_on,
    startTime: r.start_time,
    endTime: r.end_time,
    capacity: r.capacity,
    sold: r.sold,
    held: r.held,
    free: Math.max(0, r.capacity - r.sold - r.held),
    closed: r.closed_at !== null,
    closedReason: r.closed_reason,
    closedAt: r.closed_at,
  };
}

/** How a slot is named in the audit log and in messages: `cours-flocon 2027-01-03–2027-01-08 09:00–11:30 (slot 12)`. */
export function slotLabel(s: Pick<SeasonSlot, 'id' | 'productKey' | 'startsOn' | 'endsOn' | 'startTime' | 'endTime'>): string {
  const days = s.startsOn === s.endsOn ? s.startsOn : `${s.startsOn}–${s.endsOn}`;
  const times = s.startTime ? ` ${s.startTime}${s.endTime ? `–${s.endTime}` : ''}` : '';
  return `${s.productKey} ${days}${times} (slot ${s.id})`;
}

/** Slots of the site's resort matching `where` (`s` = slots, `p` = products), by day, time, product. */
export async function siteSlotRows(db: Db | Tx, site: SchoolInfo, where: SQL, limit = LIST_MAX, lock = false): Promise<SeasonSlot[]> {
  const found = await rows<SlotDbRow>(
    db,
    sql`select ${SLOT_COLUMNS}
          from slots s join products p on p.id = s.product_id
         where p.resort = ${site.resort} and p.dated and ${where}
         order by s.starts_on, s.start_time nulls first, p.key, s.id
         limit ${limit}
         ${lock ? sql`for update of s` : sql``}`,
  );
  return found.map(slotView);
}

const noSlot = (slotId: number) => new HttpError(404, `params.slotId: no slot ${slotId} on this site`, 'params.slotId', ErrorCode.NotFound);

/** A slot of the site (404 otherwise); locked for the caller's transaction when `lock`. */
export async function slotOfSite(db: Db | Tx, site: SchoolInfo, slotId: number, lock = false): Promise<SeasonSlot> {
  const [slot] = await siteSlotRows(db, site, sql`s.id = ${slotId}`, 1, lock);
  if (!slot) throw noSlot(slotId);
  return slot;
}

// ---------------------------------------------------------------------------------------------
// Dated products

export type DatedProduct = {
  id: number;
  key: string;
  type: ProductType;
  name: { fr: string; en: string };
  attributes: ProductAttributes;
  pricing: Pricing;
  dated: boolean;
};

/** Durations (minutes) a private lesson has prices for; empty for other pricing rules. */
export const durationsOf = (pricing: Pricing): number[] =>
  pricing.rule === 'durationGroup'
    ? Object.keys(pricing.durations)
        .map(Number)
        .sort((a, b) => a - b)
    : [];

/**
 * A product of the site's resort sold on dated slots, by key: 400 naming `field` when it is unknown
 * or not dated (generation, removal, slot lists).
 */
export async function datedProduct(db: Db | Tx, site: SchoolInfo, key: string, field: string, lock = false): Promise<DatedProduct> {
  const [p] = await rows<DatedProduct>(
    db,
    sql`select id, key, type, name, attributes, pricing, dated from products
         where resort = ${site.resort} and key = ${key}
         ${lock ? sql`for no key update` : sql``}`,
  );
  if (!p) throw new HttpError(400, `${field}: no product "${key}" on this site`, field, ErrorCode.InvalidInput);
  if (!p.dated) {
    throw new HttpError(400, `${field}: "${key}" is not sold on dated slots (it has no slots)`, field, ErrorCode.InvalidInput);
  }
  return p;
}

type ProductStatsRow = {
  key: string;
  type: ProductType;
  name: { fr: string; en: string };
  attributes: ProductAttributes;
  pricing: Pricing;
  slots: unknown;
  closed: unknown;
  first_day: string | null;
  last_day: string | null;
  latest_starts_on: string | null;
  latest_ends_on: string | null;
  latest_capacity: number | null;
  /** The times of the slots starting that day, `09:00-11:30,14:00-16:30`. */
  latest_times: string | null;
};

function latestSlot(r: ProductStatsRow): LatestSlot | null {
  if (!r.latest_starts_on || !r.latest_ends_on) return null;
  const times = (r.latest_times ?? '')
    .split(',')
    .filter(Boolean)
    .map((t) => ({ start: t.slice(0, 5), end: t.slice(6, 11) }));
  return { startsOn: r.latest_starts_on, endsOn: r.latest_ends_on, capacity: num(r.latest_capacity), times };
}

function seasonProduct(r: ProductStatsRow, lang: string | undefined, site: SchoolInfo): SeasonProduct {
  return {
    key: r.key,
    type: r.type,
    name: productName(r.name, lang, site),
    capacityUnit: r.attributes.capacityUnit ?? 'participant',
    durations: durationsOf(r.pricing),
    slots: num(r.slots),
    closed: num(r.closed),
    firstDay: r.first_day,
    lastDay: r.last_day,
    defaults: slotDefaults(r.attributes, latestSlot(r)),
  };
}

async function productStats(db: Db, site: SchoolInfo, key?: string): Promise<ProductStatsRow[]> {
  return rows<ProductStatsRow>(
    db,
    sql`select p.key, p.type, p.name, p.attributes, p.pricing,
               count(s.id) as slots, count(s.id) filter (where s.closed_at is not null) as closed,
               min(s.starts_on)::text as first_day, max(s.ends_on)::text as last_day,
               l.starts_on::text as latest_starts_on, l.ends_on::text as latest_ends_on, l.capacity as latest_capacity,
               (select string_agg(z.t, ',' order by z.t)
                  from (select distinct to_char(y.start_time, 'HH24:MI') || '-' || to_char(y.end_time, 'HH24:MI') as t
                          from slots y
                         where y.product_id = p.id and y.starts_on = l.starts_on
                           and y.start_time is not null and y.end_time is not null) z) as latest_times
          from products p
          left join slots s on s.product_id = p.id
          left join lateral (select x.starts_on, x.ends_on, x.capacity from slots x
                              where x.product_id = p.id order by x.starts_on desc, x.id desc limit 1) l on true
         where p.resort = ${site.resort} and p.dated ${key === undefined ? sql`` : sql`and p.key = ${key}`}
         group by p.id, l.starts_on, l.ends_on, l.capacity
         order by p.type, p.key`,
  );
}

/** `GET …/season/products`: the site's dated products with their slots' count, first and last days, and what the generator starts from. */
export async function seasonProducts(db: Db, site: string, lang?: string): Promise<{ products: SeasonProduct[] }> {
  const info = await schoolInfo(db, site);
  return { products: (await productStats(db, info)).map((r) => seasonProduct(r, lang, info)) };
}

/** `GET …/season/slots`: slots of one dated product (or all) running between two days, default the season. */
export async function seasonSlots(db: Db, site: string, q: SeasonSlotsQuery): Promise<SeasonSlotsResponse> {
  const info = await schoolInfo(db, site);
  const season = await seasonOf(db, site);
  const from = q.from ?? (q.to && q.to < season.startsOn ? q.to : season.startsOn);
  const to = q.to ?? (from > season.endsOn ? from : season.endsOn);
  if (to < from) throw new HttpError(400, 'query.to: must be on or after query.from', 'query.to', ErrorCode.InvalidInput);
  let product: SeasonProduct | null = null;
  if (q.product !== undefined) {
    await datedProduct(db, info, q.product, 'query.product');
    const [stats] = await productStats(db, info, q.product);
    if (stats) product = seasonProduct(stats, q.lang, info);
  }
  const list = await siteSlotRows(
    db,
    info,
    sql`s.starts_on <= ${to} and s.ends_on >= ${from} ${q.product === undefined ? sql`` : sql`and p.key = ${q.product}`}`,
    LIST_MAX + 1,
  );
  return { product, from, to, slots: list.slice(0, LIST_MAX), truncated: list.length > LIST_MAX };
}

// ---------------------------------------------------------------------------------------------
// Capacity

/** "12 places are taken (10 sold, 2 held)". */
const takenText = (sold: number, held: number) =>
  `${sold + held} place${sold + held === 1 ? ' is' : 's are'} taken (${sold} sold, ${held} held)`;

/**
 * `PUT …/slots/:slotId/capacity`: the slot's new capacity, never below the places sold and held
 * (409 `places_taken` with how many; a capacity of 0 on a slot with sales likewise). Expired holds
 * are released first so they do not count. Audited.
 */
export async function changeCapacity(db: Db, staff: AuthSession, site: string, slotId: number, capacity: number): Promise<SeasonSlot> {
  const info = await schoolInfo(db, site);
  await slotOfSite(db, info, slotId);
  await slotPlaces().releaseExpiredHolds(db);
  return transaction(db, async (tx) => {
    const result = await slotPlaces().setCapacity(tx, slotId, capacity);
    if (!result) throw noSlot(slotId);
    if (!result.changed) {
      const total = result.sold + result.held;
      throw new AnswerError(409, {
        error: {
          message: `body.capacity: ${takenText(result.sold, result.held)}: the capacity cannot go below ${total}`,
          field: 'body.capacity',
          code: ErrorCode.PlacesTaken,
          taken: { sold: result.sold, held: result.held, total },
        },
      });
    }
    const slot = await slotOfSite(tx, info, slotId);
    if (result.before !== capacity) {
      await recordAudit(tx, staff, {
        action: 'slot.capacity',
        subject: slotLabel(slot),
        before: { capacity: result.before, sold: slot.sold, held: slot.held },
        after: { slotId, capacity, sold: slot.sold, held: slot.held },
      });
    }
    return slot;
  });
}

// ---------------------------------------------------------------------------------------------
// Closing

/**
 * Closes slots of the staff member's site for a reason, in the caller's transaction: they take no
 * new places (the places module refuses; availability and the widget no longer offer them); their
 * participants stay. Slots already closed, or of another site, are left as they are. Each closing
 * is audited. Answers the slots closed now. Weather closures (e-mails, refunds, moves) build on it.
 */
export async function closeSlots(tx: Tx, slotIds: number[], reason: string, staff: AuthSession): Promise<SeasonSlot[]> {
  if (!slotIds.length) return [];
  const info = await schoolInfo(tx, staff.site);
  const ids = sql.join(
    [...new Set(slotIds)].sort((a, b) => a - b).map((id) => sql`${id}`),
    sql`, `,
  );
  // Locked in id order: two closings sharing slots never wait for each other in a cycle.
  await tx.execute(sql`select id from slots where id in (${ids}) order by id for update`);
  const own = await siteSlotRows(tx, info, sql`s.id in (${ids})`, slotIds.length);
  const closedIds = new Set(
    await slotPlaces().closeSlotRows(
      tx,
      own.filter((s) => !s.closed).map((s) => s.id),
      reason,
      staff.userId,
    ),
  );
  const closed = (await siteSlotRows(tx, info, sql`s.id in (${ids})`, slotIds.length)).filter((s) => closedIds.has(s.id));
  for (const s of closed) {
    await recordAudit(tx, staff, {
      action: 'slot.close',
      subject: slotLabel(s),
      before: { closed: false },
      after: { slotId: s.id, closed: true, reason, sold: s.sold, held: s.held },
    });
  }
  return closed;
}

/** `POST …/slots/:slotId/close`: closes one slot (409 when it is closed already). */
export async function closeSlot(db: Db, staff: AuthSession, site: string, slotId: number, reason: string): Promise<SeasonSlot> {
  const info = await schoolInfo(db, site);
  return transaction(db, async (tx) => {
    const slot = await slotOfSite(tx, info, slotId, true);
    if (slot.closed) {
      throw new HttpError(
        409,
        `params.slotId: slot ${slotId} is already closed (${slot.closedReason ?? 'no reason given'})`,
        'params.slotId',
        ErrorCode.Conflict,
      );
    }
    const [closed] = await closeSlots(tx, [slotId], reason, staff);
    return closed ?? slotOfSite(tx, info, slotId);
  });
}

/** `POST …/slots/:slotId/reopen`: opens a closed slot again (409 when it is open). Audited. */
export async function reopenSlot(db: Db, staff: AuthSession, site: string, slotId: number, reason?: string): Promise<SeasonSlot> {
  const info = await schoolInfo(db, site);
  return transaction(db, async (tx) => {
    const slot = await slotOfSite(tx, info, slotId, true);
    if (!slot.closed) throw new HttpError(409, `params.slotId: slot ${slotId} is open`, 'params.slotId', ErrorCode.Conflict);
    await slotPlaces().reopenSlotRows(tx, [slotId]);
    await recordAudit(tx, staff, {
      action: 'slot.reopen',
      subject: slotLabel(slot),
      before: { closed: true, reason: slot.closedReason },
      after: { slotId, closed: false, reason: reason ?? null },
    });
    return slotOfSite(tx, info, slotId);
  });
}
