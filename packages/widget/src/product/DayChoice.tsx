import { addDays, isIsoDate } from '@schuss/contracts/rules';
import { formatDate } from '../logic';
import type { FormCtx } from '../shared';
import type { FT } from './texts';

/** An undated product's start date (inside the stay) and number of days or nights, with the last day. */
export function DayChoice({
  id,
  needsStart,
  needsDays,
  nights,
  range,
  maxDays,
  startDate,
  onStartDate,
  dateError,
  days,
  onDays,
  t,
  lang,
}: {
  id: string;
  needsStart: boolean;
  needsDays: boolean;
  /** The days are nights (accommodation, stay tax): the labels say so. */
  nights: boolean;
  /** The start dates offered. */
  range: { min: string; max: string };
  maxDays: number;
  startDate: string;
  onStartDate: (date: string) => void;
  dateError: boolean;
  days: number;
  onDays: (days: number) => void;
  t: FT;
  lang: FormCtx['lang'];
}) {
  const dayWord = (n: number) => t(nights ? (n > 1 ? 'nights' : 'night') : n > 1 ? 'days' : 'day', { n });
  return (
    <fieldset className="msem-days">
      <legend>{t('dates')}</legend>
      {needsStart ? (
        <div className="msem-field">
          <label htmlFor={`${id}-start`}>{t(nights ? 'arrival' : 'startDate')}</label>
          <input
            id={`${id}-start`}
            type="date"
            min={range.min}
            max={range.max}
            value={startDate}
            aria-invalid={dateError || undefined}
            aria-describedby={dateError ? `${id}-start-error` : undefined}
            onChange={(e) => onStartDate(e.currentTarget.value)}
          />
          {dateError ? (
            <p id={`${id}-start-error`} className="msem-field-error">
              {t('error.dateRange', { min: formatDate(range.min, lang), max: formatDate(range.max, lang) })}
            </p>
          ) : null}
        </div>
      ) : null}
      {needsDays ? (
        <div className="msem-field">
          <label htmlFor={`${id}-days`}>{t(nights ? 'nightCount' : 'dayCount')}</label>
          <select id={`${id}-days`} value={days} onChange={(e) => onDays(Number(e.currentTarget.value))}>
            {Array.from({ length: maxDays }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {dayWord(n)}
              </option>
            ))}
          </select>
          {needsStart && isIsoDate(startDate) ? (
            <p className="msem-hint">{t('until', { date: formatDate(addDays(startDate, nights ? days : days - 1), lang) })}</p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
