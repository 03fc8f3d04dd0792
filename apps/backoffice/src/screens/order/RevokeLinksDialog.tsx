import * as Dialog from '@radix-ui/react-dialog';
import { errorText } from '../../api/client';
import { useRevokeLinks } from '../../api/vouchers';
import { useI18n, useTexts } from '../../i18n';
import { scanTexts } from '../../i18n/scan';
import { DialogButtons } from '../../ui/DialogButtons';
import { useToast } from '../../ui/toast';

/**
 * Revokes the order's personal links and voucher, after saying what it does and that the
 * customer can ask for a new link from "My bookings".
 */
export function RevokeLinksDialog({
  number,
  open,
  onOpenChange,
}: {
  number: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTexts(scanTexts);
  const { m } = useI18n();
  const notify = useToast();
  const revoke = useRevokeLinks(number);
  const confirm = () =>
    revoke.mutate(undefined, {
      onSuccess: (r) => {
        notify(t.revokeDone(r.revoked));
        onOpenChange(false);
      },
      onError: (err) => notify(errorText(err, m), 'error'),
    });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog">
          <Dialog.Title>{t.revokeTitle(number)}</Dialog.Title>
          <Dialog.Description>{t.revokeIntro}</Dialog.Description>
          <DialogButtons submit={t.revokeSubmit} busyLabel={t.revokeSubmitting} busy={revoke.isPending} danger onClick={confirm} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
