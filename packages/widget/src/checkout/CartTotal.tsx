import type { CartOffers } from '@schuss/contracts';
import { formatEuros } from '@schuss/contracts/rules';
import type { CartCtx } from '../shared';
import { codeName } from './CartCodes';
import type { CT } from './texts';

/**
 * The cart's total (the cart, the summary and the payment step). With codes (offers): the
 * list price, what each applied code takes off or pays, then the amount to pay — all the platform's.
 */
export function CartTotal({ cents, lang, t, offers }: { cents: number; lang: CartCtx['lang']; t: CT; offers?: CartOffers }) {
  const applied = offers?.codes.filter((c) => c.status === 'applied') ?? [];
  const total = (
    <p className="msem-total">
      <span>{t(applied.length ? 'totalDue' : 'total')}</span> <strong>{formatEuros(cents, lang)}</strong>
    </p>
  );
  if (!offers || !applied.length) return total;
  return (
    <div className="msem-totals">
      <dl>
        <div>
          <dt>{t('listPrice')}</dt>
          <dd>{formatEuros(offers.listPrice.amount, lang)}</dd>
        </div>
        {applied.map((c) => (
          <div key={c.id} data-code={c.kind}>
            <dt>{codeName(c, t)}</dt>
            <dd>−{formatEuros(c.amount.amount, lang)}</dd>
          </div>
        ))}
      </dl>
      {total}
    </div>
  );
}
