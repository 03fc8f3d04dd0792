import '../../forms/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import * as Menu from '@radix-ui/react-dropdown-menu';
import {
  type Account,
  type AccountLang,
  INVITATION_TTL_HOURS,
  type InvitationRequest,
  InvitationRequest as InvitationSchema,
  PASSWORD_RESET_TTL_HOURS,
  type RoleRequest,
  RoleRequest as RoleSchema,
} from '@schuss/contracts';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { type ComponentProps, type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAccounts, useChangeRole, useInvite, useSendLink, useSetDisabled } from '../../api/accounts';
import { errorText, isApiCallError } from '../../api/client';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import type { AccountsMessages } from '../../i18n/accounts';
import type { Messages } from '../../i18n/fr';
import { hrefOf } from '../../router';
import { DataTable } from '../../ui/DataTable';
import { DialogButtons } from '../../ui/DialogButtons';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { useAccountsTexts } from './texts';

const ROLES = ['editor', 'staff', 'admin'] as const;
const LANGS = ['fr', 'en'] as const;

/** What the admin is doing: one dialog at a time. */
type Action = { kind: 'invite' } | { kind: 'role' | 'disable' | 'reset' | 'resend'; account: Account };

/** A refusal of the platform in the admin's language, by its code (never the message's wording). */
export function refusalText(err: unknown, m: Messages, a: AccountsMessages): string {
  if (isApiCallError(err)) {
    if (err.code === 'last_admin') return a.accountsLastAdmin;
    if (err.code === 'own_account') return a.accountsOwnAccount;
    if (err.code === 'exists') return a.accountsExists;
    if (err.code === 'mail_failed') return a.accountsMailFailed;
    // The guard let the admin in, then the change found them no longer an admin (another admin acted).
    if (err.status === 403) return a.accountsNoLongerAdmin;
  }
  return errorText(err, m);
}

function Failure({ text }: { text: string | null }) {
  return text ? (
    <p className="error-box" role="alert">
      {text}
    </p>
  ) : null;
}

/** A select of the form (role, language), labelled. */
function SelectField({ id, label, children, ...rest }: { id: string; label: string; children: ReactNode } & ComponentProps<'select'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} {...rest}>
        {children}
      </select>
    </div>
  );
}

const FIELDS = ['email', 'name', 'role', 'lang'] as const;

/** Invites a colleague: name, e-mail, role and the e-mail's language, checked with the contract's schema. */
export function InviteForm({ onDone }: { onDone: () => void }) {
  const { m, lang } = useI18n();
  const a = useAccountsTexts();
  const id = useId();
  const notify = useToast();
  const invite = useInvite();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvitationRequest>({
    resolver: zodResolver(InvitationSchema),
    defaultValues: { name: '', email: '', role: 'staff', lang },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      const res = await invite.mutateAsync(body);
      notify(res.outcome === 'invited' ? a.accountsInvited(res.account.email) : a.accountsRoleAdded(res.account.email));
      onDone();
    } catch (err) {
      if (isApiCallError(err) && err.code === 'mail_failed') {
        notify(a.accountsMailFailed, 'error');
        return onDone();
      }
      const field = isApiCallError(err) ? FIELDS.find((f) => err.field === `body.${f}`) : undefined;
      if (field === 'email') {
        const exists = isApiCallError(err) && err.code === 'exists';
        return setError('email', { type: 'server', message: exists ? a.accountsExists : m.fieldEmail }, { shouldFocus: true });
      }
      if (field === 'name') return setError('name', { type: 'server', message: a.accountsNameRequired }, { shouldFocus: true });
      setFailure(refusalText(err, m, a));
    }
  });

  const msg = {
    name: fieldMessage(errors.name, { too_small: a.accountsNameRequired, too_big: a.accountsNameTooLong }, a.accountsNameRequired),
    email: fieldMessage(errors.email, {}, m.fieldEmail),
  };
  const text = (name: 'name' | 'email', label: string, type: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        {...register(name)}
      />
      {msg[name] && (
        <p className="field-error" id={`${id}-${name}-error`}>
          {msg[name]}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <Failure text={failure} />
      {text('name', a.accountsName, 'text', 'off')}
      {text('email', a.accountsEmail, 'email', 'off')}
      <SelectField id={`${id}-role`} label={a.accountsRole} {...register('role')}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {a.accountsRoleOption(r)}
          </option>
        ))}
      </SelectField>
      <SelectField id={`${id}-lang`} label={a.accountsMailLang} {...register('lang')}>
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {a.accountsLangName(l)}
          </option>
        ))}
      </SelectField>
      <DialogButtons submit={a.accountsInviteSubmit} busyLabel={a.accountsSaving} busy={isSubmitting} />
    </form>
  );
}

/** Changes an account's role; the platform refuses to leave the school without an active admin. */
function RoleForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const { m } = useI18n();
  const a = useAccountsTexts();
  const id = useId();
  const notify = useToast();
  const change = useChangeRole();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<RoleRequest>({ resolver: zodResolver(RoleSchema), defaultValues: { role: account.role } });
  const onSubmit = handleSubmit(async ({ role }) => {
    setFailure(null);
    try {
      await change.mutateAsync({ userId: account.userId, role });
      notify(a.accountsRoleDone(account.name, a.accountsRoleName(role)));
      // An admin who gave up the role: the application starts again with what the session now allows.
      if (account.you && role !== 'admin') return window.location.assign(hrefOf('/'));
      onDone();
    } catch (err) {
      setFailure(refusalText(err, m, a));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="form">
      <Failure text={failure} />
      <SelectField id={`${id}-role`} label={a.accountsRole} {...register('role')}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {a.accountsRoleOption(r)}
          </option>
        ))}
      </SelectField>
      <DialogButtons submit={a.accountsRoleSubmit} busyLabel={a.accountsSaving} busy={isSubmitting} />
    </form>
  );
}

/** Disables an account (its sessions end at once). */
function DisableForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const { m } = useI18n();
  const a = useAccountsTexts();
  const notify = useToast();
  const disable = useSetDisabled();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <form
      className="form"
      onSubmit={async (e) => {
        e.preventDefault();
        setFailure(null);
        try {
          await disable.mutateAsync({ userId: account.userId, disabled: true });
          notify(a.accountsDisabled(account.name));
          onDone();
        } catch (err) {
          setFailure(refusalText(err, m, a));
        }
      }}
    >
      <Failure text={failure} />
      <DialogButtons submit={a.accountsDisableSubmit} busyLabel={a.accountsSaving} busy={disable.isPending} danger />
    </form>
  );
}

/** E-mails a password-reset link or the invitation again, in the language chosen. */
function SendLinkForm({ account, kind, onDone }: { account: Account; kind: 'reset' | 'resend'; onDone: () => void }) {
  const { m, lang: screenLang } = useI18n();
  const a = useAccountsTexts();
  const id = useId();
  const notify = useToast();
  const send = useSendLink();
  const [lang, setLang] = useState<AccountLang>(screenLang);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <form
      className="form"
      onSubmit={async (e) => {
        e.preventDefault();
        setFailure(null);
        try {
          await send.mutateAsync({ userId: account.userId, kind: kind === 'reset' ? 'reset' : 'invitation', lang });
          notify(a.accountsLinkSent(account.email));
          onDone();
        } catch (err) {
          setFailure(refusalText(err, m, a));
        }
      }}
    >
      <Failure text={failure} />
      <SelectField id={`${id}-lang`} label={a.accountsMailLang} value={lang} onChange={(e) => setLang(e.target.value as AccountLang)}>
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {a.accountsLangName(l)}
          </option>
        ))}
      </SelectField>
      <DialogButtons submit={a.accountsSendSubmit} busyLabel={a.accountsSaving} busy={send.isPending} />
    </form>
  );
}

function ActionDialog({ action, onClose }: { action: Action | null; onClose: () => void }) {
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

/** The actions an account allows, in a menu named after it ("Actions for Lucie Moreau"). */
function AccountMenu({ account, onAction }: { account: Account; onAction: (a: Action) => void }) {
  const { m } = useI18n();
  const a = useAccountsTexts();
  const notify = useToast();
  const enable = useSetDisabled();
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
          {account.status === 'disabled' &&
            item(a.accountsEnable, () =>
              enable.mutate(
                { userId: account.userId, disabled: false },
                {
                  onSuccess: () => notify(a.accountsEnabled(account.name)),
                  onError: (err) => notify(refusalText(err, m, a), 'error'),
                },
              ),
            )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function AccountsTable({ accounts, onAction }: { accounts: Account[]; onAction: (a: Action) => void }) {
  const { f } = useI18n();
  const a = useAccountsTexts();
  const columns = useMemo<ColumnDef<Account>[]>(
    () => [
      {
        id: 'account',
        header: a.accountsAccount,
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
