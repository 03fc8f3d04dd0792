import { ApiCallError, createClient, isApiCallError } from '@schuss/contracts/api';
import type { Messages } from '../i18n/fr';

/**
 * The platform's typed client for the back office: same origin (the platform serves /admin/ and
 * /api/backoffice/), the session cookie goes along by itself. A 401 from any call ends the session
 * in the app (the login screen comes up over the current page and comes back to it).
 */
let unauthorizedHandler: (() => void) | undefined;
export const onUnauthorized = (handler: (() => void) | undefined) => {
  unauthorizedHandler = handler;
};

export const api = createClient({
  baseUrl: '',
  init: { credentials: 'same-origin' },
  onUnauthorized: () => unauthorizedHandler?.(),
});

export { ApiCallError, isApiCallError };

/** What to tell staff about a failed call, in their language. */
export function errorText(err: unknown, m: Messages): string {
  if (!isApiCallError(err)) return m.errorGeneric(0);
  if (err.status === 0) return m.errorNetwork;
  if (err.status === 403) return m.errorForbidden;
  if (err.status === 404) return m.errorNotFound;
  if (err.status === 501) return m.errorNotImplemented;
  // A period the platform refuses (to before from, or too long) is said in the staff's language.
  if (err.status === 400 && err.field === 'query.to') return m.errorPeriod;
  if (err.status === 400 || err.status === 409 || err.status === 502) return err.message;
  return m.errorGeneric(err.status);
}
