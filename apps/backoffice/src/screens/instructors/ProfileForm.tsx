import type { Instructor, Level } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { type ProfileFormState, useProfileForm } from './useProfileForm';

type FieldProps = { state: ProfileFormState; name: string; label: string; type?: string; hint?: string; autoComplete?: string };

/** A field of the profile form, its hint and error under it. */
function Field({ state, name, label, type = 'text', hint, autoComplete = 'off' }: FieldProps) {
  const { id, form, describedBy, invalid, message } = state;
  const fieldId = `${id}-${name}`;
  const error = message(name);
  return (
    <div className="field">
      <label htmlFor={fieldId}>{label}</label>
      <input
        id={fieldId}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={invalid(name)}
        aria-describedby={describedBy(name, Boolean(hint))}
        {...form.register(name as 'firstName')}
      />
      {hint && (
        <p className="hint" id={`${fieldId}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${fieldId}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * An instructor's profile as the office writes it: name and contact, the levels of each discipline's ladder they may
 * teach, languages, diplomas. Checked against the contract in the staff's language; the platform's refusals are put on
 * their field.
 */
export function ProfileForm({ instructor, levels, onCancel }: { instructor: Instructor | null; levels: Level[]; onCancel: () => void }) {
  const state = useProfileForm(instructor, levels);
  const { form, diplomas, disciplines, id, t, failure, onSubmit, message, describedBy } = state;
  const { lang } = useI18n();
  const submitting = form.formState.isSubmitting;
  const teachingError = message('teaching');
  return (
    <form onSubmit={onSubmit} noValidate className="form profile-form" aria-label={t.profileTitle}>
      <div className="profile-grid">
        <Field state={state} name="firstName" label={t.firstName} autoComplete="off" />
        <Field state={state} name="lastName" label={t.lastName} autoComplete="off" />
        <Field state={state} name="email" label={t.email} type="email" />
        <Field state={state} name="phone" label={t.phone} type="tel" />
        <Field state={state} name="photoUrl" label={t.photoUrl} type="url" />
      </div>
      <fieldset className="field" aria-describedby={describedBy('teaching', true)}>
        <legend>{t.teaching}</legend>
        <p className="hint" id={`${id}-teaching-hint`}>
          {t.teachingHint}
        </p>
        {disciplines.map((d) => (
          <fieldset key={d} className="field discipline-levels">
            <legend>{t.discipline(d)}</legend>
            <div className="check-list">
              {levels
                .filter((l) => l.discipline === d)
                .sort((a, b) => a.position - b.position)
                .map((l) => (
                  <label key={l.key} className="check">
                    <input type="checkbox" value={l.key} {...form.register(`levels.${d}`)} /> {l.name[lang]}
                  </label>
                ))}
            </div>
          </fieldset>
        ))}
        {teachingError && (
          <p className="field-error" id={`${id}-teaching-error`}>
            {teachingError}
          </p>
        )}
      </fieldset>
      <Field state={state} name="languages" label={t.languages} hint={t.languagesHint} />
      <fieldset className="field">
        <legend>{t.diplomas}</legend>
        {diplomas.fields.map((field, index) => (
          <fieldset key={field.id} className="field diploma-fields">
            <legend>{t.diplomaHeading(index + 1)}</legend>
            <div className="profile-grid">
              <Field state={state} name={`diplomas.${index}.name`} label={t.diplomaName} />
              <Field state={state} name={`diplomas.${index}.number`} label={t.diplomaNumber} />
              <Field state={state} name={`diplomas.${index}.expiresOn`} label={t.diplomaExpires} type="date" />
            </div>
            <button type="button" className="button secondary" onClick={() => diplomas.remove(index)}>
              {t.removeDiploma(index + 1)}
            </button>
          </fieldset>
        ))}
        <div>
          <button
            type="button"
            className="button secondary"
            onClick={() => diplomas.append({ name: '', number: '', expiresOn: '' }, { shouldFocus: true })}
          >
            {t.addDiploma}
          </button>
        </div>
      </fieldset>
      {failure && (
        <p className="error-box" role="alert" id={`${id}-failure`}>
          {failure}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button primary" disabled={submitting} aria-describedby={failure ? `${id}-failure` : undefined}>
          {submitting ? t.saving : t.save}
        </button>
        <button type="button" className="button secondary" onClick={onCancel} disabled={submitting}>
          {t.cancel}
        </button>
      </div>
    </form>
  );
}
