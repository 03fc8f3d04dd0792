import { formatEuros } from '@schuss/contracts/rules';
import { SmartLink } from '../../components/SmartLink';
import { translator } from '../../i18n';
import type { BlockProps } from '../types';
import { CATEGORY_ORDER } from './filter';
import { OfferFilterLazy } from './OfferFilterLazy';
import './offers.css';

/**
 * Offer cards with their category label (docs/spec.md §1: English labels on English pages, French
 * ones on French pages). On the offers page, the first block also carries the category filter.
 */
export function OfferCards({ section, lang, base }: BlockProps<'offerCards'>) {
  const t = translator(lang);
  const { title, offers } = section.props;
  return (
    <div className="offers">
      <OfferFilterLazy
        labels={CATEGORY_ORDER.map((code) => ({ code, label: t(`offers.category.${code}`) }))}
        allLabel={t('offers.filter.all')}
        groupLabel={t('offers.filter.label')}
        countTemplate={t('offers.filter.count')}
      />
      {title ? <h2>{title}</h2> : null}
      <ul className="offer-list">
        {offers.map((offer) => (
          <li key={`${offer.path}-${offer.title}`} className="offer-card" data-category={offer.category}>
            <article>
              <p className={`offer-label offer-label-${offer.category}`}>{t(`offers.category.${offer.category}`)}</p>
              <h3>{offer.title}</h3>
              <p>{offer.text}</p>
              {offer.priceFrom !== undefined ? (
                <p className="offer-price">{t('offers.from', { price: formatEuros(offer.priceFrom, lang) })}</p>
              ) : null}
              <SmartLink href={offer.path} base={base} className="offer-link">
                {t('offers.see')}
                <span className="visually-hidden"> : {offer.title}</span>
              </SmartLink>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
