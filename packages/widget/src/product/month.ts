/**
 * The booking calendar's date arithmetic (no DOM, no React): months `YYYY-MM`, the weeks of a month
 * (Monday first), a day's availability from a month's slots. Dates are `YYYY-MM-DD`, in UTC, read
 * with Intl (no date library).
 */
import type { SlotView } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import type { Lang } from '../logic';

export const monthOf = (iso: string) => iso.slice(0, 7);

/** The month `n` months after `month` (`YYYY-MM`). */
export function addMonths(month: string, n: number): string {
  const d = new Date(`${month}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 7);
}

/** First and last day of a month. */
export function monthBounds(month: string) {
  const from = `${month}-01`;
  return { from, to: addDays(`${addMonths(month, 1)}-01`, -1) };
}

/** The weeks of a month, Monday first: each a row of 7 dates, `null` outside the month. */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthBounds(month);
  const lead = (new Date(`${from}T00:00:00Z`).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = from; d <= to; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  const weeks = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const fmt = (lang: Lang, o: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { ...o, timeZone: 'UTC' });
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** `février 2027` / `February 2027`. */
export const monthName = (month: string, lang: Lang) => fmt(lang, { month: 'long', year: 'numeric' }).format(at(`${month}-01`));
/** `samedi 6 février 2027` / `Saturday, 6 February 2027`. */
export const longDate = (iso: string, lang: Lang) =>
  fmt(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(at(iso));
/** The weekday names of the grid's columns, Monday first (`lun.` / `Mon`), long ones for assistive technologies. */
export const weekdays = (lang: Lang) =>
  // 2024-01-01 was a Monday.
  Array.from({ length: 7 }, (_, i) => {
    const d = at(addDays('2024-01-01', i));
    return [fmt(lang, { weekday: 'short' }).format(d), fmt(lang, { weekday: 'long' }).format(d)];
  });

/** A day of a dated product: its slots starting that day, the places left on those with room (free times when a booking takes the slot). */
export type DayInfo = { slots: SlotView[]; left: number };

/** The month's slots by first day. */
export function byDay(slots: SlotView[]): Map<string, DayInfo> {
  const days = new Map<string, DayInfo>();
  for (const s of slots) {
    const d = days.get(s.startsOn) ?? { slots: [], left: 0 };
    d.slots.push(s);
    if (!s.full) d.left += s.remaining;
    days.set(s.startsOn, d);
  }
  return days;
}
