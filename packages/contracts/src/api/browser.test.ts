// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CART_RECOVERY_SCRIPT, LAST_CART_TTL_MS, recoverCartId, rememberCart } from './browser';

const area = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};
const now = Date.parse('2026-12-20T10:00:00Z');
/** happy-dom's storage areas (this package's types know no DOM). */
type Area = { getItem(k: string): string | null; setItem(k: string, v: string): void; clear(): void };
const { sessionStorage, localStorage } = globalThis as unknown as { sessionStorage: Area; localStorage: Area };

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the cart of a new tab', () => {
  it("takes up the browser's last cart while it is recent, and never replaces the tab's own", () => {
    const session = area();
    const local = area();
    rememberCart('cart-A', now, local);
    expect(recoverCartId(now + 1000, { session, local })).toBe('cart-A');
    expect(session.data.get('cartId')).toBe('cart-A');
    // The tab's own cart stays its own.
    session.data.set('cartId', 'cart-B');
    expect(recoverCartId(now, { session, local })).toBe('cart-B');
    // Too old, or not a cart: nothing is taken up.
    const fresh = area();
    expect(recoverCartId(now + LAST_CART_TTL_MS + 1, { session: fresh, local })).toBeNull();
    local.data.set('lastCart', '{"id":42,"exp":99999999999999}');
    expect(recoverCartId(now, { session: fresh, local })).toBeNull();
    local.data.set('lastCart', 'not json');
    expect(recoverCartId(now, { session: fresh, local })).toBeNull();
    expect(fresh.data.size).toBe(0);
  });

  it("the site's head script applies the same rule before the first paint", () => {
    const run = () => new Function(CART_RECOVERY_SCRIPT)();
    rememberCart('cart-A');
    run();
    expect(sessionStorage.getItem('cartId')).toBe('cart-A');
    sessionStorage.setItem('cartId', 'cart-B');
    run();
    expect(sessionStorage.getItem('cartId')).toBe('cart-B');
    sessionStorage.clear();
    localStorage.setItem('lastCart', JSON.stringify({ id: 'old', exp: Date.now() - 1 }));
    run();
    expect(sessionStorage.getItem('cartId')).toBeNull();
    localStorage.setItem('lastCart', '{');
    expect(run).not.toThrow();
  });
});
