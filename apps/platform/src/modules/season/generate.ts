import {
  ErrorCode,
  GENERATION_MAX,
  type GenerateSlotsRequest,
  type GenerationPreview,
  type GenerationResult,
  type PlannedSlot,
  type RemoveSlotsInput,
  type RemoveSlotsResult,
  type SeasonView,
  type SlotRef,
} from '@schuss/contracts';
import { addDays, daysBetween, minutesBetween } from '@schuss/contracts/rules';
import { type Db, rows, slots, type Tx, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { AuthSession } from '../auth';
import { type SchoolInfo, schoolInfo } from '../schools';
import { AnswerError } from './answer';
import { seasonOf } from './season';
import { closeSlots, type DatedProduct, datedProduct, durationsOf, siteSlotRows, slotLabel } from './slots';

/**
 * Generating a season's slots in one go: weekly group lessons (every Sunday–Friday from
 * the season's start, more places in chosen periods) or private-lesson hours (chosen weekdays ×
 * hours). A preview lists what would be created; creating is one transaction. A new slot that
 * overlaps an existing slot of the product (days overlap, and times overlap or one has none) is
 * refused with the slots named — or left out when staff chose to skip overlaps. Never duplicated.
 */

const bad = (field: string, message: string) => new HttpError(400, `${field}: ${message}`, field, ErrorCode.InvalidInput);

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const mins = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

type Span = { startsOn: string; endsOn: string; startTime: string | null; endTime: string | null };

/** Two slots of one product overlap when their days overlap and their times do (a slot without times takes the whole day). */
export function overlaps(a: Span, b: Span): boolean {
  if (a.startsOn > b.endsOn || b.startsOn > a.endsOn) return false;
  if (!a.startTime || !a.endTime || !b.startTime || !b.endTime) return true;
  return mins(a.startTime) < mins(b.endTime) && mins(b.startTime) < mins(a.endTime);
}

/** The slots a request's pattern gives between `from` and `to` (a weekly slot is kept when its last day is by `to`), without overlaps. */
function planSlots(req: GenerateSlotsRequest, season: Pick<SeasonView, 'periods'>): Omit<PlannedSlot, 'overlaps'>[] {
  const chosen = season.periods.filter((p) => req.periods.includes(p.name));
  const out: Omit<PlannedSlot, 'overlaps'>[] = [];
  const days = daysBetween(req.from, req.to);
  for (let i = 0; i <= days; i++) {
    const day = addDays(req.from, i);
    const wd = weekday(day);
    let endsOn: string;
    if (req.pattern.kind === 'weeks') {
      if (wd !== req.pattern.weekday) continue;
      endsOn = addDays(day, req.pattern.days - 1);
      if (endsOn > req.to) continue;
    } else {
      if (!req.pattern.weekdays.includes(wd)) continue;
      endsOn = day;
    }
    const period = chosen.find((p) => p.startsOn <= endsOn && day <= p.endsOn);
    for (const t of req.times) {
      out.push({
        startsOn: day,
        endsOn,
        startTime: t.start,
        endTime: t.end,
        capacity: period && req.periodCapacity ? req.periodCapacity : req.capacity,
        period: period?.name ?? null,
      });
    }
  }
  return out;
}

/** The checks of a request beyond its schema: the product, the season's days and periods, private-lesson durations. */
function checkRequest(req: GenerateSlotsRequest, season: SeasonView, product: DatedProduct) {
  if (req.from < season.startsOn || req.from > season.endsOn) {
    throw bad('body.from', `must be inside the season (${season.startsOn} to ${season.endsOn})`);
  }
  if (req.to > season.endsOn) throw bad('body.to', `must be inside the season (${season.startsOn} to ${season.endsOn})`);
  req.periods.forEach((name, i) => {
    if (!season.periods.some((p) => p.name === name)) throw bad(`body.periods.${i}`, `the season has no period "${name}"`);
  });
  const durations = durationsOf(product.pricing);
  if (durations.length) {
    req.times.forEach((t, i) => {
      const m = minutesBetween(t.start, t.end);
      if (!durations.includes(m)) {
        throw bad(
          `body.times.${i}.end`,
          `a lesson of "${product.key}" lasts ${durations.join(' or ')} minutes (its prices); this one lasts ${m}`,
        );
      }
    });
  }
}

/** Existing slots of a product whose days meet [from, to]. */
async function existingSlots(db: Db | Tx, productId: number, from: string, to: string): Promise<SlotRef[]> {
  return rows<SlotRef>(
    db,
    sql`select id, starts_on::text as "startsOn", ends_on::text as "endsOn",
               to_char(start_time, 'HH24:MI') as "startTime", to_char(end_time, 'HH24:MI') as "endTime"
          from slots where product_id = ${productId} and starts_on <= ${to} and ends_on >= ${from}
         order by starts_on, start_time, id`,
  );
}

type Plan = { info: SchoolInfo; product: DatedProduct; planned: PlannedSlot[] };

async function plan(db: Db | Tx, site: string, req: GenerateSlotsRequest, lock: boolean): Promise<Plan> {
  const info = await schoolInfo(db, site);
  const product = await datedProduct(db, info, req.productKey, 'body.productKey', lock);
  const season = await seasonOf(db, site);
  checkRequest(req, season, product);
  const base = planSlots(req, season);
  if (base.length === 0) {
    throw bad(
      'body.pattern',
      req.pattern.kind === 'weeks'
        ? `no slot: no ${req.pattern.days}-day week starting on that weekday fits between ${req.from} and ${req.to}`
        : `no slot: none of the chosen weekdays falls between ${req.from} and ${req.to}`,
    );
  }
  if (base.length > GENERATION_MAX) throw bad('body.to', `this would create ${base.length} slots: at most ${GENERATION_MAX} at once`);
  const existing = await existingSlots(db, product.id, req.from, req.to);
  const planned = base.map((p) => ({ ...p, overlaps: existing.filter((e) => overlaps(p, e)) }));
  return { info, product, planned };
}

const previewOf = (planned: PlannedSlot[], req: GenerateSlotsRequest): GenerationPreview => {
  const overlapping = planned.filter((p) => p.overlaps.length > 0).length;
  return { slots: planned, overlapping, create: req.onOverlap === 'skip' ? planned.length - overlapping : planned.length };
};

/** `POST …/season/slots/preview`: what a generation would create; writes nothing. */
export async function previewSlots(db: Db, site: string, req: GenerateSlotsRequest): Promise<GenerationPreview> {
  return previewOf((await plan(db, site, req, false)).planned, req);
}

const OVERLAPS_LISTED = 20;

/**
 * `POST …/season/slots`: creates the planned slots in one transaction (the product's row is locked,
 * so two generations of one product never interleave), refusing overlaps with existing slots (409
 * naming them) unless `onOverlap` is `skip`. Audited as one action.
 */
export async function generateSlots(db: Db, staff: AuthSession, site: string, req: GenerateSlotsRequest): Promise<GenerationResult> {
  return transaction(db, async (tx) => {
    const { product, planned } = await plan(tx, site, req, true);
    const clashing = planned.filter((p) => p.overlaps.length > 0);
    if (clashing.length && req.onOverlap === 'refuse') {
      const pairs = clashing.flatMap(({ overlaps: found, ...planned }) => found.map((existing) => ({ planned, existing })));
      const named = pairs
        .slice(0, 5)
        .map((x) => slotLabel({ ...x.existing, productKey: product.key }))
        .join('; ');
      throw new AnswerError(409, {
        error: {
          message: `body.onOverlap: ${clashing.length} of the ${planned.length} slots overlap existing slots of "${product.key}": ${named}${pairs.length > 5 ? '…' : ''}. Nothing was created`,
          field: 'body.onOverlap',
          code: ErrorCode.Conflict,
          overlaps: pairs.slice(0, OVERLAPS_LISTED),
          count: clashing.length,
        },
      });
    }
    const create = planned.filter((p) => p.overlaps.length === 0);
    const ids: number[] = [];
    for (let i = 0; i < create.length; i += 1000) {
      const inserted = await tx
        .insert(slots)
        .values(
          create.slice(i, i + 1000).map((p) => ({
            productId: product.id,
            startsOn: p.startsOn,
            endsOn: p.endsOn,
            startTime: p.startTime,
            endTime: p.endTime,
            capacity: p.capacity,
          })),
        )
        .returning({ id: slots.id });
      ids.push(...inserted.map((r) => r.id));
    }
    if (ids.length) {
      await recordAudit(tx, staff, {
        action: 'slots.generate',
        subject: `${product.key}: ${ids.length} slot(s) from ${req.from} to ${req.to}`,
        after: {
          product: product.key,
          created: ids.length,
          skipped: clashing.length,
          firstId: ids[0],
          lastId: ids[ids.length - 1],
          pattern: req.pattern,
          times: req.times,
          capacity: req.capacity,
          periods: req.periods,
          periodCapacity: req.periodCapacity ?? null,
        },
      });
    }
    return { created: ids.length, skipped: clashing.length, slotIds: ids };
  });
}

// ---------------------------------------------------------------------------------------------
// Removing hours (private lessons)

/** Why a slot left without bookings is closed rather than removed (its history names it). */
const REMOVED_REASON = 'hour removed from the lesson times (an old order or cart names it)';

/**
 * `POST …/season/slots/removal`: the product's slots between two days on the chosen weekdays,
 * starting at the chosen times. Without places sold or held, a slot is removed — or closed when an
 * order or cart line still names it; with some, it is kept and listed. One transaction, audited.
 */
export async function removeSlots(
  db: Db,
  staff: AuthSession,
  site: string,
  req: RemoveSlotsInput & { productKey: string },
): Promise<RemoveSlotsResult> {
  return transaction(db, async (tx) => {
    const info = await schoolInfo(tx, site);
    const product = await datedProduct(tx, info, req.productKey, 'body.productKey', true);
    const days = sql.join(
      req.weekdays.map((d) => sql`${d}`),
      sql`, `,
    );
    const times = sql.join(
      req.startTimes.map((t) => sql`${t}`),
      sql`, `,
    );
    const found = await siteSlotRows(
      tx,
      info,
      sql`s.product_id = ${product.id} and s.starts_on between ${req.from} and ${req.to}
          and extract(dow from s.starts_on)::int in (${days}) and to_char(s.start_time, 'HH24:MI') in (${times})`,
      100_000,
      true,
    );
    const kept = found.filter((s) => s.sold + s.held > 0);
    const empty = found.filter((s) => s.sold + s.held === 0).map((s) => s.id);
    let removed: number[] = [];
    if (empty.length) {
      const ids = sql.join(
        empty.map((id) => sql`${id}`),
        sql`, `,
      );
      const deleted = await rows<{ id: number }>(
        tx,
        sql`delete from slots s where s.id in (${ids}) and s.held = 0 and s.sold = 0
              and not exists (select 1 from cart_lines l where l.slot_id = s.id)
              and not exists (select 1 from order_lines l where l.slot_id = s.id)
            returning s.id`,
      );
      removed = deleted.map((r) => r.id);
    }
    const named = empty.filter((id) => !removed.includes(id));
    const closed = await closeSlots(tx, named, REMOVED_REASON, staff);
    if (removed.length || closed.length) {
      await recordAudit(tx, staff, {
        action: 'slots.remove',
        subject: `${product.key}: ${removed.length} slot(s) removed, ${closed.length} closed, ${kept.length} kept (bookings) from ${req.from} to ${req.to}`,
        before: { slots: found.filter((s) => removed.includes(s.id)).map(slotLabel) },
        after: { removed: removed.length, closed: closed.map((s) => s.id), kept: kept.map((s) => s.id) },
      });
    }
    return { removed: removed.length, closed: closed.length, kept };
  });
}
