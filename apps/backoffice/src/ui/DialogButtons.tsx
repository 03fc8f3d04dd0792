import * as Dialog from '@radix-ui/react-dialog';
import { useI18n } from '../i18n';

/**
 * A dialog's buttons: close, then the action — a submit of the dialog's form, or `onClick` for a
 * dialog without one. While `busy` the action is disabled and says so (`busyLabel`).
 */
export function DialogButtons({
  submit,
  busyLabel,
  busy,
  danger,
  onClick,
}: {
  submit: string;
  busyLabel: string;
  busy: boolean;
  danger?: boolean;
  onClick?: () => void;
}) {
  const { m } = useI18n();
  return (
    <div className="dialog-buttons">
      <Dialog.Close asChild>
        <button type="button" className="button secondary">
          {m.close}
        </button>
      </Dialog.Close>
      <button type={onClick ? 'button' : 'submit'} className={`button ${danger ? 'danger' : 'primary'}`} disabled={busy} onClick={onClick}>
        {busy ? busyLabel : submit}
      </button>
    </div>
  );
}
