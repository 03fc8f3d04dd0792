import * as Dialog from '@radix-ui/react-dialog';
import type { BackofficeOrder } from '@schuss/contracts';
import { useI18n, useTexts } from '../../i18n';
import { invoicingTexts } from '../../i18n/invoicing';
import { DialogButtons } from '../../ui/DialogButtons';
import { useAdjustmentForm } from './useAdjustmentForm';

/** The dialog's form (mounted when the dialog opens: one idempotency key per opening). */
export function AdjustmentForm({ order, onDone }: { order: BackofficeOrder; onDone: () => void }) {
  const { f } = useI18n();
  const { t, id, register, errors, isSubmitting, failure, onSubmit, msg, described, givingBack, max } = useAdjustmentForm({
    order,
    onDone,
  });
  const error = (name: keyof typeof msg) =>
    msg[name] && (
      <p className="field-error" id={`${id}-${name}-error`}>
        {msg[name]}
      </p>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="form">
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-lineId`}>{t.adjustLine}</label>
        <select
          id={`${id}-lineId`}
          aria-invalid={errors.lineId ? true : undefined}
          aria-describedby={described('lineId')}
          {...register('lineId')}
        >
          {order.lines.map((l) => (
            <option key={l.id} value={String(l.id)}>
              {t.adjustLineOption(l.name, f.money(l.paid.amount), f.money(l.givable.amount))}
            </option>
          ))}
        </select>
        {error('lineId')}
      </div>
      <fieldset className="field">
        <legend>{t.adjustDirection}</legend>
        <label className="check">
          <input type="radio" value="given_back" {...register('direction')} />
          <span>{t.adjustGivenBack}</span>
        </label>
        <label className="check">
          <input type="radio" value="collected" {...register('direction')} />
          <span>{t.adjustCollected}</span>
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-amount`}>{t.adjustAmount}</label>
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={errors.amount ? true : undefined}
          aria-describedby={described('amount', givingBack)}
          {...register('amount')}
        />
        {givingBack && (
          <p className="hint" id={`${id}-amount-hint`}>
            {t.adjustAmountHint(max)}
          </p>
        )}
        {error('amount')}
      </div>
      <div className="field">
        <label htmlFor={`${id}-means`}>{t.adjustMeans}</label>
        <select id={`${id}-means`} {...register('means')}>
          <option value="cash">{t.adjustCash}</option>
          <option value="transfer">{t.adjustTransfer}</option>
          <option value="cheque">{t.adjustCheque}</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t.adjustReason}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={described('reason')}
          {...register('reason')}
        />
        {error('reason')}
      </div>
      <DialogButtons submit={t.adjustSubmit} busyLabel={t.adjustSubmitting} busy={isSubmitting} />
    </form>
  );
}

/** Money given back or collected at the desk for one line of a paid order: a Radix dialog around the form. */
export function AdjustmentDialog({
  order,
  open,
  onOpenChange,
}: {
  order: BackofficeOrder;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTexts(invoicingTexts);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>{t.adjustTitle(order.number)}</Dialog.Title>
          <Dialog.Description>{t.adjustIntro}</Dialog.Description>
          <AdjustmentForm order={order} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
