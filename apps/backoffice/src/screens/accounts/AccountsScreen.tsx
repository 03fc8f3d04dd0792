import { useState } from 'react';
import { useAccounts } from '../../api/accounts';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { ActionDialog } from './AccountDialog';
import { AccountsTable } from './AccountsTable';
import { useAccountsTexts } from './texts';
import type { Action } from './useAccountForms';

export { InviteForm } from './AccountForms';
export { refusalText } from './useAccountForms';

/** The school's accounts, for its admins (the navigation shows it to them only; the platform refuses the others). */
export default function AccountsScreen() {
  const a = useAccountsTexts();
  const accounts = useAccounts();
  const [action, setAction] = useState<Action | null>(null);
  return (
    <Screen
      title={a.accountsTitle}
      actions={
        <button type="button" className="button primary" onClick={() => setAction({ kind: 'invite' })}>
          {a.accountsInvite}
        </button>
      }
    >
      <p className="lead">{a.accountsIntro}</p>
      {accounts.isPending ? (
        <Spinner />
      ) : accounts.isError ? (
        <ErrorMessage error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : accounts.data.accounts.length === 0 ? (
        <Empty>{a.accountsEmpty}</Empty>
      ) : (
        <AccountsTable accounts={accounts.data.accounts} onAction={setAction} />
      )}
      <ActionDialog action={action} onClose={() => setAction(null)} />
    </Screen>
  );
}
