'use client';
import type { CartResponse } from '@schuss/contracts';
import { dispatchCartChanged } from '@schuss/contracts/api';
import { cartItems, type DisplayGroup, type DisplayLine, formatEuros, groupCart, holdTimeLeft } from '@schuss/contracts/rules';
import { useEffect, useState } from 'react';
import { translator } from '../../i18n';
import { analytics } from '../../lib/analytics';
import { loadConfig } from '../../lib/config.client';
import { storage } from '../../lib/storage';
import { SmartLink } from '../SmartLink';

type Props = { cart: CartResponse['cart']; count: number; href: string; base: string; lang: string };

/** The time left on the places held, moving every second while the preview is open. */
function HoldClock({ expiresAt, lang }: { expiresAt: string; lang: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  const left = holdTimeLeft(expiresAt, now);
  return (
    <p className={`hd-cart-preview-hold${left.ms <= 300_000 ? ' is-short' : ''}`} role="timer">
      {translator(lang)('cart.holdLeft', { clock: left.clock })}
    </p>
  );
}

/**
 * The cart shortcut's hover preview (992 px and wider): the count, the lines with their participants, in euros, with a
 * button that removes each, the total and "View cart". Loaded by CartShortcut once the cart has
 * something in it. A removal tells the page the cart changed, whatever its outcome: the header
 * refetches the cart and shows what it holds (cart errors are silent).
 */
export default function CartPreview({ cart, count, href, base, lang }: Props) {
  const t = translator(lang);
  const [busy, setBusy] = useState<number | null>(null);
  const groups = groupCart(cart);
  const lines = groups.flatMap((group) => group.lines.map((line) => ({ group, line })));

  async function remove(group: DisplayGroup, line: DisplayLine) {
    const cartId = storage.session.get('cartId');
    if (!cartId) return;
    setBusy(line.lineId);
    try {
      const [config, { removeCartLine }] = await Promise.all([loadConfig(), import('../../lib/cart-api')]);
      if (await removeCartLine(config.msemUrl, cartId, line.lineId)) {
        analytics.removeFromCart(cartItems([{ ...group, lines: [line] }]));
      }
    } catch {
      // The config or the cart's code could not be loaded: the refetch shows what the cart holds.
    } finally {
      setBusy(null);
      dispatchCartChanged();
    }
  }

  const released = cart.released?.length ?? 0;
  return (
    <section className="hd-cart-preview" aria-label={t('cart.preview')}>
      <p className="hd-cart-preview-count">{count === 1 ? t('cart.product') : t('cart.products', { count })}</p>
      {cart.holdExpiresAt && count > 0 ? <HoldClock expiresAt={cart.holdExpiresAt} lang={lang} /> : null}
      {released ? (
        <p className="hd-cart-preview-released">{released === 1 ? t('cart.releasedOne') : t('cart.releasedMany', { count: released })}</p>
      ) : null}
      <ul>
        {lines.map(({ group, line: l }) => (
          <li key={l.lineId} data-line={l.lineId}>
            <span className="hd-cart-preview-name">
              {l.name}
              <span className="hd-cart-preview-who">{l.participants.map((p) => p.name).join(', ')}</span>
            </span>
            <span className="hd-cart-preview-price">{formatEuros(l.cents, lang)}</span>
            <button
              type="button"
              className="hd-cart-preview-remove"
              disabled={busy === l.lineId}
              aria-label={t('cart.remove', { name: l.name })}
              onClick={() => remove(group, l)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className="hd-cart-preview-total">
        <span>{t('cart.total')}</span> <strong>{formatEuros(cart.price.amount, lang)}</strong>
      </p>
      <SmartLink href={href} base={base} className="hd-cart-preview-view">
        {t('cart.view')}
      </SmartLink>
    </section>
  );
}
