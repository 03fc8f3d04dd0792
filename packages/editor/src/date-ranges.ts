import type { DateRange } from '@schuss/contracts';

/** One row of the date-range form: two `datetime-local` values (the editor's local time). */
export type RangeRow = { from: string; to: string };

export type RangeIssue = { row: number; field: 'from' | 'to'; code: 'required' | 'invalid' | 'order' };

/** `YYYY-MM-DDTHH:mm` in local time, as a `datetime-local` field shows an ISO instant. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A `datetime-local` value as an ISO instant (UTC), or null when it is not one. */
export function fromLocalInput(value: string): string | null {
  if (!LOCAL.test(value)) return null;
  const d = new Date(value); // no zone in the string: read as local time
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * Checks the rows of the form: both ends required and valid, `from` before `to`. Returns the
 * ranges to save, or the errors (one per field at most).
 */
export function validateRanges(rows: RangeRow[]): { ok: true; ranges: DateRange[] } | { ok: false; errors: RangeIssue[] } {
  const errors: RangeIssue[] = [];
  const ranges: DateRange[] = [];
  rows.forEach((row, i) => {
    const from = row.from.trim() ? fromLocalInput(row.from.trim()) : null;
    const to = row.to.trim() ? fromLocalInput(row.to.trim()) : null;
    if (!row.from.trim()) errors.push({ row: i, field: 'from', code: 'required' });
    else if (!from) errors.push({ row: i, field: 'from', code: 'invalid' });
    if (!row.to.trim()) errors.push({ row: i, field: 'to', code: 'required' });
    else if (!to) errors.push({ row: i, field: 'to', code: 'invalid' });
    if (from && to) {
      if (Date.parse(from) >= Date.parse(to)) errors.push({ row: i, field: 'to', code: 'order' });
      else ranges.push({ from, to });
    }
  });
  return errors.length ? { ok: false, errors } : { ok: true, ranges };
}
