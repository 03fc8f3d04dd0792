import type { OrderOffersView } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { useOffersTexts } from './texts';

/** The promo codes and gift vouchers an order used (the order's page): each with what it took off or paid. */
export function OrderOffers({ offers }: { offers: OrderOffersView }) {
  const { f } = useI18n();
  const o = useOffersTexts();
  return (
    <section aria-labelledby="offers-h" className="panel">
      <h2 id="offers-h">{o.orderOffersTitle}</h2>
      <ul className="offers-order-list">
        {offers.offers.map((x) => (
          <li key={`${x.kind}-${x.label}`}>
            <span>
              {x.kind === 'promo' ? (
                o.orderOffersPromo(x.label)
              ) : x.voucherId !== null ? (
                <Link to={`/offers?tab=vouchers&voucher=${x.voucherId}`}>{o.orderOffersVoucher(x.label)}</Link>
              ) : (
                o.orderOffersVoucher(x.label)
              )}
              {x.status === 'reserved' && <span className="muted small"> ({o.orderOffersReserved})</span>}
              {x.credited.amount > 0 && <span className="muted small"> · {o.orderOffersCredited(f.money(x.credited.amount))}</span>}
            </span>
            <span className="strong">−{f.money(x.amount.amount)}</span>
          </li>
        ))}
      </ul>
      {offers.vouchers.amount > 0 && <p className="hint">{o.orderOffersHint}</p>}
    </section>
  );
}
