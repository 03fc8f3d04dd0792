import type { Pricing } from '@schuss/contracts';
import { DAYS_MAX, priceLine } from '@schuss/contracts/rules';

/**
 * The prices a rule will charge, as a table for the product form: computed with `priceLine`, the
 * shared rule the platform charges with and the widget estimates with — what staff see here is what
 * visitors are shown and charged.
 */

/** The day ages are taken at in the examples, and a birth date making someone `age` that day. */
const ON = '2027-01-15';
const bornAged = (age: number) => `${2027 - age}-01-01`;

export type PreviewColumn = { kind: 'price' } | { kind: 'days' | 'nights' | 'people'; n: number };
export type PreviewRow =
  | { kind: 'band'; index: number; label?: { fr: string; en: string }; minAge?: number; maxAge?: number }
  | { kind: 'duration'; minutes: number }
  | { kind: 'adult'; age: number }
  | { kind: 'minor'; age: number }
  | { kind: 'perPerson' }
  | { kind: 'perBooking' };
export type Preview = { columns: PreviewColumn[]; rows: { row: PreviewRow; cents: (number | null)[] }[] };

/** The example age of a band: its youngest, else its oldest, else an adult's. */
const ageOf = (b: { minAge?: number; maxAge?: number }) => b.minAge ?? b.maxAge ?? 30;

/** Cents of a line, or null when the rule has no price for it. */
function charge(pricing: Pricing, birthDates: string[], days: number, durationMinutes?: number): number | null {
  try {
    return priceLine(pricing, { birthDates, startDate: ON, days, durationMinutes }).totalCents;
  } catch {
    return null;
  }
}

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** How many days (or nights) to show for a rule by days: the product's maximum, at most a week unless the table is longer. */
function dayCount(pricing: Pricing, maxDays: number | undefined): number {
  if (pricing.rule === 'daysTable') return Math.min(DAYS_MAX, Math.max(...pricing.bands.map((b) => b.cents.length)));
  return Math.min(maxDays && maxDays > 0 ? maxDays : 7, 7);
}

export function pricePreview(pricing: Pricing, { maxDays }: { maxDays?: number } = {}): Preview {
  switch (pricing.rule) {
    case 'ageBands':
    case 'daysTable': {
      const byDays = pricing.rule === 'daysTable' || pricing.perDay === true;
      const columns: PreviewColumn[] = byDays ? range(dayCount(pricing, maxDays)).map((n) => ({ kind: 'days', n })) : [{ kind: 'price' }];
      return {
        columns,
        rows: pricing.bands.map((b, index) => ({
          row: { kind: 'band', index, label: b.label, minAge: b.minAge, maxAge: b.maxAge },
          cents: columns.map((c) => charge(pricing, [bornAged(ageOf(b))], c.kind === 'price' ? 1 : c.n)),
        })),
      };
    }
    case 'durationGroup': {
      const size = Math.max(...Object.values(pricing.durations).map((t) => t.length), 1);
      const columns: PreviewColumn[] = range(size).map((n) => ({ kind: 'people', n }));
      return {
        columns,
        rows: Object.keys(pricing.durations)
          .map(Number)
          .sort((a, b) => a - b)
          .map((minutes) => ({
            row: { kind: 'duration', minutes },
            cents: columns.map((c) =>
              c.kind === 'people'
                ? charge(
                    pricing,
                    Array.from({ length: c.n }, () => bornAged(30)),
                    1,
                    minutes,
                  )
                : null,
            ),
          })),
      };
    }
    case 'perNight': {
      const columns: PreviewColumn[] = range(dayCount(pricing, maxDays)).map((n) => ({ kind: 'nights', n }));
      const rows: PreviewRow[] = [{ kind: 'adult', age: pricing.adultAge }];
      if (pricing.adultAge > 0) rows.push({ kind: 'minor', age: pricing.adultAge - 1 });
      return {
        columns,
        rows: rows.map((row) => ({
          row,
          cents: columns.map((c) => charge(pricing, [bornAged((row as { age: number }).age)], c.kind === 'nights' ? c.n : 1)),
        })),
      };
    }
    case 'perParticipantPerDay': {
      const columns: PreviewColumn[] = range(dayCount(pricing, maxDays)).map((n) => ({ kind: 'days', n }));
      return {
        columns,
        rows: [{ row: { kind: 'perPerson' }, cents: columns.map((c) => charge(pricing, [bornAged(30)], (c as { n: number }).n)) }],
      };
    }
    case 'flat': {
      const columns: PreviewColumn[] = pricing.perDay
        ? range(dayCount(pricing, maxDays)).map((n) => ({ kind: 'nights', n }))
        : [{ kind: 'price' }];
      return {
        columns,
        rows: [{ row: { kind: 'perBooking' }, cents: columns.map((c) => charge(pricing, [bornAged(30)], c.kind === 'price' ? 1 : c.n)) }],
      };
    }
  }
}

/**
 * The family discount at work: `rank` participants of the band with the highest price on one day
 * (or the first day of a table), the line's total without and with the discount. Null without one.
 */
export function familyExample(pricing: Pricing): { people: number; days: number; row: PreviewRow; without: number; with: number } | null {
  const rank = pricing.discount?.fromParticipant?.rank;
  if (
    !rank ||
    (pricing.rule !== 'ageBands' && pricing.rule !== 'daysTable' && pricing.rule !== 'perNight' && pricing.rule !== 'perParticipantPerDay')
  )
    return null;
  const without: Pricing = { ...pricing, discount: pricing.discount?.fromDays ? { fromDays: pricing.discount.fromDays } : undefined };
  let age = 30;
  let row: PreviewRow = { kind: 'perPerson' };
  if (pricing.rule === 'ageBands' || pricing.rule === 'daysTable') {
    const bands = pricing.bands.map((b, index) => ({ b, index, cents: charge(pricing, [bornAged(ageOf(b))], 1) ?? 0 }));
    const dearest = bands.reduce((x, y) => (y.cents > x.cents ? y : x), bands[0] as (typeof bands)[number]);
    age = ageOf(dearest.b);
    row = { kind: 'band', index: dearest.index, label: dearest.b.label, minAge: dearest.b.minAge, maxAge: dearest.b.maxAge };
  } else if (pricing.rule === 'perNight') {
    age = pricing.adultAge;
    row = { kind: 'adult', age };
  }
  const people = Array.from({ length: rank }, () => bornAged(age));
  const a = charge(without, people, 1);
  const b = charge(pricing, people, 1);
  return a === null || b === null ? null : { people: rank, days: 1, row, without: a, with: b };
}
