import { type AnalyticsItem, cartItems, type DisplayGroup, formatEuros } from '@schuss/contracts/rules';
import type { CartCtx } from '../shared';
import { CartTotal } from './CartTotal';
import type { ContactForm } from './contact';
import type { Cart, RemoveFn, Step } from './model';
import type { CT } from './texts';
import { UnavailableLines } from './UnavailableLines';
import { useCheckout } from './useCheckout';

/** Step 3 of the tunnel: the pay button, and what went wrong when the payment could not start. */
export function PaymentStep({
  ctx,
  t,
  go,
  cart,
  groups,
  contact,
  busy,
  onRemove,
}: {
  ctx: CartCtx;
  t: CT;
  go: (s: Step) => void;
  cart: Cart;
  groups: DisplayGroup[];
  contact: ContactForm;
  busy: number | null;
  onRemove: RemoveFn;
}) {
  const lang = ctx.lang;
  const { paying, conflict, error, pay } = useCheckout({ api: ctx.api, resort: ctx.resort, lang, contact, t });
  // Lines reported unavailable that are still in the cart: held ones, and those whose places were released.
  const inCart = new Map<number, AnalyticsItem[]>([
    ...groups.flatMap((g) => g.lines.map((l) => [l.lineId, cartItems([{ ...g, lines: [l] }])] as const)),
    ...(cart.released ?? []).map((l): [number, AnalyticsItem[]] => [l.lineId, []]),
  ]);
  const blocking = conflict?.filter((l) => inCart.has(l.lineId)) ?? [];
  return (
    <div className="msem-pay" aria-busy={paying}>
      <CartTotal cents={cart.price.amount} lang={lang} t={t} offers={cart.offers} />
      <p className="msem-muted">{t('payNote')}</p>
      {blocking.length ? <UnavailableLines lines={blocking} items={inCart} busy={busy} onRemove={onRemove} t={t} /> : null}
      {error ? (
        <div className="msem-error" role="alert">
          <p>{error}</p>
        </div>
      ) : null}
      {paying ? (
        <p role="status" className="msem-loading">
          <span className="msem-spinner" aria-hidden="true" /> {t('paying')}
        </p>
      ) : null}
      <div className="msem-actions">
        <button type="button" className="msem-btn msem-secondary" disabled={paying} onClick={() => go(2)}>
          {t('back')}
        </button>
        <button type="button" className="msem-btn msem-pay-btn" disabled={paying || blocking.length > 0} onClick={pay}>
          {error ? t('payRetry') : t('paySecure', { amount: formatEuros(cart.price.amount, lang) })}
        </button>
      </div>
    </div>
  );
}
