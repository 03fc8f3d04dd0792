// @vitest-environment happy-dom
import type { InvoicingSettingsView, SessionResponse } from '@schuss/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App';
import { AuthProvider } from '../../api/session';
import { I18nProvider, type Lang } from '../../i18n';
import { fakeFetch, SESSION } from '../../test-fixtures';
import { Toaster } from '../../ui/toast';

const ADMIN: SessionResponse = { ...SESSION, user: { email: 'admin@val-neige.example', name: 'Admin Val-Neige' }, role: 'admin' };

const VIEW: InvoicingSettingsView = {
  settings: {
    enabled: false,
    legalName: '',
    address: '',
    siren: '',
    siret: '',
    vatNumber: '',
    numberPrefix: 'F',
    legalMentions: '',
    attachToConfirmation: false,
    vat: { ESF: { rateBp: 0, exemption: 'TVA non applicable, art. 261-4-4° b du CGI' }, LIFT: { rateBp: 550 } },
  },
  issued: { invoices: 0, creditNotes: 0 },
  updatedAt: null,
  updatedBy: null,
};

function renderApp(session: SessionResponse, lang: Lang) {
  window.history.replaceState(null, '', '/admin/invoicing');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider lang={lang}>
        <AuthProvider initial={{ status: 'in', session }}>
          <Toaster>
            <App />
          </Toaster>
        </AuthProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the invoicing screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is in the navigation of admins, before the accounts, and shows the settings as the platform has them', async () => {
    fakeFetch((_method, url) =>
      url.pathname === '/api/backoffice/sites/val-neige/invoicing' ? { body: VIEW } : { body: { schools: [] } },
    );
    renderApp(ADMIN, 'fr');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    const names = within(nav)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names.slice(-2)).toEqual(['Facturation', 'Comptes']);
    expect(within(nav).getByRole('link', { name: 'Facturation' }).getAttribute('aria-current')).toBe('page');
    // The screen is a lazy chunk: its first import here takes a moment.
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturation' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Pas encore enregistré depuis le back office.')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Émettre des factures' }) as HTMLInputElement).checked).toBe(false);
    // A type the platform did not name starts at 20 %.
    expect((screen.getByRole('combobox', { name: 'Taux de TVA : Location' }) as HTMLSelectElement).value).toBe('2000');
    expect((screen.getByRole('combobox', { name: 'Taux de TVA : Forfaits' }) as HTMLSelectElement).value).toBe('550');
  });

  it('is not in the navigation of staff, and says the platform refused them', async () => {
    fakeFetch((_method, url) =>
      url.pathname === '/api/backoffice/sites/val-neige/invoicing'
        ? { status: 403, body: { error: { message: 'admins only', code: 'forbidden' } } }
        : { body: { schools: [] } },
    );
    renderApp(SESSION, 'en');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Invoicing' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Accounts' })).toBeNull();
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain('Your account may not do this.');
  });
});
