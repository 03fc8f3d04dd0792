import * as Dialog from '@radix-ui/react-dialog';
import type { BackofficeOrder } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { DialogButtons } from '../../ui/DialogButtons';
import { CancelLines } from './CancelLines';
import { type CancelFormProps, type CancelledParticipant, useCancelForm } from './useCancelForm';

export { type CancelFormValues, type CancelledParticipant, defaultRefund, eurosText, newIdempotencyKey, parseEuros } from './useCancelForm';

/** The dialog's form (mounted when the dialog opens: one idempotency key per opening). */
export function CancelForm(props: CancelFormProps) {
  const { m } = useI18n();
  const { order, participant } = props;
  const form = useCancelForm(props);
  const { id, register, errors, isSubmitting, failure, onSubmit, max, msg, described } = form;

  return (
    <form onSubmit={onSubmit} noValidate className="form">
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      {!participant && <CancelLines form={form} order={order} />}
      <div className="field">
        <label htmlFor={`${id}-refund`}>{m.cancelRefund}</label>
        <input
          id={`${id}-refund`}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={errors.refund ? true : undefined}
          aria-describedby={described('refund', true)}
          {...register('refund')}
        />
        <p className="hint" id={`${id}-refund-hint`}>
          {m.cancelRefundHint(max)}
        </p>
        {msg.refund && (
          <p className="field-error" id={`${id}-refund-error`}>
            {msg.refund}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`}>{m.cancelReason}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={described('reason')}
          {...register('reason')}
        />
        {msg.reason && (
          <p className="field-error" id={`${id}-reason-error`}>
            {msg.reason}
          </p>
        )}
      </div>
      <label className="check">
        <input type="checkbox" {...register('notify')} />
        <span>{m.cancelNotify}</span>
      </label>
      <DialogButtons submit={m.cancelSubmit} busyLabel={m.cancelSubmitting} busy={isSubmitting} danger />
    </form>
  );
}

/** Cancel lines and/or refund: a Radix dialog around the form. */
export function CancelDialog({
  order,
  open,
  initialLines,
  participant,
  onOpenChange,
}: {
  order: BackofficeOrder;
  open: boolean;
  initialLines: number[];
  /** One participant to cancel alone (the line goes on for the others), instead of lines. */
  participant?: CancelledParticipant;
  onOpenChange: (open: boolean) => void;
}) {
  const { m } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>{participant ? m.cancelParticipantTitle(participant.name) : m.cancelTitle(order.number)}</Dialog.Title>
          <Dialog.Description>
            {participant ? m.cancelParticipantIntro(participant.name, participant.lineName) : m.cancelIntro}
          </Dialog.Description>
          <CancelForm order={order} initialLines={initialLines} participant={participant} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
