import { isApiCallError } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { type FormEvent, useRef, useState } from 'react';
import type { LessonRequestProps } from '../shared';
import { type RequestKey, requestTranslator } from './request-texts';

type Person = { firstName: string; lastName: string; birthDate: string };
const blank = (): Person => ({ firstName: '', lastName: '', birthDate: '' });

/** The label key of a field the platform names (`body.contact.email`, `body.participants.0.birthDate`). */
function labelOf(field: string | undefined): RequestKey | null {
  const last = field?.split('.').pop() ?? '';
  if (field?.startsWith('body.contact.')) return last as RequestKey;
  if (['day', 'window', 'message', 'firstName', 'lastName', 'birthDate'].includes(last)) return last as RequestKey;
  return field === 'body.participants' ? 'count' : null;
}

/**
 * A private lesson's request (third file): the day and time of day wanted, the participants (names and birth dates:
 * the office's answer is priced from them), and how to reach the visitor. Sent, the office answers by e-mail; a field
 * the platform refuses is named in words and takes the focus.
 */
export function LessonRequest({ ctx, product, day }: LessonRequestProps) {
  const { lang } = ctx;
  const t = requestTranslator(lang);
  const [form, setForm] = useState({ day, window: 'any', name: '', email: '', phone: '', message: '' });
  const [people, setPeople] = useState<Person[]>([blank()]);
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' } | { kind: 'error'; text: string }>({ kind: 'idle' });
  const box = useRef<HTMLElement>(null);
  const id = `msem-rq-${product.key}`;
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  const setPerson = (i: number, k: keyof Person) => (e: { target: { value: string } }) =>
    setPeople(people.map((p, j) => (j === i ? { ...p, [k]: e.target.value } : p)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setState({ kind: 'sending' });
    try {
      await ctx.api.call(paths.lessonRequestCreate, {
        body: {
          resort: ctx.resort,
          lang,
          productKey: product.key,
          day: form.day,
          window: form.window as 'any',
          participants: people,
          contact: { name: form.name, email: form.email, phone: form.phone },
          message: form.message,
        },
      });
      setState({ kind: 'sent' });
      ctx.announce(t('sent', { email: form.email }));
    } catch (err) {
      const field = isApiCallError(err) && err.status === 400 ? err.field : undefined;
      const label = labelOf(field);
      setState({ kind: 'error', text: label ? t('check', { field: t(label) }) : t('error') });
      const at = field
        ?.replace(/^body\./, '')
        .replace(/^contact\./, '')
        .replace(/\./g, '-');
      if (at) document.getElementById(`${id}-${at}`)?.focus();
    }
  }

  const input = (k: 'day' | 'name' | 'email' | 'phone', type: string, auto?: string) => (
    <div className="msem-field">
      <label htmlFor={`${id}-${k}`}>{t(k)}</label>
      <input id={`${id}-${k}`} type={type} required autoComplete={auto} value={form[k]} onChange={set(k)} />
    </div>
  );

  return (
    <section ref={box} className="msem-waitlist-link" aria-labelledby={`${id}-t`}>
      <h3 id={`${id}-t`}>{t('title')}</h3>
      {state.kind === 'sent' ? (
        <p role="status">{t('sent', { email: form.email })}</p>
      ) : (
        <form onSubmit={submit}>
          <p>{t('intro')}</p>
          {input('day', 'date')}
          <fieldset>
            <legend>{t('window')}</legend>
            {(['morning', 'afternoon', 'any'] as const).map((w) => (
              <label key={w} className="msem-choice">
                <input type="radio" name={`${id}-window`} value={w} checked={form.window === w} onChange={set('window')} /> {t(w)}
              </label>
            ))}
          </fieldset>
          <div className="msem-field">
            <label htmlFor={`${id}-participants`}>{t('count')}</label>
            <select
              id={`${id}-participants`}
              value={people.length}
              onChange={(e) => setPeople(Array.from({ length: Number(e.target.value) }, (_, i) => people[i] ?? blank()))}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </div>
          {people.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a participant is their place in the list
            <fieldset key={i}>
              <legend>{t('person', { n: i + 1 })}</legend>
              {(['firstName', 'lastName', 'birthDate'] as const).map((k) => (
                <div className="msem-field" key={k}>
                  <label htmlFor={`${id}-participants-${i}-${k}`}>{t(k)}</label>
                  <input
                    id={`${id}-participants-${i}-${k}`}
                    type={k === 'birthDate' ? 'date' : 'text'}
                    required
                    value={p[k]}
                    onChange={setPerson(i, k)}
                  />
                </div>
              ))}
            </fieldset>
          ))}
          {input('name', 'text', 'name')}
          {input('email', 'email', 'email')}
          {input('phone', 'tel', 'tel')}
          <div className="msem-field">
            <label htmlFor={`${id}-message`}>{t('message')}</label>
            <textarea id={`${id}-message`} maxLength={500} value={form.message} onChange={set('message')} />
          </div>
          {state.kind === 'error' ? (
            <p className="msem-error" role="alert">
              {state.text}
            </p>
          ) : null}
          <button type="submit" className="msem-btn" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? t('sending') : t('send')}
          </button>
        </form>
      )}
    </section>
  );
}
