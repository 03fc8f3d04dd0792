/** The new closure's confirmation: a dialog saying what the closing will do before it is sent. */

import * as Dialog from '@radix-ui/react-dialog';
import { useI18n } from '../../i18n';
import { Spinner } from '../../ui/status';
import { useClosuresTexts } from './texts';
import type { ClosureFormState } from './useClosureForm';

/** Open while a closing waits for confirmation; closing it (unless the closing is under way) goes back to the form. */
export function ClosureConfirm({ form }: { form: ClosureFormState }) {
  const { f } = useI18n();
  const t = useClosuresTexts();
  const { confirm, setConfirm, creating, preview, movers, send } = form;
  return (
    <Dialog.Root open={confirm !== null} onOpenChange={(open) => (!open && !creating ? setConfirm(null) : undefined)}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>{t.confirmTitle}</Dialog.Title>
          <Dialog.Description>{preview ? t.confirmText(preview.totals.slots, preview.totals.contacts) : ''}</Dialog.Description>
          {preview && confirm?.remedy === 'refund' && <p>{t.confirmRefund(f.money(preview.totals.refund.amount))}</p>}
          {preview && confirm?.remedy === 'move' && <p>{t.confirmMove(movers)}</p>}
          {creating && <Spinner label={t.closing} />}
          <div className="dialog-buttons">
            <Dialog.Close asChild>
              <button type="button" className="button secondary" disabled={creating}>
                {t.confirmBack}
              </button>
            </Dialog.Close>
            <button type="button" className="button danger" disabled={creating} onClick={() => void send()}>
              {creating ? t.closing : t.confirmSubmit}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
