'use client';
import { CART_CHANGED_EVENT, dispatchCartChanged } from '@schuss/contracts/api';
import { useEffect, useState } from 'react';
import { translator } from '../../i18n';
import { clearReferrals } from '../../lib/affiliation';
import type { CartCountResult } from '../../lib/cart';
import { loadConfig } from '../../lib/config.client';
import { storage } from '../../lib/storage';
import { SmartLink } from '../SmartLink';
import { CART_PREVIEW_MIN_WIDTH } from './constants';
import { CartIcon } from './icons';

/** `10:42` (or `10:42 AM`): when the places held run out, in the visitor's own time. */
const clockTime = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The cart's calls, downloaded only when a cart id is stored (most visitors have none). */
const cartApi = () => import('../../lib/cart-api');
/** The hover preview, downloaded once the cart has something in it. */
const loadPreview = () => import('./CartPreview');
type Preview = typeof import('./CartPreview').default;

/**
 * The cart shortcut: its accessible name carries the item count (inscriptions), fetched when a
 * `cartId` is stored and again on every `cart-changed` window event (the widget dispatches it).
 * At 992 px and wider, hovering shows a preview (count, lines in euros, "View cart") where a
 * line can be removed. Cart fetch errors are ignored; an empty cart or a failed fetch clears
 * the referral values (docs/spec.md §4).
 */
export function CartShortcut({ href, base, lang }: { href: string; base: string; lang: string }) {
  const t = translator(lang);
  const [result, setResult] = useState<CartCountResult>({ count: 0, clearReferrals: false, cart: null });
  const [open, setOpen] = useState(false);
  const [Preview, setPreview] = useState<Preview | null>(null);

  useEffect(() => {
    let live = true;
    let round = 0;
    // Leaving the page cuts the cart fetch short: that is no failed fetch, and must not clear the
    // referral values (docs/spec.md §4) the next page still needs. A navigation says so when it starts
    // (`beforeunload`: the fetch may fail from then on, while the next page takes its time) and
    // again when the page goes (`pagehide`). Fetches started afterwards get a new signal: a click on a
    // mailto: or download link also fires `beforeunload`, and the page stays.
    let leaving = new AbortController();
    const leave = () => {
      leaving.abort();
      leaving = new AbortController();
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    const refresh = async () => {
      const mine = ++round;
      const cartId = storage.session.get('cartId');
      if (!cartId) {
        setResult({ count: 0, clearReferrals: false, cart: null });
        return;
      }
      try {
        const [config, { fetchCartCount }] = await Promise.all([loadConfig(), cartApi()]);
        const { signal } = leaving;
        const next = await fetchCartCount(config.msemUrl, { cartId, lang, resort: config.resort }, undefined, signal);
        if (!live || mine !== round || signal.aborted) return;
        if (next.clearReferrals) clearReferrals();
        setResult(next);
      } catch {
        // The config or the cart's code could not be loaded: the count stays as it is (cart errors are silent).
      }
    };
    void refresh();
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => {
      live = false;
      window.removeEventListener(CART_CHANGED_EVENT, refresh);
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
    };
  }, [lang]);

  // When the places the cart holds run out, the count changes: read the cart again a moment after.
  const expiresAt = result.cart?.holdExpiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const later = setTimeout(dispatchCartChanged, Math.max(0, Date.parse(expiresAt) - Date.now()) + 1500);
    return () => clearTimeout(later);
  }, [expiresAt]);

  const { count } = result;
  const released = result.cart?.released?.length ?? 0;
  const label = [
    count === 0 ? t('nav.myCart') : count === 1 ? t('cart.countOne') : t('cart.countMany', { count }),
    expiresAt && count > 0 ? t('cart.heldUntil', { time: clockTime(expiresAt, lang) }) : '',
    released === 1 ? t('cart.releasedOne') : released > 1 ? t('cart.releasedMany', { count: released }) : '',
  ]
    .filter(Boolean)
    .join(', ');
  const showPreview = open && (count > 0 || released > 0);

  // Ready before the pointer comes: the preview is fetched as soon as there is something to preview
  // (if it can't be, there is no preview: the link still leads to the cart).
  const wanted = count > 0 || released > 0;
  useEffect(() => {
    if (wanted && !Preview)
      loadPreview().then(
        (m) => setPreview(() => m.default),
        () => {},
      );
  }, [wanted, Preview]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only shows a preview; the link and the cart page stay the way in
    <div
      className="hd-cart-wrap"
      onMouseEnter={() => setOpen(window.innerWidth >= CART_PREVIEW_MIN_WIDTH)}
      onMouseLeave={() => setOpen(false)}
    >
      <SmartLink href={href} base={base} className="hd-shortcut hd-cart">
        <CartIcon />
        <span className="visually-hidden">{label}</span>
        <span className="hd-cart-count" data-cart-count={count} aria-hidden="true">
          {count > 0 ? count : ''}
        </span>
      </SmartLink>
      {showPreview && result.cart && Preview ? <Preview cart={result.cart} count={count} href={href} base={base} lang={lang} /> : null}
    </div>
  );
}
