import { CART_CHANGED_EVENT, dispatchCartChanged } from '@schuss/contracts/api';
import { groupCart } from '@schuss/contracts/rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { session } from '../env';
import type { CartCtx } from '../shared';
import type { Cart } from './model';

type Load = 'read' | 'renew';

/**
 * The cart of this tab (sessionStorage `cartId`). Opening the cart is the visitor's action that holds
 * again the places of lines whose hold ran out: the first load, and `renew` (a line's "hold
 * again" button), ask the platform to (`renewHolds`); the other loads — each `cart-changed` event,
 * `refresh` (the load error's retry, the end of the countdown) — only read, so a tab left open never
 * keeps places for ever. Places held again are told (`renewed`) and the header hears of them
 * (`cart-changed`). A failed reload keeps the cart last shown.
 */
export function useCart(api: CartCtx['api'], lang: CartCtx['lang'], resort: string) {
  const [cart, setCart] = useState<Cart | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [round, setRound] = useState(0);
  const [renewing, setRenewing] = useState(false);
  /** The names of the lines the last renewal held again (kept over the reads that follow it). */
  const [renewed, setRenewed] = useState<string[]>([]);
  const next = useRef<Load>('renew');
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  const renew = useCallback(() => {
    next.current = 'renew';
    setRound((r) => r + 1);
  }, []);
  useEffect(() => {
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => window.removeEventListener(CART_CHANGED_EVENT, refresh);
  }, [refresh]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a cart change is a new round
  useEffect(() => {
    let live = true;
    const cartId = session.get('cartId');
    const load = next.current;
    next.current = 'read';
    const renewIt = load === 'renew' && cartId;
    if (renewIt) setRenewing(true);
    // An unknown or paid cart id has nothing to hold again (404): it reads as the empty cart it is.
    const answer = renewIt
      ? api.renewHolds({ cartId, lang, resort }).catch((err) => {
          if ((err as { status?: number }).status === 404) return api.cart({ cartId, lang, resort });
          throw err;
        })
      : api.cart({ cartId, lang, resort });
    answer.then(
      (res) => {
        if (!live) return;
        setCart(res.cart);
        setLoadError(false);
        setRenewing(false);
        if (load !== 'renew') return;
        const names = res.cart.renewed?.map((r) => r.name) ?? [];
        setRenewed(names);
        // The header counts what the cart holds: it reads the cart again.
        if (names.length) dispatchCartChanged();
      },
      () => {
        if (!live) return;
        setLoadError(true);
        setRenewing(false);
      },
    );
    return () => {
      live = false;
    };
  }, [lang, round]);
  const groups = cart ? groupCart(cart) : [];
  const released = cart?.released ?? [];
  const empty = cart !== null && groups.length === 0 && released.length === 0;
  return { cart, groups, released, empty, loadError, refresh, renew, renewing, renewed };
}
