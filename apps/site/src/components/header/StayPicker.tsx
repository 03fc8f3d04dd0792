'use client';
import type { Stay } from '@schuss/contracts/api';
import { dispatchStayChanged, STAY_CHANGED_EVENT } from '@schuss/contracts/api';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { translator } from '../../i18n';
import { loadConfig } from '../../lib/config.client';
import { checkStay, formatStayDate, formatStayRange, parseStay, type Season, type StayError } from '../../lib/stay';
import { storage } from '../../lib/storage';
import { CalendarIcon } from './icons';
import { useEarlyClick } from './use-early-click';

/** "val-neige" → "Val-Neige" (the config's resort is a slug). */
function resortName(slug: string): string {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('-');
}

/**
 * The header stay picker ("Your stay at …", docs/spec.md §3 and §9): a button showing the stored stay
 * (sessionStorage `stay`), opening a modal dialog with two native date fields limited to the
 * season. Save validates (both dates, from ≤ to, inside the season), stores the stay and
 * dispatches `stay-changed` on `window`; Clear removes it. Escape closes the dialog and focus
 * returns to the button. The stay is re-read on `stay-changed` (the season products links set it).
 */
export function StayPicker({ lang, resort: resortSlug }: { lang: string; resort?: string }) {
  const t = translator(lang);
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const [stay, setStay] = useState<Stay | null>(null);
  const [season, setSeason] = useState<Season | null>(null);
  const [resort, setResort] = useState(resortSlug ?? '');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<StayError | null>(null);
  const [status, setStatus] = useState('');

  useEffect(() => {
    let live = true;
    const read = () => setStay(parseStay(storage.session.get('stay')));
    read();
    window.addEventListener(STAY_CHANGED_EVENT, read);
    loadConfig().then(
      (config) => {
        if (!live) return;
        setSeason(config.season);
        if (config.resort) setResort(config.resort);
      },
      () => {},
    );
    return () => {
      live = false;
      window.removeEventListener(STAY_CHANGED_EVENT, read);
    };
  }, []);

  const name = resortName(resort);
  const title = t('nav.yourStayAt', { resort: name });
  const label = stay ? t('stay.dates', { from: formatStayDate(stay.from, lang), to: formatStayDate(stay.to, lang) }) : title;
  // In words on the button (issue 28): the dates in short, or "Vos dates"; "Dates" where the bar is narrowest.
  // The name starts with what it shows (WCAG 2.5.3), then says it all.
  const shown = stay ? formatStayRange(stay.from, stay.to, lang) : t('nav.yourDates');

  function open() {
    setFrom(stay?.from ?? '');
    setTo(stay?.to ?? '');
    setError(null);
    setStatus('');
    dialog.current?.showModal();
  }
  function close() {
    dialog.current?.close();
  }
  function save(event: FormEvent) {
    event.preventDefault();
    const problem = checkStay(from, to, season ?? undefined);
    setError(problem);
    if (problem) return;
    const next = { from, to };
    storage.session.set('stay', next);
    // A stay chosen here is no longer the forced whole-season stay of the season products page.
    storage.session.remove('forcedSeasonStay');
    storage.session.remove('stayWeek');
    setStay(next);
    setStatus(t('stay.saved'));
    dispatchStayChanged();
    close();
  }
  function clear() {
    storage.session.remove('stay');
    storage.session.remove('forcedSeasonStay');
    storage.session.remove('stayWeek');
    setStay(null);
    setFrom('');
    setTo('');
    setError(null);
    setStatus(t('stay.cleared'));
    dispatchStayChanged();
    close();
  }

  const errorText =
    error === 'season' && season
      ? t('stay.error.season', { start: formatStayDate(season.start, lang), end: formatStayDate(season.end, lang) })
      : error
        ? t(`stay.error.${error}`)
        : '';
  const errorId = `${id}-error`;
  // A click before hydration opens the dialog once the page is hydrated.
  useEarlyClick((key) => key === 'stay', open);

  return (
    <div className="hd-stay">
      <button
        ref={button}
        type="button"
        className="hd-shortcut hd-stay-button"
        aria-haspopup="dialog"
        data-early-click="stay"
        onClick={open}
        data-stay={stay ? `${stay.from}/${stay.to}` : ''}
      >
        <CalendarIcon />
        <span className="hd-stay-long">{shown}</span>
        <span className="hd-stay-short">{t('nav.datesShort')}</span>
        <span className="visually-hidden"> — {label}</span>
      </button>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      <dialog ref={dialog} className="hd-stay-dialog" aria-labelledby={`${id}-title`} onClose={() => button.current?.focus()}>
        <form onSubmit={save} noValidate>
          <h2 id={`${id}-title`} className="hd-stay-title">
            {t('stay.dialog', { resort: name })}
          </h2>
          <div className="hd-stay-fields">
            <label htmlFor={`${id}-from`}>{t('stay.from')}</label>
            <input
              id={`${id}-from`}
              type="date"
              value={from}
              min={season?.start}
              max={season?.end}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
            <label htmlFor={`${id}-to`}>{t('stay.to')}</label>
            <input
              id={`${id}-to`}
              type="date"
              value={to}
              min={from || season?.start}
              max={season?.end}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          {error ? (
            <p id={errorId} className="hd-stay-error" role="alert">
              {errorText}
            </p>
          ) : null}
          <div className="hd-stay-actions">
            <button type="submit" className="hd-stay-save">
              {t('stay.save')}
            </button>
            <button type="button" className="hd-stay-clear" onClick={clear}>
              {t('stay.clear')}
            </button>
            <button type="button" className="hd-stay-close" onClick={close}>
              {t('stay.close')}
            </button>
          </div>
        </form>
      </dialog>
    </div>
  );
}
