import type { CheckoutConflict } from '@schuss/contracts';
import { dispatchCartChanged, isApiCallError } from '@schuss/contracts/api';
import { useEffect, useState } from 'react';
import { local, session } from '../env';
import type { CartCtx } from '../shared';
import { referrals } from './affiliation';
import { type ContactForm, contactPayload } from './contact';
import type { Conflict } from './model';
import type { CT } from './texts';

/**
 * Paying: `pay` turns the cart into an order and leaves for the payment page (`paying` stays true
 * until the browser does). An `unavailable` answer gives the lines no longer available (`conflict`)
 * and refreshes the cart; no answer at all says so; any other failure gives the platform's message
 * (`error`).
 */
export function useCheckout({ api, resort, lang, contact, t }: Pick<CartCtx, 'api' | 'resort' | 'lang'> & { contact: ContactForm; t: CT }) {
  const [paying, setPaying] = useState(false);
  // Back from the payment page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const shown = (e: PageTransitionEvent) => e.persisted && setPaying(false);
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [error, setError] = useState('');
  async function pay() {
    const cartId = session.get('cartId');
    if (!cartId) return;
    setPaying(true);
    setError('');
    setConflict(null);
    try {
      const res = await api.checkout({
        cartId,
        resort,
        lang,
        contact: contactPayload(contact),
        acceptTerms: true,
        ...referrals(local.get),
      });
      // The browser leaves for the payment page: the busy state stays until it does.
      window.location.assign(res.redirectUrl);
    } catch (err) {
      setPaying(false);
      // An `unavailable` answer (409) lists the lines (CheckoutConflict); `err.code` is an ErrorCode, checked by the compiler.
      const lines = isApiCallError(err) && err.code === 'unavailable' ? (err.body as Partial<CheckoutConflict>)?.error?.lines : undefined;
      if (Array.isArray(lines)) {
        setConflict(lines);
        dispatchCartChanged();
      } else if (isApiCallError(err) && err.status === 409 && err.code.startsWith('offer_')) {
        // A promo code or voucher of the cart is no longer valid (offers): the cart shows which.
        setError(t('offerBlocked'));
        dispatchCartChanged();
      } else if (isApiCallError(err) && err.code === 'provider_failed') setError(t('payProvider'));
      else if (isApiCallError(err) && err.code !== 'network') setError(t('payError', { message: err.message }));
      else setError(t('payNetwork'));
    }
  }
  return { paying, conflict, error, pay };
}
