/**
 * Prices of cart lines, computed on the server only from a product's `pricing` data (pure
 * functions). Ages are whole years at the line's start date. Money is integer cents.
 */
import type { Pricing } from '@schuss/contracts';

export class PricingError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

/** Whole years between a birth date and a day (`YYYY-MM-DD` both). */
export function ageAt(birthDate: string, on: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export type PriceInput = {
  /** Birth dates of the participants, in order. */
  birthDates: string[];
  /** Day the ages are taken at (the slot's or line's start date). */
  startDate: string;
  /** Days (or nights) booked; 1 when the rule does not use days. */
  days: number;
  /** Duration of the slot in minutes (private lessons). */
  durationMinutes?: number;
};

/** Price of each participant's place (cents); the line total is their sum. */
export type PriceResult = { perParticipant: number[]; totalCents: number };

type Band = { minAge?: number; maxAge?: number };
const inBand = (age: number, b: Band) => (b.minAge === undefined || age >= b.minAge) && (b.maxAge === undefined || age <= b.maxAge);

function bandFor<B extends Band>(bands: B[], birthDate: string, startDate: string, index: number): B {
  const age = ageAt(birthDate, startDate);
  const band = bands.find((b) => inBand(age, b));
  if (!band)
    throw new PricingError(
      `participant ${index + 1} (${age} years old) has no price for this product`,
      `body.participants.${index}.birthDate`,
    );
  return band;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** Splits a booking price over its participants (the remainder on the first ones), so the shares add up to the price. */
export function split(cents: number, n: number): number[] {
  const base = Math.floor(cents / n);
  const rest = cents - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < rest ? 1 : 0));
}

export function priceLine(pricing: Pricing, input: PriceInput): PriceResult {
  const { birthDates, startDate, days } = input;
  const n = birthDates.length;
  if (n < 1) throw new PricingError('must list at least one participant', 'body.participants');
  if (!Number.isInteger(days) || days < 1) throw new PricingError('must be at least 1', 'body.days');
  let perParticipant: number[];
  switch (pricing.rule) {
    case 'ageBands':
      perParticipant = birthDates.map((b, i) => bandFor(pricing.bands, b, startDate, i).cents * (pricing.perDay ? days : 1));
      break;
    case 'daysTable':
      perParticipant = birthDates.map((b, i) => {
        const table = bandFor(pricing.bands, b, startDate, i).cents;
        const cents = table[days - 1];
        if (cents === undefined) throw new PricingError(`must be between 1 and ${table.length} days for this product`, 'body.days');
        return cents;
      });
      break;
    case 'durationGroup': {
      const table = pricing.durations[String(input.durationMinutes ?? '')];
      if (!table) throw new PricingError(`no price for a ${input.durationMinutes ?? '?'}-minute booking`, 'body.slotId');
      const cents = table[n - 1];
      if (cents === undefined)
        throw new PricingError(`must list at most ${table.length} participants for this product`, 'body.participants');
      perParticipant = split(cents, n);
      break;
    }
    case 'perNight':
      perParticipant = birthDates.map((b) => (ageAt(b, startDate) >= pricing.adultAge ? pricing.cents * days : 0));
      break;
    case 'perParticipantPerDay':
      perParticipant = birthDates.map(() => pricing.cents * days);
      break;
    case 'flat':
      perParticipant = split(pricing.cents * (pricing.perDay ? days : 1), n);
      break;
  }
  return { perParticipant, totalCents: sum(perParticipant) };
}

/** Lowest price a rule can give for one participant (one booking for per-booking rules), for "from" prices. */
export function fromPrice(pricing: Pricing, durationMinutes?: number): number {
  switch (pricing.rule) {
    case 'ageBands':
      return Math.min(...pricing.bands.map((b) => b.cents));
    case 'daysTable':
      return Math.min(...pricing.bands.map((b) => b.cents[0] ?? 0));
    case 'durationGroup': {
      const tables = durationMinutes !== undefined ? [pricing.durations[String(durationMinutes)] ?? []] : Object.values(pricing.durations);
      const firsts = tables.map((t) => t[0]).filter((c): c is number => c !== undefined);
      return firsts.length ? Math.min(...firsts) : 0;
    }
    case 'perNight':
    case 'perParticipantPerDay':
    case 'flat':
      return pricing.cents;
  }
}

/** Whether the rule needs a number of days (and a start date) for a non-dated product. */
export function usesDays(pricing: Pricing): boolean {
  return (
    pricing.rule === 'daysTable' ||
    pricing.rule === 'perNight' ||
    pricing.rule === 'perParticipantPerDay' ||
    (pricing.rule !== 'durationGroup' && pricing.perDay === true)
  );
}

/** Minutes between two `HH:MM[:SS]` times. */
export function minutesBetween(start: string, end: string): number {
  const m = (t: string) => {
    const [h, mi] = t.split(':').map(Number) as [number, number];
    return h * 60 + mi;
  };
  return m(end) - m(start);
}
