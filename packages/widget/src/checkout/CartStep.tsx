import type { DisplayGroup } from '@schuss/contracts/rules';
import type { ReactNode } from 'react';
import type { CartCtx } from '../shared';
import { CartTotal } from './CartTotal';
import { Lines } from './Lines';
import type { Cart, RemoveFn } from './model';
import type { CT } from './texts';

/** The cart itself (before the tunnel): its lines, each removable, the total and the order button. */
export function CartStep({
  groups,
  cents,
  lang,
  t,
  busy,
  onRemove,
  onOrder,
  cart,
  codes,
}: {
  groups: DisplayGroup[];
  cents: number;
  lang: CartCtx['lang'];
  t: CT;
  busy: number | null;
  onRemove: RemoveFn;
  onOrder: () => void;
  /** The cart (its offers: discounts and codes) and the promo code field (offers). */
  cart?: Cart;
  codes?: ReactNode;
}) {
  return (
    <>
      <Lines groups={groups} lang={lang} t={t} busy={busy} onRemove={onRemove} discounts={cart?.orders} />
      {codes}
      <CartTotal cents={cents} lang={lang} t={t} offers={cart?.offers} />
      <button type="button" className="msem-btn" onClick={onOrder}>
        {t('order')}
      </button>
    </>
  );
}
