import { type AnalyticsItem, analyticsItem, type DisplayGroup } from '../logic';

/** Analytics items of the cart: one per line (a per-booking price that does not split evenly counts as one item). */
export function cartItems(groups: DisplayGroup[]): AnalyticsItem[] {
  return groups.flatMap((g) =>
    g.lines.map((l) => {
      const n = l.participants.length;
      const even = n > 0 && l.cents % n === 0;
      return analyticsItem({
        name: l.name,
        merchantName: g.merchantName,
        type: g.type,
        variant: l.startDate,
        unitCents: even ? l.cents / n : l.cents,
        quantity: even ? n : 1,
      });
    }),
  );
}
