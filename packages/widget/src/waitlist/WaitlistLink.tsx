import type { AddLineResponse, ProductView, SlotView, WaitlistEntryView } from '@schuss/contracts';
import { isApiCallError } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { useCallback, useEffect, useRef, useState } from 'react';
import { BookingForm } from '../product/BookingForm';
import { slotDates } from '../product/SlotOption';
import type { FormCtx } from '../shared';
import { linkTranslator } from './link-texts';

type State =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'error' }
  | { kind: 'entry'; view: WaitlistEntryView; product: ProductView | null }
  | { kind: 'claimed'; view: WaitlistEntryView };

/** The page's address without the e-mailed link's token, once it has served (a reload shows the page as usual). */
function forgetLink() {
  try {
    const url = new URL(window.location.href);
    url.searchParams.delete('waitlist');
    url.searchParams.delete('leave');
    window.history.replaceState(window.history.state, '', url.toString());
  } catch {
    // the address stays as it is
  }
}

/** `samedi 19 décembre à 14:05`, the visitor's time. */
const until = (iso: string, lang: FormCtx['lang']) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/**
 * The panel of a waiting-list e-mail's link (`?waitlist=TOKEN`, `&leave=1` for the "leave the list" one),
 * above the page's widget: an offer's places held for the visitor until a time, with the participants form
 * that turns them into a cart line; where the visitor stands in line; leaving the list; or why the link no
 * longer books anything.
 */
export function WaitlistLink({ ctx, token, leave }: { ctx: FormCtx; token: string; leave: boolean }) {
  const { lang } = ctx;
  const t = linkTranslator(lang);
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [leaveError, setLeaveError] = useState('');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const leaveRef = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new round
  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    (async () => {
      const view = await ctx.api.call(paths.waitlistEntry, { params: { token }, query: { lang } });
      // The participants form needs the product (its fields, ages, prices).
      const product = view.canClaim
        ? await ctx.api.product(view.product.key, { resort: view.resort, lang, from: view.slot.startsOn })
        : null;
      return { view, product };
    })().then(
      ({ view, product }) => live && setState({ kind: 'entry', view, product }),
      (err) => live && setState({ kind: isApiCallError(err) && err.status === 404 ? 'invalid' : 'error' }),
    );
    return () => {
      live = false;
    };
  }, [token, lang, round]);

  // The panel is what the visitor came for: its title, or the leave button they followed a link to, takes the focus.
  useEffect(() => {
    if (state.kind !== 'entry') return;
    if (leave && leaveRef.current) leaveRef.current.focus();
    else titleRef.current?.focus();
  }, [state.kind, leave]);

  const onClaimed = useCallback(
    (_res: AddLineResponse) => {
      if (state.kind !== 'entry') return;
      forgetLink();
      setState({ kind: 'claimed', view: state.view });
    },
    [state],
  );

  async function leaveList() {
    setLeaving(true);
    setLeaveError('');
    try {
      const view = await ctx.api.call(paths.waitlistLeave, { params: { token }, query: { lang } });
      forgetLink();
      setState({ kind: 'entry', view, product: null });
      ctx.announce(t('left', { product: view.product.name, dates: slotDates(view.slot, lang) }));
    } catch (err) {
      setLeaveError(t('leaveError', { message: isApiCallError(err) && err.code === 'network' ? t('network') : (err as Error).message }));
    } finally {
      setLeaving(false);
    }
  }

  const body = () => {
    if (state.kind === 'loading')
      return (
        <p className="msem-loading" role="status">
          <span className="msem-spinner" aria-hidden="true" /> {t('loading')}
        </p>
      );
    if (state.kind === 'invalid')
      return (
        <p className="msem-error" role="alert">
          {t('invalid')}
        </p>
      );
    if (state.kind === 'error')
      return (
        <div className="msem-error" role="alert">
          <p>{t('loadError')}</p>
          <button type="button" className="msem-btn" onClick={() => setRound((r) => r + 1)}>
            {t('retry')}
          </button>
        </div>
      );
    const v = state.view;
    const names = { product: v.product.name, dates: slotDates(v.slot, lang) };
    if (state.kind === 'claimed')
      return (
        <p className="msem-waitlist-done" role="status">
          {t('claimed', names)}
        </p>
      );
    const leaveBox =
      v.status === 'waiting' || v.status === 'offered' ? (
        <div className="msem-waitlist-leave">
          <p>{t(v.status === 'offered' ? 'leaveOffered' : 'leaveWaiting')}</p>
          <button ref={leaveRef} type="button" className="msem-btn msem-secondary" disabled={leaving} onClick={() => void leaveList()}>
            {leaving ? t('leaving') : t('leave')}
          </button>
          {leaveError ? (
            <p className="msem-error" role="alert">
              {leaveError}
            </p>
          ) : null}
        </div>
      ) : null;
    if (v.status === 'offered') {
      const product = state.product;
      const slot: SlotView | undefined =
        product?.slots.find((s) => s.id === v.slot.id) ??
        (product ? { ...v.slot, capacity: v.places, remaining: 0, full: true, fromPrice: product.fromPrice } : undefined);
      return (
        <>
          <p className="msem-waitlist-offer">{t(v.places > 1 ? 'heldMany' : 'heldOne', { ...names, n: v.places })}</p>
          {v.expiresAt ? <p className="msem-hint">{t('heldUntil', { until: until(v.expiresAt, lang) })}</p> : null}
          {leave ? leaveBox : null}
          {product && slot && v.canClaim ? (
            <BookingForm
              ctx={ctx}
              product={product}
              stay={{ from: v.slot.startsOn, to: v.slot.endsOn }}
              offer={{
                slot,
                places: v.places,
                claim: (b) => ctx.api.call(paths.waitlistClaim, { params: { token }, body: { ...b, lang } }),
                onClaimed,
              }}
            />
          ) : null}
          {leave ? null : leaveBox}
        </>
      );
    }
    if (v.status === 'waiting')
      return (
        <>
          <p>{t('waiting', { ...names, position: v.position ?? 1, n: v.participants })}</p>
          {leaveBox}
        </>
      );
    return <p role="status">{t(v.status, names)}</p>;
  };

  return (
    <section className="msem-waitlist-link" aria-labelledby="msem-wl-link-title">
      <h2 id="msem-wl-link-title" ref={titleRef} tabIndex={-1}>
        {t('linkTitle')}
      </h2>
      {body()}
    </section>
  );
}
