/**
 * Prices from a product's `pricing` data (docs/spec.md: prices and totals are computed on the server).
 * `priceLine` is what the platform charges; `estimate` is what the widget shows while a visitor
 * fills the form — the same rules, so the shown price is the charged one. Ages are whole years at
 * the line's start date; money is integer cents. Zod-free: the widget bundles it.
 */
import { ageAt, isIsoDate } from './dates';
import { DAYS_MAX } from './limits';

/** Most a price of the catalogue may be, in cents (10 000 €): a price typed with extra zeros is refused. */
export const PRICE_MAX_CENTS = 1_000_000;
/** Oldest age an age band may name. */
export const AGE_MAX = 120;
/** Longest private lesson a price table may name, in minutes. */
export const DURATION_MAX_MINUTES = 12 * 60;

/**
 * A family or multi-day discount: `fromParticipant` takes `percent` off from the `rank`-th participant of a line;
 * `fromDays` takes `percent` off every place of a line of at least `days` days.
 */
export type Discount = { fromParticipant?: { rank: number; percent: number }; fromDays?: { days: number; percent: number } };

/** An age band of a price table: its label in both languages, and the ages it takes (both ends included). */
type AgeBand = { label?: { fr: string; en: string }; minAge?: number; maxAge?: number };

/**
 * How a product is priced (the contracts' `Pricing` schema checks it; booking.ts describes each rule). Plain data:
 * the rules here price it without zod, in the platform and in the widget alike.
 */
export type Pricing = (
  | { rule: 'ageBands'; perDay?: boolean; bands: (AgeBand & { cents: number })[] }
  | { rule: 'daysTable'; bands: (AgeBand & { cents: number[] })[] }
  | { rule: 'durationGroup'; durations: Record<string, number[]> }
  | { rule: 'perNight'; cents: number; adultAge: number }
  | { rule: 'perParticipantPerDay'; cents: number }
  | { rule: 'flat'; cents: number; perDay?: boolean }
) & { discount?: Discount };

/** A price that cannot be computed for this input; `field` names the request field at fault. */
export class PricingError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
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
/** Age bands' bounds are inclusive; an absent bound is open. */
export const inBand = (age: number, b: Band) => (b.minAge === undefined || age >= b.minAge) && (b.maxAge === undefined || age <= b.maxAge);

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

const off = (cents: number, percent: number) => cents - Math.round((cents * percent) / 100);

/**
 * A pricing rule's discount applied to the participants' prices (cents, before discount), in order:
 * - multi-day (`fromDays`): `percent` off every place when the line has at least `days` days;
 * - family (`fromParticipant`): `percent` off the places of the `rank`-th participant and after,
 *   counted from the dearest place to the cheapest (ties in the line's order) — so the order the
 *   participants are typed in never changes the total, and the family gets it on its cheapest places.
 * Each discount is rounded to the cent on each place; the multi-day one comes first.
 */
export function applyDiscount(discount: Discount | undefined, prices: number[], days: number): number[] {
  if (!discount) return prices;
  const { fromDays, fromParticipant } = discount;
  let out = fromDays && days >= fromDays.days ? prices.map((c) => off(c, fromDays.percent)) : [...prices];
  if (fromParticipant && out.length >= fromParticipant.rank) {
    const ranked = out.map((cents, i) => ({ cents, i })).sort((a, b) => b.cents - a.cents || a.i - b.i);
    const discounted = new Set(ranked.slice(fromParticipant.rank - 1).map((r) => r.i));
    out = out.map((c, i) => (discounted.has(i) ? off(c, fromParticipant.percent) : c));
  }
  return out;
}

/** The price of a cart line, per participant; throws `PricingError` naming the field when there is none. */
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
  perParticipant = applyDiscount(pricing.discount, perParticipant, days);
  return { perParticipant, totalCents: sum(perParticipant) };
}

/**
 * The lowest of some prices that someone pays: a free band (under 5, over 75) is no "from" price —
 * "À partir de 0,00 €" tells a parent nothing. 0 only when everything is free.
 */
const lowestPaid = (cents: number[]) => {
  const paid = cents.filter((c) => c > 0);
  return paid.length ? Math.min(...paid) : 0;
};

/** Lowest price a rule can give for one paying participant (one booking for per-booking rules), for "from" prices. */
export function fromPrice(pricing: Pricing, durationMinutes?: number): number {
  switch (pricing.rule) {
    case 'ageBands':
      return lowestPaid(pricing.bands.map((b) => b.cents));
    case 'daysTable':
      return lowestPaid(pricing.bands.map((b) => b.cents[0] ?? 0));
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

/** Whether the days are nights (accommodation, stay tax): the labels say so. */
export const countsNights = (pricing: Pricing) => pricing.rule === 'perNight' || (pricing.rule === 'flat' && pricing.perDay === true);

/** The most days that can be booked: the product's `maxDays`, the price table's length, and `DAYS_MAX`. */
export function maxDaysOf(pricing: Pricing, maxDays: unknown): number {
  let max = typeof maxDays === 'number' && maxDays > 0 ? Math.floor(maxDays) : DAYS_MAX;
  if (pricing.rule === 'daysTable') max = Math.min(max, ...pricing.bands.map((b) => b.cents.length));
  return Math.min(max, DAYS_MAX);
}

/** The price shown before adding; `complete` is false while a birth date is missing or outside every band. */
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

/**
 * `priceLine` for a form being filled: a participant whose birth date is not valid yet counts at the
 * rule's lowest price (and the estimate is not `complete`) instead of failing.
 */
export function estimate(pricing: Pricing, { birthDates, on, days, durationMinutes }: EstimateInput): Estimate {
  let complete = true;
  const age = (b: string) => {
    if (isIsoDate(b)) return ageAt(b, on);
    complete = false;
    return undefined;
  };
  /** Per participant: its band's price, or the lowest when the age is unknown (or outside every band). */
  const byBand = <B extends Band>(bands: B[], cents: (b: B) => number) =>
    birthDates.map((b) => {
      const a = age(b);
      const band = a === undefined ? undefined : bands.find((x) => inBand(a, x));
      if (!band) complete = false;
      return band ? cents(band) : Math.min(...bands.map(cents));
    });
  const n = birthDates.length;
  let prices: number[];
  switch (pricing.rule) {
    case 'ageBands':
      prices = byBand(pricing.bands, (b) => b.cents * (pricing.perDay ? days : 1));
      break;
    case 'daysTable':
      prices = byBand(pricing.bands, (b) => b.cents[days - 1] ?? b.cents[b.cents.length - 1] ?? 0);
      break;
    case 'durationGroup': {
      // A price per booking (no discount applies: the table is already by group size).
      const table = pricing.durations[String(durationMinutes ?? '')] ?? Object.values(pricing.durations)[0] ?? [0];
      return { cents: table[Math.min(n, table.length) - 1] ?? 0, complete: complete && n <= table.length };
    }
    case 'perNight':
      prices = birthDates.map((b) => {
        const a = age(b);
        return a !== undefined && a >= pricing.adultAge ? pricing.cents * days : 0;
      });
      break;
    case 'perParticipantPerDay':
      prices = birthDates.map(() => pricing.cents * days);
      break;
    case 'flat':
      prices = split(pricing.cents * (pricing.perDay ? days : 1), Math.max(n, 1));
      break;
  }
  return { cents: sum(applyDiscount(pricing.discount, prices, days)), complete };
}

/** What is wrong with a pricing rule, for forms to say in their language. */
export type PricingProblemCode =
  | 'bandUpsideDown'
  | 'bandNeedsMaxAge'
  | 'bandNeedsMinAge'
  | 'bandsOverlap'
  | 'daysLength'
  | 'noDuration'
  | 'durationKey'
  | 'emptyDiscount'
  | 'discountPerBooking'
  | 'discountByDuration';

/** A mistake in a pricing rule: where (the path inside the rule), what (`code`) and in words, for the zod schema and the forms. */
export type PricingProblem = { path: (string | number)[]; code: PricingProblemCode; message: string };

/**
 * What the shape of a rule (the zod schema) cannot say: age bands from youngest to oldest without
 * overlapping, a days table with as many days in every band, a private-lesson table with at least
 * one duration, a discount the rule can give.
 */
export function pricingProblems(pricing: Pricing): PricingProblem[] {
  const problems: PricingProblem[] = [];
  if (pricing.rule === 'ageBands' || pricing.rule === 'daysTable') {
    const bands: Band[] = pricing.bands;
    bands.forEach((b, i) => {
      if (b.minAge !== undefined && b.maxAge !== undefined && b.maxAge < b.minAge)
        problems.push({ path: ['bands', i, 'maxAge'], code: 'bandUpsideDown', message: `must not be below the minimum age (${b.minAge})` });
      const prev = bands[i - 1];
      if (!prev) return;
      if (prev.maxAge === undefined)
        problems.push({
          path: ['bands', i - 1, 'maxAge'],
          code: 'bandNeedsMaxAge',
          message: 'is needed: another band follows (bands go from youngest to oldest)',
        });
      else if (b.minAge === undefined)
        problems.push({
          path: ['bands', i, 'minAge'],
          code: 'bandNeedsMinAge',
          message: `is needed: must be above ${prev.maxAge}, the previous band's maximum age`,
        });
      else if (b.minAge <= prev.maxAge)
        problems.push({
          path: ['bands', i, 'minAge'],
          code: 'bandsOverlap',
          message: `must be above ${prev.maxAge}, the previous band's maximum age (bands go from youngest to oldest without overlapping)`,
        });
    });
  }
  if (pricing.rule === 'daysTable') {
    const first = pricing.bands[0]?.cents.length ?? 0;
    pricing.bands.forEach((b, i) => {
      if (i > 0 && b.cents.length !== first)
        problems.push({
          path: ['bands', i, 'cents'],
          code: 'daysLength',
          message: `must have ${first} prices (one per day), as the first band`,
        });
    });
  }
  if (pricing.rule === 'durationGroup') {
    const keys = Object.keys(pricing.durations);
    if (keys.length === 0) problems.push({ path: ['durations'], code: 'noDuration', message: 'must have at least one duration' });
    for (const k of keys) {
      if (!/^[1-9]\d{0,3}$/.test(k) || Number(k) > DURATION_MAX_MINUTES)
        problems.push({
          path: ['durations', k],
          code: 'durationKey',
          message: `must be a duration in minutes, from 1 to ${DURATION_MAX_MINUTES} (e.g. 60)`,
        });
    }
  }
  const d = pricing.discount;
  if (d) {
    if (!d.fromDays && !d.fromParticipant)
      problems.push({ path: ['discount'], code: 'emptyDiscount', message: 'must have a family or a multi-day discount' });
    const perBooking = pricing.rule === 'durationGroup' || pricing.rule === 'flat';
    if (d.fromParticipant && perBooking)
      problems.push({
        path: ['discount', 'fromParticipant'],
        code: 'discountPerBooking',
        message: 'is not possible: this rule prices the booking, not each participant',
      });
    if (d.fromDays && pricing.rule === 'durationGroup')
      problems.push({
        path: ['discount', 'fromDays'],
        code: 'discountByDuration',
        message: 'is not possible: a private lesson is priced by its duration',
      });
  }
  return problems;
}
