import { dispatchCartChanged } from '@schuss/contracts/api';
import { type AnalyticsItem, ecommerceEvent } from '@schuss/contracts/rules';
import { useState } from 'react';
import { push, session } from '../env';
import type { CartCtx } from '../shared';
import type { CT } from './texts';

/**
 * Removing a cart line: `busy` is the line being removed (its buttons are disabled meanwhile); then
 * the analytics event, the announcement, the cart's refresh (`cart-changed`) and `afterRemove`
 * (focus back on a heading, the removed line's button being gone). A failure is announced.
 */
export function useRemoveLine({ api, announce, t, afterRemove }: Pick<CartCtx, 'api' | 'announce'> & { t: CT; afterRemove: () => void }) {
  const [busy, setBusy] = useState<number | null>(null);
  async function remove(lineId: number, items: AnalyticsItem[], name: string) {
    const cartId = session.get('cartId');
    if (!cartId) return;
    setBusy(lineId);
    try {
      await api.removeLine(lineId, cartId);
      push(ecommerceEvent('remove_from_cart', items));
      announce(t('removed', { name }));
      dispatchCartChanged();
      afterRemove();
    } catch (err) {
      announce((err as Error).message);
    } finally {
      setBusy(null);
    }
  }
  return { busy, remove };
}
