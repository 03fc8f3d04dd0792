import type { GroupDiscount } from '@schuss/contracts';
import { cartItems, type DisplayGroup, formatEuros } from '@schuss/contracts/rules';
import { formatDate } from '../logic';
import type { CartCtx } from '../shared';
import type { RemoveFn } from './model';
import type { CT } from './texts';

/** The cart's lines by merchant, with their participants and prices; a remove button per line when `onRemove` is given. */
export function Lines({
  groups,
  lang,
  t,
  busy,
  onRemove,
  discounts,
}: {
  groups: DisplayGroup[];
  lang: CartCtx['lang'];
  t: CT;
  busy?: number | null;
  onRemove?: RemoveFn;
  /** The promo codes' discounts of each grouped order (offers), by product type. */
  discounts?: Partial<Record<string, { discounts?: GroupDiscount[] } | undefined>>;
}) {
  return (
    <>
      {groups.map((g) => (
        <section key={g.type} className="msem-group" data-type={g.type}>
          <h3>{g.merchantName}</h3>
          <ul className="msem-list">
            {g.lines.map((l) => (
              <li key={l.lineId} className="msem-line" data-line={l.lineId}>
                <div>
                  <strong>{l.name}</strong>
                  {l.startDate ? (
                    <span className="msem-dates">
                      {' '}
                      {formatDate(l.startDate, lang)}
                      {l.endDate && l.endDate !== l.startDate ? ` – ${formatDate(l.endDate, lang)}` : ''}
                    </span>
                  ) : null}
                  <ul className="msem-names">
                    {l.participants.map((p) => (
                      <li key={p.id}>{p.name}</li>
                    ))}
                  </ul>
                </div>
                <span className="msem-price" data-line-cents={l.cents}>
                  {formatEuros(l.cents, lang)}
                </span>
                {onRemove ? (
                  <button
                    type="button"
                    className="msem-btn msem-secondary"
                    disabled={busy === l.lineId}
                    aria-label={t('removeLabel', { name: l.name })}
                    onClick={() => onRemove(l.lineId, cartItems([{ ...g, lines: [l] }]), l.name)}
                  >
                    {t('remove')}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
          {discounts?.[g.type]?.discounts?.map((d) => (
            <p key={d.code} className="msem-discount">
              <span>{t('promoLabel', { code: d.code })}</span> <span>−{formatEuros(d.amount.amount, lang)}</span>
            </p>
          ))}
          <p className="msem-subtotal">{formatEuros(g.totalCents, lang)}</p>
        </section>
      ))}
    </>
  );
}
