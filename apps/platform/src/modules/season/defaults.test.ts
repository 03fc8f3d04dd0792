import { describe, expect, it } from 'vitest';
import { slotDefaults, timesOfText } from './defaults';

describe("the generator's defaults of a product", () => {
  it('reads the times a product writes, however it writes them', () => {
    expect(timesOfText('09:15–11:45')).toEqual([{ start: '09:15', end: '11:45' }]);
    expect(timesOfText('9h-11h30 / 14h à 16h30')).toEqual([
      { start: '09:00', end: '11:30' },
      { start: '14:00', end: '16:30' },
    ]);
    expect(timesOfText('14:30 to 17:00')).toEqual([{ start: '14:30', end: '17:00' }]);
    // Nothing it can read: no times (the generator keeps its own).
    expect(timesOfText(undefined)).toEqual([]);
    expect(timesOfText('le matin')).toEqual([]);
    expect(timesOfText('11:00–09:00')).toEqual([]);
    expect(timesOfText('25:00–26:00')).toEqual([]);
    // A range overlapping one already read is left out.
    expect(timesOfText('09:00–11:00, 10:00–12:00')).toEqual([{ start: '09:00', end: '11:00' }]);
  });

  it("takes the days and times from the product's attributes, the rest from its latest slot", () => {
    const latest = { startsOn: '2027-01-04', endsOn: '2027-01-06', capacity: 12, times: [{ start: '13:00', end: '15:00' }] };
    expect(slotDefaults({ durationDays: 5, times: '14:00–16:30' }, latest)).toEqual({
      weekday: 1,
      days: 5,
      times: [{ start: '14:00', end: '16:30' }],
      capacity: 12,
    });
    expect(slotDefaults({}, latest)).toEqual({ weekday: 1, days: 3, times: [{ start: '13:00', end: '15:00' }], capacity: 12 });
    // A product sold by days beyond a fortnight (a season pass) proposes no number of days.
    expect(slotDefaults({ durationDays: 30 }, null)).toEqual({ weekday: null, days: null, times: [], capacity: null });
  });
});
