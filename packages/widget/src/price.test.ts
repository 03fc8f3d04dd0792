import type { Pricing } from '@schuss/contracts';
import { describe, expect, it } from 'vitest';
// The platform's pricing: the price shown before adding must be the price the cart gets.
import { priceLine } from '../../../apps/platform/src/modules/booking/pricing';
import { countsNights, estimate, maxDaysOf, usesDays } from './price';

const days = (first: number, step: number) => Array.from({ length: 14 }, (_, i) => first + i * step);
// The demo catalogue's rules (packages/db/src/seed/booking.ts), one of each kind.
const RULES: Record<string, { pricing: Pricing; minutes?: number[] }> = {
  lessonWeek: { pricing: { rule: 'ageBands', bands: [{ cents: 20500 }] } },
  snowboard: {
    pricing: {
      rule: 'ageBands',
      bands: [
        { maxAge: 12, cents: 17900 },
        { minAge: 13, cents: 19900 },
      ],
    },
  },
  perDayBands: {
    pricing: {
      rule: 'ageBands',
      perDay: true,
      bands: [
        { maxAge: 11, cents: 1000 },
        { minAge: 12, cents: 1500 },
      ],
    },
  },
  liftPass: {
    pricing: {
      rule: 'daysTable',
      bands: [
        { maxAge: 4, cents: days(0, 0) },
        { minAge: 5, maxAge: 12, cents: days(4200, 3800) },
        { minAge: 13, maxAge: 64, cents: days(5600, 5000) },
        { minAge: 65, maxAge: 74, cents: days(4800, 4300) },
        { minAge: 75, cents: days(0, 0) },
      ],
    },
  },
  rental: { pricing: { rule: 'daysTable', bands: [{ cents: days(3200, 2600) }] } },
  privateLesson: {
    pricing: { rule: 'durationGroup', durations: { '60': [5900, 6900, 7900, 8900, 9900], '120': [11000, 12500, 14000, 15500, 17000] } },
    minutes: [60, 120],
  },
  nights: { pricing: { rule: 'flat', cents: 9500, perDay: true } },
  stayTax: { pricing: { rule: 'perNight', cents: 165, adultAge: 18 } },
  insurance: { pricing: { rule: 'perParticipantPerDay', cents: 330 } },
  generic: { pricing: { rule: 'flat', cents: 1500 } },
  licence: {
    pricing: {
      rule: 'ageBands',
      bands: [
        { maxAge: 17, cents: 3900 },
        { minAge: 18, cents: 5600 },
      ],
    },
  },
};
const BIRTHS = ['2023-06-01', '2019-03-10', '2014-12-21', '2008-12-20', '1990-05-05', '1958-01-01', '1945-07-14'];

describe('price before adding', () => {
  for (const [name, { pricing, minutes }] of Object.entries(RULES)) {
    it(`${name}: equals the platform's price for every group and number of days`, () => {
      for (const n of [1, 2, 3, 5])
        for (const d of [1, 2, 6, 7, 14])
          for (const m of minutes ?? [undefined]) {
            const birthDates = Array.from({ length: n }, (_, i) => BIRTHS[(i * 3 + d) % BIRTHS.length] as string);
            const input = { birthDates, startDate: '2026-12-20', days: d, durationMinutes: m };
            const server = priceLine(pricing, input);
            const shown = estimate(pricing, { birthDates, on: '2026-12-20', days: d, durationMinutes: m });
            expect(shown, JSON.stringify(input)).toEqual({ cents: server.totalCents, complete: true });
          }
    });
  }
  it('counts a participant without a valid birth date at the lowest price and says the price is not final', () => {
    const { pricing } = RULES.liftPass as { pricing: Pricing };
    expect(estimate(pricing, { birthDates: ['1990-05-05', ''], on: '2026-12-20', days: 3 })).toEqual({
      cents: 5600 + 2 * 5000,
      complete: false,
    });
    expect(
      estimate((RULES.stayTax as { pricing: Pricing }).pricing, { birthDates: ['1990-05-05', '2019-13-01'], on: '2026-12-20', days: 7 }),
    ).toEqual({
      cents: 7 * 165,
      complete: false,
    });
  });
  it('knows which rules take a number of days or nights, and the most that can be booked', () => {
    expect(usesDays((RULES.liftPass as { pricing: Pricing }).pricing)).toBe(true);
    expect(usesDays((RULES.nights as { pricing: Pricing }).pricing)).toBe(true);
    expect(usesDays((RULES.generic as { pricing: Pricing }).pricing)).toBe(false);
    expect(usesDays((RULES.licence as { pricing: Pricing }).pricing)).toBe(false);
    expect(countsNights((RULES.stayTax as { pricing: Pricing }).pricing)).toBe(true);
    expect(countsNights((RULES.insurance as { pricing: Pricing }).pricing)).toBe(false);
    expect(maxDaysOf((RULES.liftPass as { pricing: Pricing }).pricing, 28)).toBe(14);
    expect(maxDaysOf((RULES.insurance as { pricing: Pricing }).pricing, 28)).toBe(28);
    expect(maxDaysOf((RULES.insurance as { pricing: Pricing }).pricing, undefined)).toBe(60);
  });
});
