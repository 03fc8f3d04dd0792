/** The new closure form's reason section: the reason chosen and the note the notices carry. */

import { CLOSURE_REASONS } from '@schuss/contracts';
import { useClosuresTexts } from './texts';
import type { ClosureFormState } from './useClosureForm';

/** Why the day or slot closes: a reason from the list and a note. */
export function ClosureReason({ form }: { form: ClosureFormState }) {
  const t = useClosuresTexts();
  const { id, register, errors, described, msg } = form;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t.reason}</label>
        <select
          id={`${id}-reason`}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={described('reason')}
          {...register('reason')}
        >
          <option value="">{t.reasonChoose}</option>
          {CLOSURE_REASONS.map((r) => (
            <option key={r} value={r}>
              {t.reasonName(r)}
            </option>
          ))}
        </select>
        {msg.reason && (
          <p className="field-error" id={`${id}-reason-error`}>
            {msg.reason}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>{t.note}</label>
        <textarea
          id={`${id}-note`}
          rows={3}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={described('note', true)}
          {...register('note')}
        />
        <p className="hint" id={`${id}-note-hint`}>
          {t.noteHint}
        </p>
        {msg.note && (
          <p className="field-error" id={`${id}-note-error`}>
            {msg.note}
          </p>
        )}
      </div>
    </>
  );
}
