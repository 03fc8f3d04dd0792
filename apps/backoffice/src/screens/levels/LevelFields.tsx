/** One level of the ladder form: its fields (each with its label, hint and error) and the buttons that move or remove it. */

import type { LadderFormState } from './useLadderForm';

type FieldProps = {
  state: LadderFormState;
  name: string;
  label: string;
  /** The id (after the form's) of a hint that describes the field. */
  hint?: string;
  multiline?: boolean;
  readOnly?: boolean;
  numeric?: boolean;
};

/** A text field of the ladder form, its error under it. */
function Field({ state, name, label, hint, multiline, readOnly, numeric }: FieldProps) {
  const { id, form, describedBy, invalid, message } = state;
  const fieldId = `${id}-${name}`;
  const common = {
    id: fieldId,
    'aria-invalid': invalid(name),
    'aria-describedby': describedBy(name, hint),
    ...form.register(name as 'levels.0.key'),
  };
  const error = message(name);
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      {multiline ? (
        <textarea rows={2} {...common} />
      ) : (
        <input autoComplete="off" readOnly={readOnly} inputMode={numeric ? 'numeric' : undefined} spellCheck={!readOnly} {...common} />
      )}
      {error && (
        <p className="field-error" id={`${fieldId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A level of the ladder, numbered by its rank: key (typed once, for a new level), names, ages, what a child can do, medal. */
export function LevelFields({ state, index, count }: { state: LadderFormState; index: number; count: number }) {
  const { t, id, lang, values, array } = state;
  const level = values[index];
  const name = level?.name[lang].trim() || level?.key || t.newLevel;
  const at = `levels.${index}`;
  return (
    <fieldset className="field level-fields">
      <legend>{t.levelHeading(index + 1, level?.name[lang].trim() ?? '')}</legend>
      <div className="level-grid">
        <Field state={state} name={`${at}.key`} label={t.key} hint={`${index}-key-hint`} readOnly={!level?.isNew} />
        <p className="hint level-key-hint" id={`${id}-${index}-key-hint`}>
          {t.keyHint}
        </p>
        <Field state={state} name={`${at}.name.fr`} label={t.nameFr} />
        <Field state={state} name={`${at}.name.en`} label={t.nameEn} />
        <Field state={state} name={`${at}.ageMin`} label={t.ageMin} hint={`${index}-ages-hint`} numeric />
        <Field state={state} name={`${at}.ageMax`} label={t.ageMax} hint={`${index}-ages-hint`} numeric />
        <p className="hint level-wide" id={`${id}-${index}-ages-hint`}>
          {t.agesHint}
        </p>
        <Field state={state} name={`${at}.canDo.fr`} label={t.canDoFr} multiline />
        <Field state={state} name={`${at}.canDo.en`} label={t.canDoEn} multiline />
        <Field state={state} name={`${at}.medal.fr`} label={t.medalFr} hint={`${index}-medal-hint`} />
        <Field state={state} name={`${at}.medal.en`} label={t.medalEn} hint={`${index}-medal-hint`} />
        <p className="hint level-wide" id={`${id}-${index}-medal-hint`}>
          {t.medalHint}
        </p>
      </div>
      <div className="actions level-actions">
        <button type="button" className="button secondary" disabled={index === 0} onClick={() => array.move(index, index - 1)}>
          <span aria-hidden="true">↑</span> {t.moveUp(name)}
        </button>
        <button type="button" className="button secondary" disabled={index === count - 1} onClick={() => array.move(index, index + 1)}>
          <span aria-hidden="true">↓</span> {t.moveDown(name)}
        </button>
        <button type="button" className="button secondary" disabled={count === 1} onClick={() => array.remove(index)}>
          {t.remove(name)}
        </button>
      </div>
    </fieldset>
  );
}
