/** The group lessons' pattern of the slot generation form: the weekday a week starts, its days and the times of a day. */

import { PATTERN_DAYS_MAX } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import type { SeasonMessages } from '../../i18n/season';
import { numberOf, WEEK_ORDER, weekdayNames } from './format';
import { ErrorLine } from './GenerateErrorLine';
import { useSeasonTexts } from './texts';
import type { GenerateFormState } from './useGenerateForm';

/**
 * What a week's slot covers with the choices as they are ("Du lundi au vendredi : 5 jours."), or the
 * range of days allowed while the number typed is not one.
 */
function daysHint(t: SeasonMessages, names: string[], weekday: string, days: string): string {
  const first = Number(weekday);
  const n = numberOf(days);
  if (!Number.isInteger(first) || first < 0 || first > 6 || n === undefined || !Number.isInteger(n) || n < 1 || n > PATTERN_DAYS_MAX) {
    return t.daysRange;
  }
  return t.generateDaysHint(names[first] as string, names[(first + n - 1) % 7] as string, n);
}

/** One slot a week: its first weekday, how many days it runs, and the times (rows added and removed with buttons). */
export function GenerateTimes({ form }: { form: GenerateFormState }) {
  const { lang } = useI18n();
  const t = useSeasonTexts();
  const { id, initial, register, times, err, described, timeText } = form;
  const days = weekdayNames(lang);
  return (
    <>
      <div className="season-dates">
        <div className="field">
          <label htmlFor={`${id}-weekday`}>{t.generateWeekday}</label>
          <select
            id={`${id}-weekday`}
            aria-describedby={described('weekday')}
            // The form's default, also as the element's (happy-dom does not take it from the form).
            defaultValue={initial.weekday}
            {...register('weekday')}
          >
            {WEEK_ORDER.map((d) => (
              <option key={d} value={String(d)}>
                {days[d]}
              </option>
            ))}
          </select>
          <ErrorLine id={id} name="weekday" text={err('weekday') ? t.patternEmpty : undefined} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-days`}>{t.generateDays}</label>
          <input
            id={`${id}-days`}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={err('days') ? true : undefined}
            aria-describedby={described('days', true)}
            {...register('days')}
          />
          <p className="hint" id={`${id}-days-hint`}>
            {daysHint(t, days, form.weekday, form.days)}
          </p>
          <ErrorLine id={id} name="days" text={err('days') ? t.daysRange : undefined} />
        </div>
      </div>
      <fieldset className="field">
        <legend>{t.generateTimes}</legend>
        <ul className="time-list">
          {times.fields.map((row, i) => (
            <li key={row.id} className="time-row">
              <div className="field">
                <label htmlFor={`${id}-times.${i}.start`}>{t.timeStart(i + 1)}</label>
                <input
                  id={`${id}-times.${i}.start`}
                  type="time"
                  aria-invalid={err(`times.${i}.start`) ? true : undefined}
                  aria-describedby={described(`times.${i}.start`)}
                  {...register(`times.${i}.start`)}
                />
                <ErrorLine id={id} name={`times.${i}.start`} text={timeText(`times.${i}.start`)} />
              </div>
              <div className="field">
                <label htmlFor={`${id}-times.${i}.end`}>{t.timeEnd(i + 1)}</label>
                <input
                  id={`${id}-times.${i}.end`}
                  type="time"
                  aria-invalid={err(`times.${i}.end`) ? true : undefined}
                  aria-describedby={described(`times.${i}.end`)}
                  {...register(`times.${i}.end`)}
                />
                <ErrorLine id={id} name={`times.${i}.end`} text={timeText(`times.${i}.end`)} />
              </div>
              {times.fields.length > 1 && (
                <button type="button" className="button secondary" aria-label={t.timeRemove(i + 1)} onClick={() => times.remove(i)}>
                  {t.remove}
                </button>
              )}
            </li>
          ))}
        </ul>
        <div>
          <button type="button" className="button secondary" onClick={() => times.append({ start: '14:00', end: '16:30' })}>
            {t.timeAdd}
          </button>
        </div>
      </fieldset>
    </>
  );
}
