import '../../forms/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { type AccountLink, NewPassword } from '@schuss/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAccountLink, useSetPassword } from '../../api/accounts';
import { errorText, isApiCallError } from '../../api/client';
import { useAuth } from '../../api/session';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import type { AccountsMessages } from '../../i18n/accounts';
import { Link, navigate, useLocation } from '../../router';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { useAccountsTexts } from './texts';

/** The form: the password (the contract's rules) typed twice. */
const PasswordForm = z
  .object({ password: NewPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'the two passwords differ' });
type PasswordForm = z.infer<typeof PasswordForm>;

/** A link that does not work: one message whatever the reason (expired, used, replaced, made up), or too many tries. */
function linkRefusal(err: unknown, a: AccountsMessages): string {
  if (isApiCallError(err) && err.status === 429) {
    const minutes = Number(/(\d+)\s*min/.exec(err.message)?.[1] ?? 1);
    return a.invitationRateLimited(minutes);
  }
  return a.invitationInvalid;
}
const refusesLink = (err: unknown) => isApiCallError(err) && (err.status === 404 || err.status === 429 || err.field === 'params.token');

function Invalid({ error }: { error?: unknown }) {
  const a = useAccountsTexts();
  return (
    <div className="login">
      <Screen title={a.invitationInvalidTitle}>
        <div className="card">
          <p className="error-box" role="alert">
            {error === undefined ? a.invitationInvalid : linkRefusal(error, a)}
          </p>
          <Link to="/">{a.invitationGoToLogin}</Link>
        </div>
      </Screen>
    </div>
  );
}

function Done({ editor }: { editor: boolean }) {
  const a = useAccountsTexts();
  return (
    <div className="login">
      <Screen title={a.invitationDoneTitle}>
        <div className="card">
          <p className="notice" role="status">
            {editor ? a.invitationDoneEditor : a.invitationDoneLogin}
          </p>
          {!editor && <Link to="/">{a.invitationGoToLogin}</Link>}
        </div>
      </Screen>
    </div>
  );
}

/** Whom the link is for, the rules, the password twice; then the account logs in (staff and admins) or is told where to. */
function SetPasswordForm({ link, token, onDone }: { link: AccountLink; token: string; onDone: (editor: boolean) => void }) {
  const { m, f } = useI18n();
  const a = useAccountsTexts();
  const { login } = useAuth();
  const notify = useToast();
  const id = useId();
  const save = useSetPassword(token);
  const [show, setShow] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({ resolver: zodResolver(PasswordForm), defaultValues: { password: '', confirm: '' } });
  const min = link.passwordMinLength;
  const max = link.passwordMaxLength;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    let saved: Awaited<ReturnType<typeof save.mutateAsync>>;
    try {
      saved = await save.mutateAsync(password);
    } catch (err) {
      if (isApiCallError(err) && err.field === 'body.password') {
        return setError('password', { type: 'server', message: a.invitationRules(min, max) }, { shouldFocus: true });
      }
      return setFailure(refusesLink(err) ? linkRefusal(err, a) : errorText(err, m));
    }
    // Editors work from the site's editing tool, not the back office.
    if (saved.role === 'editor') return onDone(true);
    try {
      await login({ site: saved.site, email: saved.email, password });
      notify(a.invitationDone);
      // The link leaves the browser's history: it no longer works anyway.
      navigate('/', { replace: true });
    } catch {
      onDone(false);
    }
  });

  const msg = {
    password: fieldMessage(
      errors.password,
      { too_small: a.invitationTooShort(min), too_big: a.invitationTooLong(max) },
      a.invitationRules(min, max),
    ),
    confirm: fieldMessage(errors.confirm, { custom: a.invitationMismatch }, a.invitationMismatch),
  };
  const described = (name: 'password' | 'confirm') =>
    [name === 'password' ? `${id}-rules` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const field = (name: 'password' | 'confirm', label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        type={show ? 'text' : 'password'}
        autoComplete="new-password"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={described(name)}
        {...register(name)}
      />
      {name === 'password' && (
        <p className="hint" id={`${id}-rules`}>
          {a.invitationRules(min, max)}
        </p>
      )}
      {msg[name] && (
        <p className="field-error" id={`${id}-${name}-error`}>
          {msg[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="login">
      <Screen title={link.kind === 'invitation' ? a.invitationTitle : a.invitationResetTitle}>
        <p className="lead">
          {link.kind === 'invitation'
            ? a.invitationWelcome(link.siteName, a.accountsRoleName(link.role))
            : a.invitationResetFor(link.siteName)}
        </p>
        <form onSubmit={onSubmit} noValidate className="card form">
          {failure && (
            <p className="error-box" role="alert">
              {failure}
            </p>
          )}
          <dl className="facts invitation-for">
            <dt>{a.invitationFor}</dt>
            <dd>
              <span className="strong">{link.name}</span> — {link.email}
            </dd>
          </dl>
          {/* For password managers: the account the new password belongs to. */}
          <input type="email" autoComplete="username" value={link.email} readOnly hidden />
          {field('password', a.invitationPassword)}
          {field('confirm', a.invitationConfirm)}
          <label className="check">
            <input type="checkbox" checked={show} onChange={(e) => setShow(e.target.checked)} />
            <span>{a.invitationShow}</span>
          </label>
          <p className="hint">{a.invitationExpires(f.instant(link.expiresAt))}</p>
          <button type="submit" className="button primary" disabled={isSubmitting}>
            {isSubmitting ? a.invitationSubmitting : a.invitationSubmit}
          </button>
        </form>
      </Screen>
    </div>
  );
}

/**
 * `/admin/invitation?token=…`, opened from an invitation or password-reset e-mail, logged out (App
 * shows it whatever the session): the account chooses its password.
 */
export default function InvitationScreen() {
  const a = useAccountsTexts();
  const { search } = useLocation();
  const token = search.get('token') ?? '';
  const link = useAccountLink(token);
  const [done, setDone] = useState<{ editor: boolean } | null>(null);
  if (done) return <Done editor={done.editor} />;
  if (!token) return <Invalid />;
  if (link.isPending) {
    return (
      <Screen title={a.invitationTitle}>
        <Spinner />
      </Screen>
    );
  }
  if (link.isError) {
    if (refusesLink(link.error)) return <Invalid error={link.error} />;
    // No answer (network) or a failure of the platform: try again.
    return (
      <Screen title={a.invitationTitle}>
        <ErrorMessage error={link.error} onRetry={() => void link.refetch()} />
      </Screen>
    );
  }
  return <SetPasswordForm link={link.data} token={token} onDone={(editor) => setDone({ editor })} />;
}
