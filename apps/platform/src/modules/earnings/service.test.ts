import { describe, expect, it } from 'vitest';
import { byDay, schoolShare } from './service';

describe("a line's days and the school's share", () => {
  it('shares a line over its days in whole cents, the odd cents on the last days, adding up exactly', () => {
    expect(byDay(19_499, 6)).toEqual([3249, 3250, 3250, 3250, 3250, 3250]);
    expect(byDay(100, 3)).toEqual([33, 33, 34]);
    expect(byDay(5, 6)).toEqual([0, 1, 1, 1, 1, 1]);
    for (const [total, n] of [
      [1, 7],
      [12_345, 5],
      [0, 4],
    ] as const) {
      expect(byDay(total, n).reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it('keeps a percentage of what was collected and an amount per hour taught', () => {
    expect(schoolShare({ shareBp: 150, shareCentsPerHour: 0 }, 3250, 150)).toBe(49);
    expect(schoolShare({ shareBp: 0, shareCentsPerHour: 400 }, 3250, 150)).toBe(1000);
    expect(schoolShare({ shareBp: 200, shareCentsPerHour: 400 }, 10_000, 60)).toBe(600);
    expect(schoolShare({ shareBp: 0, shareCentsPerHour: 0 }, 10_000, 60)).toBe(0);
  });
});
