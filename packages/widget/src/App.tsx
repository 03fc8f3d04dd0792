import type { ProductView, SlotView } from '@schuss/contracts';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import type { BookingApi } from './api';
import {
  analyticsItem,
  defaultStay,
  ecommerceEvent,
  firstErrorId,
  formatDate,
  formatEuros,
  groupCart,
  hasErrors,
  type Lang,
  type ParticipantErrors,
  type ParticipantInput,
  parseStay,
  type Stay,
  searchWindow,
  todayIso,
  type View,
  validateParticipant,
} from './logic';
import { estimateCents } from './price';
import { type T, translator } from './texts';

export type WidgetOptions = {
  lang?: string;
  site?: string;
  resort: string;
  view?: View | string;
  filter?: Record<string, string> | null;
  apiUrl: string;
  /** Season start (`YYYY-MM-DD`): the default stay starts there when it is later than today. */
  seasonStart?: string;
};

type Ctx = { api: BookingApi; lang: Lang; resort: string; t: T; announce: (msg: string) => void };

const session = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string) {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // storage blocked: the cart lives for this page only
    }
  },
};

function push(event: object) {
  try {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer ??= [];
    w.dataLayer.push({ ecommerce: null });
    w.dataLayer.push(event);
  } catch {
    // analytics never breaks the widget
  }
}

const cartChanged = () => window.dispatchEvent(new Event('cart-changed'));

function useLoad<V>(load: () => Promise<V>, deps: unknown[]) {
  const [state, setState] = useState<{ data?: V; error?: string; loading: boolean }>({ loading: true });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller lists what the load depends on
  useEffect(() => {
    let live = true;
    setState((s) => ({ data: s.data, loading: true }));
    load().then(
      (data) => live && setState({ data, loading: false }),
      (err: Error) => live && setState({ error: err.message, loading: false }),
    );
    return () => {
      live = false;
    };
  }, [...deps, round]);
  return { ...state, reload: () => setRound((r) => r + 1) };
}

export function App({ options }: { options: WidgetOptions & { api: BookingApi } }) {
  const lang: Lang = options.lang === 'en' ? 'en' : 'fr';
  const t = translator(lang);
  const [message, setMessage] = useState('');
  const ctx: Ctx = { api: options.api, lang, resort: options.resort, t, announce: setMessage };
  const filter = options.filter ?? {};
  const initial: View = options.view === 'cart' ? 'cart' : options.view === 'product' && filter.product ? 'product' : 'offers';
  const [view, setView] = useState<View>(initial);
  const [productKey, setProductKey] = useState<string | undefined>(filter.product);
  const today = todayIso();
  const stay: Stay = parseStay(session.get('stay')) ?? defaultStay(today, options.seasonStart);
  return (
    <div className="msem" lang={lang}>
      <p className="msem-live" aria-live="polite" role="status">
        {message}
      </p>
      {view === 'cart' ? (
        <CartView ctx={ctx} />
      ) : view === 'product' && productKey ? (
        <ProductPanel ctx={ctx} productKey={productKey} stay={stay} onBack={initial === 'offers' ? () => setView('offers') : undefined} />
      ) : (
        <Offers
          ctx={ctx}
          stay={stay}
          filter={filter}
          onChoose={(key) => {
            setMessage('');
            setProductKey(key);
            setView('product');
          }}
        />
      )}
    </div>
  );
}

function Offers({
  ctx,
  stay,
  filter,
  onChoose,
}: {
  ctx: Ctx;
  stay: Stay;
  filter: Record<string, string>;
  onChoose: (key: string) => void;
}) {
  const { t, lang } = ctx;
  const window_ = searchWindow(stay, todayIso());
  const { data, error, loading, reload } = useLoad(
    () =>
      ctx.api.availability({
        resort: ctx.resort,
        lang,
        from: window_.from,
        to: window_.to,
        type: filter.type,
        discipline: filter.discipline,
        level: filter.level,
      }),
    [window_.from, window_.to, lang, JSON.stringify(filter)],
  );
  return (
    <section className="msem-offers" aria-labelledby="msem-offers-title" aria-busy={loading}>
      <h2 id="msem-offers-title">{t('offersTitle')}</h2>
      <p className="msem-stay">{t('stay', { from: formatDate(stay.from, lang), to: formatDate(stay.to, lang) })}</p>
      {error ? (
        <ErrorBox text={t('loadError')} retry={reload} t={t} />
      ) : !data ? (
        <p className="msem-loading">{t('loading')}</p>
      ) : data.products.length === 0 ? (
        <p>{t('noOffers')}</p>
      ) : (
        <ul className="msem-list">
          {data.products.map((p) => (
            <li key={p.key} className="msem-card" data-product={p.key} data-type={p.type}>
              <h3>{p.name}</h3>
              <p className="msem-desc">{p.description}</p>
              <p className="msem-price">{t('from', { price: formatEuros(p.fromPrice.amount, lang) })}</p>
              <button type="button" className="msem-btn" aria-label={t('chooseLabel', { name: p.name })} onClick={() => onChoose(p.key)}>
                {t('choose')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ErrorBox({ text, retry, t }: { text: string; retry: () => void; t: T }) {
  return (
    <div className="msem-error" role="alert">
      <p>{text}</p>
      <button type="button" className="msem-btn" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}

type Person = ParticipantInput & { key: number };
let personKeys = 0;
const emptyParticipant = (): Person => ({ key: ++personKeys, firstName: '', lastName: '', birthDate: '' });

function ProductPanel({ ctx, productKey, stay, onBack }: { ctx: Ctx; productKey: string; stay: Stay; onBack?: () => void }) {
  const { t, lang } = ctx;
  const from = searchWindow(stay, todayIso()).from;
  const { data, error, reload } = useLoad(() => ctx.api.product(productKey, { resort: ctx.resort, lang, from }), [productKey, lang, from]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!data) return;
    headingRef.current?.focus();
    const a = data.attributes;
    push(
      ecommerceEvent('view_item', [
        analyticsItem({
          name: data.name,
          merchantName: data.merchant.name,
          type: data.type,
          discipline: a.discipline,
          level: a.level,
          unitCents: data.fromPrice.amount,
          quantity: 1,
        }),
      ]),
    );
  }, [data]);
  return (
    <section className="msem-product" aria-labelledby="msem-product-title">
      {onBack ? (
        <button type="button" className="msem-link" onClick={onBack}>
          ← {t('back')}
        </button>
      ) : null}
      {error ? (
        <ErrorBox text={error} retry={reload} t={t} />
      ) : !data ? (
        <p className="msem-loading">{t('loading')}</p>
      ) : (
        <>
          <h2 id="msem-product-title" ref={headingRef} tabIndex={-1}>
            {data.name}
          </h2>
          <p className="msem-desc">{data.description}</p>
          <BookingForm ctx={ctx} product={data} />
        </>
      )}
    </section>
  );
}

function BookingForm({ ctx, product }: { ctx: Ctx; product: ProductView }) {
  const { t, lang } = ctx;
  const id = useId().replace(/:/g, '');
  const slots = product.slots.slice(0, 12);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [people, setPeople] = useState<Person[]>([emptyParticipant()]);
  const [errors, setErrors] = useState<ParticipantErrors[]>([]);
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  const slot = slots.find((s) => s.id === slotId) ?? null;
  const ageMin = typeof product.attributes.ageMin === 'number' ? product.attributes.ageMin : undefined;
  const ageMax = typeof product.attributes.ageMax === 'number' ? product.attributes.ageMax : undefined;
  const today = todayIso();
  const on = slot?.startsOn ?? today;
  const days = slot ? Math.round((Date.parse(slot.endsOn) - Date.parse(slot.startsOn)) / 86_400_000) + 1 : 1;
  const priceCents = estimateCents(
    product.pricing,
    (slot ?? product).fromPrice.amount,
    people.map((p) => p.birthDate),
    on,
    days,
  );

  const update = (i: number, field: keyof ParticipantInput, value: string) =>
    setPeople((list) => list.map((p, j) => (j === i ? { ...p, [field]: value } : p)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError('');
    if (product.dated && !slot) {
      setFormError(t('chooseSlot'));
      document.getElementById(`${id}-slots`)?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus();
      return;
    }
    const all = people.map((p) => validateParticipant(p, { ageMin, ageMax, on, today }));
    setErrors(all);
    if (hasErrors(all)) {
      setFormError(t('fixErrors'));
      const first = firstErrorId(all, id);
      if (first) document.getElementById(first)?.focus();
      return;
    }
    setBusy(true);
    try {
      const cartId = session.get('cartId') ?? undefined;
      const res = await ctx.api.addLine({
        cartId,
        resort: ctx.resort,
        lang,
        productKey: product.key,
        slotId: slot?.id,
        startDate: !product.dated && product.attributes.needsStartDate ? today : undefined,
        participants: people.map((p) => ({ firstName: p.firstName.trim(), lastName: p.lastName.trim(), birthDate: p.birthDate })),
      });
      session.set('cartId', res.cartId);
      cartChanged();
      const a = product.attributes;
      push(
        ecommerceEvent('add_to_cart', [
          analyticsItem({
            name: product.name,
            merchantName: product.merchant.name,
            type: product.type,
            discipline: a.discipline,
            level: a.level,
            variant: slot ? slot.startsOn : null,
            unitCents: res.line.unitPrice.amount,
            quantity: res.line.quantity,
          }),
        ]),
      );
      ctx.announce(t('added', { name: `${product.name} (${formatEuros(res.line.total.amount, lang)})` }));
      setPeople([emptyParticipant()]);
      setErrors([]);
    } catch (err) {
      setFormError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="msem-form" noValidate onSubmit={submit}>
      {product.dated ? (
        <fieldset id={`${id}-slots`} className="msem-slots">
          <legend>{t('slots')}</legend>
          {slots.length === 0 ? <p>{t('noSlots')}</p> : null}
          {slots.map((s) => (
            <SlotOption key={s.id} s={s} name={`${id}-slot`} checked={s.id === slotId} onPick={() => setSlotId(s.id)} ctx={ctx} />
          ))}
        </fieldset>
      ) : null}
      <fieldset className="msem-people">
        <legend>{t('participants')}</legend>
        {people.map((p, i) => (
          <fieldset key={p.key} className="msem-person" data-participant={i}>
            <legend>{t('participant', { n: i + 1 })}</legend>
            {(['firstName', 'lastName', 'birthDate'] as const).map((field) => {
              const fid = `${id}-p${i}-${field}`;
              const err = errors[i]?.[field];
              return (
                <div key={field} className="msem-field">
                  <label htmlFor={fid}>{t(field)}</label>
                  <input
                    id={fid}
                    name={field}
                    type={field === 'birthDate' ? 'date' : 'text'}
                    autoComplete={field === 'firstName' ? 'given-name' : field === 'lastName' ? 'family-name' : 'bday'}
                    max={field === 'birthDate' ? today : undefined}
                    value={p[field]}
                    aria-invalid={err ? true : undefined}
                    aria-describedby={err ? `${fid}-error` : undefined}
                    onChange={(e) => update(i, field, e.currentTarget.value)}
                  />
                  {err ? (
                    <p id={`${fid}-error`} className="msem-field-error">
                      {t(`error.${err.key}`, { age: err.age ?? '' })}
                    </p>
                  ) : null}
                </div>
              );
            })}
            {people.length > 1 ? (
              <button
                type="button"
                className="msem-link"
                onClick={() => {
                  setPeople((list) => list.filter((_, j) => j !== i));
                  setErrors((list) => list.filter((_, j) => j !== i));
                }}
              >
                {t('removeParticipant', { n: i + 1 })}
              </button>
            ) : null}
          </fieldset>
        ))}
        {people.length < 20 ? (
          <button type="button" className="msem-btn msem-secondary" onClick={() => setPeople((list) => [...list, emptyParticipant()])}>
            {t('addParticipant')}
          </button>
        ) : null}
      </fieldset>
      <p className="msem-total">
        <span>{t('price')}</span> <strong data-price-cents={priceCents}>{formatEuros(priceCents, lang)}</strong>
        <small> {t('priceNote', { n: people.length })}</small>
      </p>
      {formError ? (
        <p className="msem-error" role="alert">
          {formError}
        </p>
      ) : null}
      <button type="submit" className="msem-btn" disabled={busy}>
        {busy ? t('adding') : t('addToCart')}
      </button>
    </form>
  );
}

function SlotOption({ s, name, checked, onPick, ctx }: { s: SlotView; name: string; checked: boolean; onPick: () => void; ctx: Ctx }) {
  const { t, lang } = ctx;
  const id = `${name}-${s.id}`;
  const dates = `${formatDate(s.startsOn, lang)} – ${formatDate(s.endsOn, lang)}${s.startTime ? `, ${s.startTime}–${s.endTime ?? ''}` : ''}`;
  return (
    <div className={`msem-slot${s.full ? ' is-full' : ''}`} data-slot={s.id}>
      <input id={id} type="radio" name={name} value={s.id} checked={checked} disabled={s.full} onChange={onPick} />
      <label htmlFor={id}>
        <span>{dates}</span> <span className="msem-slot-price">{formatEuros(s.fromPrice.amount, lang)}</span>{' '}
        <span className="msem-slot-places">{s.full ? t('full') : s.remaining === 1 ? t('place') : t('places', { n: s.remaining })}</span>
      </label>
    </div>
  );
}

function CartView({ ctx }: { ctx: Ctx }) {
  const { t, lang } = ctx;
  const [round, setRound] = useState(0);
  const refresh = useCallback(() => setRound((r) => r + 1), []);
  useEffect(() => {
    window.addEventListener('cart-changed', refresh);
    return () => window.removeEventListener('cart-changed', refresh);
  }, [refresh]);
  const { data, error, reload } = useLoad(() => ctx.api.cart({ cartId: session.get('cartId'), lang, resort: ctx.resort }), [lang, round]);
  const [busy, setBusy] = useState<number | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const groups = data ? groupCart(data.cart) : [];

  async function remove(lineId: number, name: string, type: string, merchantName: string, cents: number, quantity: number) {
    const cartId = session.get('cartId');
    if (!cartId) return;
    setBusy(lineId);
    try {
      await ctx.api.removeLine(lineId, cartId);
      push(ecommerceEvent('remove_from_cart', [analyticsItem({ name, merchantName, type, unitCents: cents / quantity, quantity })]));
      ctx.announce(t('removed', { name }));
      cartChanged();
      titleRef.current?.focus();
    } catch (err) {
      ctx.announce((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="msem-cart" aria-labelledby="msem-cart-title">
      <h2 id="msem-cart-title" ref={titleRef} tabIndex={-1}>
        {t('cartTitle')}
      </h2>
      {error ? (
        <ErrorBox text={t('loadError')} retry={reload} t={t} />
      ) : !data ? (
        <p className="msem-loading">{t('loading')}</p>
      ) : groups.length === 0 ? (
        <p>{t('cartEmpty')}</p>
      ) : (
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
                    <span className="msem-price">{formatEuros(l.cents, lang)}</span>
                    <button
                      type="button"
                      className="msem-btn msem-secondary"
                      disabled={busy === l.lineId}
                      aria-label={t('removeLabel', { name: l.name })}
                      onClick={() => remove(l.lineId, l.name, g.type, g.merchantName, l.cents, l.participants.length)}
                    >
                      {t('remove')}
                    </button>
                  </li>
                ))}
              </ul>
              <p className="msem-subtotal">{formatEuros(g.totalCents, lang)}</p>
            </section>
          ))}
          <p className="msem-total">
            <span>{t('total')}</span> <strong>{formatEuros(data.cart.price.amount, lang)}</strong>
          </p>
        </>
      )}
    </section>
  );
}
