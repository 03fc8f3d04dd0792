import { CART_CHANGED_EVENT } from '@schuss/contracts/api';
import { groupCart } from '@schuss/contracts/rules';
import { useCallback, useEffect, useState } from 'react';
import { session } from '../env';
import type { CartCtx } from '../shared';
import type { Cart } from './model';

/**
 * The cart of this tab (sessionStorage `cartId`): loaded on mount, again on each `cart-changed`
 * event and on `refresh` (the load error's retry). A failed reload keeps the cart last shown.
 */
export function useCart(api: CartCtx['api'], lang: CartCtx['lang'], resort: string) {
  const [cart, setCart] = useState<Cart | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh);
  }, [refresh]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a cart change is a new round
  useEffect(() => {
    let live = true;
    api.cart({ cartId: session.get('cartId'), lang, resort }).then(
      (res) => {
        if (!live) return;
        setCart(res.cart);
        setLoadError(false);
      },
      () => live && setLoadError(true),
    );
    return () => {
      live = false;
    };
  }, [lang, round]);
  const groups = cart ? groupCart(cart) : [];
  const empty = cart !== null && groups.length === 0;
  return { cart, groups, empty, loadError, refresh };
}
