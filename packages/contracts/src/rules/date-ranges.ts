/**
 * Dated sections (docs/spec.md §4: "shown only while the current time falls in one of their ranges").
 *
 * Decided once for every program (site, search index, editing tool, back office): a range is
 * **half-open** — shown from its `from` instant included **until its `to` instant excluded**. A
 * section dated "until 18:00" is hidden at 18:00:00.000, as the visitor reads "until"; two ranges
 * that meet (`to` of one = `from` of the next) show the section without a gap or an overlap.
 */
export type DateRangeLike = { from: string; to: string };

/** Whether `now` falls in one of the ranges; a section without ranges is always shown. */
export function isInDateRanges(ranges: readonly DateRangeLike[] | undefined, now: Date | number = Date.now()): boolean {
  if (!ranges || ranges.length === 0) return true;
  const t = typeof now === 'number' ? now : now.getTime();
  return ranges.some((r) => Date.parse(r.from) <= t && t < Date.parse(r.to));
}
