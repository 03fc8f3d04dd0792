import { formatEuros } from '@schuss/contracts/rules';
import type { CartCtx } from '../shared';
import type { CT } from './texts';

/** The cart's total (the cart, the summary and the payment step). */
export function CartTotal({ cents, lang, t }: { cents: number; lang: CartCtx['lang']; t: CT }) {
  return (
    <p className="msem-total">
      <span>{t('total')}</span> <strong>{formatEuros(cents, lang)}</strong>
    </p>
  );
}
