/**
 * The cart view (second file): the cart, then the checkout tunnel (contact, summary, payment).
 * State lives in hooks: useCart (the cart and its reloads), useTunnel (the step, focus, what was
 * entered), useRemoveLine (removing a line); each step in its own file.
 */
import { cartItems, ecommerceEvent } from '@schuss/contracts/rules';
import { useEffect } from 'react';
import { push } from '../env';
import type { CartCtx } from '../shared';
import { CartCodes } from './CartCodes';
import { CartStep } from './CartStep';
import { EmptyCart } from './EmptyCart';
import { HoldTimer } from './HoldTimer';
import { ReleasedLines } from './ReleasedLines';
import { Tunnel } from './Tunnel';
import { checkoutTranslator } from './texts';
import { useCart } from './useCart';
import { useRemoveLine } from './useRemoveLine';
import { useTunnel } from './useTunnel';

export function CartView({ ctx }: { ctx: CartCtx }) {
  const { lang } = ctx;
  const t = checkoutTranslator(lang);
  const { cart, groups, released, empty, loadError, refresh, renew, renewing, renewed } = useCart(ctx.api, lang, ctx.resort);
  const { step, go, titleRef, stepRef, focusHeading, contact, setContact, accepted, setAccepted } = useTunnel(empty, lang);
  const { busy, remove } = useRemoveLine({ api: ctx.api, announce: ctx.announce, t, afterRemove: focusHeading });
  const renewedText = renewed.length ? t('renewed', { names: renewed.join(', ') }) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: told once per renewal
  useEffect(() => {
    if (renewedText) ctx.announce(renewedText);
  }, [renewedText]);
  const timer =
    cart?.holdExpiresAt && groups.length ? (
      <HoldTimer expiresAt={cart.holdExpiresAt} t={t} announce={ctx.announce} onExpire={refresh} />
    ) : null;

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
        <EmptyCart offers={ctx.links.offers} t={t} />
      ) : step === 0 ? (
        <>
          {renewedText ? <p className="msem-notice">{renewedText}</p> : null}
          {timer}
          {released.length ? (
            <ReleasedLines lines={released} ctx={ctx} t={t} busy={busy} renewing={renewing} onRemove={remove} onRenew={renew} />
          ) : null}
          {groups.length ? (
            <CartStep
              groups={groups}
              cents={cart.price.amount}
              lang={lang}
              t={t}
              busy={busy}
              onRemove={remove}
              onOrder={start}
              cart={cart}
              codes={<CartCodes ctx={ctx} cart={cart} t={t} />}
            />
          ) : null}
        </>
      ) : (
        <>
          {timer}
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
        </>
      )}
    </section>
  );
}
