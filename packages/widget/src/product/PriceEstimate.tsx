import { type Estimate, formatEuros } from '@schuss/contracts/rules';
import type { FormCtx } from '../shared';
import type { FT } from './texts';

/** The price before adding ("from" while a participant's age is unknown), for `count` participants. */
export function PriceEstimate({ price, count, t, lang }: { price: Estimate; count: number; t: FT; lang: FormCtx['lang'] }) {
  return (
    <p className="msem-total">
      <span>{t(price.complete ? 'price' : 'priceFrom')}</span>{' '}
      <strong data-price-cents={price.cents}>{formatEuros(price.cents, lang)}</strong>
      <small> {t('priceNote', { n: count })}</small>
    </p>
  );
}
