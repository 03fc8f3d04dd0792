import { AVAILABILITY_STATUSES, AvailabilityPatternRequest, HALF_DAYS, WEEKDAYS, type Weekday } from '@schuss/contracts';
import { addDays, daysBetween, isIsoDate } from '@schuss/contracts/rules';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText, isApiCallError } from '../../api/client';
import { useAvailabilityPattern } from '../../api/instructors';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import { contractResolver } from '../season/resolver';
import { mondayOf, schoolToday } from './dates';
import { useInstructorsTexts } from './texts';

type Half = { am: string; pm: string };
export type PatternValues = {
  instructorIds: string[];
  from: string;
  to: string;
  pattern: Record<Weekday, Half>;
  onlyEmpty: boolean;
};

const blankPattern = () => Object.fromEntries(WEEKDAYS.map((d) => [d, { am: '', pm: '' }])) as Record<Weekday, Half>;

export function patternRequest(v: PatternValues) {
  return {
    instructorIds: v.instructorIds.map(Number),
    from: v.from,
    to: v.to,
    pattern: Object.fromEntries(WEEKDAYS.map((d) => [d, { am: v.pattern[d].am || null, pm: v.pattern[d].pm || null }])),
    onlyEmpty: v.onlyEmpty,
  };
}

/**
 * A week pattern over a period (issue 31): for each weekday and half-day a status (or "leave as is"), set for every
 * instructor ticked, or for the one instructor of a profile (`fixed`). Checked against the contract before it is sent.
 */
export function PatternForm({ instructors, fixed }: { instructors: { id: number; name: string }[]; fixed?: number }) {
  const t = useInstructorsTexts();
  const { m } = useI18n();
  const id = useId();
  const notify = useToast();
  const apply = useAvailabilityPattern();
  const [failure, setFailure] = useState<string | null>(null);
  const monday = addDays(mondayOf(schoolToday()), 7);
  const form = useForm<PatternValues, unknown, AvailabilityPatternRequest>({
    resolver: contractResolver<PatternValues, typeof AvailabilityPatternRequest>(AvailabilityPatternRequest, patternRequest),
    defaultValues: {
      instructorIds: fixed ? [String(fixed)] : [],
      from: monday,
      to: addDays(monday, 6),
      pattern: blankPattern(),
      onlyEmpty: false,
    },
  });
  const { register, handleSubmit, formState, getValues } = form;
  const errors = formState.errors;

  /** A period field's error in the staff's language, from what was typed. */
  const periodMessage = (name: 'from' | 'to') => {
    if (!errors[name]) return undefined;
    const { from, to } = getValues();
    if (!isIsoDate(getValues()[name])) return t.dateInvalid;
    if (name === 'to' && isIsoDate(from) && to < from) return t.toBeforeFrom;
    return name === 'to' && isIsoDate(from) && daysBetween(from, to) >= 200 ? t.periodTooLong : m.fieldInvalid;
  };
  const idsMessage = errors.instructorIds ? t.noInstructor : undefined;

  const onSubmit = handleSubmit(
    async (body) => {
      setFailure(null);
      if (WEEKDAYS.every((d) => !body.pattern[d].am && !body.pattern[d].pm)) return setFailure(t.nothingToSet);
      try {
        const res = await apply.mutateAsync(body);
        notify(t.applied(res.changed));
      } catch (err) {
        setFailure(isApiCallError(err) && err.status === 403 ? t.forbidden : errorText(err, m));
      }
    },
    (invalid) => setFailure(t.fixErrors(Object.keys(invalid).length)),
  );

  const dateField = (name: 'from' | 'to', label: string) => {
    const message = periodMessage(name);
    return (
      <div className="field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type="date"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${name}-error` : undefined}
          {...register(name)}
        />
        {message && (
          <p className="field-error" id={`${id}-${name}-error`}>
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="form pattern-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.patternTitle}</h2>
      <p className="hint">{t.patternIntro}</p>
      {!fixed && (
        <fieldset className="field" aria-describedby={idsMessage ? `${id}-ids-error` : undefined}>
          <legend>{t.patternInstructors}</legend>
          <div className="check-list">
            {instructors.map((i) => (
              <label key={i.id} className="check">
                <input type="checkbox" value={String(i.id)} {...register('instructorIds')} /> {i.name}
              </label>
            ))}
          </div>
          {idsMessage && (
            <p className="field-error" id={`${id}-ids-error`}>
              {idsMessage}
            </p>
          )}
        </fieldset>
      )}
      <div className="pattern-period">
        {dateField('from', t.patternFrom)}
        {dateField('to', t.patternTo)}
      </div>
      <table className="pattern-table">
        <thead>
          <tr>
            <th scope="col">{t.patternDay}</th>
            {HALF_DAYS.map((h) => (
              <th scope="col" key={h}>
                {t.half[h]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((d) => (
            <tr key={d}>
              <th scope="row">{t.weekday[d]}</th>
              {HALF_DAYS.map((h) => (
                <td key={h}>
                  <select aria-label={t.cellLabel(t.weekday[d], t.half[h])} {...register(`pattern.${d}.${h}`)}>
                    <option value="">{t.patternKeep}</option>
                    {AVAILABILITY_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {t.status[s]}
                      </option>
                    ))}
                  </select>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <label className="check">
        <input type="checkbox" {...register('onlyEmpty')} /> {t.onlyEmpty}
      </label>
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t.applying : t.apply}
        </button>
      </div>
    </form>
  );
}
