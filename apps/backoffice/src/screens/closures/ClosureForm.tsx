import { errorText } from '../../api/client';
import { useI18n } from '../../i18n';
import { Spinner } from '../../ui/status';
import { ClosureAffected } from './ClosureAffected';
import { ClosureConfirm } from './ClosureConfirm';
import { ClosureReason } from './ClosureReason';
import { ClosureRemedy } from './ClosureRemedy';
import { ClosureTarget } from './ClosureTarget';
import { useClosuresTexts } from './texts';
import { previewRefusal, useClosureForm } from './useClosureForm';

export { type ClosureFormValues, closureRequest, newClosureKey } from './useClosureForm';
export { useSlotName } from './useSlotName';

/** The new closure: a day, what to close, who it concerns, the reason and the remedy; confirmed in a dialog. */
export function ClosureForm({ initialDay, initialSlot }: { initialDay: string; initialSlot?: number }) {
  const { m } = useI18n();
  const t = useClosuresTexts();
  const form = useClosureForm({ initialDay, initialSlot });
  const {
    id,
    register,
    errors,
    isSubmitting,
    target,
    validDay,
    dayPreview,
    slotPreview,
    preview,
    ready,
    failure,
    onSubmit,
    described,
    msg,
  } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="form closures-form" aria-labelledby="closures-new-h">
      <h2 id="closures-new-h">{t.newHeading}</h2>
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <div className="field closures-day">
        <label htmlFor={`${id}-day`}>{t.day}</label>
        <input
          id={`${id}-day`}
          type="date"
          aria-invalid={errors.day ? true : undefined}
          aria-describedby={described('day', true)}
          {...register('day')}
        />
        <p className="hint" id={`${id}-day-hint`}>
          {t.dayHint}
        </p>
        {msg.day && (
          <p className="field-error" id={`${id}-day-error`}>
            {msg.day}
          </p>
        )}
      </div>

      {validDay && dayPreview.isPending && <Spinner />}
      {dayPreview.error && (
        <p className="notice" role="alert">
          {previewRefusal(dayPreview.error, t, errorText(dayPreview.error, m))}
        </p>
      )}
      {dayPreview.data && <ClosureTarget form={form} dayPreview={dayPreview.data} />}
      {target !== 'day' && slotPreview.error && (
        <p className="notice" role="alert">
          {previewRefusal(slotPreview.error, t, errorText(slotPreview.error, m))}
        </p>
      )}
      {target !== 'day' && slotPreview.isPending && <Spinner />}
      {preview && <ClosureAffected preview={preview} />}

      {preview && (
        <>
          <ClosureReason form={form} />
          <ClosureRemedy form={form} preview={preview} />
          <div>
            <button type="submit" className="button danger" disabled={!ready || isSubmitting}>
              {t.submit}
            </button>
          </div>
        </>
      )}

      <ClosureConfirm form={form} />
    </form>
  );
}
