import type {
  Level,
  Localized,
  MyBookingDay,
  MyBookingLang,
  MyBookingLine,
  MyBookingParticipant,
  MyBookingView,
  ProgressCard,
  ResultOutcome,
} from '@schuss/contracts';
import { addDays, levelNameIn, meetingPointIn, resultWords, todayIso } from '@schuss/contracts/rules';
import { closureSlots, type Db, type OrderItem, orderLines, products, refunds, rows, type StoredParticipant, slots } from '@schuss/db';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { localized } from '../../lib/format';
import { schoolLevels } from '../catalogue';
import { invoicesOf } from '../invoicing';
import type { SchoolRow } from '../schools';
import { familyToken, familyUrl } from './family';
import type { OrderRow } from './links';
import { notesOf, notesOpen } from './notes';
import { passCode } from './pass-code';
import { bringFor, DETAILS } from './texts';

/** The resort's time zone when its site config names none. */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

export const timeZoneOf = (site: SchoolRow) => site.config.timeZone ?? DEFAULT_TIME_ZONE;
export const langOf = (lang: string): MyBookingLang => (lang === 'fr' ? 'fr' : 'en');

const hhmm = (t: string | null) => (t ? t.slice(0, 5) : null);

/** Every date from `first` to `last` (inclusive). */
function datesFrom(first: string, last: string): string[] {
  const out: string[] = [];
  for (let d = first; d <= last && out.length < 400; d = addDays(d, 1)) out.push(d);
  return out;
}

/** Whole years between a birth date and a day (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

function participantView(
  p: StoredParticipant,
  index: number,
  lang: MyBookingLang,
  day: string,
  levelName: (given: string) => string,
  progress?: ProgressCard,
): MyBookingParticipant {
  const t = DETAILS[lang];
  const details: MyBookingParticipant['details'] = [];
  if (p.level) details.push({ label: t.level, value: levelName(p.level) });
  if (p.birthDate) details.push({ label: t.age, value: t.years(ageOn(p.birthDate, day)) });
  if (p.height) details.push({ label: t.height, value: `${p.height} cm` });
  if (p.weight) details.push({ label: t.weight, value: `${p.weight} kg` });
  if (p.shoeSize) details.push({ label: t.shoeSize, value: String(p.shoeSize) });
  return { index, firstName: p.firstName, lastName: p.lastName, details, ...(progress ? { progress } : {}) };
}

type Result = {
  order_line_id: number;
  participant: number;
  outcome: ResultOutcome;
  level: string | null;
  advised_level: string | null;
  comment: string | null;
};

/** The latest result of each participant of some order lines (issue 30): the school records them during a course. */
async function resultsOf(db: Db, lineIds: number[]): Promise<Map<string, Result>> {
  if (!lineIds.length) return new Map();
  const found = await rows<Result>(
    db,
    sql`select distinct on (order_line_id, participant) order_line_id, participant, outcome, level, advised_level, comment
          from lesson_results where order_line_id in (${sql.join(
            lineIds.map((id) => sql`${id}`),
            sql`, `,
          )})
         order by order_line_id, participant, recorded_at desc, id desc`,
  );
  return new Map(found.map((r) => [`${r.order_line_id}:${r.participant}`, r]));
}

/** A participant's progress card, in the page's language. */
function cardOf(r: Result, p: StoredParticipant, course: string, ladder: readonly Level[], lang: MyBookingLang): ProgressCard {
  const words = resultWords(ladder, { outcome: r.outcome, level: r.level, advisedLevel: r.advised_level }, lang);
  return {
    child: `${p.firstName} ${p.lastName}`,
    course,
    outcome: r.outcome,
    levelName: words.levelName,
    medal: words.medal,
    advisedLevelName: words.advisedLevelName,
    comment: r.comment,
  };
}

type SlotRow = typeof slots.$inferSelect;

/**
 * The days of a line. A slot runs every day from `starts_on` to `ends_on` at the same times (a week
 * of lessons is one slot of six days); a pass, a rental or a stay is valid `days` days from its
 * start date (no times); other lines have no date.
 */
export function lineDays(
  item: Pick<OrderItem, 'startDate' | 'days'>,
  slot: Pick<SlotRow, 'startsOn' | 'endsOn' | 'startTime' | 'endTime'> | undefined,
): MyBookingDay[] {
  if (slot) {
    return datesFrom(slot.startsOn, slot.endsOn).map((date) => ({ date, start: hhmm(slot.startTime), end: hhmm(slot.endTime) }));
  }
  if (!item.startDate) return [];
  return datesFrom(item.startDate, addDays(item.startDate, Math.max(1, item.days ?? 1) - 1)).map((date) => ({
    date,
    start: null,
    end: null,
  }));
}

/**
 * An order as its booking page shows it, in `lang` (product names, details, what to bring): lines by
 * day in the resort's time zone, cancelled ones marked, payments and refunds, the booking pass's signed code.
 */
export async function bookingView(
  db: Db,
  voucherSecret: string,
  order: OrderRow,
  site: SchoolRow,
  token: string,
  lang: MyBookingLang = langOf(order.lang),
): Promise<MyBookingView> {
  const items: OrderItem[] = order.items;
  const lineRows = await db
    .select({ id: orderLines.id, lineId: orderLines.lineId, cancelledAt: orderLines.cancelledAt })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const rowIdOf = new Map(lineRows.map((r) => [r.lineId, r.id]));
  const results = await resultsOf(
    db,
    lineRows.map((r) => r.id),
  );
  const notes = await notesOf(
    db,
    lineRows.map((r) => r.id),
  );
  const today = todayIso();
  // Levels are stored by their ladder's key: the page names them in its language.
  const ladder = await schoolLevels(db, order.site);
  const levelName = (given: string) => levelNameIn(ladder, given, lang) ?? given;
  const cancelled = new Set(lineRows.filter((r) => r.cancelledAt).map((r) => r.lineId));
  const productIds = [...new Set(items.map((i) => i.productId))];
  const slotIds = [...new Set(items.flatMap((i) => (i.slotId === null ? [] : [i.slotId])))];
  const productRows = productIds.length
    ? await db
        .select({ id: products.id, type: products.type, name: products.name, attributes: products.attributes })
        .from(products)
        .where(inArray(products.id, productIds))
    : [];
  const slotRows = slotIds.length ? await db.select().from(slots).where(inArray(slots.id, slotIds)) : [];
  // Days of a slot the school closed (a whole closure cancels the line instead).
  const closedRows = slotIds.length
    ? await db
        .select({ slotId: closureSlots.slotId, day: closureSlots.day })
        .from(closureSlots)
        .where(and(inArray(closureSlots.slotId, slotIds), eq(closureSlots.whole, false)))
    : [];
  const closed = new Set(closedRows.map((r) => `${r.slotId}|${r.day}`));
  const refundRows = await db
    .select({ amountCents: refunds.amountCents, at: refunds.createdAt, status: refunds.status })
    .from(refunds)
    .where(and(eq(refunds.orderId, order.id), ne(refunds.status, 'failed')))
    .orderBy(asc(refunds.createdAt));

  const lines: MyBookingLine[] = items.map((item) => {
    const p = productRows.find((r) => r.id === item.productId);
    const slot = item.slotId === null ? undefined : slotRows.find((s) => s.id === item.slotId);
    const all = lineDays(item, slot);
    const isClosed = (date: string) => item.slotId !== null && closed.has(`${item.slotId}|${date}`);
    const days = all.filter((d) => !isClosed(d.date));
    const closedDays = all.filter((d) => isClosed(d.date)).map((d) => d.date);
    const type = p?.type ?? 'GENERIC_LINE';
    const ageDay = all[0]?.date ?? new Date().toISOString().slice(0, 10);
    // A lesson's participants carry what the parents told the instructor (and may still tell, until it is over).
    const lesson = item.slotId !== null;
    const rowId = rowIdOf.get(item.lineId);
    return {
      lineId: item.lineId,
      productKey: item.productKey,
      type,
      name: p ? localized(p.name as Localized, lang) : item.productKey,
      status: cancelled.has(item.lineId) ? 'cancelled' : 'booked',
      days,
      ...(closedDays.length ? { closedDays } : {}),
      // Said in the page's language from the school's points (the page finds it on its map by that name).
      meetingPoint: meetingPointIn(site.config.meetingPoints ?? [], p?.attributes.meetingPoint, lang)?.name ?? null,
      bring: bringFor(type, lang),
      participants: item.participants.flatMap((x, i) => {
        if (x.cancelledAt) return [];
        const r = results.get(`${rowId}:${i}`);
        const name = p ? localized(p.name as Localized, lang) : item.productKey;
        const view = participantView(x, i, lang, ageDay, levelName, r ? cardOf(r, x, name, ladder, lang) : undefined);
        return [lesson ? { ...view, note: notes.get(`${rowId}:${i}`) ?? null } : view];
      }),
      ...(lesson ? { notesOpen: notesOpen(order.status, cancelled.has(item.lineId), all.at(-1)?.date, today) } : {}),
      totalCents: item.totalCents,
    };
  });
  // By day: the lines in the order of their first day, undated ones last.
  lines.sort((a, b) => (a.days[0]?.date ?? '9999').localeCompare(b.days[0]?.date ?? '9999') || a.lineId - b.lineId);
  // Once a child has a result, the family can book again with each child's advised level proposed (a family link).
  const carded = lines.find((l) => l.status === 'booked' && l.participants.some((p) => p.progress));

  return {
    orderNumber: order.number,
    status: order.status,
    lang: langOf(order.lang),
    siteName: site.config.siteName,
    timeZone: site.config.timeZone ?? DEFAULT_TIME_ZONE,
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    contact: { firstName: order.contact.firstName, lastName: order.contact.lastName, email: order.contact.email },
    lines,
    currency: order.currency,
    totalCents: order.totalCents,
    refundedCents: order.refundedCents,
    refunds: refundRows.map((r) => ({ amountCents: r.amountCents, at: r.at.toISOString(), status: r.status })),
    voucher: passCode(voucherSecret, { site: order.site, orderNumber: order.number, generation: order.accessGeneration }),
    calendarPath: `/api/booking/my/${token}/calendar.ics`,
    ...(carded ? { familyUrl: await familyUrl(db, site, lang, familyToken(voucherSecret, order), carded.type) } : {}),
    invoices: (await invoicesOf(db, order.id)).map((i) => ({ ...i, path: `/api/booking/my/${token}/invoices/${i.number}.pdf` })),
  };
}
