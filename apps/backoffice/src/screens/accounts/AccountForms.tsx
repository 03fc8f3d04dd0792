/** The forms of the accounts screen's dialogs: invite a colleague, change a role, disable an account, send a link. */

import type { Account } from '@schuss/contracts';
import type { ComponentProps, ReactNode } from 'react';
import { DialogButtons } from '../../ui/DialogButtons';
import { useAccountsTexts } from './texts';
import { LANGS, ROLES, useDisableForm, useInviteForm, useRoleForm, useSendLinkForm } from './useAccountForms';

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

/** Invites a colleague: name, e-mail, role and the e-mail's language, checked with the contract's schema. */
export function InviteForm({ onDone }: { onDone: () => void }) {
  const a = useAccountsTexts();
  const { id, register, errors, isSubmitting, failure, onSubmit, msg } = useInviteForm(onDone);
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
export function RoleForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const a = useAccountsTexts();
  const { id, register, isSubmitting, failure, onSubmit } = useRoleForm(account, onDone);
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
export function DisableForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const a = useAccountsTexts();
  const { failure, onSubmit, busy } = useDisableForm(account, onDone);
  return (
    <form className="form" onSubmit={onSubmit}>
      <Failure text={failure} />
      <DialogButtons submit={a.accountsDisableSubmit} busyLabel={a.accountsSaving} busy={busy} danger />
    </form>
  );
}

/** E-mails a password-reset link or the invitation again, in the language chosen. */
export function SendLinkForm({ account, kind, onDone }: { account: Account; kind: 'reset' | 'resend'; onDone: () => void }) {
  const a = useAccountsTexts();
  const { id, lang, setLang, failure, onSubmit, busy } = useSendLinkForm(account, kind, onDone);
  return (
    <form className="form" onSubmit={onSubmit}>
      <Failure text={failure} />
      <SelectField id={`${id}-lang`} label={a.accountsMailLang} value={lang} onChange={(e) => setLang(e.target.value as typeof lang)}>
        {LANGS.map((l) => (
          <option key={l} value={l}>
            {a.accountsLangName(l)}
          </option>
        ))}
      </SelectField>
      <DialogButtons submit={a.accountsSendSubmit} busyLabel={a.accountsSaving} busy={busy} />
    </form>
  );
}
