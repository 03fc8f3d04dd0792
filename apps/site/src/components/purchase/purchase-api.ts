/**
 * The purchase result page's two platform calls, through the typed client: `paths.orderByCart`
 * (retried) and `paths.retryPayment` (not retried: it starts a payment). The answers are typed by
 * the route table; the platform validates each one against its schema before sending it.
 */
import type { OrderView } from '@schuss/contracts';
import { ErrorCode, isApiCallError } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { platformClient } from '../../lib/api';
import type { RetryOptions } from '../../lib/retrying-fetch';

export type OrderResult = { kind: 'found'; order: OrderView } | { kind: 'notFound' };

/** The cart's latest order; `notFound` on 404; throws (an `ApiCallError`) on network and server errors. */
export async function fetchOrder(msemUrl: string, cartId: string, lang: string, options: RetryOptions = {}): Promise<OrderResult> {
  try {
    const { order } = await platformClient(msemUrl, options).call(paths.orderByCart, { query: { cartId, lang } });
    return { kind: 'found', order };
  } catch (err) {
    // 400 is what the platform answers for a cart id it cannot read: for the visitor, no order either.
    if (isApiCallError(err) && (err.status === 404 || err.status === 400)) return { kind: 'notFound' };
    throw err;
  }
}

export type RetryResult =
  | { kind: 'redirect'; url: string }
  | { kind: 'unavailable'; lines: string[] }
  | { kind: 'noOrder' }
  /** 409 for another reason (e.g. nothing left to pay): the cart changed since the order. */
  | { kind: 'cartChanged' }
  | { kind: 'error' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The names of the lines a checkout conflict lists (`{error: {code: 'unavailable', lines: [{name}]}}`). */
function unavailableLines(body: unknown): string[] {
  const lines = isRecord(body) && isRecord(body.error) && Array.isArray(body.error.lines) ? body.error.lines : [];
  return lines.flatMap((l: unknown) => (isRecord(l) && typeof l.name === 'string' ? [l.name] : []));
}

/** Starts a new payment for the cart's order awaiting payment. Never throws. */
export async function retryPayment(msemUrl: string, cartId: string, lang: string, doFetch?: typeof fetch): Promise<RetryResult> {
  try {
    const { redirectUrl } = await platformClient(msemUrl, { fetch: doFetch }).call(paths.retryPayment, { body: { cartId, lang } });
    return { kind: 'redirect', url: redirectUrl };
  } catch (err) {
    if (!isApiCallError(err)) return { kind: 'error' };
    if (err.status === 409)
      return err.code === ErrorCode.Unavailable ? { kind: 'unavailable', lines: unavailableLines(err.body) } : { kind: 'cartChanged' };
    if (err.status === 404) return { kind: 'noOrder' };
    return { kind: 'error' };
  }
}
