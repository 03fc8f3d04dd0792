import * as Dialog from '@radix-ui/react-dialog';
import type { CheckInRequest } from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { useRef, useState } from 'react';
import { isApiCallError } from '../../api/client';
import { useI18n, useTexts } from '../../i18n';
import { scanTexts } from '../../i18n/scan';

/**
 * Checking in on another day than today asks first (the platform refuses it without
 * `confirmOtherDay`): `toggle` checks in at once on today (and checks out on any day), else opens
 * the dialog; confirming sends the same check-in, confirmed. A refusal of the platform for
 * another day (its clock and this device's disagree) opens the dialog too (`refusedOtherDay`).
 */
export function useOtherDayCheckIn<R extends CheckInRequest>(send: (req: R) => void, today: string = todayIso()) {
  const [asked, setAsked] = useState<R | null>(null);
  // The switch the question is about: focus goes back to it when the dialog closes.
  const from = useRef<HTMLElement | null>(null);
  return {
    asked,
    from,
    toggle: (req: R, el?: HTMLElement) => {
      if (!(req.present && req.day !== today)) return send(req);
      from.current = el ?? null;
      setAsked(req);
    },
    refusedOtherDay: (req: R, err: unknown) => {
      if (!(isApiCallError(err) && err.status === 409 && err.field === 'body.day')) return false;
      setAsked(req);
      return true;
    },
    confirm: () => {
      if (asked) send({ ...asked, confirmOtherDay: true });
      setAsked(null);
    },
    cancel: () => setAsked(null),
  };
}

/** The question: a real dialog (focus moved in and given back, Escape does not check in). */
export function OtherDayDialog({
  day,
  onConfirm,
  onCancel,
  returnTo,
}: {
  day: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  returnTo?: { current: HTMLElement | null };
}) {
  const t = useTexts(scanTexts);
  const { f } = useI18n();
  return (
    <Dialog.Root open={day !== null} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          onCloseAutoFocus={(e) => {
            const el = returnTo?.current;
            if (el?.isConnected) {
              e.preventDefault();
              el.focus();
            }
          }}
        >
          <Dialog.Title>{t.otherDayTitle}</Dialog.Title>
          <Dialog.Description>{day ? t.otherDayText(f.longDay(day)) : ''}</Dialog.Description>
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button" className="button secondary">
                {t.otherDayCancel}
              </button>
            </Dialog.Close>
            <button type="button" className="button primary" onClick={onConfirm}>
              {t.otherDayConfirm}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
