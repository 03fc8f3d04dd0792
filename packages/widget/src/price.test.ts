import type { Pricing, ProductView } from '@schuss/contracts';
import { daysBetween, estimate, minutesBetween, priceLine, usesDays } from '@schuss/contracts/rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PriceChoice, previewPrice } from './logic';

// The preview must be the shared `estimate` itself (a spy that calls through), not a copy of it.
vi.mock('@schuss/contracts/rules', async (importOriginal) => {
  const rules = await importOriginal<typeof import('@schuss/contracts/rules')>();
  return { ...rules, estimate: vi.fn(rules.estimate) };
});
afterEach(() => vi.mocked(estimate).mockClear());

const TODAY = '2026-12-01';
const days = (first: number, step: number) => Array.from({ length: 14 }, (_, i) => first + i * step);
type Slot = NonNullable<PriceChoice['slot']>;
const weekSlot: Slot = { startsOn: '2026-12-20', endsOn: '2026-12-25', startTime: null, endTime: null };
const hourSlot: Slot = { startsOn: '2026-12-21', endsOn: '2026-12-21', startTime: '10:00', endTime: '11:00' };
const twoHourSlot: Slot = { ...hourSlot, startTime: '14:00', endTime: '16:00' };

type Product = Pick<ProductView, 'dated' | 'attributes' | 'pricing'>;
const dated = (pricing: Pricing): Product => ({ dated: true, attributes: {}, pricing });
const byDays = (pricing: Pricing): Product => ({ dated: false, attributes: { needsStartDate: true }, pricing });
const undated = (pricing: Pricing): Product => ({ dated: false, attributes: {}, pricing });

// The demo catalogue's rules (packages/db/src/seed/booking.ts), one of each kind, each booked as the demo books it.
const RULES: Record<string, { product: Product; slots?: Slot[] }> = {
  lessonWeek: { product: dated({ rule: 'ageBands', bands: [{ cents: 20500 }] }), slots: [weekSlot] },
  snowboard: {
    product: dated({
      rule: 'ageBands',
      bands: [
        { maxAge: 12, cents: 17900 },
        { minAge: 13, cents: 19900 },
      ],
    }),
    slots: [weekSlot],
  },
  perDayBands: {
    product: dated({
      rule: 'ageBands',
      perDay: true,
      bands: [
        { maxAge: 11, cents: 1000 },
        { minAge: 12, cents: 1500 },
      ],
    }),
    slots: [weekSlot, hourSlot],
  },
  liftPass: {
    product: byDays({
      rule: 'daysTable',
      bands: [
        { maxAge: 4, cents: days(0, 0) },
        { minAge: 5, maxAge: 12, cents: days(4200, 3800) },
        { minAge: 13, maxAge: 64, cents: days(5600, 5000) },
        { minAge: 65, maxAge: 74, cents: days(4800, 4300) },
        { minAge: 75, cents: days(0, 0) },
      ],
    }),
  },
  rental: { product: byDays({ rule: 'daysTable', bands: [{ cents: days(3200, 2600) }] }) },
  privateLesson: {
    product: dated({
      rule: 'durationGroup',
      durations: { '60': [5900, 6900, 7900, 8900, 9900], '120': [11000, 12500, 14000, 15500, 17000] },
    }),
    slots: [hourSlot, twoHourSlot],
  },
  nights: { product: byDays({ rule: 'flat', cents: 9500, perDay: true }) },
  stayTax: { product: byDays({ rule: 'perNight', cents: 165, adultAge: 18 }) },
  insurance: { product: byDays({ rule: 'perParticipantPerDay', cents: 330 }) },
  generic: { product: undated({ rule: 'flat', cents: 1500 }) },
  licence: {
    product: undated({
      rule: 'ageBands',
      bands: [
        { maxAge: 17, cents: 3900 },
        { minAge: 18, cents: 5600 },
      ],
    }),
  },
};
const BIRTHS = ['2023-06-01', '2019-03-10', '2014-12-21', '2008-12-20', '1990-05-05', '1958-01-01', '1945-07-14'];

/** What the platform prices the same line from (apps/platform/src/modules/booking/cart.ts, prepareLine). */
function platformPrice(product: Product, { slot, startDate, days: chosen, birthDates, today }: PriceChoice) {
  const start = slot ? slot.startsOn : product.attributes.needsStartDate ? startDate : null;
  const lineDays = slot ? daysBetween(slot.startsOn, slot.endsOn) + 1 : usesDays(product.pricing) ? chosen : null;
  return priceLine(product.pricing, {
    birthDates,
    startDate: start ?? today,
    days: lineDays ?? 1,
    durationMinutes: slot?.startTime && slot.endTime ? minutesBetween(slot.startTime, slot.endTime) : undefined,
  });
}

describe('price before adding', () => {
  for (const [name, { product, slots }] of Object.entries(RULES)) {
    it(`${name}: is the shared estimate, and the price the platform charges for every group, slot and number of days`, () => {
      for (const n of [1, 2, 3, 5])
        for (const d of [1, 2, 6, 7, 14])
          for (const slot of slots ?? [null]) {
            const birthDates = Array.from({ length: n }, (_, i) => BIRTHS[(i * 3 + d) % BIRTHS.length] as string);
            const choice: PriceChoice = { slot, startDate: '2026-12-22', days: d, birthDates, today: TODAY };
            const shown = previewPrice(product, choice);
            expect(vi.mocked(estimate)).toHaveLastReturnedWith(shown);
            expect(vi.mocked(estimate).mock.lastCall?.[0]).toBe(product.pricing);
            expect(shown, JSON.stringify(choice)).toEqual({ cents: platformPrice(product, choice).totalCents, complete: true });
          }
    });
  }

  it('takes ages on the slot’s first day, not today: a band’s lower bound counts from the birthday', () => {
    const { product } = RULES.snowboard as { product: Product };
    const slot: Slot = { ...weekSlot, startsOn: '2026-12-21', endsOn: '2026-12-26' };
    // 13 on the slot's first day (12 today): the 13-and-over price.
    expect(previewPrice(product, { slot, startDate: '', days: 1, birthDates: ['2013-12-21'], today: TODAY })).toEqual({
      cents: 19900,
      complete: true,
    });
    // Still 12 on the slot's first day: the under-13 price, the band's upper bound included.
    expect(previewPrice(product, { slot, startDate: '', days: 1, birthDates: ['2013-12-22'], today: TODAY })).toEqual({
      cents: 17900,
      complete: true,
    });
  });

  it('counts a participant without a valid birth date at the lowest price and says the price is not final', () => {
    const choice = { slot: null, startDate: '2026-12-20', days: 3, today: TODAY };
    expect(previewPrice((RULES.liftPass as { product: Product }).product, { ...choice, birthDates: ['1990-05-05', ''] })).toEqual({
      cents: 5600 + 2 * 5000,
      complete: false,
    });
    expect(
      previewPrice((RULES.stayTax as { product: Product }).product, { ...choice, days: 7, birthDates: ['1990-05-05', '2019-13-01'] }),
    ).toEqual({ cents: 7 * 165, complete: false });
  });
});
