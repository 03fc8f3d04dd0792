/** The new closure form's "what to close" section: the whole day or one of its slots. */

import type { ClosurePreview, ClosurePreviewSlot } from '@schuss/contracts';
import { useClosuresTexts } from './texts';
import type { ClosureFormState } from './useClosureForm';
import { useSlotName } from './useSlotName';

/** The day's slots as choices, each with the participants it has and whether it is closed already. */
export function ClosureTarget({ form, dayPreview }: { form: ClosureFormState; dayPreview: ClosurePreview }) {
  const t = useClosuresTexts();
  const name = useSlotName();
  const { id, register, errors, described, msg } = form;
  return (
    <fieldset className="field closures-choices" aria-describedby={described('target')} aria-invalid={errors.target ? true : undefined}>
      <legend>{t.what}</legend>
      <label className="check">
        <input type="radio" value="day" {...register('target')} />
        <span>{t.wholeDay(dayPreview.slots.length)}</span>
      </label>
      {dayPreview.slots.map((s: ClosurePreviewSlot) => (
        <label className="check" key={s.id}>
          <input type="radio" value={String(s.id)} {...register('target')} />
          <span>
            {t.oneSlot(
              name(s),
              s.lines.reduce((n, l) => n + l.participants.length, 0),
              s.days,
            )}
            {s.closed ? ` — ${t.alreadyClosedSlot}` : ''}
          </span>
        </label>
      ))}
      {msg.target && (
        <p className="field-error" id={`${id}-target-error`}>
          {msg.target}
        </p>
      )}
    </fieldset>
  );
}
