import type { Pricing } from '@schuss/contracts';
import { ageAt, isIsoDate } from './logic';

/**
 * The price shown before adding: the same rules as the platform's `priceLine`
 * (apps/platform/src/modules/booking/pricing.ts — price.test.ts checks they agree), computed from
 * the product's pricing data. The platform prices the line again on add; a client never sends a price.
 * A participant whose birth date is not valid yet counts at the rule's lowest price (`complete` false).
 */
export type Estimate = { cents: number; complete: boolean };

export type EstimateInput = {
  birthDates: string[];
  /** Day ages are taken at: the slot's or the chosen start date (today for undated products). */
  on: string;
  /** Days (or nights); 1 when the rule does not use days. */
  days: number;
  /** Duration of the slot in minutes (private lessons). */
  durationMinutes?: number;
};

type Band = { minAge?: number; maxAge?: number };
const inBand = (age: number, b: Band) => (b.minAge === undefined || age >= b.minAge) && (b.maxAge === undefined || age <= b.maxAge);

export function estimate(pricing: Pricing, { birthDates, on, days, durationMinutes }: EstimateInput): Estimate {
  let complete = true;
  const age = (b: string) => {
    if (isIsoDate(b)) return ageAt(b, on);
    complete = false;
    return undefined;
  };
  /** Per participant: its band's price, or the lowest when the age is unknown (or outside every band). */
  const byBand = <B extends Band>(bands: B[], cents: (b: B) => number) =>
    birthDates.reduce((sum, b) => {
      const a = age(b);
      const band = a === undefined ? undefined : bands.find((x) => inBand(a, x));
      if (!band) complete = false;
      return sum + (band ? cents(band) : Math.min(...bands.map(cents)));
    }, 0);
  const n = birthDates.length;
  switch (pricing.rule) {
    case 'ageBands':
      return { cents: byBand(pricing.bands, (b) => b.cents * (pricing.perDay ? days : 1)), complete };
    case 'daysTable':
      return { cents: byBand(pricing.bands, (b) => b.cents[days - 1] ?? b.cents[b.cents.length - 1] ?? 0), complete };
    case 'durationGroup': {
      const table = pricing.durations[String(durationMinutes ?? '')] ?? Object.values(pricing.durations)[0] ?? [0];
      return { cents: table[Math.min(n, table.length) - 1] ?? 0, complete: complete && n <= table.length };
    }
    case 'perNight':
      return {
        cents: birthDates.reduce((sum, b) => {
          const a = age(b);
          return sum + (a !== undefined && a >= pricing.adultAge ? pricing.cents * days : 0);
        }, 0),
        complete,
      };
    case 'perParticipantPerDay':
      return { cents: pricing.cents * days * n, complete };
    case 'flat':
      return { cents: pricing.cents * (pricing.perDay ? days : 1), complete };
  }
}

/** Whether the rule needs a number of days (the platform's `usesDays`). */
export function usesDays(pricing: Pricing): boolean {
  return (
    pricing.rule === 'daysTable' ||
    pricing.rule === 'perNight' ||
    pricing.rule === 'perParticipantPerDay' ||
    (pricing.rule !== 'durationGroup' && pricing.perDay === true)
  );
}

/** Whether the days are nights (accommodation, stay tax): the labels say so. */
export const countsNights = (pricing: Pricing) => pricing.rule === 'perNight' || (pricing.rule === 'flat' && pricing.perDay === true);

/** The most days that can be booked: `maxDays`, the price table's length, and the platform's 60. */
export function maxDaysOf(pricing: Pricing, maxDays: unknown): number {
  let max = typeof maxDays === 'number' && maxDays > 0 ? Math.floor(maxDays) : 60;
  if (pricing.rule === 'daysTable') max = Math.min(max, ...pricing.bands.map((b) => b.cents.length));
  return Math.min(max, 60);
}

/** Minutes between two `HH:MM` times. */
export function minutesBetween(start: string, end: string): number {
  const m = (t: string) => {
    const [h, mi] = t.split(':').map(Number) as [number, number];
    return h * 60 + mi;
  };
  return m(end) - m(start);
}
