import type { Pricing } from '@schuss/contracts';
import { ageAt, isIsoDate } from './logic';

/**
 * The price shown before adding, from the product's pricing data sent by the platform
 * (the platform prices the line again on add; a client never sends a price).
 * Participants whose birth date is not valid yet count at the slot's lowest price.
 */
export function estimateCents(pricing: Pricing, fromCents: number, birthDates: string[], on: string, days: number): number {
  if (pricing.rule === 'ageBands') {
    return birthDates.reduce((sum, b) => {
      const age = isIsoDate(b) ? ageAt(b, on) : undefined;
      const band =
        age === undefined
          ? undefined
          : pricing.bands.find((x) => (x.minAge === undefined || age >= x.minAge) && (x.maxAge === undefined || age <= x.maxAge));
      const cents = band ? band.cents : fromCents;
      return sum + (pricing.perDay ? cents * days : cents);
    }, 0);
  }
  if (pricing.rule === 'durationGroup') return fromCents;
  return fromCents * birthDates.length;
}
