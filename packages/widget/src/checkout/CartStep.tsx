import type { DisplayGroup } from '@schuss/contracts/rules';
import type { CartCtx } from '../shared';
import { CartTotal } from './CartTotal';
import { Lines } from './Lines';
import type { RemoveFn } from './model';
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
}: {
  groups: DisplayGroup[];
  cents: number;
  lang: CartCtx['lang'];
  t: CT;
  busy: number | null;
  onRemove: RemoveFn;
  onOrder: () => void;
}) {
  return (
    <>
      <Lines groups={groups} lang={lang} t={t} busy={busy} onRemove={onRemove} />
      <CartTotal cents={cents} lang={lang} t={t} />
      <button type="button" className="msem-btn" onClick={onOrder}>
        {t('order')}
      </button>
    </>
  );
}
