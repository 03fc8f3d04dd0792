'use client';
import { CART_CHANGED_EVENT, dispatchCartChanged } from '@schuss/contracts/api';
import { formatEuros } from '@schuss/contracts/rules';
import { useEffect, useState } from 'react';
import { translator } from '../../i18n';
import { clearReferrals } from '../../lib/affiliation';
import { analytics, toAnalyticsItem } from '../../lib/analytics';
import { type CartCountResult, fetchCartCount, previewLines, removeCartLine } from '../../lib/cart';
import { loadConfig } from '../../lib/config.client';
import { storage } from '../../lib/storage';
import { SmartLink } from '../SmartLink';
import { CART_PREVIEW_MIN_WIDTH } from './constants';
import { CartIcon } from './icons';

/**
 * The cart shortcut: its accessible name carries the item count (inscriptions), fetched when a
 * `cartId` is stored and again on every `cart-changed` window event (the widget dispatches it).
 * At 992 px and wider, hovering shows a preview (count, lines in euros, "View cart") where a
 * line can be removed. Cart fetch errors are ignored; an empty cart or a failed fetch clears
 * the referral values (spec §4).
 */
export function CartShortcut({ href, base, lang }: { href: string; base: string; lang: string }) {
  const t = translator(lang);
  const [result, setResult] = useState<CartCountResult>({ count: 0, clearReferrals: false, cart: null });
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    let round = 0;
    const refresh = async () => {
      const mine = ++round;
      const cartId = storage.session.get('cartId');
      if (!cartId) {
        setResult({ count: 0, clearReferrals: false, cart: null });
        return;
      }
      try {
        const config = await loadConfig();
        const next = await fetchCartCount(config.msemUrl, { cartId, lang, resort: config.resort });
        if (!live || mine !== round) return;
        if (next.clearReferrals) clearReferrals();
        setResult(next);
      } catch {
        // The config could not be read: the count stays as it is (cart errors are silent).
      }
    };
    void refresh();
    window.addEventListener(CART_CHANGED_EVENT, refresh);
    return () => {
      live = false;
      window.removeEventListener(CART_CHANGED_EVENT, refresh);
    };
  }, [lang]);

  const { count } = result;
  const label = count === 0 ? t('nav.myCart') : count === 1 ? t('cart.countOne') : t('cart.countMany', { count });
  const lines = previewLines(result.cart);
  const showPreview = open && count > 0;

  async function remove(line: (typeof lines)[number]) {
    const cartId = storage.session.get('cartId');
    if (!cartId) return;
    setBusy(line.lineId);
    try {
      const config = await loadConfig();
      if (await removeCartLine(config.msemUrl, cartId, line.lineId)) {
        analytics.removeFromCart([
          toAnalyticsItem({
            productType: line.type,
            merchantName: line.merchantName,
            product: { name: line.name },
            priceCents: line.cents / line.quantity,
            quantity: line.quantity,
          }),
        ]);
      }
    } catch {
      // The config could not be read: cart errors are silent; the refetch shows what the cart holds.
    } finally {
      setBusy(null);
      dispatchCartChanged();
    }
  }

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
      {showPreview ? (
        <section className="hd-cart-preview" aria-label={t('cart.preview')}>
          <p className="hd-cart-preview-count">{count === 1 ? t('cart.product') : t('cart.products', { count })}</p>
          <ul>
            {lines.map((l) => (
              <li key={l.lineId} data-line={l.lineId}>
                <span className="hd-cart-preview-name">
                  {l.name} × {l.quantity}
                </span>
                <span className="hd-cart-preview-price">{formatEuros(l.cents, lang)}</span>
                <button
                  type="button"
                  className="hd-cart-preview-remove"
                  disabled={busy === l.lineId}
                  aria-label={t('cart.remove', { name: l.name })}
                  onClick={() => remove(l)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <p className="hd-cart-preview-total">
            <span>{t('cart.total')}</span> <strong>{formatEuros(result.cart?.price.amount ?? 0, lang)}</strong>
          </p>
          <SmartLink href={href} base={base} className="hd-cart-preview-view">
            {t('cart.view')}
          </SmartLink>
        </section>
      ) : null}
    </div>
  );
}
