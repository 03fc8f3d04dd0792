import type { LoginRequest, SessionResponse } from '@schuss/contracts';
import { createClient } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { api, isApiCallError, onUnauthorized } from './client';

/**
 * Who is logged in. `unknown` until the session cookie was checked (GET /session); `out` with the
 * reason the login screen shows (`expired` after a 401 from any call while logged in).
 */
export type Auth =
  | { status: 'unknown' }
  | { status: 'in'; session: SessionResponse }
  | { status: 'out'; reason?: 'expired' | 'logged-out' };

type AuthApi = {
  auth: Auth;
  login: (body: LoginRequest) => Promise<SessionResponse>;
  logout: () => Promise<void>;
  /** Works on another of the account's schools (a new session for it); the cached data of the other is dropped. */
  switchSchool: (site: string) => Promise<void>;
};

const AuthContext = createContext<AuthApi | null>(null);

/** A failed login, with the minutes to wait when rate limited (from Retry-After). */
export class LoginFailed extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterMinutes: number | null,
    readonly field: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

async function postLogin(body: LoginRequest): Promise<SessionResponse> {
  let retryAfter: string | null = null;
  // Its own client: a 401 here is a wrong password, not an expired session.
  const client = createClient({
    baseUrl: '',
    init: { credentials: 'same-origin' },
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      retryAfter = res.headers.get('retry-after');
      return res;
    },
  });
  try {
    return await client.call(paths.boLogin, { body });
  } catch (err) {
    if (!isApiCallError(err)) throw err;
    const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
    const fromMessage = /(\d+)\s*min/.exec(err.message)?.[1];
    const minutes = Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : fromMessage ? Number(fromMessage) : null;
    throw new LoginFailed(err.status, err.status === 429 ? (minutes ?? 1) : null, err.field, err.message);
  }
}

export function AuthProvider({ children, initial }: { children: ReactNode; initial?: Auth }) {
  const queryClient = useQueryClient();
  const [auth, setAuth] = useState<Auth>(initial ?? { status: 'unknown' });

  useEffect(() => {
    if (initial) return;
    let live = true;
    api.call(paths.boSession).then(
      (session) => live && setAuth({ status: 'in', session }),
      () => live && setAuth({ status: 'out' }),
    );
    return () => {
      live = false;
    };
  }, [initial]);

  useEffect(() => {
    onUnauthorized(() =>
      setAuth((current) => {
        if (current.status !== 'in') return current;
        queryClient.clear();
        return { status: 'out', reason: 'expired' };
      }),
    );
    return () => onUnauthorized(undefined);
  }, [queryClient]);

  const login = useCallback(async (body: LoginRequest) => {
    const session = await postLogin(body);
    setAuth({ status: 'in', session });
    return session;
  }, []);

  const logout = useCallback(async () => {
    try {
      await api.call(paths.boLogout);
    } catch {}
    queryClient.clear();
    setAuth({ status: 'out', reason: 'logged-out' });
  }, [queryClient]);

  const switchSchool = useCallback(
    async (site: string) => {
      const session = await api.call(paths.boSwitch, { body: { site } });
      queryClient.clear();
      setAuth({ status: 'in', session });
    },
    [queryClient],
  );

  const value = useMemo(() => ({ auth, login, logout, switchSchool }), [auth, login, logout, switchSchool]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthApi {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}

/** The site of the logged-in session (every back-office route is under /sites/:site/). */
export function useSite(): string {
  const { auth } = useAuth();
  if (auth.status !== 'in') throw new Error('useSite without a session');
  return auth.session.site;
}
