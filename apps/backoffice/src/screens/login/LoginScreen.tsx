import '../../forms/zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { type LoginRequest, LoginRequest as LoginSchema, type LoginSchool } from '@schuss/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLoginSchools } from '../../api/login';
import { LoginFailed, useAuth } from '../../api/session';
import { fieldMessage } from '../../forms/messages';
import { useI18n } from '../../i18n';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';

/**
 * The login form for the schools served at this address. One school: it is said, not asked. Several
 * (the platform's own host serves them all): a select of their names, none chosen unless `?site=`
 * names one of them. No one types a school's key.
 */
function LoginForm({
  schools,
  failure,
  setFailure,
}: {
  schools: LoginSchool[];
  failure: string | null;
  setFailure: (text: string | null) => void;
}) {
  const { m } = useI18n();
  const { login } = useAuth();
  const id = useId();
  const only = schools.length === 1 ? schools[0] : undefined;
  const asked = new URLSearchParams(window.location.search).get('site');
  const site = only?.site ?? schools.find((s) => s.site === asked)?.site ?? '';
  const {
    register,
    handleSubmit,
    setError,
    getValues,
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
      if (err.status === 401) {
        // Chosen among several, the school may be the wrong one: say which was tried.
        const chosen = only ? undefined : schools.find((s) => s.site === getValues('site'));
        return setFailure(chosen ? m.loginInvalidAt(chosen.name) : m.loginInvalid);
      }
      if (err.status === 403) return setFailure(m.loginForbidden);
      if (err.status === 400 && err.field?.startsWith('body.')) {
        const name = err.field.slice(5) as keyof LoginRequest;
        if ((name === 'site' && !only) || name === 'email' || name === 'password')
          return setError(name, { type: 'server', message: err.message });
      }
      setFailure(err.status === 0 ? m.errorNetwork : m.errorGeneric(err.status));
    }
  });

  const message = {
    site: errors.site ? m.loginSchoolRequired : undefined,
    email: fieldMessage(errors.email, {}, m.fieldEmail),
    password: fieldMessage(errors.password, { too_small: m.fieldRequired }, m.fieldInvalid),
  };
  const error = (name: keyof LoginRequest) =>
    message[name] && (
      <p className="field-error" id={`${id}-${name}-error`}>
        {message[name]}
      </p>
    );
  const field = (name: 'email' | 'password', label: string, type: string, autoComplete: string) => (
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
      {error(name)}
    </div>
  );

  return (
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
      {only ? (
        <p className="login-school strong">{m.loginSchoolOf(only.name)}</p>
      ) : (
        <div className="field">
          <label htmlFor={`${id}-site`}>{m.loginSchool}</label>
          <select
            id={`${id}-site`}
            autoComplete="organization"
            aria-invalid={errors.site ? true : undefined}
            aria-describedby={errors.site ? `${id}-site-error` : undefined}
            // The form's default, also as the element's (happy-dom does not take it from the form).
            defaultValue={site}
            {...register('site')}
          >
            <option value="">{m.loginSchoolChoose}</option>
            {schools.map((s) => (
              <option key={s.site} value={s.site}>
                {s.name}
              </option>
            ))}
          </select>
          {error('site')}
        </div>
      )}
      {field('email', m.loginEmail, 'email', 'username')}
      {field('password', m.loginPassword, 'password', 'current-password')}
      <button type="submit" className="button primary" disabled={isSubmitting}>
        {isSubmitting ? m.loginSubmitting : m.loginSubmit}
      </button>
    </form>
  );
}

/** Log in with a staff or admin account; the screen the app shows over any page while logged out. */
export default function LoginScreen({ reason }: { reason?: 'expired' | 'logged-out' }) {
  const { m } = useI18n();
  const schools = useLoginSchools();
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="login">
      <Screen title={m.loginTitle}>
        {reason && !failure && (
          <p className="notice" role="status">
            {reason === 'expired' ? m.loginExpired : m.loginLoggedOut}
          </p>
        )}
        {schools.isPending && <Spinner />}
        {schools.error && <ErrorMessage error={schools.error} onRetry={() => void schools.refetch()} />}
        {schools.data && <LoginForm schools={schools.data.schools} failure={failure} setFailure={setFailure} />}
      </Screen>
    </div>
  );
}
