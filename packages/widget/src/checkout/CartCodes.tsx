import type { CartCode } from '@schuss/contracts';
import { dispatchCartChanged, isApiCallError } from '@schuss/contracts/api';
import { formatEuros } from '@schuss/contracts/rules';
import { type FormEvent, useId, useState } from 'react';
import { session } from '../env';
import type { CartCtx } from '../shared';
import type { Cart } from './model';
import type { CT } from './texts';

/** The platform's refusals of a code that the widget says in the visitor's language (else `offer.other`). */
const REFUSALS = new Set([
  'offer_unknown',
  'offer_not_yet_valid',
  'offer_expired',
  'offer_used_up',
  'offer_disabled',
  'offer_not_applicable',
  'offer_not_combinable',
  'exists',
]);

type Key = Parameters<CT>[0];

/** Why a code of the cart takes nothing (null when it applies). */
export function codeStatusText(c: CartCode, t: CT): string | null {
  if (c.status === 'applied') return null;
  const reason = t(`offer.offer_${c.status}` as Key);
  // Statuses that stop the checkout until the code is removed.
  return c.status === 'not_applicable' ? reason : t('offer.blocked', { reason });
}

/** What a code is called in the cart: `Code NOEL10`, `Gift voucher …K7QM`. */
export const codeName = (c: CartCode, t: CT) => t(c.kind === 'promo' ? 'promoLabel' : 'voucherLabel', { code: c.label });

/**
 * The cart's field for a promo code or a gift voucher's code, and the codes entered, each removable.
 * The platform checks and prices each code (the widget never computes a discount): an accepted code
 * reloads the cart (`cart-changed`, the header too); a refused one is said next to the field, in the
 * visitor's language, from the answer's code.
 */
export function CartCodes({ ctx, cart, t }: { ctx: CartCtx; cart: Cart; t: CT }) {
  const id = useId().replace(/:/g, '');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const codes = cart.offers?.codes ?? [];

  async function apply(e: FormEvent) {
    e.preventDefault();
    const cartId = session.get('cartId');
    const code = value.trim();
    if (!code) {
      setError(t('offer.required'));
      document.getElementById(`${id}-code`)?.focus();
      return;
    }
    if (!cartId) return;
    setBusy(true);
    setError(null);
    try {
      const res = await ctx.api.applyCode({ cartId, resort: ctx.resort, lang: ctx.lang, code });
      const entered = res.cart.offers?.codes.at(-1);
      setValue('');
      ctx.announce(t('codeApplied', { code: entered?.label ?? code }));
      dispatchCartChanged();
    } catch (err) {
      if (isApiCallError(err) && err.code === 'rate_limited') {
        // Too many codes that do not exist: how long to wait, from the platform's answer ("try again in 14 min").
        setError(t('offer.rate_limited', { minutes: Number(/in (\d+) min/.exec(err.message)?.[1] ?? 15) }));
        document.getElementById(`${id}-code`)?.focus();
        return;
      }
      const key: Key =
        isApiCallError(err) && err.code === 'network'
          ? 'offer.network'
          : isApiCallError(err) && REFUSALS.has(err.code)
            ? (`offer.${err.code}` as Key)
            : 'offer.other';
      setError(t(key));
      document.getElementById(`${id}-code`)?.focus();
    } finally {
      setBusy(false);
    }
  }

  async function remove(c: CartCode) {
    const cartId = session.get('cartId');
    if (!cartId) return;
    setRemoving(c.id);
    try {
      await ctx.api.removeCode(c.id, { cartId, resort: ctx.resort, lang: ctx.lang });
      ctx.announce(t('codeRemoved', { code: c.label }));
      dispatchCartChanged();
      document.getElementById(`${id}-code`)?.focus();
    } catch (err) {
      ctx.announce((err as Error).message);
    } finally {
      setRemoving(null);
    }
  }

  return (
    <div className="msem-codes">
      <form className="msem-field" noValidate onSubmit={apply} aria-busy={busy}>
        <label htmlFor={`${id}-code`}>{t('codeLabel')}</label>
        <div className="msem-code-row">
          <input
            id={`${id}-code`}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-code-error` : undefined}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              if (error) setError(null);
            }}
          />
          <button type="submit" className="msem-btn msem-secondary" disabled={busy}>
            {busy ? t('codeChecking') : t('codeApply')}
          </button>
        </div>
        {error ? (
          <p id={`${id}-code-error`} className="msem-field-error" role="alert">
            {error}
          </p>
        ) : null}
      </form>
      {codes.length ? (
        <ul className="msem-code-list" aria-label={t('codesTitle')}>
          {codes.map((c) => {
            const problem = codeStatusText(c, t);
            return (
              <li key={c.id} className={problem ? 'is-off' : undefined}>
                <span>
                  <strong>{codeName(c, t)}</strong>
                  {c.status === 'applied' ? <> −{formatEuros(c.amount.amount, ctx.lang)}</> : null}
                  {c.kind === 'voucher' && c.balance && c.status === 'applied' ? (
                    <span className="msem-muted"> ({t('voucherBalance', { amount: formatEuros(c.balance.amount, ctx.lang) })})</span>
                  ) : null}
                  {problem ? <span className="msem-field-error msem-code-problem">{problem}</span> : null}
                </span>
                <button
                  type="button"
                  className="msem-btn msem-secondary"
                  disabled={removing === c.id}
                  aria-label={t('codeRemoveLabel', { code: c.label })}
                  onClick={() => void remove(c)}
                >
                  {t('codeRemove')}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
