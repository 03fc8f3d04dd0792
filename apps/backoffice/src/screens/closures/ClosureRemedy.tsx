/** The new closure form's remedy section: refund the participants, or move them to other slots (one target per slot). */

import type { ClosurePreview } from '@schuss/contracts';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { useClosuresTexts } from './texts';
import { type ClosureFormState, moveField } from './useClosureForm';
import { useSlotName } from './useSlotName';

/** The remedy chosen, and when moving, the slot each slot's participants move to. */
export function ClosureRemedy({ form, preview }: { form: ClosureFormState; preview: ClosurePreview }) {
  const { f } = useI18n();
  const t = useClosuresTexts();
  const name = useSlotName();
  const { id, register, errors, remedy, people } = form;
  return (
    <>
      <fieldset className="field closures-choices" aria-describedby={`${id}-remedy-hint`}>
        <legend>{t.remedy}</legend>
        <label className="check">
          <input type="radio" value="refund" {...register('remedy')} />
          <span>{t.remedyRefund(f.money(preview.totals.refund.amount))}</span>
        </label>
        <label className="check">
          <input type="radio" value="move" {...register('remedy')} />
          <span>{t.remedyMove}</span>
        </label>
        <p className="hint" id={`${id}-remedy-hint`}>
          {t.remedyRefundHint}
        </p>
      </fieldset>
      {remedy === 'move' &&
        people.map((s) => {
          const field = `moves.${moveField(s.id)}` as const;
          const error = errors.moves?.[moveField(s.id)];
          const text = error ? fieldMessage(error, { required: t.moveRequired }, t.moveRequired) : undefined;
          return (
            <div className="field" key={s.id}>
              <label htmlFor={`${id}-${field}`}>{t.moveTo(name(s))}</label>
              <select
                id={`${id}-${field}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${field}-error` : s.targets.length === 0 ? `${id}-${field}-hint` : undefined}
                {...register(field)}
              >
                <option value="">{t.moveChoose}</option>
                {s.targets.map((target) => (
                  <option key={target.id} value={String(target.id)}>
                    {t.moveOption(name(target), target.free)}
                  </option>
                ))}
              </select>
              {s.targets.length === 0 && (
                <p className="hint" id={`${id}-${field}-hint`}>
                  {t.moveNoTargets}
                </p>
              )}
              {text && (
                <p className="field-error" id={`${id}-${field}-error`}>
                  {text}
                </p>
              )}
            </div>
          );
        })}
    </>
  );
}
