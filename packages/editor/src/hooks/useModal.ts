import type { Editor } from '@tiptap/react';
import { useCallback, useState } from 'react';

/** A question with a confirm and a cancel button (ConfirmDialog). */
export type ConfirmRequest = {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => void | Promise<void>;
  onCancel?: () => void;
};

/** The dialog open over the page, if any (one at a time; the conflict dialog is apart, see useConflict). */
export type Modal =
  | ({ kind: 'confirm' } & ConfirmRequest)
  | { kind: 'dates'; zone: string; id: string; n: number }
  | { kind: 'settings' }
  | { kind: 'history' }
  | { kind: 'link'; editor: Editor }
  /** The link of a section's button (the banner's): the dialog's address goes to `apply`. */
  | { kind: 'propLink'; href: string; apply: (href: string) => void }
  | { kind: 'image'; editor: Editor }
  | { kind: 'newPage' }
  | { kind: 'menus' };

export function useModal() {
  const [modal, setModal] = useState<Modal | null>(null);
  const close = useCallback(() => setModal(null), []);
  const confirm = useCallback((c: ConfirmRequest) => setModal({ kind: 'confirm', ...c }), []);
  return { modal, open: setModal, close, confirm };
}
