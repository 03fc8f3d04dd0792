/**
 * The purchase result page's two platform calls (contracts in @schuss/contracts `order.ts`):
 * `GET {msemUrl}/api/orders/by-cart?cartId=&lang=` (retried by the generic helper) and
 * `POST {msemUrl}/api/orders/retry {cartId, lang}` (not retried: it starts a payment).
 */
import type { OrderView } from '@schuss/contracts/order';
import { z } from 'zod';

import { ApiError, createApi, type RequestOptions } from '../../lib/api';

/**
 * The order schemas, built on first use: only these (not every schema of the platform), and after
 * zod is told not to compile parsers — its probe for `new Function` is a CSP violation on the site,
 * and it runs when a schema is built, hence the import after the setting.
 */
let schemas: Promise<typeof import('@schuss/contracts/order')> | undefined;
function orderSchemas() {
  if (!schemas) {
    z.config({ jitless: true });
    schemas = import('@schuss/contracts/order');
  }
  return schemas;
}

export type OrderResult = { kind: 'found'; order: OrderView } | { kind: 'notFound' };

/** The cart's latest order; `notFound` on 404; throws on network errors and bad answers. */
export async function fetchOrder(msemUrl: string, cartId: string, lang: string, options: RequestOptions = {}): Promise<OrderResult> {
  try {
    const body = await createApi(msemUrl).getJson<unknown>('api/orders/by-cart', { cartId, lang }, options);
    const { OrderResponse } = await orderSchemas();
    return { kind: 'found', order: OrderResponse.parse(body).order };
  } catch (err) {
    // 400 is what the platform answers for a cart id it cannot read: for the visitor, no order either.
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return { kind: 'notFound' };
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

/** Starts a new payment for the cart's order awaiting payment. Never throws. */
export async function retryPayment(msemUrl: string, cartId: string, lang: string, doFetch: typeof fetch = fetch): Promise<RetryResult> {
  try {
    const res = await doFetch(`${msemUrl.replace(/\/+$/, '')}/api/orders/retry`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ cartId, lang }),
    });
    const body: unknown = await res.json().catch(() => null);
    const { CheckoutConflict, RetryPaymentResponse } = await orderSchemas();
    if (res.ok) {
      const parsed = RetryPaymentResponse.safeParse(body);
      return parsed.success ? { kind: 'redirect', url: parsed.data.redirectUrl } : { kind: 'error' };
    }
    if (res.status === 409) {
      const conflict = CheckoutConflict.safeParse(body);
      return conflict.success ? { kind: 'unavailable', lines: conflict.data.error.lines.map((l) => l.name) } : { kind: 'cartChanged' };
    }
    if (res.status === 404) return { kind: 'noOrder' };
    return { kind: 'error' };
  } catch {
    return { kind: 'error' };
  }
}
