/** The accounts screen's dialog: the form of the action the admin chose, titled and introduced for it. */

import * as Dialog from '@radix-ui/react-dialog';
import { INVITATION_TTL_HOURS, PASSWORD_RESET_TTL_HOURS } from '@schuss/contracts';
import { useRef } from 'react';
import { DisableForm, InviteForm, RoleForm, SendLinkForm } from './AccountForms';
import { useAccountsTexts } from './texts';
import type { Action } from './useAccountForms';

export function ActionDialog({ action, onClose }: { action: Action | null; onClose: () => void }) {
  const a = useAccountsTexts();
  const texts = (act: Action): { title: string; intro: string } => {
    switch (act.kind) {
      case 'invite':
        return { title: a.accountsInvite, intro: a.accountsInviteIntro(INVITATION_TTL_HOURS) };
      case 'role':
        return { title: a.accountsRoleTitle(act.account.name), intro: a.accountsRoleIntro };
      case 'disable':
        return { title: a.accountsDisableTitle(act.account.name), intro: a.accountsDisableIntro };
      case 'reset':
        return { title: a.accountsResetTitle(act.account.name), intro: a.accountsResetIntro(act.account.email, PASSWORD_RESET_TTL_HOURS) };
      case 'resend':
        return { title: a.accountsResendTitle(act.account.name), intro: a.accountsResendIntro(act.account.email, INVITATION_TTL_HOURS) };
    }
  };
  const t = action ? texts(action) : null;
  // The account of the last dialog: it is closed (action null) when focus goes back.
  const lastAccount = useRef<number | null>(null);
  if (action) lastAccount.current = action.kind === 'invite' ? null : action.account.userId;
  return (
    <Dialog.Root open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          // Focus goes back to the account's menu button (the menu item that opened the dialog is gone).
          onCloseAutoFocus={(e) => {
            const account = lastAccount.current;
            const back = account === null ? null : document.querySelector<HTMLElement>(`[data-account-menu="${account}"]`);
            if (back) {
              e.preventDefault();
              back.focus();
            }
          }}
        >
          <Dialog.Title>{t?.title}</Dialog.Title>
          <Dialog.Description>{t?.intro}</Dialog.Description>
          {action?.kind === 'invite' && <InviteForm onDone={onClose} />}
          {action?.kind === 'role' && <RoleForm account={action.account} onDone={onClose} />}
          {action?.kind === 'disable' && <DisableForm account={action.account} onDone={onClose} />}
          {(action?.kind === 'reset' || action?.kind === 'resend') && (
            <SendLinkForm account={action.account} kind={action.kind} onDone={onClose} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
