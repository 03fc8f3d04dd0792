/** The private lessons' pattern of the slot generation form: the weekdays, the hours a lesson may start at, and its duration. */

import type { SeasonProduct } from '@schuss/contracts';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { WEEK_ORDER, weekdayNames } from './format';
import { ErrorLine } from './GenerateErrorLine';
import { useSeasonTexts } from './texts';
import type { GenerateFormState } from './useGenerateForm';

/** Hours a private lesson may start at, offered as checkboxes. */
export const LESSON_HOURS = Array.from({ length: 11 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00`);

/** Lessons on chosen weekdays at chosen hours, of one of the durations the product is priced for. */
export function GenerateHours({ form, product }: { form: GenerateFormState; product: SeasonProduct }) {
  const { lang } = useI18n();
  const t = useSeasonTexts();
  const { id, register, err, described } = form;
  const days = weekdayNames(lang);
  return (
    <>
      <fieldset className="field" aria-describedby={described('weekdays')}>
        <legend>{t.generateWeekdays}</legend>
        <div className="check-grid">
          {WEEK_ORDER.map((d) => (
            <label key={d} className="check">
              <input type="checkbox" value={String(d)} {...register('weekdays')} />
              <span>{days[d]}</span>
            </label>
          ))}
        </div>
        <ErrorLine id={id} name="weekdays" text={err('weekdays') ? t.weekdaysRequired : undefined} />
      </fieldset>
      <fieldset className="field" aria-describedby={described('hours')}>
        <legend>{t.generateHours}</legend>
        <div className="check-grid">
          {LESSON_HOURS.map((h) => (
            <label key={h} className="check">
              <input type="checkbox" value={h} {...register('hours')} />
              <span>{h}</span>
            </label>
          ))}
        </div>
        <ErrorLine
          id={id}
          name="hours"
          text={fieldMessage(err('hours'), { overlap: t.hoursOverlap, too_small: t.hoursRequired }, t.hoursRequired)}
        />
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-duration`}>{t.generateDuration}</label>
        <select id={`${id}-duration`} {...register('duration')}>
          {(product.durations.length ? product.durations : [60]).map((d) => (
            <option key={d} value={String(d)}>
              {t.minutes(d)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
