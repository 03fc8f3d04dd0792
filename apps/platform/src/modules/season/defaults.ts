import { PATTERN_DAYS_MAX, type ProductAttributes, type SlotDefaults, type TimeRange } from '@schuss/contracts';
import { daysBetween } from '@schuss/contracts/rules';

/** A product's latest slot (the one starting last), with the times of every slot starting that day. */
export type LatestSlot = { startsOn: string; endsOn: string; capacity: number; times: TimeRange[] };

const minutes = (t: TimeRange['start']) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const two = (n: number) => String(n).padStart(2, '0');

/** One time of day as written in a product's `times` (`9:15`, `09h15`, `9h`), as `HH:MM`; undefined when it is none. */
function timeOf(hours: string, mins: string | undefined): string | undefined {
  const h = Number(hours);
  const m = Number(mins ?? '0');
  return h <= 23 && m <= 59 ? `${two(h)}:${two(m)}` : undefined;
}

const RANGE = /(\d{1,2})(?::(\d{2})|[hH](\d{2})?)\s*(?:-|–|—|à|to)\s*(\d{1,2})(?::(\d{2})|[hH](\d{2})?)/g;

/**
 * The time ranges a product's `times` attribute writes (`09:15–11:45`, `9h-11h30 / 14h-16h30`,
 * `14:30 to 17:00`), in order; none when it says none that can be read (a range ending before it
 * starts, or overlapping another, is left out).
 */
export function timesOfText(text: string | undefined): TimeRange[] {
  if (!text) return [];
  const out: TimeRange[] = [];
  for (const m of text.matchAll(RANGE)) {
    const start = timeOf(m[1] as string, m[2] ?? m[3]);
    const end = timeOf(m[4] as string, m[5] ?? m[6]);
    if (!start || !end || minutes(end) <= minutes(start)) continue;
    if (out.some((r) => minutes(r.start) < minutes(end) && minutes(start) < minutes(r.end))) continue;
    out.push({ start, end });
  }
  return out.sort((a, b) => minutes(a.start) - minutes(b.start));
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const inPattern = (days: number | undefined) =>
  days !== undefined && Number.isInteger(days) && days >= 1 && days <= PATTERN_DAYS_MAX ? days : null;

/**
 * What the slot generator proposes for a product: its days and times as the product itself says
 * them (`durationDays`, `times`), else as its latest slot has them; the weekday a week starts on and
 * the places from its latest slot. Null (or no times) where neither says.
 */
export function slotDefaults(attributes: ProductAttributes, latest: LatestSlot | null): SlotDefaults {
  const ownTimes = timesOfText(attributes.times);
  return {
    weekday: latest ? weekdayOf(latest.startsOn) : null,
    days: inPattern(attributes.durationDays) ?? (latest ? inPattern(daysBetween(latest.startsOn, latest.endsOn) + 1) : null),
    times: ownTimes.length > 0 ? ownTimes : (latest?.times ?? []),
    capacity: latest && latest.capacity >= 1 ? latest.capacity : null,
  };
}
