import { addDays } from '@schuss/contracts/rules';
import type { KeyboardEvent } from 'react';
import type { Lang } from '../logic';
import { addMonths, monthName, monthWeeks, weekdays } from './month';
import type { FT } from './texts';

/** What a day of the grid says: whether it can be picked, its availability in words, and a short visible note (few places left, full). */
export type DayState = { ok: boolean; text: string; note?: string; full?: boolean };

/**
 * A month of days to pick from (`${id}-cal`): previous/next month buttons around the month's name, a
 * table of day buttons named by their date and availability ("samedi 6 février 2027, 3 places"),
 * arrows moving between the days that can be picked, a spinner while the month loads and an error
 * with a retry when it fails.
 */
export function Calendar({
  id,
  lang,
  t,
  month,
  min,
  max,
  onMonth,
  status,
  retry,
  day,
  selected,
  onPick,
}: {
  id: string;
  lang: Lang;
  t: FT;
  month: string;
  min: string;
  max: string;
  onMonth: (month: string) => void;
  status: 'loading' | 'error' | 'ready';
  retry: () => void;
  day: (date: string) => DayState;
  selected: string | null;
  onPick: (date: string) => void;
}) {
  const weeks = monthWeeks(month);
  const ready = status === 'ready';
  const states = new Map(weeks.flat().flatMap((d) => (d && ready ? [[d, day(d)] as const] : [])));
  const open = [...states].filter(([, s]) => s.ok).map(([d]) => d);
  // One day in the tab order (the chosen one, else the first that can be picked); arrows move between them.
  const current = selected && open.includes(selected) ? selected : open[0];
  const keys = (e: KeyboardEvent<HTMLTableElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[e.key];
    const from = (e.target as HTMLElement).dataset.date;
    if (!step || !from) return;
    e.preventDefault();
    for (let d = addDays(from, step); states.has(d); d = addDays(d, step)) {
      if (states.get(d)?.ok) {
        document.getElementById(`${id}-d${d}`)?.focus();
        return;
      }
    }
  };
  const nav = (n: number, label: string, off: boolean) => (
    <button type="button" className="msem-cal-nav" aria-label={label} disabled={off} onClick={() => onMonth(addMonths(month, n))}>
      {n < 0 ? '‹' : '›'}
    </button>
  );
  return (
    <div id={`${id}-cal`} className="msem-cal">
      <div className="msem-cal-head">
        {nav(-1, t('prevMonth'), month <= min)}
        <h3 id={`${id}-month`} aria-live="polite">
          {monthName(month, lang)}
        </h3>
        {nav(1, t('nextMonth'), month >= max)}
      </div>
      {status === 'error' ? (
        <div className="msem-error" role="alert">
          <p>{t('monthError')}</p>
          <button type="button" className="msem-btn" onClick={retry}>
            {t('retry')}
          </button>
        </div>
      ) : status === 'loading' ? (
        <p className="msem-loading" role="status">
          <span className="msem-spinner" aria-hidden="true" /> {t('monthLoading')}
        </p>
      ) : (
        <table aria-labelledby={`${id}-month`} onKeyDown={keys}>
          <thead>
            <tr>
              {weekdays(lang).map(([short, long]) => (
                <th key={long} scope="col">
                  <abbr title={long}>{short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.find(Boolean)}>
                {w.map((d, i) => {
                  const s = d ? states.get(d) : undefined;
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a week
                    <td key={i}>
                      {d && s ? (
                        <>
                          <button
                            id={`${id}-d${d}`}
                            type="button"
                            className={`msem-day${s.full ? ' is-full' : ''}`}
                            data-date={d}
                            aria-label={s.text}
                            aria-pressed={d === selected}
                            disabled={!s.ok}
                            tabIndex={d === current ? 0 : -1}
                            onClick={() => onPick(d)}
                          >
                            {Number(d.slice(8))}
                          </button>
                          {/* Shown over the button's foot; its name says it already (the visible text stays part of the name). */}
                          {s.note ? <small aria-hidden="true">{s.note}</small> : null}
                        </>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
