import type { SessionKeys } from '@schuss/contracts/api';

/** Where the site keeps the editor's token: the browser contract's sessionStorage `token` key, stored raw. */
export const TOKEN_KEY = 'token' satisfies keyof SessionKeys;

type Store = Pick<Storage, 'getItem' | 'removeItem'>;

const sessionStore = (): Store | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** Forgets the token of a session that is over, unless the tab already holds another one (a newer login). */
export function forgetToken(token: string, store: Store | null = sessionStore()) {
  try {
    if (store?.getItem(TOKEN_KEY) === token) store.removeItem(TOKEN_KEY);
  } catch {}
}
