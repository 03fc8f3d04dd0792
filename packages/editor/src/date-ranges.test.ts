import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput, validateRanges } from './date-ranges';

describe('date-range form', () => {
  it('round-trips a local datetime field value and an ISO instant', () => {
    const iso = fromLocalInput('2027-02-10T09:30');
    expect(iso).toBe(new Date(2027, 1, 10, 9, 30).toISOString());
    expect(toLocalInput(iso!)).toBe('2027-02-10T09:30');
    expect(fromLocalInput('10/02/2027')).toBeNull();
    expect(fromLocalInput('2027-13-45T99:99')).toBeNull();
    expect(toLocalInput('nonsense')).toBe('');
  });

  it('accepts several valid ranges and no range at all', () => {
    expect(validateRanges([])).toEqual({ ok: true, ranges: [] });
    const r = validateRanges([
      { from: '2020-01-01T00:00', to: '2020-02-01T00:00' },
      { from: '2027-01-01T08:00', to: '2027-01-01T18:00' },
    ]);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.ranges).toHaveLength(2);
  });

  it('names each wrong field: missing, invalid, end not after start', () => {
    const r = validateRanges([
      { from: '', to: '2020-02-01T00:00' },
      { from: 'hier', to: '' },
      { from: '2020-02-01T00:00', to: '2020-02-01T00:00' },
      { from: '2020-02-02T00:00', to: '2020-02-01T00:00' },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual([
        { row: 0, field: 'from', code: 'required' },
        { row: 1, field: 'from', code: 'invalid' },
        { row: 1, field: 'to', code: 'required' },
        { row: 2, field: 'to', code: 'order' },
        { row: 3, field: 'to', code: 'order' },
      ]);
  });
});
