// @vitest-environment happy-dom
import type { AccountLink } from '@schuss/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from '../../api/session';
import { I18nProvider, type Lang } from '../../i18n';
import { accountsEn, accountsFr } from '../../i18n/accounts';
import { en as enCore } from '../../i18n/en';
import { fr as frCore } from '../../i18n/fr';
import { fakeFetch } from '../../test-fixtures';
import { Toaster } from '../../ui/toast';
import InvitationScreen from './InvitationScreen';

/** The app's texts and the accounts area's (which load with its screens). */
const en = { ...enCore, ...accountsEn };
const fr = { ...frCore, ...accountsFr };

const TOKEN = 'tHe-Token_0123456789abcdefghijklmnopqrstuvw';
const LINK: AccountLink = {
  kind: 'invitation',
  name: 'Lucie Moreau',
  email: 'lucie@val-neige.example',
  site: 'val-neige',
  siteName: 'École de ski Val-Neige',
  role: 'staff',
  expiresAt: '2099-01-04T10:00:00.000Z',
  passwordMinLength: 10,
  passwordMaxLength: 200,
};
const INVALID = { status: 404, body: { error: { message: 'This link no longer works', code: 'link_invalid' } } };

function Who() {
  const { auth } = useAuth();
  return <span data-testid="auth">{auth.status === 'in' ? `in as ${auth.session.user.email}` : auth.status}</span>;
}

function renderInvitation({ lang = 'en' as Lang, token = TOKEN } = {}) {
  window.history.replaceState(null, '', token ? `/admin/invitation?token=${token}` : '/admin/invitation');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider lang={lang}>
        <AuthProvider initial={{ status: 'out' }}>
          <Toaster>
            <InvitationScreen />
            <Who />
          </Toaster>
        </AuthProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('set-password screen of an e-mailed link', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows whom the invitation is for and the password rules; checks them before sending', async () => {
    const { calls } = fakeFetch(() => ({ body: LINK }));
    renderInvitation();
    expect(await screen.findByText(en.invitationWelcome('École de ski Val-Neige', 'Front desk'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: en.invitationTitle })).toBeTruthy();
    expect(screen.getByText('Lucie Moreau')).toBeTruthy();
    expect(document.body.textContent).toContain('lucie@val-neige.example');
    const password = screen.getByLabelText(en.invitationPassword);
    expect(password.getAttribute('type')).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    const rules = document.getElementById(password.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(rules?.textContent).toBe(en.invitationRules(10, 200));
    expect(calls[0]?.url.pathname).toBe(`/api/backoffice/invitations/${TOKEN}`);

    const user = userEvent.setup();
    await user.type(password, 'court');
    await user.type(screen.getByLabelText(en.invitationConfirm), 'autre');
    await user.click(screen.getByRole('button', { name: en.invitationSubmit }));
    expect(await screen.findByText(en.invitationTooShort(10))).toBeTruthy();
    expect(screen.getByText(en.invitationMismatch)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: en.invitationShow }));
    expect(password.getAttribute('type')).toBe('text');
  });

  it('sets the password, logs the account in and opens the back office', async () => {
    const { calls } = fakeFetch((method, url) => {
      if (method === 'GET') return { body: LINK };
      if (url.pathname === `/api/backoffice/invitations/${TOKEN}`) return { body: { site: 'val-neige', email: LINK.email, role: 'staff' } };
      if (url.pathname === '/api/backoffice/login')
        return {
          body: { user: { email: LINK.email, name: LINK.name }, site: 'val-neige', role: 'staff', expiresAt: '2099-01-04T10:00:00.000Z' },
        };
      return { status: 404, body: { error: { message: 'no', code: 'not_found' } } };
    });
    renderInvitation({ lang: 'fr' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(fr.invitationPassword), 'Poudreuse du matin');
    await user.type(screen.getByLabelText(fr.invitationConfirm), 'Poudreuse du matin');
    await user.click(screen.getByRole('button', { name: fr.invitationSubmit }));
    await waitFor(() => expect(screen.getByTestId('auth').textContent).toBe(`in as ${LINK.email}`));
    expect(await screen.findByText(fr.invitationDone)).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/');
    expect(window.location.search).toBe('');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([
      [`/api/backoffice/invitations/${TOKEN}`, { password: 'Poudreuse du matin' }],
      ['/api/backoffice/login', { site: 'val-neige', email: LINK.email, password: 'Poudreuse du matin' }],
    ]);
  });

  it('tells an editor where they work, without logging in to the back office', async () => {
    const { calls } = fakeFetch((method) =>
      method === 'GET' ? { body: { ...LINK, role: 'editor' } } : { body: { site: 'val-neige', email: LINK.email, role: 'editor' } },
    );
    renderInvitation();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(en.invitationPassword), 'Poudreuse du matin');
    await user.type(screen.getByLabelText(en.invitationConfirm), 'Poudreuse du matin');
    await user.click(screen.getByRole('button', { name: en.invitationSubmit }));
    expect((await screen.findByRole('status')).textContent).toBe(en.invitationDoneEditor);
    expect(calls.some((c) => c.url.pathname === '/api/backoffice/login')).toBe(false);
  });

  it('says a password reset is one, for the account named', async () => {
    fakeFetch(() => ({ body: { ...LINK, kind: 'reset' } }));
    renderInvitation({ lang: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: fr.invitationResetTitle })).toBeTruthy();
    expect(screen.getByText(fr.invitationResetFor('École de ski Val-Neige'))).toBeTruthy();
  });

  it('gives one message for a link that does not work — expired, used, made up or missing — and one when it stops working meanwhile', async () => {
    fakeFetch(() => INVALID);
    renderInvitation();
    expect(await screen.findByRole('heading', { level: 1, name: en.invitationInvalidTitle })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(en.invitationInvalid);
    expect(screen.getByRole('link', { name: en.invitationGoToLogin }).getAttribute('href')).toBe('/admin/');
    cleanup();

    renderInvitation({ token: '' });
    expect(screen.getByRole('alert').textContent).toBe(en.invitationInvalid);
    cleanup();

    fakeFetch((method) => (method === 'GET' ? { body: LINK } : INVALID));
    renderInvitation();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(en.invitationPassword), 'Poudreuse du matin');
    await user.type(screen.getByLabelText(en.invitationConfirm), 'Poudreuse du matin');
    await user.click(screen.getByRole('button', { name: en.invitationSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(en.invitationInvalid);
  });

  it('says how long to wait after too many links that did not work', async () => {
    fakeFetch(() => ({
      status: 429,
      body: { error: { message: 'Too many links that did not work: try again in 7 min', code: 'rate_limited' } },
    }));
    renderInvitation({ lang: 'fr' });
    expect((await screen.findByRole('alert')).textContent).toBe(fr.invitationRateLimited(7));
  });
});
