import type { Messages } from './i18n';

/** A section's date range as the wording reads it; either end may be open. */
export type OpenRange = { from?: string | null; to?: string | null };

type Day = { y: number; m: number; d: number };

/** The local day of an instant; an end at midnight (exclusive) reads as the day before, as people say it. */
function dayOf(iso: string, end: boolean): Day | null {
  const t = new Date(iso);
  if (Number.isNaN(t.getTime())) return null;
  const midnight = t.getHours() === 0 && t.getMinutes() === 0 && t.getSeconds() === 0 && t.getMilliseconds() === 0;
  const d = end && midnight ? new Date(t.getFullYear(), t.getMonth(), t.getDate() - 1) : t;
  return { y: d.getFullYear(), m: d.getMonth(), d: d.getDate() };
}

/**
 * A section's periods in words, for people: "Visible du 1er au 28 février" / "Visible from 1 to 28
 * February", several joined ("… et du 1er au 15 avril"), open ends worded ("à partir du", "jusqu'au").
 * The year is said only when it is not the current one (or the range spans two years).
 */
export function describeRanges(ranges: OpenRange[], t: Messages, now: Date = new Date()): string {
  const month = (m: number) => new Date(2000, m, 1).toLocaleDateString(t.locale, { month: 'long' });
  const say = (day: Day, withMonth: boolean, withYear: boolean) =>
    [t.dayOf(day.d), withMonth ? month(day.m) : null, withYear ? String(day.y) : null].filter(Boolean).join(' ');
  const parts = ranges.flatMap((r) => {
    const from = r.from ? dayOf(r.from, false) : null;
    const to = r.to ? dayOf(r.to, true) : null;
    if (from && to) {
      const spansYears = from.y !== to.y;
      const showYear = spansYears || to.y !== now.getFullYear();
      if (!spansYears && from.m === to.m && from.d === to.d) return [t.rangeDay(say(to, true, showYear))];
      const sameMonth = !spansYears && from.m === to.m;
      return [t.rangeBetween(say(from, !sameMonth, spansYears), say(to, true, showYear))];
    }
    if (from) return [t.rangeFrom(say(from, true, from.y !== now.getFullYear()))];
    if (to) return [t.rangeUntil(say(to, true, to.y !== now.getFullYear()))];
    return [];
  });
  if (!parts.length) return '';
  const joined = parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} ${t.and} ${parts.at(-1)}`;
  return t.visible(joined);
}
