import type { CheckoutConflict } from '@schuss/contracts';
import { useEffect, useState } from 'react';
import { isApiError } from '../api';
import { cartChanged, local, session } from '../env';
import type { CartCtx } from '../shared';
import { referrals } from './affiliation';
import { type ContactForm, contactPayload } from './contact';
import type { Conflict } from './model';
import type { CT } from './texts';

/**
 * Paying: `pay` turns the cart into an order and leaves for the payment page (`paying` stays true
 * until the browser does). A 409 gives the lines no longer available (`conflict`) and refreshes the
 * cart; any other failure a message (`error`).
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
      const body = isApiError(err) ? (err.body as Partial<CheckoutConflict> | undefined) : undefined;
      if (isApiError(err) && err.status === 409 && Array.isArray(body?.error?.lines)) {
        setConflict(body.error.lines);
        cartChanged();
      } else setError(isApiError(err) ? t('payError', { message: err.message }) : t('payNetwork'));
    }
  }
  return { paying, conflict, error, pay };
}
