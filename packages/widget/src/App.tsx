import type { AvailabilityQuery, ProductView } from '@schuss/contracts';
import type { Stay } from '@schuss/contracts/api';
import { STAY_CHANGED_EVENT } from '@schuss/contracts/api';
import { addDays, analyticsItem, ecommerceEvent, formatEuros, todayIso } from '@schuss/contracts/rules';
import { type ReactElement, useEffect, useRef, useState } from 'react';
import type { BookingApi } from './api';
import { loadCheckout } from './chunk';
import { push, session } from './env';
import { defaultStay, formatDate, type Lang, parseStay, searchWindow, type View } from './logic';
import { cal } from './product/cal';
import type { CartCtx, CheckoutChunk, FormCtx } from './shared';
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
  /** Site links; by default the demo's paths in the page's language. */
  offersUrl?: string;
  termsUrl?: string | null;
  cartUrl?: string;
};

type Ctx = FormCtx & { t: T };

/** The stay the site stored (header stay picker, season products links), else the default one. */
const readStay = (seasonStart?: string) => parseStay(session.get('stay')) ?? defaultStay(todayIso(), seasonStart);

/** The demo site's paths; English pages live under `/en` when the page itself does. */
function siteLinks(lang: Lang, o: WidgetOptions): CartCtx['links'] {
  const base = lang === 'en' && /^\/en(\/|$)/.test(window.location.pathname) ? '/en' : '';
  return {
    offers: o.offersUrl ?? (lang === 'fr' ? '/offres/' : `${base}/offers/`),
    terms: o.termsUrl === undefined ? (lang === 'fr' ? '/conditions-generales-de-vente/' : `${base}/terms-of-sale/`) : o.termsUrl,
    cart: o.cartUrl ?? (lang === 'fr' ? '/panier/' : `${base}/cart/`),
  };
}

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
  const ctx: Ctx = { api: options.api, lang, resort: options.resort, t, announce: setMessage, cal };
  const filter = options.filter ?? {};
  const initial: View = options.view === 'cart' ? 'cart' : options.view === 'product' && filter.product ? 'product' : 'offers';
  const [view, setView] = useState<View>(initial);
  const [productKey, setProductKey] = useState<string | undefined>(filter.product);
  const [stay, setStay] = useState<Stay>(() => readStay(options.seasonStart));
  // Fetch the second file ahead of need, once the page is idle: it is not part of the first view,
  // so it must not compete with it (errors are shown where it is needed, with a retry).
  useEffect(() => {
    const load = () => void loadCheckout(options.apiUrl).catch(() => {});
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(load, 2000);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(load, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }, [options.apiUrl]);
  // The site's header stay picker and season links store a new stay and say so.
  useEffect(() => {
    const onStay = () =>
      setStay((old) => {
        const next = readStay(options.seasonStart);
        return next.from === old.from && next.to === old.to ? old : next;
      });
    window.addEventListener(STAY_CHANGED_EVENT, onStay);
    return () => window.removeEventListener(STAY_CHANGED_EVENT, onStay);
  }, [options.seasonStart]);
  // A waiting-list e-mail's link opens its panel above the page's view.
  const [link] = useState(() => new URLSearchParams(window.location.search));
  // …and a private-lesson request's payment link, its cart (third file's panels).
  const wl = link.get('waitlist');
  const token = wl ?? link.get('request');
  return (
    <div className="msem" lang={lang}>
      <p className="msem-live" aria-live="polite" role="status">
        {message}
      </p>
      {token ? (
        <WithChunk
          t={t}
          apiUrl={options.apiUrl}
          error={t('formLoadError')}
          render={(c) => <c.Third k={wl ? 'WaitlistLink' : 'RequestLink'} p={{ ctx, token, leave: link.get('leave') === '1' }} />}
        />
      ) : null}
      {view === 'cart' ? (
        <WithChunk
          t={t}
          apiUrl={options.apiUrl}
          error={t('cartLoadError')}
          render={(c) => (
            <c.CartView
              ctx={{
                api: options.api,
                apiUrl: options.apiUrl,
                lang,
                resort: options.resort,
                stay,
                announce: setMessage,
                links: siteLinks(lang, options),
              }}
            />
          )}
        />
      ) : view === 'product' && productKey ? (
        <ProductPanel
          ctx={{ ...ctx, cartUrl: siteLinks(lang, options).cart as string }}
          apiUrl={options.apiUrl}
          productKey={productKey}
          stay={stay}
          onBack={initial === 'offers' ? () => setView('offers') : undefined}
        />
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

/** A private lesson: when no instructor is free on the day wanted, the visitor asks the office (the form is the third file's). */
function Ask({ ctx, apiUrl, product, day }: { ctx: Ctx; apiUrl: string; product: ProductView; day: string }) {
  const [open, setOpen] = useState(false);
  return open ? (
    <WithChunk
      t={ctx.t}
      apiUrl={apiUrl}
      error={ctx.t('formLoadError')}
      render={(c) => <c.Third k="LessonRequest" p={{ ctx, product, day }} />}
    />
  ) : (
    <button type="button" className="msem-link" onClick={() => setOpen(true)}>
      {ctx.t('ask')}
    </button>
  );
}

/**
 * The second file (cart view, checkout tunnel, participants form): asked for as soon as the widget
 * mounts, so it is usually there by the time the visitor picks a product. A retry asks again.
 */
function useChunk(apiUrl: string) {
  const [chunk, setChunk] = useState<CheckoutChunk | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new round
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadCheckout(apiUrl).then(
      (c) => live && setChunk(c),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [apiUrl, round]);
  return { chunk, failed, retry: () => setRound((r) => r + 1) };
}

/** Shows what needs the second file: a spinner while it loads, a message with a retry if it fails. */
function WithChunk({ t, apiUrl, error, render }: { t: T; apiUrl: string; error: string; render: (c: CheckoutChunk) => ReactElement }) {
  const { chunk, failed, retry } = useChunk(apiUrl);
  if (chunk) return render(chunk);
  if (failed) return <ErrorBox text={error} retry={retry} t={t} />;
  return (
    <p className="msem-loading" role="status">
      <span className="msem-spinner" aria-hidden="true" /> {t('loading')}
    </p>
  );
}

/** `2e` / `2nd`: a participant's rank, as the discount names it. */
const rankOf = (n: number, lang: Lang) =>
  lang === 'fr' ? String(n) : `${n}${n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** The discounts a product's price gives, named where the price is (a family and a multi-day one; the server applies them). */
export function discountNotes(pricing: ProductView['pricing'], t: T, lang: Lang): string[] {
  const d = pricing.discount;
  if (!d) return [];
  return [
    d.fromDays ? t('discountDays', { percent: d.fromDays.percent, days: d.fromDays.days }) : '',
    d.fromParticipant ? t('discountFamily', { percent: d.fromParticipant.percent, rank: rankOf(d.fromParticipant.rank, lang) }) : '',
  ].filter(Boolean);
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
  // The products with a date during the stay and those whose dates come later (the season, at most a year): none is hidden.
  const { data, error, loading, reload } = useLoad(
    () =>
      ctx.api.availability({
        resort: ctx.resort,
        lang,
        from: window_.from,
        to: addDays(window_.from, 366),
        // The page's filter, as the site wrote it: the platform refuses an unknown type (400, the retry box).
        type: filter.type as AvailabilityQuery['type'],
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
              {discountNotes(p.pricing, t, lang).map((note) => (
                <p key={note} className="msem-desc">
                  {note}
                </p>
              ))}
              {p.dated && (p.slots[0]?.startsOn ?? '') > stay.to ? (
                <p className="msem-desc">{t('next', { date: formatDate(p.slots[0]?.startsOn as string, lang) })}</p>
              ) : null}
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

function ProductPanel({
  ctx,
  apiUrl,
  productKey,
  stay,
  onBack,
}: {
  ctx: Ctx;
  apiUrl: string;
  productKey: string;
  stay: Stay;
  onBack?: () => void;
}) {
  const { t, lang } = ctx;
  const from = searchWindow(stay, todayIso()).from;
  // The product and its prices; its dates are asked month by month by the form's calendar.
  const { data, error, reload } = useLoad(
    () => ctx.api.product(productKey, { resort: ctx.resort, lang, from, to: from }),
    [productKey, lang, from],
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const viewed = useRef<string | null>(null);
  useEffect(() => {
    // Once per product: a new stay reloads the slots, not the visitor's focus or the analytics.
    if (!data || viewed.current === data.key) return;
    viewed.current = data.key;
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
          {data.meetingPoint ? (
            // The school's point, in the visitor's language (issue 28): the same words as the e-mails and the booking page.
            <p className="msem-desc">
              {t('meets', { place: [data.meetingPoint.name, data.meetingPoint.address].filter(Boolean).join(', ') })}
            </p>
          ) : null}
          {data.meetingPoint?.directions ? <p className="msem-desc">{data.meetingPoint.directions}</p> : null}
          <WithChunk
            t={t}
            apiUrl={apiUrl}
            error={t('formLoadError')}
            render={(c) => <c.BookingForm ctx={{ ...ctx, refreshProduct: reload }} product={data} stay={stay} />}
          />
          {data.type === 'ESF_CUSTOM' ? <Ask ctx={ctx} apiUrl={apiUrl} product={data} day={from} /> : null}
        </>
      )}
    </section>
  );
}
