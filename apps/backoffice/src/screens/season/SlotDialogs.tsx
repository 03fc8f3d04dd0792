import * as Dialog from '@radix-ui/react-dialog';
import { CloseSlotRequest, type PlacesTakenError, type SeasonSlot, SlotCapacityRequest } from '@schuss/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText, isApiCallError } from '../../api/client';
import { useCloseSlot, useReopenSlot, useSlotCapacity } from '../../api/season';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { DialogButtons } from '../../ui/DialogButtons';
import { useToast } from '../../ui/toast';
import { numberOf, timesText } from './format';
import { contractResolver } from './resolver';
import { useSeasonTexts } from './texts';

/** How a slot is named on buttons and dialogs: `lun. 04/01 → ven. 08/01 09:00–11:30`. */
export function useSlotName() {
  const { f } = useI18n();
  return (s: Pick<SeasonSlot, 'startsOn' | 'endsOn' | 'startTime' | 'endTime'>) => {
    const days = s.startsOn === s.endsOn ? f.weekday(s.startsOn) : `${f.weekday(s.startsOn)} → ${f.weekday(s.endsOn)}`;
    const times = timesText(s);
    return times ? `${days} ${times}` : days;
  };
}

function SlotDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type CapacityValues = { capacity: string };

/** The capacity form: never below the places sold and held (the platform's 409 says how many, shown in the staff's language). */
export function CapacityForm({ slot, onDone }: { slot: SeasonSlot; onDone: () => void }) {
  const { m } = useI18n();
  const t = useSeasonTexts();
  const id = useId();
  const notify = useToast();
  const change = useSlotCapacity();
  const [failure, setFailure] = useState<string | null>(null);
  const taken = slot.sold + slot.held;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CapacityValues, unknown, SlotCapacityRequest>({
    resolver: contractResolver<CapacityValues, typeof SlotCapacityRequest>(SlotCapacityRequest, (v) => ({
      capacity: numberOf(v.capacity),
    })),
    defaultValues: { capacity: String(slot.capacity) },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await change.mutateAsync({ slotId: slot.id, capacity: body.capacity });
      notify(t.capacitySaved(body.capacity));
      onDone();
    } catch (err) {
      if (isApiCallError(err) && err.code === 'places_taken') {
        const taken = (err.body as PlacesTakenError | undefined)?.error.taken;
        const text = taken ? t.capacityTaken(taken.total, taken.sold, taken.held) : err.message;
        return setError('capacity', { type: 'server', message: text }, { shouldFocus: true });
      }
      setFailure(errorText(err, m));
    }
  });

  const message = fieldMessage(
    errors.capacity,
    { too_big: t.capacityTooBig, too_small: t.capacityNegative, invalid_type: t.capacityNumber, not_multiple_of: t.capacityNumber },
    t.capacityNumber,
  );
  return (
    <form onSubmit={onSubmit} noValidate className="form">
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      <div className="field">
        <label htmlFor={`${id}-capacity`}>{t.capacityLabel}</label>
        <input
          id={`${id}-capacity`}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={errors.capacity ? true : undefined}
          aria-describedby={[`${id}-capacity-hint`, errors.capacity ? `${id}-capacity-error` : ''].filter(Boolean).join(' ')}
          {...register('capacity')}
        />
        <p className="hint" id={`${id}-capacity-hint`}>
          {t.capacityHint(taken, slot.sold, slot.held)}
        </p>
        {message && (
          <p className="field-error" id={`${id}-capacity-error`} role="alert">
            {message}
          </p>
        )}
      </div>
      <DialogButtons submit={t.capacitySave} busyLabel={t.saving} busy={isSubmitting} />
    </form>
  );
}

type CloseValues = { reason: string };

/** Closing a slot: a reason is required; the participants stay, no new places are taken. */
export function CloseForm({ slot, onDone }: { slot: SeasonSlot; onDone: () => void }) {
  const { m } = useI18n();
  const t = useSeasonTexts();
  const id = useId();
  const notify = useToast();
  const close = useCloseSlot();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CloseValues, unknown, CloseSlotRequest>({
    resolver: contractResolver<CloseValues, typeof CloseSlotRequest>(CloseSlotRequest, (v) => v),
    defaultValues: { reason: '' },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await close.mutateAsync({ slotId: slot.id, reason: body.reason });
      notify(t.slotClosedDone);
      onDone();
    } catch (err) {
      setFailure(isApiCallError(err) && err.status === 409 ? t.slotAlreadyClosed : errorText(err, m));
    }
  });
  const message = fieldMessage(errors.reason, { too_big: t.reasonTooLong }, t.reasonRequired);
  return (
    <form onSubmit={onSubmit} noValidate className="form">
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      {slot.sold + slot.held > 0 && <p className="notice">{t.closeKeepsParticipants(slot.sold + slot.held)}</p>}
      <div className="field">
        <label htmlFor={`${id}-reason`}>{t.closeReason}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          {...register('reason')}
        />
        {message && (
          <p className="field-error" id={`${id}-reason-error`}>
            {message}
          </p>
        )}
      </div>
      <DialogButtons submit={t.closeSubmit} busyLabel={t.saving} busy={isSubmitting} danger />
    </form>
  );
}

function ReopenConfirm({ slot, onDone }: { slot: SeasonSlot; onDone: () => void }) {
  const { m } = useI18n();
  const t = useSeasonTexts();
  const notify = useToast();
  const reopen = useReopenSlot();
  const [failure, setFailure] = useState<string | null>(null);
  const onClick = async () => {
    setFailure(null);
    try {
      await reopen.mutateAsync({ slotId: slot.id });
      notify(t.slotReopenedDone);
      onDone();
    } catch (err) {
      setFailure(errorText(err, m));
    }
  };
  return (
    <div className="form">
      {failure && (
        <p className="error-box" role="alert">
          {failure}
        </p>
      )}
      {slot.closedReason && <p>{t.closedBecause(slot.closedReason)}</p>}
      <DialogButtons submit={t.reopenSubmit} busyLabel={t.saving} busy={reopen.isPending} onClick={() => void onClick()} />
    </div>
  );
}

/** A slot's two actions — capacity, and close or reopen — as buttons opening their dialogs. */
export function SlotActions({ slot }: { slot: SeasonSlot }) {
  const t = useSeasonTexts();
  const name = useSlotName()(slot);
  const [open, setOpen] = useState<'capacity' | 'close' | 'reopen' | null>(null);
  const done = () => setOpen(null);
  const onOpenChange = (o: boolean) => !o && setOpen(null);
  return (
    <div className="slot-actions">
      <button type="button" className="button secondary small" aria-label={t.capacityOf(name)} onClick={() => setOpen('capacity')}>
        {t.capacityAction}
      </button>
      {slot.closed ? (
        <button type="button" className="button secondary small" aria-label={t.reopenOf(name)} onClick={() => setOpen('reopen')}>
          {t.reopenAction}
        </button>
      ) : (
        <button type="button" className="button secondary small" aria-label={t.closeOf(name)} onClick={() => setOpen('close')}>
          {t.closeAction}
        </button>
      )}
      <SlotDialog open={open === 'capacity'} onOpenChange={onOpenChange} title={t.capacityTitle(name)} description={t.capacityIntro}>
        <CapacityForm slot={slot} onDone={done} />
      </SlotDialog>
      <SlotDialog open={open === 'close'} onOpenChange={onOpenChange} title={t.closeTitle(name)} description={t.closeIntro}>
        <CloseForm slot={slot} onDone={done} />
      </SlotDialog>
      <SlotDialog open={open === 'reopen'} onOpenChange={onOpenChange} title={t.reopenTitle(name)} description={t.reopenIntro}>
        <ReopenConfirm slot={slot} onDone={done} />
      </SlotDialog>
    </div>
  );
}
