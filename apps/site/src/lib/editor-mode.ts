import type { SchussCms } from '@schuss/contracts';
import { createClient, isApiCallError, routeUrl, type SessionKeys } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import type { TypedStorage } from './storage';

/**
 * Editor mode (docs/spec.md §4 "Editor connected", §7): the logic behind components/editor. Loaded only
 * when an editor token is in sessionStorage, never by a visitor's page.
 */

declare global {
  interface Window {
    SchussCms?: SchussCms;
  }
}

/** Spec §9: scripts are polled for every 200 ms until loaded. */
export const CMS_POLL_MS = 200;
/** The toast with a retry shows when the tool is not there after this long. */
export const CMS_TIMEOUT_MS = 15_000;

/** The editing tool's script on the content host, `paths.editorScript` (docs/spec.md §7; version from the config, default v3). */
export function cmsScriptUrl(platformUrl: string, version: string | null | undefined): string {
  return routeUrl(platformUrl, paths.editorScript, { params: { version: (version ?? '').trim() || 'v3' } });
}

/**
 * The page path (as stored) of a public URL path: the language's base path (`/en`) removed,
 * segments decoded as the page route decodes them, a trailing slash.
 */
export function pagePathOf(pathname: string, base: string): string {
  let rest = pathname;
  if (base && (rest === base || rest.startsWith(`${base}/`))) rest = rest.slice(base.length);
  const parts = rest.split('/').filter(Boolean);
  const decoded = parts.map((p) => {
    try {
      return decodeURIComponent(p);
    } catch {
      return p;
    }
  });
  return decoded.length ? `/${decoded.join('/')}/` : '/';
}

/**
 * What the session route (`paths.session`) says of a stored token: `valid` (a session on this
 * site), `invalid` (unknown, expired or revoked token, or another site's: forget it), `unknown`
 * (no answer or a server error: keep the token, stay a visitor on this page).
 */
export type SessionState = 'valid' | 'invalid' | 'unknown';

/** The state of a token from the route's status (null: no answer) and, on success, the session's site. */
export function sessionState(status: number | null, sessionSite: string | null, site: string): SessionState {
  if (status === null || status >= 500) return 'unknown';
  if (status === 401 || status === 403) return 'invalid';
  if (status !== 200) return 'unknown';
  return sessionSite === site ? 'valid' : 'invalid';
}

/** Asks the content host whether the token still opens a session on the site. Never throws. */
export async function checkSession(platformUrl: string, token: string, site: string, fetchImpl?: typeof fetch): Promise<SessionState> {
  try {
    const session = await createClient({ baseUrl: platformUrl, fetch: fetchImpl }).call(paths.session, undefined, {
      headers: { authorization: `Bearer ${token}` },
      init: { cache: 'no-store' },
    });
    return sessionState(200, session.site, site);
  } catch (err) {
    // No answer at all (status 0), or an answer that is not the platform's (a 200 that is not JSON: no session).
    const status = isApiCallError(err) && err.status > 0 ? err.status : null;
    return sessionState(status, null, site);
  }
}

/**
 * Checks the stored editor token: an invalid one (expired, revoked, another site's) is removed
 * silently; when the content host can't say, the token stays for the next page.
 */
export async function verifyStoredToken(
  store: Pick<TypedStorage<SessionKeys>, 'get' | 'remove'>,
  target: { platformUrl: string; site: string },
  fetchImpl?: typeof fetch,
): Promise<SessionState> {
  const token = store.get('token');
  if (!token) return 'invalid';
  const state = await checkSession(target.platformUrl, token, target.site, fetchImpl);
  if (state === 'invalid') store.remove('token');
  return state;
}
