import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { ErrorLine } from './GenerateErrorLine';
import { GenerateHours } from './GenerateHours';
import { GenerateConflict, GeneratePreview } from './GeneratePreview';
import { GenerateTimes } from './GenerateTimes';
import { useSeasonTexts } from './texts';
import { type GenerateFormProps, useGenerateForm } from './useGenerateForm';

export { LESSON_HOURS } from './GenerateHours';
export { type GenerateValues, toRequest } from './useGenerateForm';

/**
 * Generates a product's slots in one go: group lessons one a week (e.g. every Sunday–Friday from
 * the season's start, more places in the chosen periods), private lessons at chosen hours on chosen
 * weekdays (capacity = instructors available). A preview lists the slots first; creating is one
 * step. Slots overlapping existing ones are refused unless the staff member chooses to skip them.
 */
export function GenerateForm(props: GenerateFormProps) {
  const { product, season, mode } = props;
  const { f } = useI18n();
  const t = useSeasonTexts();
  const form = useGenerateForm(props);
  const { id, register, isSubmitting, chosenPeriods, failure, conflict, planned, onPreview, err, described, capacityText } = form;

  return (
    <div className="generate">
      <form onSubmit={onPreview} noValidate className="form" aria-labelledby={`${id}-h`}>
        <h2 id={`${id}-h`}>{mode === 'weeks' ? t.generateWeeksHeading : t.generateHoursHeading}</h2>
        <p className="hint">{mode === 'weeks' ? t.generateWeeksIntro : t.generateHoursIntro}</p>
        {failure && (
          <p className="error-box" role="alert">
            {failure}
          </p>
        )}
        <div className="season-dates">
          {(['from', 'to'] as const).map((name) => (
            <div className="field" key={name}>
              <label htmlFor={`${id}-${name}`}>{name === 'from' ? t.generateFrom : t.generateTo}</label>
              <input
                id={`${id}-${name}`}
                type="date"
                aria-invalid={err(name) ? true : undefined}
                aria-describedby={described(name)}
                {...register(name)}
              />
              <ErrorLine
                id={id}
                name={name}
                text={fieldMessage(err(name), { end_before_start: t.seasonEndBeforeStart, too_long: t.seasonTooLong }, t.seasonDateInvalid)}
              />
            </div>
          ))}
        </div>

        {mode === 'weeks' ? <GenerateTimes form={form} /> : <GenerateHours form={form} product={product} />}

        <div className="field">
          <label htmlFor={`${id}-capacity`}>{mode === 'weeks' ? t.generateCapacity : t.generateInstructors}</label>
          <input
            id={`${id}-capacity`}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={err('capacity') ? true : undefined}
            aria-describedby={described('capacity')}
            {...register('capacity')}
          />
          <ErrorLine id={id} name="capacity" text={capacityText('capacity')} />
        </div>

        {mode === 'weeks' && season.periods.length > 0 && (
          <fieldset className="field">
            <legend>{t.generatePeriods}</legend>
            <p className="hint">{t.generatePeriodsHint}</p>
            {season.periods.map((p) => (
              <label key={p.name} className="check">
                <input type="checkbox" value={p.name} {...register('periods')} />
                <span>
                  {p.name} ({f.date(p.startsOn)} – {f.date(p.endsOn)})
                </span>
              </label>
            ))}
            <ErrorLine id={id} name="periods" text={err('periods') ? t.periodUnknown : undefined} />
            {chosenPeriods.length > 0 && (
              <div className="field">
                <label htmlFor={`${id}-periodCapacity`}>{t.generatePeriodCapacity}</label>
                <input
                  id={`${id}-periodCapacity`}
                  inputMode="numeric"
                  autoComplete="off"
                  aria-invalid={err('periodCapacity') ? true : undefined}
                  aria-describedby={described('periodCapacity')}
                  {...register('periodCapacity')}
                />
                <ErrorLine id={id} name="periodCapacity" text={capacityText('periodCapacity')} />
              </div>
            )}
          </fieldset>
        )}

        <fieldset className="field">
          <legend>{t.overlapLegend}</legend>
          <label className="check">
            <input type="radio" value="refuse" {...register('onOverlap')} />
            <span>{t.overlapRefuse}</span>
          </label>
          <label className="check">
            <input type="radio" value="skip" {...register('onOverlap')} />
            <span>{t.overlapSkip}</span>
          </label>
        </fieldset>

        <div>
          <button type="submit" className="button secondary" disabled={isSubmitting}>
            {isSubmitting ? t.previewing : t.previewSubmit}
          </button>
        </div>
      </form>

      {conflict && <GenerateConflict conflict={conflict} />}

      {planned && <GeneratePreview form={form} planned={planned} />}
    </div>
  );
}
