import type { INVALID_CREDENTIALS } from '@schuss/contracts';
import { editorTexts } from '../i18n/messages-editor';

// The contract's constant, typed against it but not imported: importing a value from the
// contracts would bring zod into the login page's browser code.
const INVALID: typeof INVALID_CREDENTIALS = 'Invalid credentials';

/**
 * The editors' login page (spec §6, §8), one path per language. These paths are reserved: the
 * site's route shadows a CMS page at the same path, so no page may be created there.
 */
export const EDITOR_LOGIN_PATHS: Record<string, string> = { fr: '/connexion-editeur/', en: '/editor-login/' };

/** The login page's path in a language (languages without their own path use the English one). */
export const editorLoginPath = (lang: string): string => EDITOR_LOGIN_PATHS[lang] ?? '/editor-login/';

/** The outcome of `POST /api/admin/login` as the form needs it. */
export type LoginOutcome = { ok: true; token: string } | { ok: false; message: string };

/**
 * A Retry-After wait in words ("14 minutes", "30 secondes"), rounded up to the unit shown:
 * seconds under a minute, minutes under two hours, hours beyond.
 */
export function waitInWords(seconds: number, lang: string): string {
  const t = editorTexts(lang);
  const s = Math.max(1, Math.ceil(seconds));
  const [unit, n] = s < 60 ? ['seconds', s] : s < 7200 ? ['minutes', Math.ceil(s / 60)] : ['hours', Math.ceil(s / 3600)];
  return t(`editor.wait.${unit}.${n === 1 ? 'one' : 'other'}`, { n });
}

/** Seconds of a `Retry-After` header (delay-seconds or an HTTP date), or null when absent or unreadable. */
export function retryAfterSeconds(header: string | null | undefined, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * What the form shows for an answer of the login route (spec §8): `Invalid credentials` in the
 * page's language, any other error message as received (plus the Retry-After wait in words when
 * rate-limited), a generic message with the status when the body says nothing.
 */
export function loginOutcome(lang: string, status: number, body: unknown, retryAfter: string | null = null): LoginOutcome {
  const t = editorTexts(lang);
  const data = (body ?? {}) as { token?: unknown; error?: { message?: unknown } };
  if (status >= 200 && status < 300 && typeof data.token === 'string' && data.token) return { ok: true, token: data.token };
  const received = typeof data.error?.message === 'string' ? data.error.message.trim() : '';
  if (received === INVALID) return { ok: false, message: t('editor.login.invalid') };
  let message = received || t('editor.login.failed', { status });
  const wait = status === 429 ? retryAfterSeconds(retryAfter) : null;
  if (wait !== null) message += ` ${t('editor.login.retryIn', { wait: waitInWords(wait, lang) })}`;
  return { ok: false, message };
}

/** The form's message when the request did not get an answer at all (network down, CORS refused). */
const networkFailure = (lang: string): LoginOutcome => ({ ok: false, message: editorTexts(lang)('editor.login.network') });

/** Sends the login request (spec §7) and maps every outcome to what the form shows. Never throws. */
export async function requestLogin(
  platformUrl: string,
  lang: string,
  credentials: { site: string; email: string; password: string },
  fetchImpl: typeof fetch = fetch,
): Promise<LoginOutcome> {
  let res: Response;
  try {
    res = await fetchImpl(`${platformUrl.replace(/\/+$/, '')}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
      cache: 'no-store',
    });
  } catch {
    return networkFailure(lang);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON (a proxy's error page): the status is all there is to say.
  }
  return loginOutcome(lang, res.status, body, res.headers.get('retry-after'));
}
