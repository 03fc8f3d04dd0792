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
  /**
   * The cart last filled in this browser, for tabs opened later: `cartId` lives in sessionStorage (one tab),
   * so a link opened in a new tab would show an empty cart while places are held (`recoverCartId`).
   */
  lastCart: { id: string; exp: number };
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
  'lastCart',
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

/** How long a new tab takes up the cart last filled in the browser (the platform keeps an open cart 30 days). */
export const LAST_CART_TTL_MS = 30 * 24 * 3600 * 1000;

/** A Web Storage area (typed here: Node programs compile this file too, without the DOM's types). */
type Area = { getItem(key: string): string | null; setItem(key: string, value: string): void; removeItem(key: string): void };
/** The page's storage areas (throws where storage is blocked: callers catch). */
const pageAreas = () => globalThis as unknown as { sessionStorage: Area; localStorage: Area };

/** Records the tab's cart as the browser's last one (after a line is added to it). Never throws. */
export function rememberCart(cartId: string, now: number = Date.now(), local?: Area): void {
  try {
    (local ?? pageAreas().localStorage).setItem('lastCart', JSON.stringify({ id: cartId, exp: now + LAST_CART_TTL_MS }));
  } catch {
    // storage blocked or full: a new tab simply starts without the cart
  }
}

/**
 * A tab without a cart takes up the browser's last one, while it is recent: `cartId` in sessionStorage as the
 * spec has it, recovered from localStorage. The site's head runs the same rule before the first paint
 * (`CART_RECOVERY_SCRIPT`). Returns the tab's cart id. Never throws.
 */
export function recoverCartId(now: number = Date.now(), areas?: { session: Area; local: Area }): string | null {
  try {
    const { sessionStorage: session, localStorage: local } = areas
      ? { sessionStorage: areas.session, localStorage: areas.local }
      : pageAreas();
    const own = session.getItem('cartId');
    if (own) return own;
    const last = JSON.parse(local.getItem('lastCart') ?? 'null') as { id?: unknown; exp?: unknown } | null;
    if (!last || typeof last.id !== 'string' || !last.id || typeof last.exp !== 'number' || last.exp <= now) return null;
    session.setItem('cartId', last.id);
    return last.id;
  } catch {
    return null;
  }
}

/** `recoverCartId` for the site's head: runs before any script reads the cart id. */
export const CART_RECOVERY_SCRIPT =
  'try{if(!sessionStorage.getItem("cartId")){var c=JSON.parse(localStorage.getItem("lastCart")||"null");' +
  'if(c&&typeof c.id==="string"&&c.id&&typeof c.exp==="number"&&c.exp>Date.now())sessionStorage.setItem("cartId",c.id)}}catch(e){}';
