/**
 * The browser contract between the site and the programs it hosts (widget, editing tool): the
 * sessionStorage and localStorage keys and their value types (docs/spec.md §3), and the window events they
 * tell each other by. Zod-free.
 */

/** `YYYY-MM-DD` dates of a stay. */
export type Stay = { from: string; to: string };
/** A business provider affiliation: its id and expiry (ms since epoch). */
export type BusinessProvider = { id: string; exp: number };
/** A payment-link referral: its type and expiry (ms since epoch). */
export type GescoReferral = { type: string; exp: number };

/** sessionStorage keys and their value types. */
export type SessionKeys = {
  cartId: string;
  stay: Stay;
  forcedSeasonStay: boolean;
  /** Season week of the stay (week 1 contains 25 December). */
  stayWeek: number;
  businessProviderChecked: boolean;
  gescoReferralChecked: boolean;
  /** Editor token (docs/spec.md §6). */
  token: string;
  /** The checkout contact typed in the widget, kept while the tab lives (JSON of its text fields). */
  checkoutContact: Record<string, string>;
};

/** localStorage keys and their value types. */
export type LocalKeys = {
  businessProvider: BusinessProvider;
  gescoReferral: GescoReferral;
  /** Cookie consent: absent/null = undecided, true or false. */
  cookie_allowed: boolean;
  /** Offer category filter of the offers page. */
  categoryCode: string;
  /** Payment attempts per cart id. */
  purchase_attempts: Record<string, number>;
  /**
   * Order numbers already reported with the analytics `purchase` event (the latest few), so that
   * reloading or revisiting the purchase result page never reports the same order twice.
   */
  purchase_reported: string[];
};

export const SESSION_KEYS = [
  'cartId',
  'stay',
  'forcedSeasonStay',
  'stayWeek',
  'businessProviderChecked',
  'gescoReferralChecked',
  'token',
  'checkoutContact',
] as const satisfies readonly (keyof SessionKeys)[];
export const LOCAL_KEYS = [
  'businessProvider',
  'gescoReferral',
  'cookie_allowed',
  'categoryCode',
  'purchase_attempts',
  'purchase_reported',
] as const satisfies readonly (keyof LocalKeys)[];

/** Keys holding plain strings, stored raw (not JSON-encoded), so that code reading them raw keeps working. */
export const RAW_STRING_KEYS: ReadonlySet<string> = new Set(['cartId', 'token', 'categoryCode']);

/** Window event: the cart changed (a line added or removed, an order paid); the header refetches its count. */
export const CART_CHANGED_EVENT = 'cart-changed';

/** Window event: the stay changed (the stay picker, a season products link); the widget re-reads it. */
export const STAY_CHANGED_EVENT = 'stay-changed';

/** Tells the page's programs the stored stay changed. */
export const dispatchStayChanged = () => (globalThis as unknown as EventTarget).dispatchEvent(new Event(STAY_CHANGED_EVENT));

/** Tells the page the cart changed (the widget after an add or a removal). */
// globalThis is the window in a page; typed as an EventTarget so Node programs compile this file too.
export const dispatchCartChanged = () => (globalThis as unknown as EventTarget).dispatchEvent(new Event(CART_CHANGED_EVENT));
