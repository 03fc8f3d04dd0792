'use client';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { editorTexts } from '../../i18n/messages-editor';
import { requestLogin } from '../../lib/editor-login';
import { storage } from '../../lib/storage';
import './login.css';

type Props = {
  lang: string;
  /** The site key (sent with the credentials, docs/spec.md §6). */
  site: string;
  /** The content host (`ubloApi`). */
  platformUrl: string;
  /** Where a successful login leads: the home page of the language. */
  homeHref: string;
};

/**
 * The editors' login form (docs/spec.md §6–§8): site, e-mail and password to the login route (`paths.login`);
 * the token goes to sessionStorage and the home page loads in full (the editing tool mounts
 * there). The form is disabled while sending and enabled again after any error, which gets
 * the focus.
 */
export function LoginForm({ lang, site, platformUrl, homeHref }: Props) {
  const t = editorTexts(lang);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; n: number } | null>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const credentials = {
      site: String(data.get('site') ?? site),
      email: String(data.get('email') ?? '').trim(),
      password: String(data.get('password') ?? ''),
    };
    setBusy(true);
    const outcome = await requestLogin(platformUrl, lang, credentials);
    if (outcome.ok) {
      storage.session.set('token', outcome.token);
      window.location.assign(homeHref);
      return; // stays busy until the home page loads
    }
    setBusy(false);
    setError((prev) => ({ message: outcome.message, n: (prev?.n ?? 0) + 1 }));
  };

  const describedBy = error ? 'editor-login-error' : undefined;
  return (
    <form className="editor-login" onSubmit={onSubmit} aria-busy={busy} aria-labelledby="editor-login-title">
      <input type="hidden" name="site" value={site} />
      <div className="editor-login-field">
        <label htmlFor="editor-login-email">{t('editor.login.email')}</label>
        <input
          id="editor-login-email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          required
          disabled={busy}
          aria-describedby={describedBy}
        />
      </div>
      <div className="editor-login-field">
        <label htmlFor="editor-login-password">{t('editor.login.password')}</label>
        <input
          id="editor-login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          disabled={busy}
          aria-describedby={describedBy}
        />
      </div>
      {error ? (
        // A new key per failure: the same message again is announced again.
        <p key={error.n} id="editor-login-error" className="editor-login-error" role="alert" tabIndex={-1} ref={errorRef}>
          {error.message}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('editor.login.busy') : t('editor.login.submit')}
      </button>
    </form>
  );
}
