import { cartItems, type DisplayGroup, ecommerceEvent } from '@schuss/contracts/rules';
import { type FormEvent, useId, useState } from 'react';
import { push } from '../env';
import type { CartCtx } from '../shared';
import { CartTotal } from './CartTotal';
import { type ContactForm, contactPayload } from './contact';
import { Lines } from './Lines';
import type { Cart, Step } from './model';
import type { CT } from './texts';

/** Step 2 of the tunnel: the lines, the total, the contact, and the terms of sale to accept before paying. */
export function SummaryStep({
  ctx,
  t,
  go,
  cart,
  groups,
  contact,
  accepted,
  setAccepted,
}: {
  ctx: CartCtx;
  t: CT;
  go: (s: Step) => void;
  cart: Cart;
  groups: DisplayGroup[];
  contact: ContactForm;
  accepted: boolean;
  setAccepted: (v: boolean) => void;
}) {
  const id = useId().replace(/:/g, '');
  const [error, setError] = useState(false);
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!accepted) {
      setError(true);
      document.getElementById(`${id}-terms`)?.focus();
      return;
    }
    push(ecommerceEvent('add_payment_info', cartItems(groups)));
    go(3);
  }
  const c = contactPayload(contact);
  return (
    <form className="msem-form" noValidate onSubmit={submit}>
      <Lines groups={groups} lang={ctx.lang} t={t} discounts={cart.orders} />
      <CartTotal cents={cart.price.amount} lang={ctx.lang} t={t} offers={cart.offers} />
      <div className="msem-contact-summary">
        <p>{t('contactFor', { name: `${c.firstName} ${c.lastName}`, email: c.email })}</p>
        {c.address ? (
          <p>
            {[c.address.line1, c.address.line2, `${c.address.postalCode} ${c.address.city}`, c.address.country].filter(Boolean).join(', ')}
          </p>
        ) : null}
        <button type="button" className="msem-link" onClick={() => go(1)}>
          {t('edit')}
        </button>
      </div>
      <div className="msem-check">
        <input
          id={`${id}-terms`}
          type="checkbox"
          checked={accepted}
          aria-required="true"
          aria-invalid={error && !accepted ? true : undefined}
          aria-describedby={error && !accepted ? `${id}-terms-error` : undefined}
          onChange={(e) => {
            setAccepted(e.currentTarget.checked);
            if (e.currentTarget.checked) setError(false);
          }}
        />
        <label htmlFor={`${id}-terms`}>{t('terms')}</label>
      </div>
      {ctx.links.terms ? (
        <p>
          <a href={ctx.links.terms} target="_blank" rel="noopener">
            {t('termsLink')}
          </a>
        </p>
      ) : null}
      {error && !accepted ? (
        <p id={`${id}-terms-error`} className="msem-field-error" role="alert">
          {t('termsRequired')}
        </p>
      ) : null}
      <div className="msem-actions">
        <button type="button" className="msem-btn msem-secondary" onClick={() => go(1)}>
          {t('back')}
        </button>
        <button type="submit" className="msem-btn">
          {t('toPayment')}
        </button>
      </div>
    </form>
  );
}
