/**
 * Analytics items and e-commerce events (docs/spec.md §3 "Analytics item", §4 "Analytics events"): the same
 * mapping for the site (header, purchase result) and the widget (view, add, remove, checkout).
 * Prices are sent in euros; money is integer cents until here.
 */
import type { DisplayGroup } from './cart';

export const DEFAULT_CURRENCY = 'EUR';

/** An analytics item (docs/spec.md §3): item_brand = merchant, item_category = product type. */
export type AnalyticsItem = {
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_variant?: string;
  price: number;
  quantity: number;
};

export type EcommerceEventName =
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'checkout'
  | 'add_payment_info'
  | 'purchase'
  | 'payment_failure';

/** What an item is made of: the product's name, merchant and type, its discipline and level when it has them, one unit's price. */
export type ItemSource = {
  name: string;
  merchantName?: string;
  type?: string;
  discipline?: unknown;
  level?: unknown;
  variant?: string | null;
  unitCents: number;
  quantity?: number;
};

export function analyticsItem(a: ItemSource): AnalyticsItem {
  const item: AnalyticsItem = { item_name: a.name, price: Math.round(a.unitCents) / 100, quantity: a.quantity ?? 1 };
  if (a.merchantName) item.item_brand = a.merchantName;
  if (a.type) item.item_category = a.type;
  if (typeof a.discipline === 'string' && a.discipline) item.item_category2 = a.discipline;
  if (typeof a.level === 'string' && a.level) item.item_category3 = a.level;
  if (a.variant) item.item_variant = a.variant;
  return item;
}

/**
 * The items of one line: one per unit price — participants of one line may pay different prices
 * (age bands, a per-booking price split), and grouping by price keeps Σ price × quantity exact.
 */
export function itemsByPrice(source: Omit<ItemSource, 'unitCents' | 'quantity'>, participantCents: readonly number[]): AnalyticsItem[] {
  const byPrice = new Map<number, number>();
  for (const cents of participantCents) byPrice.set(cents, (byPrice.get(cents) ?? 0) + 1);
  return [...byPrice].map(([unitCents, quantity]) => analyticsItem({ ...source, unitCents, quantity }));
}

/** The items of a cart or an order: each line's items by unit price, the line's first day as the variant. */
export function cartItems(groups: DisplayGroup[]): AnalyticsItem[] {
  return groups.flatMap((g) =>
    g.lines.flatMap((line) =>
      itemsByPrice(
        { name: line.name, merchantName: g.merchantName, type: g.type, variant: line.startDate },
        line.participants.map((p) => p.cents),
      ),
    ),
  );
}

/** Revenue: the sum of price × quantity, rounded to the cent (docs/spec.md §4). */
export function revenue(items: readonly Pick<AnalyticsItem, 'price' | 'quantity'>[]): number {
  return items.reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0) / 100;
}

/** An e-commerce event payload: its items, value = revenue, currency (EUR by default). */
export function ecommerceEvent(
  event: EcommerceEventName,
  items: AnalyticsItem[],
  extra: Record<string, unknown> = {},
  currency: string = DEFAULT_CURRENCY,
) {
  return { event, ecommerce: { currency, value: revenue(items), items, ...extra } };
}
