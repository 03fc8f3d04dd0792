import type { Messages } from '../i18n';
import { Dialog } from './shared';

export function ConfirmDialog(p: {
  t: Messages;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog title={p.title} onClose={p.onClose}>
      <p>{p.text}</p>
      <div className="actions">
        <button type="button" onClick={p.onClose}>
          {p.cancelLabel ?? p.t.cancel}
        </button>
        <button type="button" className={p.danger ? 'danger' : 'primary'} onClick={p.onConfirm}>
          {p.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
