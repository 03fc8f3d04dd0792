/**
 * The visitor's stay (docs/spec.md §3: `{from, to}` as `YYYY-MM-DD`, kept in sessionStorage `stay`)
 * and the season weeks (docs/spec.md §4). Pure: no DOM, no storage; dates are calendar dates
 * computed in UTC so that the time zone never shifts a day.
 */
import type { Stay } from '@schuss/contracts/api';
import { addDays, daysBetween, isIsoDate } from '@schuss/contracts/rules';

export type Season = { start: string; end: string };

/** True when the value is a stay: two `YYYY-MM-DD` dates with `from` ≤ `to`. */
export function validStay(v: unknown): v is Stay {
  if (!v || typeof v !== 'object') return false;
  const { from, to } = v as Partial<Stay>;
  return isIsoDate(from) && isIsoDate(to) && from <= to;
}

/** A stay from a stored value (a JSON string or an already parsed object), or null when absent or invalid. */
export function parseStay(raw: unknown): Stay | null {
  let v = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return validStay(v) ? { from: v.from, to: v.to } : null;
}

/** Why a stay typed in the picker is refused (`null` when it is fine). */
export type StayError = 'required' | 'invalid' | 'order' | 'season';

/** Checks a stay typed by the visitor: both dates present and valid, from ≤ to, both inside the season. */
export function checkStay(from: string, to: string, season?: Season): StayError | null {
  if (!from || !to) return 'required';
  if (!isIsoDate(from) || !isIsoDate(to)) return 'invalid';
  if (from > to) return 'order';
  if (season && (from < season.start || to > season.end)) return 'season';
  return null;
}

/** The whole season from today: `{from: max(today, season.start), to: season.end}` (season products page, docs/spec.md §4). */
export function seasonStay(today: string, season: Season): Stay {
  return { from: today > season.start ? today : season.start, to: season.end };
}

/**
 * Today's calendar date (`YYYY-MM-DD`) in the visitor's time zone — not the rules' `todayIso`,
 * which is today in UTC: a visitor picking a stay at 00:30 in the Alps is already on the next day.
 */
export function localToday(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** The date itself when it is a real `YYYY-MM-DD` date; a RangeError otherwise. */
function checked(date: string): string {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return date;
}

/** The year of the season a date belongs to: January–April belong to the season that started the previous December. */
export function seasonYear(date: string): number {
  const [year, month] = checked(date).split('-').map(Number) as [number, number];
  return month <= 4 ? year - 1 : year;
}

/** Monday (`YYYY-MM-DD`) of season week 1 of `year`'s season: the Monday on or before 25 December. */
export function seasonWeekOneMonday(year: number): string {
  const christmas = `${year}-12-25`;
  const sinceMonday = (new Date(`${christmas}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(christmas, -sinceMonday);
}

/**
 * The season week of a date (docs/spec.md §4, stored as `stayWeek`). Weeks start on Monday; week 1 is
 * the week containing 25 December of the season's year (its Monday is on or before 25 December),
 * week 2 the next one, and so on through January–April (which belong to the season that started
 * the previous December). Dates before week 1 (early December, or May–November, which belong to
 * the coming season) count backwards without a gap: the week just before week 1 is week 0, the
 * one before it −1, and so on. Throws a RangeError for a malformed date.
 */
export function seasonWeek(date: string): number {
  return Math.floor(daysBetween(seasonWeekOneMonday(seasonYear(date)), date) / 7) + 1;
}

/** A `YYYY-MM-DD` date for people: "12 déc. 2026" / "12 Dec 2026". */
/** A stay in few characters, for the header's button on a phone: "2–9 janv.", "30 Jan – 6 Feb". */
export function formatStayRange(from: string, to: string, lang: string): string {
  if (!isIsoDate(from) || !isIsoDate(to)) return `${from}–${to}`;
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(
    new Date(`${from}T00:00:00Z`),
    new Date(`${to}T00:00:00Z`),
  );
}

export function formatStayDate(date: string, lang: string): string {
  if (!isIsoDate(date)) return date;
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}
