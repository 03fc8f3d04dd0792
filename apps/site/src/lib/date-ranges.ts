import type { DateRange } from '@schuss/contracts';

/**
 * A section with date ranges is shown only while `now` falls inside one of them
 * (spec §4); a section without ranges is always shown.
 */
export function isInDateRanges(ranges: DateRange[] | undefined, now: Date = new Date()): boolean {
  if (!ranges || ranges.length === 0) return true;
  const t = now.getTime();
  return ranges.some((r) => Date.parse(r.from) <= t && t < Date.parse(r.to));
}
