/**
 * Dated sections (docs/spec.md §4): the server renders each one hidden outside its ranges and marks it
 * with them (`data-date-ranges`); the DateRangeGuard applies them again by the browser's clock,
 * because a cached page may outlive the instant a range opens or closes. The rule is the one
 * every program applies (`isInDateRanges`: from included, to excluded).
 */
import { type DateRangeLike, isInDateRanges } from '@schuss/contracts/rules';

/** The attributes RenderBlocks gives a section's element at `now` (none for a section without ranges). */
export function datedSectionProps(
  section: { dateRanges?: DateRangeLike[] },
  now: Date | number,
): { 'data-date-ranges'?: string; hidden?: boolean } {
  const ranges = section.dateRanges;
  if (!ranges?.length) return {};
  return { 'data-date-ranges': JSON.stringify(ranges), hidden: !isInDateRanges(ranges, now) };
}

/** What the guard needs of a section element. */
export type DatedElement = { hidden: boolean; dataset: { dateRanges?: string } };

/**
 * Shows or hides each dated section at `now` (in editor mode every section is shown; unreadable
 * ranges hide a section from visitors), and gives the next instant one of the ranges opens or
 * closes, when the guard must look again (Infinity: none to come).
 */
export function applyDateRanges(elements: Iterable<DatedElement>, now: number, editor: boolean): number {
  let next = Number.POSITIVE_INFINITY;
  for (const el of elements) {
    try {
      const ranges: DateRangeLike[] = JSON.parse(el.dataset.dateRanges ?? '[]');
      el.hidden = !editor && !isInDateRanges(ranges, now);
      for (const r of ranges) for (const b of [Date.parse(r.from), Date.parse(r.to)]) if (b > now && b < next) next = b;
    } catch {
      el.hidden = !editor;
    }
  }
  return next;
}
