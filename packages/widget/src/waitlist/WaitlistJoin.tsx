import type { SlotView } from '@schuss/contracts';
import { isApiCallError } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { CONTACT_MAX, EMAIL_PATTERN, PARTICIPANTS_MAX } from '@schuss/contracts/rules';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { FormCtx } from '../shared';
import { waitlistTranslator } from './texts';

type Errors = { email?: string; places?: string };

/**
 * The waiting list of a full date, under it in the participants form: an e-mail, the places wanted, the
 * language of the e-mails; a confirmation once joined. Inside the booking form, so it is a fieldset (not a
 * form of its own): Enter in a field joins, and never submits the booking form.
 */
export function WaitlistJoin({
  ctx,
  slot,
  dates,
  participants,
  onClose,
}: {
  ctx: Omit<FormCtx, 'cal'>;
  /** The full slot (its id is all the waiting list needs: the participants form's slot, or a released cart line's). */
  slot: Pick<SlotView, 'id'>;
  /** The date as the slot list says it. */
  dates: string;
  /** Places wanted to start with: the participants of the form. */
  participants: number;
  onClose: () => void;
}) {
  const t = waitlistTranslator(ctx.lang);
  const id = `msem-wl-${slot.id}`;
  const [email, setEmail] = useState('');
  const [places, setPlaces] = useState(String(Math.min(Math.max(participants, 1), PARTICIPANTS_MAX)));
  const [mailLang, setMailLang] = useState<'fr' | 'en'>(ctx.lang);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState('');
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => emailRef.current?.focus(), []);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  function check(): Errors {
    const e: Errors = {};
    const mail = email.trim();
    if (!mail) e.email = t('error.required');
    else if (mail.length > CONTACT_MAX.email || !EMAIL_PATTERN.test(mail)) e.email = t('error.email');
    const n = Number(places);
    if (!/^\d+$/.test(places.trim()) || n < 1 || n > PARTICIPANTS_MAX) e.places = t('error.places', { max: PARTICIPANTS_MAX });
    return e;
  }

  async function join() {
    if (busy) return;
    setMessage('');
    const found = check();
    setErrors(found);
    if (found.email || found.places) {
      setMessage(t('fixErrors'));
      document.getElementById(found.email ? `${id}-email` : `${id}-places`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const res = await ctx.api.call(paths.waitlistJoin, {
        body: { resort: ctx.resort, slotId: slot.id, email: email.trim(), participants: Number(places), lang: mailLang },
      });
      const text =
        res.position === 0
          ? t('alreadyOffered')
          : res.joined
            ? t('joined', { position: res.position, email: email.trim(), hours: res.offerHours })
            : t('already', { position: res.position });
      setDone(text);
      ctx.announce(text);
    } catch (err) {
      const e = isApiCallError(err) ? err : undefined;
      if (e?.field === 'body.email') setErrors({ email: t('error.email') });
      // The platform says how many places the date has at most.
      else if (e?.field === 'body.participants')
        setErrors({ places: t('error.places', { max: Number(/at most (\d+)/.exec(e.message)?.[1] ?? PARTICIPANTS_MAX) }) });
      else if (e?.code === 'slot_not_full') {
        setMessage(t('notFull'));
        // The date shows its places again.
        ctx.refreshProduct?.();
      } else
        setMessage(
          e?.code === 'slot_closed'
            ? t('closed')
            : e?.code === 'slot_past'
              ? t('past')
              : e?.code === 'rate_limited'
                ? t('rateLimited')
                : e?.code === 'network'
                  ? t('network')
                  : (err as Error).message,
        );
    } finally {
      setBusy(false);
    }
  }

  // Enter joins the list; it must not submit the booking form around it.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault();
      void join();
    }
  };
  const described = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <fieldset id={id} className="msem-waitlist" onKeyDown={onKeyDown}>
      <legend>{t('joinTitle', { dates })}</legend>
      {done ? (
        <p ref={doneRef} className="msem-waitlist-done" role="status" tabIndex={-1}>
          {done}
        </p>
      ) : (
        <>
          <p className="msem-hint">{t('joinIntro')}</p>
          <div className="msem-field">
            <label htmlFor={`${id}-email`}>{t('email')}</label>
            <input
              ref={emailRef}
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={CONTACT_MAX.email}
              value={email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={described('email')}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            {errors.email ? (
              <p id={`${id}-email-error`} className="msem-field-error">
                {errors.email}
              </p>
            ) : null}
          </div>
          <div className="msem-grid">
            <div className="msem-field">
              <label htmlFor={`${id}-places`}>{t('places')}</label>
              <input
                id={`${id}-places`}
                type="number"
                inputMode="numeric"
                min={1}
                max={PARTICIPANTS_MAX}
                step={1}
                value={places}
                aria-invalid={errors.places ? true : undefined}
                aria-describedby={described('places')}
                onChange={(e) => setPlaces(e.currentTarget.value)}
              />
              {errors.places ? (
                <p id={`${id}-places-error`} className="msem-field-error">
                  {errors.places}
                </p>
              ) : null}
            </div>
            <div className="msem-field">
              <label htmlFor={`${id}-lang`}>{t('mailLang')}</label>
              <select id={`${id}-lang`} value={mailLang} onChange={(e) => setMailLang(e.currentTarget.value === 'en' ? 'en' : 'fr')}>
                <option value="fr" lang="fr">
                  {t('french')}
                </option>
                <option value="en" lang="en">
                  {t('english')}
                </option>
              </select>
            </div>
          </div>
          {message ? (
            <p className="msem-error" role="alert">
              {message}
            </p>
          ) : null}
        </>
      )}
      <div className="msem-actions">
        {done ? null : (
          <button type="button" className="msem-btn" disabled={busy} onClick={() => void join()}>
            {busy ? t('joining') : t('join')}
          </button>
        )}
        <button type="button" className="msem-btn msem-secondary" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </fieldset>
  );
}
