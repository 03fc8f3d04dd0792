import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AvailabilityResponse, CartResponse } from '../booking';
import { type ApiCallError, createClient, isApiCallError, routeUrl } from './client';
import { ErrorCode } from './errors';
import * as paths from './paths';

type Seen = { url: string; init: RequestInit };
function fakeFetch(status: number, body: unknown, seen: Seen[] = []) {
  const doFetch = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { doFetch, seen };
}

describe('the typed client', () => {
  it('builds the URL from the route table: params encoded, empty query values left out', () => {
    expect(routeUrl('http://p:4000/', paths.removeLine, { params: { id: 7 }, query: { cartId: 'a b' } })).toBe(
      'http://p:4000/api/booking/cart/lines/7?cartId=a+b',
    );
    expect(routeUrl('http://p', paths.product, { params: { key: 'cours/../x' }, query: { lang: 'fr', from: undefined, to: '' } })).toBe(
      'http://p/api/booking/products/cours%2F..%2Fx?lang=fr',
    );
    expect(routeUrl('http://p', paths.search, { query: { site: 's', q: 'ski', exclude: ['/a/', '/b/'] } })).toBe(
      'http://p/api/search?site=s&q=ski&exclude=%2Fa%2F&exclude=%2Fb%2F',
    );
  });

  it('sends the method, JSON body and headers of the route, and types the answer', async () => {
    const { doFetch, seen } = fakeFetch(200, { cart: { cartId: null, orders: {}, price: { amount: 0, currency: 'EUR' } } });
    const api = createClient({ baseUrl: 'http://p', fetch: doFetch, headers: () => ({ authorization: 'Bearer t' }) });
    const answer = await api.call(paths.cart, { body: { cartId: null, lang: 'fr', resort: 'val-neige' } });
    expectTypeOf(answer).toEqualTypeOf<CartResponse>();
    expect(answer.cart.price.amount).toBe(0);
    expect(seen[0]?.url).toBe('http://p/esfplus/cart');
    expect(seen[0]?.init.method).toBe('POST');
    expect(seen[0]?.init.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer t' });
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({ cartId: null, lang: 'fr', resort: 'val-neige' });
  });

  it('refuses at compile time a call without the route’s required input', () => {
    const api = createClient({ baseUrl: 'http://p', fetch: fakeFetch(200, {}).doFetch });
    // @ts-expect-error availability needs its query
    void api.call(paths.availability).catch(() => {});
    expectTypeOf(
      api.call(paths.availability, { query: { resort: 'r', lang: 'fr', from: '2027-01-01', to: '2027-01-08' } }),
    ).resolves.toEqualTypeOf<AvailabilityResponse>();
  });

  it('throws the platform’s error with its code and field, and the whole answer', async () => {
    const conflict = { error: { message: 'Only 2 places left on this slot', field: 'body.participants', code: 'slot_full' } };
    const api = createClient({ baseUrl: 'http://p', fetch: fakeFetch(409, conflict).doFetch });
    const err = await api.call(paths.addLine, { body: { resort: 'r', lang: 'fr', productKey: 'x', participants: [] } }).catch((e) => e);
    expect(isApiCallError(err)).toBe(true);
    expect(err).toMatchObject({
      status: 409,
      code: ErrorCode.SlotFull,
      field: 'body.participants',
      message: 'Only 2 places left on this slot',
    });
    expect((err as ApiCallError).body).toEqual(conflict);
  });

  it('tells a network failure and a non-JSON answer apart from the platform’s errors', async () => {
    const down = createClient({
      baseUrl: 'http://p',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(down.call(paths.session)).rejects.toMatchObject({ status: 0, code: 'network' });
    const proxy = createClient({ baseUrl: 'http://p', fetch: fakeFetch(502, '<html>Bad gateway</html>').doFetch });
    await expect(proxy.call(paths.session)).rejects.toMatchObject({ status: 502, code: 'bad_answer', message: 'HTTP 502' });
  });

  it('calls onUnauthorized on a 401 and answers null for a 204', async () => {
    let dropped = 0;
    const expired = createClient({
      baseUrl: 'http://p',
      fetch: fakeFetch(401, { error: { message: 'expired', code: 'unauthorized' } }).doFetch,
      onUnauthorized: () => dropped++,
    });
    await expect(expired.call(paths.logout)).rejects.toMatchObject({ code: ErrorCode.Unauthorized });
    expect(dropped).toBe(1);
    const ok = createClient({ baseUrl: 'http://p', fetch: fakeFetch(204, undefined).doFetch });
    await expect(ok.call(paths.logout)).resolves.toBeNull();
  });
});
