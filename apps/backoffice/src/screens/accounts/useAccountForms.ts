/** The accounts screen's state and side effects: the action under way, what each dialog's form sends, and the platform's refusals in the admin's words. */

import '../../forms/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Account,
  type AccountLang,
  type InvitationRequest,
  InvitationRequest as InvitationSchema,
  type RoleRequest,
  RoleRequest as RoleSchema,
} from '@schuss/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useChangeRole, useInvite, useSendLink, useSetDisabled } from '../../api/accounts';
import { errorText, isApiCallError } from '../../api/client';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import type { AccountsMessages } from '../../i18n/accounts';
import type { Messages } from '../../i18n/fr';
import { hrefOf } from '../../router';
import { useToast } from '../../ui/toast';
import { useAccountsTexts } from './texts';

export const ROLES = ['editor', 'staff', 'instructor', 'admin'] as const;
export const LANGS = ['fr', 'en'] as const;

/** What the admin is doing: one dialog at a time. */
export type Action = { kind: 'invite' } | { kind: 'role' | 'disable' | 'reset' | 'resend'; account: Account };

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

const FIELDS = ['email', 'name', 'role', 'lang'] as const;

/** The invitation: the form checked with the contract's schema, sent, and the platform's refusals on their fields. */
export function useInviteForm(onDone: () => void) {
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
  return { id, register, errors, isSubmitting, failure, onSubmit, msg };
}

/** The role change; an admin who gives up the role starts the application again. */
export function useRoleForm(account: Account, onDone: () => void) {
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
  return { id, register, isSubmitting, failure, onSubmit };
}

/** Disabling an account (its sessions end at once). */
export function useDisableForm(account: Account, onDone: () => void) {
  const { m } = useI18n();
  const a = useAccountsTexts();
  const notify = useToast();
  const disable = useSetDisabled();
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailure(null);
    try {
      await disable.mutateAsync({ userId: account.userId, disabled: true });
      notify(a.accountsDisabled(account.name));
      onDone();
    } catch (err) {
      setFailure(refusalText(err, m, a));
    }
  };
  return { failure, onSubmit, busy: disable.isPending };
}

/** E-mailing a password-reset link or the invitation again, in the language chosen (the screen's at first). */
export function useSendLinkForm(account: Account, kind: 'reset' | 'resend', onDone: () => void) {
  const { m, lang: screenLang } = useI18n();
  const a = useAccountsTexts();
  const id = useId();
  const notify = useToast();
  const send = useSendLink();
  const [lang, setLang] = useState<AccountLang>(screenLang);
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFailure(null);
    try {
      await send.mutateAsync({ userId: account.userId, kind: kind === 'reset' ? 'reset' : 'invitation', lang });
      notify(a.accountsLinkSent(account.email));
      onDone();
    } catch (err) {
      setFailure(refusalText(err, m, a));
    }
  };
  return { id, lang, setLang, failure, onSubmit, busy: send.isPending };
}

/** Enabling a disabled account again, from its menu (said in a toast either way). */
export function useEnableAccount(account: Account) {
  const { m } = useI18n();
  const a = useAccountsTexts();
  const notify = useToast();
  const enable = useSetDisabled();
  return () =>
    enable.mutate(
      { userId: account.userId, disabled: false },
      {
        onSuccess: () => notify(a.accountsEnabled(account.name)),
        onError: (err) => notify(refusalText(err, m, a), 'error'),
      },
    );
}
