import { groupCart } from '@schuss/contracts/rules';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n';
import { fetchCartCount, removeCartLine } from './cart-api';

const money = (amount: number) => ({ amount, currency: 'EUR' as const });
const ins = (lineId: number) => ({
  id: String(lineId),
  lineId,
  participant: { firstName: 'A', lastName: 'B', birthDate: '2019-01-01' },
  price: money(100),
  startDate: null,
  endDate: null,
  product: { name: 'x', key: 'x' },
});
const cart = (n: number) => ({
  cart: {
    cartId: 'c',
    orders: n
      ? {
          ESF: {
            merchantName: 'm',
            price: money(n * 100),
            total: money(n * 100),
            inscriptions: Array.from({ length: n }, (_, i) => ins(i)),
          },
        }
      : {},
    price: money(n * 100),
  },
});
const reply = (body: unknown, status = 200) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('header cart', () => {
  it('counts the lines of every order: a line for two participants is one product', async () => {
    const family = cart(1);
    const esf = family.cart.orders.ESF as NonNullable<(typeof family.cart.orders)['ESF']>;
    const twoOnOneLine = { cart: { ...family.cart, orders: { ESF: { ...esf, inscriptions: [ins(4), { ...ins(4), id: '4b' }] } } } };
    expect(await fetchCartCount('http://m', { cartId: 'c', lang: 'fr', resort: 'r' }, reply(twoOnOneLine))).toMatchObject({ count: 1 });
  });

  it('counts the inscriptions of every order', async () => {
    const two = cart(2);
    const other = { ...two.cart.orders.ESF, inscriptions: [ins(8)] };
    const body = { cart: { ...two.cart, orders: { ...two.cart.orders, MSEM: other } } };
    expect(await fetchCartCount('http://m', { cartId: 'c', lang: 'fr', resort: 'r' }, reply(body))).toMatchObject({ count: 3 });
  });

  it('clears the referral values after a failed fetch, but not after one the page cut short (the visitor leaving)', async () => {
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchCartCount('http://m', { cartId: 'c', lang: 'fr', resort: 'r' }, down)).toMatchObject({ clearReferrals: true });
    const leaving = new AbortController();
    const cutShort = (async (_url: string, init?: RequestInit) => {
      leaving.abort();
      throw init?.signal?.reason ?? new DOMException('aborted', 'AbortError');
    }) as unknown as typeof fetch;
    expect(await fetchCartCount('http://m', { cartId: 'c', lang: 'fr', resort: 'r' }, cutShort, leaving.signal)).toMatchObject({
      count: 0,
      clearReferrals: false,
    });
  });

  it('does not clear them when the fetch fails as the page is left, before the page says it is leaving', async () => {
    // Chromium's order on a navigation: the fetch fails ("Failed to fetch"), then `pagehide` fires.
    const leaving = new AbortController();
    const failsFirst = (async () => {
      setTimeout(() => leaving.abort(), 50);
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await fetchCartCount('http://m', { cartId: 'c', lang: 'fr', resort: 'r' }, failsFirst, leaving.signal)).toMatchObject({
      clearReferrals: false,
    });
  });

  it('reads the cart a second time after a network failure: one failed fetch while the page stays clears nothing', async () => {
    let calls = 0;
    const flaky = (async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(cart(2)));
    }) as unknown as typeof fetch;
    expect(await fetchCartCount('http://m', { cartId: 'c', lang: 'fr', resort: 'r' }, flaky)).toMatchObject({
      count: 2,
      clearReferrals: false,
    });
    expect(calls).toBe(2);
  });

  it('posts {cartId, lang, resort} to {msemUrl}/esfplus/cart', async () => {
    let seen: { url: string; init?: RequestInit } | undefined;
    const f = (async (url: string, init?: RequestInit) => {
      seen = { url, init };
      return new Response(JSON.stringify(cart(2)));
    }) as unknown as typeof fetch;
    expect(await fetchCartCount('http://msem.test/', { cartId: 'c', lang: 'fr', resort: 'val-neige' }, f)).toMatchObject({
      count: 2,
      clearReferrals: false,
    });
    expect(seen?.url).toBe('http://msem.test/esfplus/cart');
    expect(seen?.init?.method).toBe('POST');
    expect(JSON.parse(String(seen?.init?.body))).toEqual({ cartId: 'c', lang: 'fr', resort: 'val-neige' });
  });

  it('clears the referrals on an empty cart or a failed fetch, and never throws', async () => {
    const body = { cartId: 'c', lang: 'en', resort: 'r' };
    expect(await fetchCartCount('http://m', body, reply(cart(0)))).toMatchObject({ count: 0, clearReferrals: true });
    expect(await fetchCartCount('http://m', body, reply({ error: { message: 'x' } }, 500))).toEqual({
      count: 0,
      clearReferrals: true,
      cart: null,
    });
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await fetchCartCount('http://m', body, down)).toEqual({ count: 0, clearReferrals: true, cart: null });
  });

  it('keeps the referrals of a cart whose only lines had their places released: it is not empty', async () => {
    const body = { cartId: 'c', lang: 'en', resort: 'r' };
    const released = {
      lineId: 3,
      productKey: 'cours-enfants-flocon',
      type: 'ESF',
      name: 'Flocon',
      slotId: 9,
      startDate: '2026-12-21',
      endDate: '2026-12-26',
      participants: [{ firstName: 'Inès', lastName: 'Garnier', birthDate: '2018-03-09' }],
      total: money(19000),
      releasedAt: '2026-12-01T10:20:00.000Z',
      status: 'room',
      nextSlots: [],
    };
    const only = { cart: { ...cart(0).cart, released: [released] } };
    expect(await fetchCartCount('http://m', body, reply(only))).toMatchObject({ count: 0, clearReferrals: false });
  });

  it('removes a line with the cart id, and says whether it went', async () => {
    const seen: { url: string; method?: string }[] = [];
    const f = (async (url: string, init?: RequestInit) => {
      seen.push({ url, method: init?.method });
      return new Response(JSON.stringify({ cartId: 'Abcdefghijklmnopqrstuvwx_12', removed: 1 }));
    }) as unknown as typeof fetch;
    expect(await removeCartLine('http://msem.test/', 'Abcdefghijklmnopqrstuvwx_12', 7, f)).toBe(true);
    expect(seen).toEqual([{ url: 'http://msem.test/api/booking/cart/lines/7?cartId=Abcdefghijklmnopqrstuvwx_12', method: 'DELETE' }]);
    expect(await removeCartLine('http://m', 'c', 7, reply({ error: { message: 'no such line', code: 'not_found' } }, 404))).toBe(false);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await removeCartLine('http://m', 'c', 7, down)).toBe(false);
  });

  it('previews one line per cart line with its inscriptions summed (the shared grouping the preview renders)', () => {
    const c = cart(3).cart;
    const ins = c.orders.ESF?.inscriptions ?? [];
    for (const i of ins) i.lineId = 7;
    const [group] = groupCart(c);
    expect(group).toMatchObject({ type: 'ESF', merchantName: 'm' });
    expect(group?.lines.map((l) => [l.lineId, l.name, l.participants.length, l.cents])).toEqual([[7, 'x', 3, 300]]);
    expect(groupCart(null)).toEqual([]);
  });

  it('names the cart with its count in French and English', () => {
    expect(translate('fr', 'cart.countMany', { count: 2 })).toBe('Mon panier, 2 produits');
    expect(translate('en', 'cart.countMany', { count: 2 })).toBe('My cart, 2 products');
    expect(translate('fr', 'cart.countOne')).toBe('Mon panier, 1 produit');
  });
});
