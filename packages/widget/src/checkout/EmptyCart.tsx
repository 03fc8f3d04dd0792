import type { CT } from './texts';

/** An empty cart: what to do next, and the link to the offers. */
export function EmptyCart({ offers, t }: { offers: string; t: CT }) {
  return (
    <div className="msem-empty">
      <p>
        <strong>{t('cartEmpty')}</strong>
      </p>
      <p>{t('cartEmptyHint')}</p>
      <a className="msem-btn" href={offers}>
        {t('seeOffers')}
      </a>
    </div>
  );
}
