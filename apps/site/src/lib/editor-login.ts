import { type ApiCallError, createClient, isApiCallError } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { editorTexts } from '../i18n/messages-editor';
import { retryAfterSeconds } from './retry-after';

/**
 * The editors' login page (docs/spec.md §6, §8), one path per language. These paths are reserved: the
 * site's route shadows a CMS page at the same path, so no page may be created there.
 */
export const EDITOR_LOGIN_PATHS: Record<string, string> = { fr: '/connexion-editeur/', en: '/editor-login/' };

/** The login page's path in a language (languages without their own path use the English one). */
export const editorLoginPath = (lang: string): string => EDITOR_LOGIN_PATHS[lang] ?? '/editor-login/';

/** The outcome of the login route (`paths.login`) as the form needs it. */
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

/**
 * What the form shows for a failed login (docs/spec.md §8): a 401 is `Invalid credentials` (the platform
 * answers every wrong e-mail, password or site the same way), in the page's language; any other
 * error of the platform shows its message (plus the Retry-After wait in words when rate-limited);
 * an answer that is not the platform's, the status in a generic message.
 */
export function loginFailure(
  lang: string,
  err: Pick<ApiCallError, 'status' | 'code' | 'message'>,
  retryAfter: string | null = null,
): LoginOutcome {
  const t = editorTexts(lang);
  if (err.code === 'network') return { ok: false, message: t('editor.login.network') };
  if (err.status === 401) return { ok: false, message: t('editor.login.invalid') };
  if (err.code === 'bad_answer') return { ok: false, message: t('editor.login.failed', { status: err.status }) };
  let message = err.message.trim();
  const wait = err.status === 429 ? retryAfterSeconds(retryAfter) : null;
  if (wait !== null) message += ` ${t('editor.login.retryIn', { wait: waitInWords(wait, lang) })}`;
  return { ok: false, message };
}

/** Sends the login request (docs/spec.md §7) and maps every outcome to what the form shows. Never throws. */
export async function requestLogin(
  platformUrl: string,
  lang: string,
  credentials: { site: string; email: string; password: string },
  fetchImpl: typeof fetch = fetch,
): Promise<LoginOutcome> {
  // The client passes the answer's status and body on; the form also needs its Retry-After header.
  let retryAfter: string | null = null;
  const api = createClient({
    baseUrl: platformUrl,
    fetch: async (input, init) => {
      const res = await fetchImpl(input, init);
      retryAfter = res.headers.get('retry-after');
      return res;
    },
  });
  try {
    const { token } = await api.call(paths.login, { body: credentials }, { init: { cache: 'no-store' } });
    return { ok: true, token };
  } catch (err) {
    return loginFailure(lang, isApiCallError(err) ? err : { status: 0, code: 'network', message: '' }, retryAfter);
  }
}
