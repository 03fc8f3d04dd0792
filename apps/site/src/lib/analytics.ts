/**
 * Analytics (docs/spec.md §3 "Analytics item", §4 "Analytics events", DESIGN §4): GA4 events pushed
 * to `window.dataLayer`. Events are always pushed (the layer lives in the page); Google's
 * script reads it only once it is loaded, which happens only after cookie consent, so
 * nothing leaves the browser before consent. The items and the events' payloads are the shared
 * rules' (`@schuss/contracts/rules`: the widget reports the same).
 */
import { type AnalyticsItem, type EcommerceEventName, ecommerceEvent } from '@schuss/contracts/rules';

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
  /** Payment refused: reported with the provider's execution code (docs/spec.md §8). */
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
