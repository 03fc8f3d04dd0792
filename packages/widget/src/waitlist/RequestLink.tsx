import type { LessonRequestLink } from '@schuss/contracts';
import { dispatchCartChanged, isApiCallError, rememberCart } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { useEffect, useState } from 'react';
import { session } from '../env';
import { formatDate } from '../logic';
import type { WaitlistLinkProps } from '../shared';
import { requestTranslator } from './request-texts';

/**
 * The panel of a request's payment link (`?request=TOKEN` on the cart page, third file): while the office's offer
 * waits for payment, its cart becomes the tab's cart (the cart view below reads it again) and the visitor pays it
 * through the usual checkout; otherwise why the link no longer pays anything.
 */
export function RequestLink({ ctx, token }: WaitlistLinkProps) {
  const { lang } = ctx;
  const t = requestTranslator(lang);
  const [state, setState] = useState<LessonRequestLink | 'loading' | 'invalid' | 'error'>('loading');
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new round
  useEffect(() => {
    let live = true;
    ctx.api.call(paths.lessonRequestLink, { params: { token } }).then(
      (v) => {
        if (!live) return;
        if (v.cartId) {
          session.set('cartId', v.cartId);
          rememberCart(v.cartId);
          dispatchCartChanged();
        }
        setState(v);
      },
      (err) => live && setState(isApiCallError(err) && err.status === 404 ? 'invalid' : 'error'),
    );
    return () => {
      live = false;
    };
  }, [token, round]);
  const v = typeof state === 'object' ? state : null;
  return (
    <section className="msem-waitlist-link" aria-labelledby="msem-rq-link">
      <h2 id="msem-rq-link">{t('linkTitle')}</h2>
      {state === 'loading' ? (
        <p role="status">{t('loading')}</p>
      ) : state === 'invalid' ? (
        <p role="alert">{t('invalid')}</p>
      ) : state === 'error' ? (
        <div role="alert">
          <p>{t('error')}</p>
          <button type="button" className="msem-btn" onClick={() => setRound((r) => r + 1)}>
            {t('retry')}
          </button>
        </div>
      ) : v?.cartId ? (
        <p role="status">
          {t('inCart', {
            product: v.product,
            day: formatDate(v.day, lang),
            start: v.start ?? '',
            end: v.end ?? '',
            until: v.payBy
              ? new Date(v.payBy).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short' })
              : '',
          })}
        </p>
      ) : (
        <p role="status">{t(v?.status === 'paid' ? 'paid' : v?.status === 'expired' ? 'expired' : 'other')}</p>
      )}
    </section>
  );
}
