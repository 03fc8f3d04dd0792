/**
 * Date arithmetic on calendar days (`YYYY-MM-DD`, read as UTC midnight so a day is always 24 h)
 * and on times of day (`HH:MM[:SS]`). Zod-free: the widget and the editing tool import it.
 */

export const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written `YYYY-MM-DD` (30 February and month 13 are not). */
export function isIsoDate(d: unknown): d is string {
  if (typeof d !== 'string' || !ISO_DAY.test(d)) return false;
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}

/** Today (UTC) as `YYYY-MM-DD`. */
export const todayIso = (now: Date = new Date()) => now.toISOString().slice(0, 10);

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (`to` − `from`; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Whole years between a birth date and a day (`YYYY-MM-DD` both): the age on that day. */
export function ageAt(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Minutes between two `HH:MM[:SS]` times of one day. */
export function minutesBetween(start: string, end: string): number {
  const m = (t: string) => {
    const [h, mi] = t.split(':').map(Number) as [number, number];
    return h * 60 + mi;
  };
  return m(end) - m(start);
}
