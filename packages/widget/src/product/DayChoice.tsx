import { addDays, isIsoDate } from '@schuss/contracts/rules';
import { formatDate } from '../logic';
import type { FormCtx } from '../shared';
import type { FT } from './texts';

/** An undated product's number of days or nights (its first day is picked on the calendar above), with the last day. */
export function DayChoice({
  id,
  needsStart,
  nights,
  maxDays,
  startDate,
  days,
  onDays,
  t,
  lang,
}: {
  id: string;
  needsStart: boolean;
  /** The days are nights (accommodation, stay tax): the labels say so. */
  nights: boolean;
  maxDays: number;
  startDate: string;
  days: number;
  onDays: (days: number) => void;
  t: FT;
  lang: FormCtx['lang'];
}) {
  const dayWord = (n: number) => t(nights ? (n > 1 ? 'nights' : 'night') : n > 1 ? 'days' : 'day', { n });
  return (
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
        <p className="msem-hint">
          {t(nights ? 'arrival' : 'startDate', {
            from: formatDate(startDate, lang),
            to: formatDate(addDays(startDate, nights ? days : days - 1), lang),
          })}
        </p>
      ) : null}
    </div>
  );
}
