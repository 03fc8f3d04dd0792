/**
 * The purchase result page's rules (docs/spec.md §2, §3, §4, §5, §9), kept pure so they are
 * unit-tested beside this file (purchase-logic.test.ts):
 * - the URL carries `cartId`, `executionCode` and `hasQuotation`; `0000` is a success, any other
 *   code a failure (the order itself is always read from the platform, never from the URL);
 * - a failure adds one to `purchase_attempts[cartId]` once per visit of the page: a fresh arrival
 *   from the payment page counts, a reload or a back/forward return to the same page does not
 *   (two refused payments give the same URL, so the URL cannot tell visits apart; the navigation
 *   type can);
 * - the analytics `purchase` is sent once per order (order numbers remembered in localStorage),
 *   only once the platform says `paid`, and never for a settled quotation with a zero total.
 */
import type { OrderStatus, OrderView } from '@schuss/contracts';
import type { LocalKeys } from '@schuss/contracts/api';
import { type AnalyticsItem, cartItems, groupCart } from '@schuss/contracts/rules';
import type { TypedStorage } from '../../lib/storage';

/** Execution code of a successful payment (docs/spec.md §9; `PAYMENT_SUCCESS_CODE` in the contracts). */
const SUCCESS_CODE = '0000';
/** While the order is still `pending_payment` after a success return: poll every second for up to 20 s. */
export const POLL_INTERVAL_MS = 1000;
export const POLL_MAX_MS = 20_000;
/** How many reported order numbers are remembered (the oldest are forgotten first). */
export const REPORTED_MAX = 50;

const CART_ID = /^[A-Za-z0-9_-]{22,64}$/;
const CODE = /^[0-9A-Za-z]{1,8}$/;

/** The cart page, per language (paths of the demo site, without the language base). */
export const CART_PATHS: Record<string, string> = { fr: '/panier/', en: '/cart/' };

export type ResultQuery =
  | { kind: 'invalid' }
  | { kind: 'success' | 'failure'; cartId: string; executionCode: string; hasQuotation: boolean };

/** Reads the result URL's query (a missing or malformed cart id or code makes the link invalid). */
export function parseResultQuery(search: string | URLSearchParams): ResultQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const cartId = params.get('cartId')?.trim() ?? '';
  const executionCode = params.get('executionCode')?.trim() ?? '';
  if (!CART_ID.test(cartId) || !CODE.test(executionCode)) return { kind: 'invalid' };
  const flag = params.get('hasQuotation');
  const hasQuotation = flag === '1' || flag === 'true';
  return { kind: executionCode === SUCCESS_CODE ? 'success' : 'failure', cartId, executionCode, hasQuotation };
}

/** The message key (and its variables) explaining a refusal in plain words. */
export function failureReason(code: string): { key: string; vars?: Record<string, string> } {
  if (code === '4001' || code === '4051' || code === '9999') return { key: `purchase.failure.reason.${code}` };
  if (/^\d{4}$/.test(code)) return { key: 'purchase.failure.reason.other', vars: { code } };
  return { key: 'purchase.failure.reason.generic' };
}

/** What the page shows for an order fetched after a success return. */
export function successState(status: OrderStatus): 'paid' | 'pending' | 'notConfirmed' {
  if (status === 'paid') return 'paid';
  if (status === 'pending_payment') return 'pending';
  return 'notConfirmed';
}

/** The `purchase` items (docs/spec.md §3): the shared mapping, one item per line and unit price. */
export const purchaseItems = (order: Pick<OrderView, 'orders'>): AnalyticsItem[] => cartItems(groupCart(order));

/** A paid order is reported, except a settled quotation with a zero total (docs/spec.md §5). */
export function shouldReportPurchase(order: Pick<OrderView, 'status' | 'hasQuotation' | 'total'>): boolean {
  return order.status === 'paid' && !(order.hasQuotation && order.total.amount === 0);
}

/** True when this order number was already reported from this browser. */
export function wasReported(number: string, local: TypedStorage<LocalKeys>): boolean {
  const list = local.get('purchase_reported');
  return Array.isArray(list) && list.includes(number);
}

/** Remembers a reported order number (keeping the latest `max`). */
export function rememberReported(number: string, local: TypedStorage<LocalKeys>, max: number = REPORTED_MAX): void {
  const list = local.get('purchase_reported');
  const kept = (Array.isArray(list) ? list.filter((n) => typeof n === 'string' && n !== number) : []).slice(-(max - 1));
  local.set('purchase_reported', [...kept, number]);
}

/**
 * Reports a paid order once: returns true when the caller is to send `purchase` now (and
 * remembers it), false when it must not (not reportable, or already reported).
 */
export function claimPurchaseReport(
  order: Pick<OrderView, 'number' | 'status' | 'hasQuotation' | 'total'>,
  local: TypedStorage<LocalKeys>,
): boolean {
  if (!shouldReportPurchase(order) || wasReported(order.number, local)) return false;
  rememberReported(order.number, local);
  return true;
}

/**
 * Whether this page visit counts as a new payment outcome: a reload (`reload`) or a return through
 * the history (`back_forward`) shows the same outcome again, so it is not counted twice.
 */
export function isNewVisit(navigationType: string | undefined): boolean {
  return navigationType !== 'reload' && navigationType !== 'back_forward';
}

/** Adds one failed attempt for the cart (`purchase_attempts[cartId]`, docs/spec.md §4) and returns the new count. */
export function addAttempt(cartId: string, local: TypedStorage<LocalKeys>): number {
  const stored = local.get('purchase_attempts');
  const map: Record<string, number> = stored && typeof stored === 'object' && !Array.isArray(stored) ? { ...stored } : {};
  const previous = Number(map[cartId]);
  const next = (Number.isFinite(previous) && previous > 0 ? Math.floor(previous) : 0) + 1;
  map[cartId] = next;
  local.set('purchase_attempts', map);
  return next;
}

/** A date of the summary in the page's language (dates are `YYYY-MM-DD`, shown as calendar dates). */
export function formatDate(iso: string, lang: string): string {
  const t = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(t)) return iso;
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(t);
}
