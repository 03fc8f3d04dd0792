import { describe, expect, it } from 'vitest';
import { isInDateRanges } from './date-ranges';

describe('date-range sections', () => {
  const winter = { from: '2026-12-12T00:00:00Z', to: '2027-04-18T00:00:00Z' };
  const easter = { from: '2027-03-27T00:00:00Z', to: '2027-04-11T00:00:00Z' };

  it('shows a section without ranges always', () => {
    expect(isInDateRanges(undefined, new Date('2020-01-01'))).toBe(true);
    expect(isInDateRanges([], new Date('2020-01-01'))).toBe(true);
  });

  it('shows a section only while now is inside one of its ranges', () => {
    expect(isInDateRanges([winter], new Date('2027-01-10T10:00:00Z'))).toBe(true);
    expect(isInDateRanges([winter], new Date('2026-12-11T23:59:59Z'))).toBe(false);
    expect(isInDateRanges([winter], new Date('2026-12-12T00:00:00Z'))).toBe(true);
    expect(isInDateRanges([winter], new Date('2027-04-18T00:00:00Z'))).toBe(false);
    expect(isInDateRanges([easter, { from: '2026-12-19T00:00:00Z', to: '2027-01-04T00:00:00Z' }], new Date('2026-12-25T12:00:00Z'))).toBe(
      true,
    );
    expect(isInDateRanges([easter], new Date('2027-02-10T12:00:00Z'))).toBe(false);
  });
});
