'use client';
import type { MyBookingLang } from '@schuss/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { findBookingDictionaries } from '../../i18n/messages-find-booking';
import { translatorIn } from '../../i18n/translate';
import { type FindField, type FindOutcome, requestBookingLink } from './find-booking';
import './find-booking.css';

export type FindBookingProps = { lang: MyBookingLang; resort: string; platformUrl: string; titleId: string };

/** A wait in words: seconds under two minutes, minutes beyond. */
const waitWords = (seconds: number, t: ReturnType<typeof translatorIn>) =>
  seconds < 120 ? t('find.wait.seconds', { n: Math.max(1, Math.ceil(seconds)) }) : t('find.wait.minutes', { n: Math.ceil(seconds / 60) });

/**
 * "Find my booking": order number and e-mail to the platform, which e-mails the
 * booking's link when both match. The answer is the same either way; it is read out by a live
 * region, and a field to correct is named beside it and gets the focus.
 */
export function FindBookingForm({ lang, resort, platformUrl, titleId }: FindBookingProps) {
  const t = translatorIn(findBookingDictionaries, lang);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ value: FindOutcome; n: number } | null>(null);
  const orderRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  const fields: FindField[] = outcome?.value.kind === 'fields' ? outcome.value.fields : [];
  useEffect(() => {
    const first = outcome?.value.kind === 'fields' ? outcome.value.fields[0] : undefined;
    if (first === 'orderNumber') orderRef.current?.focus();
    if (first === 'email') emailRef.current?.focus();
  }, [outcome]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    const value = await requestBookingLink(platformUrl, {
      resort,
      lang,
      orderNumber: String(data.get('orderNumber') ?? ''),
      email: String(data.get('email') ?? ''),
    });
    setBusy(false);
    setOutcome((prev) => ({ value, n: (prev?.n ?? 0) + 1 }));
  };

  let message: string | null = null;
  if (outcome) {
    const v = outcome.value;
    if (v.kind === 'sent') message = t('find.sent', { email: v.email });
    else if (v.kind === 'tooMany')
      message = v.waitSeconds === null ? t('find.error.tooManyNoWait') : t('find.error.tooMany', { wait: waitWords(v.waitSeconds, t) });
    else if (v.kind === 'network') message = t('find.error.network');
    else if (v.kind === 'failed') message = t('find.error.failed', { status: v.status });
  }
  const error = (f: FindField) => (fields.includes(f) ? t(`find.error.${f}`) : null);

  return (
    <form className="find-booking" onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={busy} noValidate>
      <div className="find-booking-field">
        <label htmlFor="find-booking-order">{t('find.orderNumber')}</label>
        <p id="find-booking-order-hint" className="find-booking-hint">
          {t('find.orderNumber.hint')}
        </p>
        <input
          ref={orderRef}
          id="find-booking-order"
          name="orderNumber"
          type="text"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          required
          readOnly={busy}
          aria-invalid={fields.includes('orderNumber') || undefined}
          aria-describedby={`find-booking-order-hint${error('orderNumber') ? ' find-booking-order-error' : ''}`}
        />
        {error('orderNumber') ? (
          <p id="find-booking-order-error" className="find-booking-error">
            {error('orderNumber')}
          </p>
        ) : null}
      </div>
      <div className="find-booking-field">
        <label htmlFor="find-booking-email">{t('find.email')}</label>
        <input
          ref={emailRef}
          id="find-booking-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          readOnly={busy}
          aria-invalid={fields.includes('email') || undefined}
          aria-describedby={error('email') ? 'find-booking-email-error' : undefined}
        />
        {error('email') ? (
          <p id="find-booking-email-error" className="find-booking-error">
            {error('email')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" aria-disabled={busy || undefined}>
        {busy ? t('find.busy') : t('find.submit')}
      </button>
      {/* Always in the page, so that screen readers announce what is put in it. */}
      <p className={`find-booking-status${outcome?.value.kind === 'sent' ? ' find-booking-sent' : ''}`} role="status" aria-live="polite">
        {message ? <span key={outcome?.n}>{message}</span> : null}
      </p>
    </form>
  );
}
