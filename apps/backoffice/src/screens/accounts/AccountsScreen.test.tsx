// @vitest-environment happy-dom
import type { Account, SessionResponse } from '@schuss/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../api/session';
import { I18nProvider, type Lang } from '../../i18n';
import { accountsEn, accountsFr } from '../../i18n/accounts';
import { en as enCore } from '../../i18n/en';
import { fr as frCore } from '../../i18n/fr';
import { fakeFetch } from '../../test-fixtures';
import { Toaster } from '../../ui/toast';
import AccountsScreen from './AccountsScreen';

/** The app's texts and the accounts area's (which load with its screens). */
const en = { ...enCore, ...accountsEn };
const fr = { ...frCore, ...accountsFr };

const ADMIN: SessionResponse = {
  user: { email: 'admin@val-neige.example', name: 'Admin Val-Neige' },
  site: 'val-neige',
  role: 'admin',
  expiresAt: '2027-01-04T18:00:00.000Z',
};

const account = (userId: number, name: string, over: Partial<Account> = {}): Account => ({
  userId,
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@val-neige.example`,
  role: 'staff',
  status: 'active',
  lastLoginAt: '2027-01-03T08:15:00.000Z',
  invitationExpiresAt: null,
  you: false,
  ...over,
});
const ACCOUNTS: Account[] = [
  account(1, 'Admin Val-Neige', { role: 'admin', you: true, email: ADMIN.user.email }),
  account(2, 'Lucie Moreau'),
  account(3, 'Paul Invité', { status: 'invited', lastLoginAt: null, invitationExpiresAt: '2099-01-01T10:00:00.000Z' }),
  account(4, 'Nina Partie', { status: 'disabled', role: 'editor' }),
];

function renderAccounts(lang: Lang = 'en') {
  window.history.replaceState(null, '', '/admin/accounts');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider lang={lang}>
        <AuthProvider initial={{ status: 'in', session: ADMIN }}>
          <Toaster>
            <AccountsScreen />
          </Toaster>
        </AuthProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

/** A platform answering the list, and each change with `answer` (default: the account changed as asked). */
function platform(answer?: (method: string, path: string, body: unknown) => { status?: number; body?: unknown } | undefined) {
  return fakeFetch((method, url, body) => {
    const custom = answer?.(method, url.pathname, body);
    if (custom) return custom;
    if (method === 'GET' && url.pathname === '/api/backoffice/sites/val-neige/accounts') return { body: { accounts: ACCOUNTS } };
    const id = Number(/accounts\/(\d+)/.exec(url.pathname)?.[1]);
    const a = ACCOUNTS.find((x) => x.userId === id);
    if (a && url.pathname.endsWith('/role')) return { body: { account: { ...a, role: (body as { role: Account['role'] }).role } } };
    if (a && url.pathname.endsWith('/status'))
      return { body: { account: { ...a, status: (body as { disabled: boolean }).disabled ? 'disabled' : 'active' } } };
    if (a) return { body: { account: a } };
    return { status: 404, body: { error: { message: 'not found', code: 'not_found' } } };
  });
}

const rowOf = (name: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(name)) as HTMLElement;

async function openMenu(name: string, m = en) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: m.accountsActionsFor(name) }));
  return { user, menu: await screen.findByRole('menu') };
}

describe('accounts screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists each account with its role, status and last login; the admin’s own is marked (in English and French)', async () => {
    platform();
    renderAccounts('en');
    expect(await screen.findByRole('heading', { level: 1, name: en.accountsTitle })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([en.accountsAccount, en.accountsRole, en.accountsStatus, en.accountsLastLogin, en.accountsActions]);
    expect(rowOf('Admin Val-Neige').textContent).toContain(`(${en.accountsYou})`);
    expect(rowOf('Admin Val-Neige').textContent).toContain('Administrator');
    expect(rowOf('Lucie Moreau').textContent).toContain('lucie.moreau@val-neige.example');
    expect(within(rowOf('Paul Invité')).getByText('Invited')).toBeTruthy();
    expect(rowOf('Paul Invité').textContent).toContain(en.accountsNever);
    expect(rowOf('Paul Invité').textContent).toMatch(/link valid until 01\/01\/2099/);
    expect(within(rowOf('Nina Partie')).getByText('Disabled')).toBeTruthy();
    cleanup();

    renderAccounts('fr');
    expect(await screen.findByRole('heading', { level: 1, name: fr.accountsTitle })).toBeTruthy();
    await screen.findByRole('table');
    expect(within(rowOf('Paul Invité')).getByText('Invité')).toBeTruthy();
    expect(within(rowOf('Nina Partie')).getByText('Désactivé')).toBeTruthy();
    expect(rowOf('Lucie Moreau').textContent).toContain('Accueil');
  });

  it('offers what each account allows: no disabling of one’s own account, the invitation again for an invited one, enabling a disabled one', async () => {
    platform();
    renderAccounts();
    let { user, menu } = await openMenu('Admin Val-Neige');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([en.accountsChangeRole, en.accountsSendReset]);
    await user.keyboard('{Escape}');
    ({ user, menu } = await openMenu('Paul Invité'));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([en.accountsChangeRole, en.accountsResend, en.accountsDisable]);
    await user.keyboard('{Escape}');
    ({ user, menu } = await openMenu('Nina Partie'));
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual([en.accountsChangeRole, en.accountsEnable]);
  });

  it('invites a colleague: the fields are checked with the contract before anything is sent, then the invitation is sent', async () => {
    const { calls } = platform((method, path) =>
      method === 'POST' && path === '/api/backoffice/sites/val-neige/accounts'
        ? { status: 201, body: { outcome: 'invited', account: account(9, 'Claire', { status: 'invited', email: 'claire@example.com' }) } }
        : undefined,
    );
    renderAccounts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en.accountsInvite }));
    const dialog = await screen.findByRole('dialog', { name: en.accountsInvite });
    await user.type(within(dialog).getByLabelText(en.accountsEmail), 'not an e-mail');
    await user.click(within(dialog).getByRole('button', { name: en.accountsInviteSubmit }));
    expect(await within(dialog).findByText(en.fieldEmail)).toBeTruthy();
    expect(within(dialog).getByText(en.accountsNameRequired)).toBeTruthy();
    expect(within(dialog).getByLabelText(en.accountsEmail).getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(en.accountsName), 'Claire Dubois');
    await user.clear(within(dialog).getByLabelText(en.accountsEmail));
    await user.type(within(dialog).getByLabelText(en.accountsEmail), 'claire@example.com');
    await user.selectOptions(within(dialog).getByLabelText(en.accountsRole), 'admin');
    await user.selectOptions(within(dialog).getByLabelText(en.accountsMailLang), 'fr');
    await user.click(within(dialog).getByRole('button', { name: en.accountsInviteSubmit }));
    expect(await screen.findByText(en.accountsInvited('claire@example.com'))).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Claire Dubois',
      email: 'claire@example.com',
      role: 'admin',
      lang: 'fr',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says so when the e-mail already works at the school (on the field), and when an existing account got the role', async () => {
    let exists = true;
    platform((method) =>
      method === 'POST'
        ? exists
          ? { status: 409, body: { error: { message: 'exists', field: 'body.email', code: 'exists' } } }
          : { status: 201, body: { outcome: 'role-added', account: account(7, 'Léo', { email: 'leo@example.com' }) } }
        : undefined,
    );
    renderAccounts();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: en.accountsInvite }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(en.accountsName), 'Léo');
    await user.type(within(dialog).getByLabelText(en.accountsEmail), 'leo@example.com');
    await user.click(within(dialog).getByRole('button', { name: en.accountsInviteSubmit }));
    expect(await within(dialog).findByText(en.accountsExists)).toBeTruthy();
    exists = false;
    await user.click(within(dialog).getByRole('button', { name: en.accountsInviteSubmit }));
    expect(await screen.findByText(en.accountsRoleAdded('leo@example.com'))).toBeTruthy();
  });

  it('tells why the last admin cannot be demoted, in the admin’s language', async () => {
    platform((method, path) =>
      method === 'PUT' && path.endsWith('/1/role')
        ? { status: 409, body: { error: { message: 'body.role: last admin', field: 'body.role', code: 'last_admin' } } }
        : undefined,
    );
    renderAccounts('fr');
    const { user, menu } = await openMenu('Admin Val-Neige', fr);
    await user.click(within(menu).getByRole('menuitem', { name: fr.accountsChangeRole }));
    const dialog = await screen.findByRole('dialog', { name: fr.accountsRoleTitle('Admin Val-Neige') });
    await user.selectOptions(within(dialog).getByLabelText(fr.accountsRole), 'staff');
    await user.click(within(dialog).getByRole('button', { name: fr.accountsRoleSubmit }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(fr.accountsLastAdmin);
  });

  it('disables an account after a confirmation that says its sessions end at once', async () => {
    const { calls } = platform();
    renderAccounts();
    const { user, menu } = await openMenu('Lucie Moreau');
    await user.click(within(menu).getByRole('menuitem', { name: en.accountsDisable }));
    const dialog = await screen.findByRole('dialog', { name: en.accountsDisableTitle('Lucie Moreau') });
    expect(dialog.textContent).toContain(en.accountsDisableIntro);
    await user.click(within(dialog).getByRole('button', { name: en.accountsDisableSubmit }));
    expect(await screen.findByText(en.accountsDisabled('Lucie Moreau'))).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { disabled: true } });
    expect(calls.find((c) => c.method === 'PUT')?.url.pathname).toBe('/api/backoffice/sites/val-neige/accounts/2/status');
  });

  it('sends a password link in the language chosen; the admin sees neither the link nor the password', async () => {
    const { calls } = platform();
    renderAccounts('fr');
    const { user, menu } = await openMenu('Lucie Moreau', fr);
    await user.click(within(menu).getByRole('menuitem', { name: fr.accountsSendReset }));
    const dialog = await screen.findByRole('dialog', { name: fr.accountsResetTitle('Lucie Moreau') });
    expect((within(dialog).getByLabelText(fr.accountsMailLang) as HTMLSelectElement).value).toBe('fr');
    await user.selectOptions(within(dialog).getByLabelText(fr.accountsMailLang), 'en');
    await user.click(within(dialog).getByRole('button', { name: fr.accountsSendSubmit }));
    expect(await screen.findByText(fr.accountsLinkSent('lucie.moreau@val-neige.example'))).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url.pathname).toBe('/api/backoffice/sites/val-neige/accounts/2/password-reset');
    expect(post?.body).toEqual({ lang: 'en' });
  });

  it('shows the platform’s refusal of a staff member (403) instead of the list', async () => {
    fakeFetch(() => ({ status: 403, body: { error: { message: 'admin only', code: 'forbidden' } } }));
    renderAccounts();
    expect((await screen.findByRole('alert')).textContent).toContain(en.errorForbidden);
  });
});
