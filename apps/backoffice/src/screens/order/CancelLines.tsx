/** The cancellation form's lines section: the order's lines to cancel, checked (a cancelled line cannot be chosen again). */

import type { BackofficeOrder } from '@schuss/contracts';
import { Controller } from 'react-hook-form';
import { useI18n } from '../../i18n';
import type { CancelFormState } from './useCancelForm';

export function CancelLines({ form, order }: { form: CancelFormState; order: BackofficeOrder }) {
  const { m, f } = useI18n();
  const { id, control, errors, msg, described } = form;
  return (
    <Controller
      control={control}
      name="lineIds"
      render={({ field }) => (
        <fieldset className="field" aria-describedby={described('lineIds')} aria-invalid={errors.lineIds ? true : undefined}>
          <legend>{m.cancelLines}</legend>
          {order.lines.map((line) => {
            const cancelled = line.cancelledAt !== null;
            const checked = field.value.includes(line.id);
            return (
              <label key={line.id} className="check">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={cancelled}
                  onChange={(e) => field.onChange(e.target.checked ? [...field.value, line.id] : field.value.filter((x) => x !== line.id))}
                  onBlur={field.onBlur}
                />
                <span>
                  {line.name}
                  {line.startDate ? ` · ${f.date(line.startDate)}` : ''} · {f.money(line.total.amount)}
                  {cancelled ? ` (${m.cancelLineCancelled})` : ''}
                </span>
              </label>
            );
          })}
          {msg.lineIds && (
            <p className="field-error" id={`${id}-lineIds-error`}>
              {msg.lineIds}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
