import type { CheckoutConflict } from '@schuss/contracts';
import { type FormEvent, type ReactNode, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../api';
import { cartChanged, local, push, session } from '../env';
import { type AnalyticsItem, analyticsItem, type DisplayGroup, ecommerceEvent, formatDate, formatEuros, groupCart } from '../logic';
import type { CartCtx } from '../shared';
import { referrals } from './affiliation';
import {
  CONTACT_FIELDS,
  COUNTRIES,
  type ContactErrors,
  type ContactField,
  type ContactForm,
  contactPayload,
  storedContact,
  validateContact,
} from './contact';
import { type CT, checkoutTranslator } from './texts';

type Cart = Awaited<ReturnType<CartCtx['api']['cart']>>['cart'];
/** 0: the cart; 1–3: the tunnel's steps (contact, summary, payment). */
type Step = 0 | 1 | 2 | 3;
const STEPS = ['step.contact', 'step.summary', 'step.payment'] as const;
type Conflict = CheckoutConflict['error']['lines'];
/** sessionStorage key of the contact typed in the tunnel. */
const CONTACT_KEY = 'checkoutContact';

/** Analytics items of the cart: one per line (a per-booking price that does not split evenly counts as one item). */
export function cartItems(groups: DisplayGroup[]): AnalyticsItem[] {
  return groups.flatMap((g) =>
    g.lines.map((l) => {
      const n = l.participants.length;
      const even = n > 0 && l.cents % n === 0;
      return analyticsItem({
        name: l.name,
        merchantName: g.merchantName,
        type: g.type,
        variant: l.startDate,
        unitCents: even ? l.cents / n : l.cents,
        quantity: even ? n : 1,
      });
    }),
  );
}

export function CartView({ ctx }: { ctx: CartCtx }) {
  const { lang } = ctx;
  const t = checkoutTranslator(lang);
  const [cart, setCart] = useState<Cart | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    window.addEventListener('cart-changed', refresh);
    return () => window.removeEventListener('cart-changed', refresh);
  }, [refresh]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a cart change is a new round
  useEffect(() => {
    let live = true;
    ctx.api.cart({ cartId: session.get('cartId'), lang, resort: ctx.resort }).then(
      (res) => {
        if (!live) return;
        setCart(res.cart);
        setLoadError(false);
      },
      () => live && setLoadError(true),
    );
    return () => {
      live = false;
    };
  }, [lang, round]);

  const [step, setStep] = useState<Step>(0);
  const [contact, setContact] = useState<ContactForm>(() => storedContact(session.get(CONTACT_KEY)));
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const stepRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const groups = cart ? groupCart(cart) : [];
  const empty = cart !== null && groups.length === 0;
  // An emptied cart ends the tunnel.
  useEffect(() => {
    if (empty) setStep(0);
  }, [empty]);
  // Focus follows the step (not on the first paint).
  useEffect(() => {
    if (!moved.current) return;
    (step === 0 ? titleRef : stepRef).current?.focus();
  }, [step]);
  const go = (s: Step) => {
    moved.current = true;
    setStep(s);
  };

  async function remove(lineId: number, items: AnalyticsItem[], name: string) {
    const cartId = session.get('cartId');
    if (!cartId) return;
    setBusy(lineId);
    try {
      await ctx.api.removeLine(lineId, cartId);
      push(ecommerceEvent('remove_from_cart', items));
      ctx.announce(t('removed', { name }));
      cartChanged();
      // The removed line's button is gone: focus goes back to the heading of where the visitor is.
      (step === 0 ? titleRef : stepRef).current?.focus();
    } catch (err) {
      ctx.announce((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  const start = () => {
    push(ecommerceEvent('checkout', cartItems(groups)));
    go(1);
  };

  return (
    <section className="msem-cart" aria-labelledby="msem-cart-title">
      <h2 id="msem-cart-title" ref={titleRef} tabIndex={-1}>
        {t('cartTitle')}
      </h2>
      {loadError && !cart ? (
        <div className="msem-error" role="alert">
          <p>{t('loadError')}</p>
          <button type="button" className="msem-btn" onClick={refresh}>
            {t('retry')}
          </button>
        </div>
      ) : !cart ? (
        <p className="msem-loading" role="status">
          <span className="msem-spinner" aria-hidden="true" /> {t('loading')}
        </p>
      ) : empty ? (
        <div className="msem-empty">
          <p>
            <strong>{t('cartEmpty')}</strong>
          </p>
          <p>{t('cartEmptyHint')}</p>
          <a className="msem-btn" href={ctx.links.offers}>
            {t('seeOffers')}
          </a>
        </div>
      ) : step === 0 ? (
        <>
          <Lines groups={groups} lang={lang} t={t} busy={busy} onRemove={remove} />
          <p className="msem-total">
            <span>{t('total')}</span> <strong>{formatEuros(cart.price.amount, lang)}</strong>
          </p>
          <button type="button" className="msem-btn" onClick={start}>
            {t('order')}
          </button>
        </>
      ) : (
        <Tunnel
          ctx={ctx}
          t={t}
          step={step}
          go={go}
          stepRef={stepRef}
          cart={cart}
          groups={groups}
          contact={contact}
          setContact={setContact}
          accepted={accepted}
          setAccepted={setAccepted}
          busy={busy}
          onRemove={remove}
        />
      )}
    </section>
  );
}

type RemoveFn = (lineId: number, items: AnalyticsItem[], name: string) => void;

function Lines({
  groups,
  lang,
  t,
  busy,
  onRemove,
}: {
  groups: DisplayGroup[];
  lang: CartCtx['lang'];
  t: CT;
  busy?: number | null;
  onRemove?: RemoveFn;
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
          <p className="msem-subtotal">{formatEuros(g.totalCents, lang)}</p>
        </section>
      ))}
    </>
  );
}

type TunnelProps = {
  ctx: CartCtx;
  t: CT;
  step: Exclude<Step, 0>;
  go: (s: Step) => void;
  stepRef: RefObject<HTMLHeadingElement | null>;
  cart: Cart;
  groups: DisplayGroup[];
  contact: ContactForm;
  setContact: (c: ContactForm) => void;
  accepted: boolean;
  setAccepted: (v: boolean) => void;
  busy: number | null;
  onRemove: RemoveFn;
};

function Tunnel(p: TunnelProps) {
  const { t, step } = p;
  const title = t(STEPS[step - 1] ?? 'step.contact');
  return (
    <div className="msem-tunnel">
      <nav aria-label={t('progress')}>
        <ol className="msem-steps">
          {STEPS.map((key, i) => (
            <li key={key} aria-current={i + 1 === step ? 'step' : undefined} className={i + 1 < step ? 'is-done' : undefined}>
              <span className="msem-step-n" aria-hidden="true">
                {i + 1}
              </span>{' '}
              {t(key)}
            </li>
          ))}
        </ol>
      </nav>
      <h3 ref={p.stepRef} tabIndex={-1} className="msem-step-title">
        <span className="msem-muted">{t('stepOf', { n: step })} · </span>
        {title}
      </h3>
      {step === 1 ? <ContactStep {...p} /> : step === 2 ? <SummaryStep {...p} /> : <PaymentStep {...p} />}
    </div>
  );
}

const AUTOCOMPLETE: Record<ContactField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
  line1: 'address-line1',
  line2: 'address-line2',
  postalCode: 'postal-code',
  city: 'address-level2',
  country: 'country',
};

function ContactStep({ ctx, t, go, contact, setContact }: TunnelProps) {
  const id = useId().replace(/:/g, '');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState('');
  const names = useCountryNames(ctx.lang);
  function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateContact(contact);
    setErrors(found);
    const first = CONTACT_FIELDS.find((f) => found[f]);
    if (first) {
      setFormError(t('fixErrors'));
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    // The contact event of the tunnel (same shape as the site's analytics.contact('tunnel')).
    push({ event: 'contact', contact_origin: 'tunnel' }, false);
    // Kept for this tab: a visitor back from the payment page finds the form filled.
    session.set(CONTACT_KEY, JSON.stringify(contact));
    go(2);
  }
  const field = (f: ContactField, type = 'text', extra?: ReactNode) => {
    const fid = `${id}-${f}`;
    const err = errors[f];
    const props = {
      id: fid,
      name: f,
      autoComplete: AUTOCOMPLETE[f],
      value: contact[f],
      'aria-invalid': err ? true : undefined,
      'aria-describedby': err ? `${fid}-error` : undefined,
      'aria-required': f === 'line2' ? undefined : true,
      onChange: (e: { currentTarget: { value: string } }) => setContact({ ...contact, [f]: e.currentTarget.value }),
    };
    return (
      <div className="msem-field">
        <label htmlFor={fid}>{t(f)}</label>
        {f === 'country' ? (
          <select {...props}>
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {names(c)}
              </option>
            ))}
          </select>
        ) : (
          <input {...props} type={type} />
        )}
        {extra}
        {err ? (
          <p id={`${fid}-error`} className="msem-field-error">
            {t(`error.${err.key}`, { max: err.max ?? '' })}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <form className="msem-form" noValidate onSubmit={submit}>
      <div className="msem-grid">
        {field('firstName')}
        {field('lastName')}
        {field('email', 'email')}
        {field('phone', 'tel')}
      </div>
      <fieldset>
        <legend>{t('invoiceAddress')}</legend>
        {field('line1')}
        {field('line2')}
        <div className="msem-grid">
          {field('postalCode')}
          {field('city')}
        </div>
        {field('country')}
      </fieldset>
      {formError && Object.keys(errors).length ? (
        <p className="msem-error" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="msem-actions">
        <button type="button" className="msem-btn msem-secondary" onClick={() => go(0)}>
          {t('backToCart')}
        </button>
        <button type="submit" className="msem-btn">
          {t('next')}
        </button>
      </div>
    </form>
  );
}

/** Country names in the page's language (the code itself where Intl lacks them). */
function useCountryNames(lang: string) {
  const [names] = useState(() => {
    try {
      return new Intl.DisplayNames([lang], { type: 'region' });
    } catch {
      return null;
    }
  });
  return (code: string) => names?.of(code) ?? code;
}

function SummaryStep({ ctx, t, go, cart, groups, contact, accepted, setAccepted }: TunnelProps) {
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
      <Lines groups={groups} lang={ctx.lang} t={t} />
      <p className="msem-total">
        <span>{t('total')}</span> <strong>{formatEuros(cart.price.amount, ctx.lang)}</strong>
      </p>
      <div className="msem-contact-summary">
        <p>{t('contactFor', { name: `${c.firstName} ${c.lastName}`, email: c.email })}</p>
        <p>
          {[c.address.line1, c.address.line2, `${c.address.postalCode} ${c.address.city}`, c.address.country].filter(Boolean).join(', ')}
        </p>
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

function PaymentStep({ ctx, t, go, cart, groups, contact, busy, onRemove }: TunnelProps) {
  const [paying, setPaying] = useState(false);
  // Back from the payment page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const shown = (e: PageTransitionEvent) => e.persisted && setPaying(false);
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [error, setError] = useState('');
  const lang = ctx.lang;
  // Lines reported unavailable that are still in the cart.
  const inCart = new Map(groups.flatMap((g) => g.lines.map((l) => [l.lineId, cartItems([{ ...g, lines: [l] }])] as const)));
  const blocking = conflict?.filter((l) => inCart.has(l.lineId)) ?? [];
  async function pay() {
    const cartId = session.get('cartId');
    if (!cartId) return;
    setPaying(true);
    setError('');
    setConflict(null);
    try {
      const res = await ctx.api.checkout({
        cartId,
        resort: ctx.resort,
        lang,
        contact: contactPayload(contact),
        acceptTerms: true,
        ...referrals(local.get),
      });
      // The browser leaves for the payment page: the busy state stays until it does.
      window.location.assign(res.redirectUrl);
    } catch (err) {
      setPaying(false);
      const body = isApiError(err) ? (err.body as Partial<CheckoutConflict> | undefined) : undefined;
      if (isApiError(err) && err.status === 409 && Array.isArray(body?.error?.lines)) {
        setConflict(body.error.lines);
        cartChanged();
      } else setError(isApiError(err) ? t('payError', { message: err.message }) : t('payNetwork'));
    }
  }
  return (
    <div className="msem-pay" aria-busy={paying}>
      <p className="msem-total">
        <span>{t('total')}</span> <strong>{formatEuros(cart.price.amount, lang)}</strong>
      </p>
      <p className="msem-muted">{t('payNote')}</p>
      {blocking.length ? (
        <div className="msem-error" role="alert">
          <p>{t('unavailable')}</p>
          <ul>
            {blocking.map((l) => (
              <li key={l.lineId}>
                {t('unavailableLine', { name: l.name, reason: l.reason })}{' '}
                <button
                  type="button"
                  className="msem-btn msem-secondary"
                  disabled={busy === l.lineId}
                  aria-label={t('removeLabel', { name: l.name })}
                  onClick={() => onRemove(l.lineId, inCart.get(l.lineId) ?? [], l.name)}
                >
                  {t('remove')}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
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
