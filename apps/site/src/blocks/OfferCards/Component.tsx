import { SmartLink } from '../../components/SmartLink';
import { formatEuros, translator } from '../../i18n';
import type { BlockProps } from '../types';

export function OfferCards({ section, lang, base }: BlockProps<'offerCards'>) {
  const t = translator(lang);
  const { title, offers } = section.props;
  return (
    <div className="offers">
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
