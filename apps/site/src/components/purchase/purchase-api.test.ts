import { describe, expect, it } from 'vitest';
import { fetchOrder, retryPayment } from './purchase-api';

const CART = 'Abcdefghijklmnopqrstuvwx_12';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const order = {
  number: 'VN-26-AAAA-BBBB',
  status: 'paid',
  lang: 'en',
  cartId: CART,
  orders: {},
  total: { amount: 100, currency: 'EUR' },
  hasQuotation: false,
  contact: { firstName: 'A', lastName: 'B', email: 'a@example.com' },
  createdAt: '2026-11-22T20:00:00Z',
  paidAt: '2026-11-22T20:01:00Z',
  executionCode: '0000',
};

describe('fetchOrder', () => {
  it('asks the platform for the cart’s order in the page language', async () => {
    const urls: string[] = [];
    const result = await fetchOrder('http://platform.test', CART, 'en', {
      fetch: async (url) => {
        urls.push(String(url));
        return json(200, { order });
      },
    });
    expect(urls).toEqual([`http://platform.test/api/orders/by-cart?cartId=${CART}&lang=en`]);
    expect(result).toEqual({ kind: 'found', order });
  });

  it('says not found on 404 without retrying', async () => {
    let calls = 0;
    const result = await fetchOrder('http://platform.test', CART, 'fr', {
      fetch: async () => {
        calls++;
        return json(404, { error: { message: 'not found' } });
      },
    });
    expect(result).toEqual({ kind: 'notFound' });
    expect(calls).toBe(1);
  });

  it('retries network errors, then passes the error on as a network failure', async () => {
    let calls = 0;
    const failing = fetchOrder('http://platform.test', CART, 'fr', {
      backoff: () => 0,
      fetch: async () => {
        calls++;
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(failing).rejects.toMatchObject({ status: 0, code: 'network', message: 'Failed to fetch' });
    expect(calls).toBe(6);
  });

  it('says not found for a cart id the platform cannot read (400)', async () => {
    const invalid = { error: { message: 'query.cartId: must be a cart id', field: 'query.cartId', code: 'invalid_input' } };
    expect(await fetchOrder('http://platform.test', 'nope', 'fr', { fetch: async () => json(400, invalid) })).toEqual({
      kind: 'notFound',
    });
  });
});

describe('retryPayment', () => {
  it('posts the cart and language and gives the payment page', async () => {
    const seen: { url: string; init?: RequestInit }[] = [];
    const result = await retryPayment('http://platform.test/', CART, 'fr', async (url, init) => {
      seen.push({ url: String(url), init });
      return json(200, { redirectUrl: 'http://platform.test/pay/abc' });
    });
    expect(result).toEqual({ kind: 'redirect', url: 'http://platform.test/pay/abc' });
    expect(seen[0]?.url).toBe('http://platform.test/api/orders/retry');
    expect(seen[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(seen[0]?.init?.body))).toEqual({ cartId: CART, lang: 'fr' });
  });

  it('names the lines that became unavailable (409)', async () => {
    const conflict = {
      error: {
        message: 'unavailable',
        field: 'cart',
        code: 'unavailable',
        lines: [{ lineId: 1, name: 'Forfait 3 jours', reason: 'full' }],
      },
    };
    expect(await retryPayment('http://p.test', CART, 'fr', async () => json(409, conflict))).toEqual({
      kind: 'unavailable',
      lines: ['Forfait 3 jours'],
    });
    // Another 409 (the order has nothing left to pay): the cart changed, not "unavailable".
    const nothingToPay = {
      error: { message: 'this order has nothing to pay; check out again', field: 'body.cartId', code: 'nothing_to_pay' },
    };
    expect(await retryPayment('http://p.test', CART, 'fr', async () => json(409, nothingToPay))).toEqual({ kind: 'cartChanged' });
  });

  it('is sent once: a failed retry is not repeated', async () => {
    let calls = 0;
    const result = await retryPayment('http://p.test', CART, 'fr', async () => {
      calls++;
      return json(503, { error: { message: 'Internal error', code: 'internal' } });
    });
    expect(result).toEqual({ kind: 'error' });
    expect(calls).toBe(1);
  });

  it('tells no order awaiting payment (404) from other errors', async () => {
    expect(await retryPayment('http://p.test', CART, 'fr', async () => json(404, {}))).toEqual({ kind: 'noOrder' });
    expect(await retryPayment('http://p.test', CART, 'fr', async () => json(500, {}))).toEqual({ kind: 'error' });
    expect(
      await retryPayment('http://p.test', CART, 'fr', async () => {
        throw new TypeError('offline');
      }),
    ).toEqual({ kind: 'error' });
  });
});
