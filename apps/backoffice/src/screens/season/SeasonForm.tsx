import { SeasonInput, type SeasonRequest, type SeasonView } from '@schuss/contracts';
import { useId, useState } from 'react';
import { type FieldError, get, useFieldArray, useForm } from 'react-hook-form';
import { errorText, isApiCallError } from '../../api/client';
import { useSaveSeason } from '../../api/season';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import { contractResolver, fieldOfServer } from './resolver';
import { useSeasonTexts } from './texts';

type Values = { startsOn: string; endsOn: string; periods: { name: string; startsOn: string; endsOn: string }[] };

/** The season's first and last days and its periods with more places (Christmas, February holidays), saved together. */
export function SeasonForm({ season }: { season: SeasonView }) {
  const { m, f } = useI18n();
  const t = useSeasonTexts();
  const id = useId();
  const notify = useToast();
  const save = useSaveSeason();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, SeasonRequest>({
    resolver: contractResolver<Values, typeof SeasonInput>(SeasonInput, (v) => v),
    defaultValues: { startsOn: season.startsOn, endsOn: season.endsOn, periods: season.periods },
  });
  const periods = useFieldArray({ control, name: 'periods' });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save.mutateAsync(body);
      notify(t.seasonSaved);
    } catch (err) {
      const field = isApiCallError(err) ? fieldOfServer(err.field) : undefined;
      if (field && isApiCallError(err))
        return setError(field as 'startsOn', { type: 'server', message: err.message }, { shouldFocus: true });
      setFailure(errorText(err, m));
    }
  });

  const dateMessage = (error: FieldError | undefined) =>
    fieldMessage(
      error,
      {
        end_before_start: t.seasonEndBeforeStart,
        too_long: t.seasonTooLong,
        outside_season: t.periodOutside,
        overlap: t.periodOverlap,
      },
      t.seasonDateInvalid,
    );
  const errorOf = (name: string) => get(errors, name) as FieldError | undefined;
  const describedBy = (name: string) => (errorOf(name) ? `${id}-${name}-error` : undefined);
  const errorLine = (name: string, text: string | undefined) =>
    text ? (
      <p className="field-error" id={`${id}-${name}-error`}>
        {text}
      </p>
    ) : null;

  const dateField = (name: 'startsOn' | 'endsOn' | `periods.${number}.startsOn` | `periods.${number}.endsOn`, label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type="date"
        aria-invalid={errorOf(name) ? true : undefined}
        aria-describedby={describedBy(name)}
        {...register(name)}
      />
      {errorLine(name, dateMessage(errorOf(name)))}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="form" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t.seasonDatesHeading}</h2>
      {!season.saved && <p className="notice">{t.seasonFromConfig}</p>}
      {season.saved && season.updatedAt && <p className="hint">{t.seasonUpdated(f.instant(season.updatedAt), season.updatedBy ?? '')}</p>}
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <div className="season-dates">
        {dateField('startsOn', t.seasonStart)}
        {dateField('endsOn', t.seasonEnd)}
      </div>
      <fieldset className="field">
        <legend>{t.periodsLegend}</legend>
        <p className="hint">{t.periodsHint}</p>
        {periods.fields.length === 0 && <p className="empty">{t.periodsEmpty}</p>}
        <ul className="period-list">
          {periods.fields.map((p, i) => {
            const nameKey = `periods.${i}.name` as const;
            return (
              <li key={p.id} className="period-row">
                <div className="field">
                  <label htmlFor={`${id}-${nameKey}`}>{t.periodName(i + 1)}</label>
                  <input
                    id={`${id}-${nameKey}`}
                    autoComplete="off"
                    aria-invalid={errorOf(nameKey) ? true : undefined}
                    aria-describedby={describedBy(nameKey)}
                    {...register(nameKey)}
                  />
                  {errorLine(
                    nameKey,
                    fieldMessage(errorOf(nameKey), { duplicate: t.periodNameTaken, too_big: t.periodNameTooLong }, m.fieldRequired),
                  )}
                </div>
                {dateField(`periods.${i}.startsOn`, t.periodFrom(i + 1))}
                {dateField(`periods.${i}.endsOn`, t.periodTo(i + 1))}
                <button type="button" className="button secondary" onClick={() => periods.remove(i)} aria-label={t.periodRemove(i + 1)}>
                  {t.remove}
                </button>
              </li>
            );
          })}
        </ul>
        <div>
          <button
            type="button"
            className="button secondary"
            onClick={() => periods.append({ name: '', startsOn: season.startsOn, endsOn: season.startsOn })}
          >
            {t.periodAdd}
          </button>
        </div>
      </fieldset>
      <div>
        <button type="submit" className="button primary" disabled={isSubmitting}>
          {isSubmitting ? t.saving : t.seasonSave}
        </button>
      </div>
    </form>
  );
}
