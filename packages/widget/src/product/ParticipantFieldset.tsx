import type { LevelView } from '@schuss/contracts';
import { ageAt, isIsoDate, MEASURES } from '@schuss/contracts/rules';
import type { ExtraField, ParticipantErrors, ParticipantInput } from '../logic';
import { LevelField } from './LevelField';
import type { FT } from './texts';

/**
 * One participant (`${id}-p${index}-${field}`): names, birth date and the product's extra fields (the level
 * in LevelField), each with its error; a remove button when `onRemove` is given.
 */
export function ParticipantFieldset({
  id,
  index: i,
  person: p,
  errors,
  fields,
  levels,
  today,
  on,
  onChange,
  onRemove,
  t,
}: {
  id: string;
  index: number;
  person: ParticipantInput;
  errors: ParticipantErrors | undefined;
  fields: ExtraField[];
  levels: LevelView[];
  today: string;
  /** The day ages are taken at (the lesson's first day). */
  on: string;
  onChange: (field: keyof ParticipantInput, value: string) => void;
  onRemove?: () => void;
  t: FT;
}) {
  return (
    <fieldset className="msem-person" data-participant={i}>
      <legend>{t('participant', { n: i + 1 })}</legend>
      {(['firstName', 'lastName', 'birthDate', ...fields] as const).map((field) => {
        const fid = `${id}-p${i}-${field}`;
        const err = errors?.[field];
        const error = err ? (
          <p id={`${fid}-error`} className="msem-field-error">
            {t(`error.${err.key}`, {
              age: err.age ?? '',
              min: err.min ?? '',
              max: err.max ?? '',
              unit: field === 'height' || field === 'weight' || field === 'shoeSize' ? MEASURES[field].unit : '',
            })}
          </p>
        ) : null;
        if (field === 'level')
          return (
            <LevelField
              key={field}
              id={fid}
              value={p.level ?? ''}
              levels={levels}
              age={isIsoDate(p.birthDate) && p.birthDate < today ? ageAt(p.birthDate, on) : null}
              error={error}
              onChange={(v) => onChange(field, v)}
              t={t}
            />
          );
        return (
          <div key={field} className="msem-field">
            <label htmlFor={fid}>{t(field)}</label>
            <input
              id={fid}
              name={field}
              value={p[field] ?? ''}
              aria-invalid={err ? true : undefined}
              aria-describedby={err ? `${fid}-error` : undefined}
              type={field === 'birthDate' ? 'date' : 'text'}
              inputMode={field === 'height' || field === 'weight' ? 'numeric' : field === 'shoeSize' ? 'decimal' : undefined}
              autoComplete={
                field === 'firstName' ? 'given-name' : field === 'lastName' ? 'family-name' : field === 'birthDate' ? 'bday' : 'off'
              }
              max={field === 'birthDate' ? today : undefined}
              onChange={(e) => onChange(field, e.currentTarget.value)}
            />
            {error}
          </div>
        );
      })}
      {onRemove ? (
        <button type="button" className="msem-link" onClick={onRemove}>
          {t('removeParticipant', { n: i + 1 })}
        </button>
      ) : null}
    </fieldset>
  );
}
