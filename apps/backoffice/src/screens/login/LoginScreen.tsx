import '../../forms/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, LoginRequest as LoginSchema } from '@schuss/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoginFailed, useAuth } from '../../api/session';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { Screen } from '../../ui/Screen';

/** The default school (the demo's); `?site=` or the field choose another. */
export const DEFAULT_SITE = 'val-neige';

/** Log in with a staff or admin account; the screen the app shows over any page while logged out. */
export default function LoginScreen({ reason }: { reason?: 'expired' | 'logged-out' }) {
  const { m } = useI18n();
  const { login } = useAuth();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const site = new URLSearchParams(window.location.search).get('site') ?? DEFAULT_SITE;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { site, email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await login(body);
    } catch (err) {
      if (!(err instanceof LoginFailed)) return setFailure(m.errorNetwork);
      if (err.status === 429) return setFailure(m.loginRateLimited(err.retryAfterMinutes ?? 1));
      if (err.status === 401) return setFailure(m.loginInvalid);
      if (err.status === 403) return setFailure(m.loginForbidden);
      if (err.status === 400 && err.field?.startsWith('body.')) {
        const name = err.field.slice(5) as keyof LoginRequest;
        if (name === 'site' || name === 'email' || name === 'password') return setError(name, { type: 'server', message: err.message });
      }
      setFailure(err.status === 0 ? m.errorNetwork : m.errorGeneric(err.status));
    }
  });

  const message = {
    site: fieldMessage(errors.site, { too_small: m.fieldRequired }, m.fieldInvalid),
    email: fieldMessage(errors.email, {}, m.fieldEmail),
    password: fieldMessage(errors.password, { too_small: m.fieldRequired }, m.fieldInvalid),
  };
  const field = (name: keyof LoginRequest, label: string, type: string, autoComplete: string) => (
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
      {message[name] && (
        <p className="field-error" id={`${id}-${name}-error`}>
          {message[name]}
        </p>
      )}
    </div>
  );

  return (
    <div className="login">
      <Screen title={m.loginTitle}>
        {reason && !failure && (
          <p className="notice" role="status">
            {reason === 'expired' ? m.loginExpired : m.loginLoggedOut}
          </p>
        )}
        <form
          onSubmit={(e) => {
            // A new attempt clears the last refusal, also when the fields stop it before it is sent.
            setFailure(null);
            return onSubmit(e);
          }}
          noValidate
          className="card form"
        >
          {failure && (
            <p className="error-box" role="alert">
              {failure}
            </p>
          )}
          {field('site', m.loginSite, 'text', 'organization')}
          {field('email', m.loginEmail, 'email', 'username')}
          {field('password', m.loginPassword, 'password', 'current-password')}
          <button type="submit" className="button primary" disabled={isSubmitting}>
            {isSubmitting ? m.loginSubmitting : m.loginSubmit}
          </button>
        </form>
      </Screen>
    </div>
  );
}
