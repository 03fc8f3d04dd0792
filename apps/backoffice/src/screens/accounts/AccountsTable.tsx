/** The accounts screen's table: one row per account, with its role, status, last login and a menu of its actions. */

import * as Menu from '@radix-ui/react-dropdown-menu';
import type { Account } from '@schuss/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useI18n } from '../../i18n';
import { DataTable } from '../../ui/DataTable';
import { useAccountsTexts } from './texts';
import { type Action, useEnableAccount } from './useAccountForms';

/** The actions an account allows, in a menu named after it ("Actions for Lucie Moreau"). */
function AccountMenu({ account, onAction }: { account: Account; onAction: (a: Action) => void }) {
  const a = useAccountsTexts();
  const enable = useEnableAccount(account);
  const item = (label: string, onSelect: () => void) => (
    <Menu.Item className="menu-item" onSelect={onSelect}>
      {label}
    </Menu.Item>
  );
  return (
    // Not modal: the item opens a dialog, which then owns the focus and the page's pointer events.
    <Menu.Root modal={false}>
      <Menu.Trigger
        className="button secondary account-menu"
        aria-label={a.accountsActionsFor(account.name)}
        data-account-menu={account.userId}
      >
        {a.accountsActions}
        <span aria-hidden="true"> ▾</span>
      </Menu.Trigger>
      {/* Into the page's main landmark, not at the end of body: everything on the page is in a landmark. */}
      <Menu.Portal container={typeof document === 'undefined' ? undefined : document.getElementById('main')}>
        <Menu.Content className="menu" align="end" sideOffset={6}>
          {item(a.accountsChangeRole, () => onAction({ kind: 'role', account }))}
          {account.status === 'active' && item(a.accountsSendReset, () => onAction({ kind: 'reset', account }))}
          {account.status === 'invited' && item(a.accountsResend, () => onAction({ kind: 'resend', account }))}
          {account.status !== 'disabled' && !account.you && item(a.accountsDisable, () => onAction({ kind: 'disable', account }))}
          {account.status === 'disabled' && item(a.accountsEnable, enable)}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export function AccountsTable({ accounts, onAction }: { accounts: Account[]; onAction: (a: Action) => void }) {
  const { f } = useI18n();
  const a = useAccountsTexts();
  const columns = useMemo<ColumnDef<Account>[]>(
    () => [
      {
        id: 'account',
        header: a.accountsAccount,
        meta: { primary: true },
        cell: ({ row: { original: acc } }) => (
          <>
            <span className="strong">{acc.name}</span>
            {acc.you && <span className="muted"> ({a.accountsYou})</span>}
            <br />
            <span className="small account-email">{acc.email}</span>
          </>
        ),
      },
      { id: 'role', header: a.accountsRole, cell: ({ row: { original: acc } }) => a.accountsRoleName(acc.role) },
      {
        id: 'status',
        header: a.accountsStatus,
        cell: ({ row: { original: acc } }) => {
          const expired = acc.invitationExpiresAt !== null && Date.parse(acc.invitationExpiresAt) <= Date.now();
          return (
            <>
              <span className={`badge account-${acc.status}`}>{a.accountsStatusName(acc.status)}</span>
              {acc.status === 'invited' && acc.invitationExpiresAt && (
                <span className="small muted account-link">
                  {expired ? a.accountsLinkExpired : a.accountsLinkUntil(f.instant(acc.invitationExpiresAt))}
                </span>
              )}
            </>
          );
        },
      },
      {
        id: 'lastLogin',
        header: a.accountsLastLogin,
        cell: ({ row: { original: acc } }) =>
          acc.lastLoginAt ? f.instant(acc.lastLoginAt) : <span className="muted">{a.accountsNever}</span>,
      },
      {
        id: 'actions',
        header: a.accountsActions,
        cell: ({ row: { original: acc } }) => <AccountMenu account={acc} onAction={onAction} />,
      },
    ],
    [a, f, onAction],
  );
  const table = useReactTable({ data: accounts, columns, getCoreRowModel: getCoreRowModel(), getRowId: (acc) => String(acc.userId) });
  return <DataTable table={table} label={a.accountsTable} />;
}
