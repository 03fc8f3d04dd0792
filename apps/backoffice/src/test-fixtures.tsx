import type { SessionResponse } from '@schuss/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { type Auth, AuthProvider } from './api/session';
import { I18nProvider, type Lang } from './i18n';
import { Toaster } from './ui/toast';

export const SESSION: SessionResponse = {
  user: { email: 'accueil@val-neige.example', name: 'Accueil' },
  site: 'val-neige',
  role: 'staff',
  expiresAt: '2027-01-04T18:00:00.000Z',
};

/** A fake platform: each call is answered by `answer(method, url, body)`; the calls are kept. */
export function fakeFetch(
  answer: (method: string, url: URL, body: unknown) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>,
) {
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost:4000');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const res = await answer(method, url, body);
    const status = res.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(res.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}

/** The app's providers around a screen, logged in as staff of val-neige (or as `auth` says), in a chosen language. */
export function renderInApp(
  ui: ReactNode,
  { lang = 'en' as Lang, url = '/admin/', auth = { status: 'in', session: SESSION } as Auth } = {},
) {
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider lang={lang}>
        <AuthProvider initial={auth}>
          <Toaster>{ui}</Toaster>
        </AuthProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
