/**
 * Analytics (spec §3 "Analytics item", §4 "Analytics events", DESIGN §4): GA4 events pushed
 * to `window.dataLayer`. Events are always pushed (the layer lives in the page); Google's
 * script reads it only once it is loaded, which happens only after cookie consent, so
 * nothing leaves the browser before consent.
 */

export const DEFAULT_CURRENCY = 'EUR';

/** An analytics item (spec §3). `price` is in currency units (euros), not cents. */
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

/**
 * A cart-like line, as the cart service and the widget describe them: an inscription of a
 * grouped order (merchantName, product type) with a product or an activity (name or label).
 * Prices are integer cents (DESIGN §1 "money is integer cents everywhere").
 */
export type CartLineLike = {
  /** Product type, e.g. ESF, LIFT, SKI_RENTAL (spec §1). */
  productType?: string;
  merchantName?: string;
  product?: { name?: string; label?: string; category?: string } | null;
  activity?: { name?: string; label?: string; category?: string } | null;
  /** Extra category levels, e.g. discipline and level. */
  categories?: (string | undefined)[];
  variant?: string;
  /** Unit price in cents. */
  priceCents: number;
  quantity?: number;
};

const cents = (n: number) => Math.round(n) / 100;

/** Maps a cart-like line to an analytics item (pure). */
export function toAnalyticsItem(line: CartLineLike): AnalyticsItem {
  const thing = line.product ?? line.activity ?? null;
  const name = thing?.name || thing?.label || line.productType || 'item';
  const [category2, category3] = line.categories ?? [];
  const item: AnalyticsItem = {
    item_name: name,
    price: cents(line.priceCents),
    quantity: line.quantity ?? 1,
  };
  if (line.merchantName) item.item_brand = line.merchantName;
  if (line.productType) item.item_category = line.productType;
  const cat2 = category2 ?? thing?.category;
  if (cat2) item.item_category2 = cat2;
  if (category3) item.item_category3 = category3;
  if (line.variant) item.item_variant = line.variant;
  return item;
}

/** Revenue: the sum of price × quantity, rounded to the cent (spec §4). */
export function revenue(items: Pick<AnalyticsItem, 'price' | 'quantity'>[]): number {
  const total = items.reduce((sum, i) => sum + Math.round(i.price * 100) * i.quantity, 0);
  return total / 100;
}

export type DataLayerEvent = Record<string, unknown> & { event?: string };

type DataLayerWindow = { dataLayer?: unknown[] };

/** The page's data layer (created when missing); null on the server. */
function dataLayer(): unknown[] | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as DataLayerWindow;
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  return w.dataLayer;
}

/** Pushes one event to the data layer. Never throws. */
function track(event: DataLayerEvent): void {
  try {
    dataLayer()?.push(event);
  } catch {
    // Analytics must never break the page.
  }
}

export type EcommerceEventName =
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'checkout'
  | 'add_payment_info'
  | 'purchase'
  | 'payment_failure';

/** An e-commerce event payload (pure): items, value = revenue, currency default EUR. */
export function ecommerceEvent(
  name: EcommerceEventName,
  items: AnalyticsItem[],
  extra: Record<string, unknown> = {},
  currency: string = DEFAULT_CURRENCY,
): DataLayerEvent {
  return { event: name, ecommerce: { currency, value: revenue(items), items, ...extra } };
}

/** Pushes an e-commerce event, clearing the previous ecommerce object first (GA4 practice). */
function pushEcommerce(name: EcommerceEventName, items: AnalyticsItem[], extra?: Record<string, unknown>, currency?: string) {
  track({ ecommerce: null });
  track(ecommerceEvent(name, items, extra, currency));
}

export const analytics = {
  viewItem: (items: AnalyticsItem[], currency?: string) => pushEcommerce('view_item', items, {}, currency),
  addToCart: (items: AnalyticsItem[], currency?: string) => pushEcommerce('add_to_cart', items, {}, currency),
  removeFromCart: (items: AnalyticsItem[], currency?: string) => pushEcommerce('remove_from_cart', items, {}, currency),
  checkout: (items: AnalyticsItem[], currency?: string) => pushEcommerce('checkout', items, {}, currency),
  addPaymentInfo: (items: AnalyticsItem[], currency?: string) => pushEcommerce('add_payment_info', items, {}, currency),
  purchase: (transactionId: string, items: AnalyticsItem[], currency?: string) =>
    pushEcommerce('purchase', items, { transaction_id: transactionId }, currency),
  /** Payment refused: reported with the provider's execution code (spec §8). */
  paymentFailure: (executionCode: string, items: AnalyticsItem[] = [], currency?: string) =>
    pushEcommerce('payment_failure', items, { execution_code: executionCode }, currency),
  /** Contact event from the checkout tunnel or the booking page ("vel"). */
  contact: (origin: 'tunnel' | 'vel') => track({ event: 'contact', contact_origin: origin }),
  /** A visitor from a business provider (once per session, see affiliation.ts). */
  affiliation: (id: string) => track({ event: 'Affiliation', id }),
  /** A visitor from a payment link (once per session, see affiliation.ts). */
  paymentLink: (type: string) => track({ event: 'MseM: Payment link', GescoReferral: type }),
  search: (terms: string, destination: string) => track({ event: 'Search', Terms: terms, destination }),
  searchFailed: (terms: string) => track({ event: 'Search failed', Terms: terms }),
  searchCanceled: (terms: string) => track({ event: 'Search canceled', Terms: terms }),
};
