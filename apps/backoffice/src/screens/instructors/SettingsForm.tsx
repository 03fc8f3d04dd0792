import { InstructorSettings } from '@schuss/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText, isApiCallError } from '../../api/client';
import { useSaveInstructorSettings } from '../../api/instructors';
import { useI18n } from '../../i18n';
import { useToast } from '../../ui/toast';
import { contractResolver } from '../season/resolver';
import { useInstructorsTexts } from './texts';

type Values = { availabilityLockDays: string };
const toRequest = (v: Values) => ({
  availabilityLockDays: v.availabilityLockDays.trim() === '' ? Number.NaN : Number(v.availabilityLockDays),
});

/** The school's rule for instructors' own availability changes: locked N days ahead (the office is not bound by it). */
export function SettingsForm({ settings }: { settings: InstructorSettings }) {
  const t = useInstructorsTexts();
  const { m } = useI18n();
  const id = useId();
  const notify = useToast();
  const save = useSaveInstructorSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Values, unknown, InstructorSettings>({
    resolver: contractResolver<Values, typeof InstructorSettings>(InstructorSettings, toRequest),
    defaultValues: { availabilityLockDays: String(settings.availabilityLockDays) },
  });
  const invalid = Boolean(formState.errors.availabilityLockDays);
  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await save.mutateAsync(body);
      notify(t.settingsSaved(body.availabilityLockDays));
    } catch (err) {
      setFailure(isApiCallError(err) && err.status === 403 ? t.forbidden : errorText(err, m));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.settingsTitle}</h2>
      <div className="field">
        <label htmlFor={`${id}-days`}>{t.lockDays}</label>
        <input
          id={`${id}-days`}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          {...register('availabilityLockDays')}
        />
        <p className="hint" id={`${id}-hint`}>
          {t.lockHint}
        </p>
        {invalid && (
          <p className="field-error" id={`${id}-error`}>
            {t.lockInvalid}
          </p>
        )}
      </div>
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <div className="actions">
        <button type="submit" className="button secondary" disabled={formState.isSubmitting}>
          {t.saveSettings}
        </button>
      </div>
    </form>
  );
}
