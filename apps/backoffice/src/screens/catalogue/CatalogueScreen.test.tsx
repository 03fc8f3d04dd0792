// @vitest-environment happy-dom
import type { ProductsResponse } from '@schuss/contracts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// The provider's module first: it is the one the app starts from.
import { LANGS } from '../../i18n';
import { catTextsEn as ce, catTextsFr as cf } from '../../i18n/catalogue';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import CatalogueScreen from './CatalogueScreen';

const LIST: ProductsResponse = {
  products: [
    {
      key: 'forfait-val-neige',
      type: 'LIFT',
      name: { fr: 'Forfait Val-Neige', en: 'Val-Neige lift pass' },
      merchant: { key: 'remontees', name: 'Remontées mécaniques' },
      dated: false,
      hidden: false,
      version: 1,
      updatedAt: '2026-11-24T10:00:00.000Z',
      fromPrice: { amount: 4200, currency: 'EUR' },
      upcomingSlots: 0,
    },
    {
      key: 'navette-montee',
      type: 'TRANSFER',
      name: { fr: 'Navette gare → Val-Neige', en: 'Shuttle station → Val-Neige' },
      merchant: { key: 'navettes', name: 'Navettes' },
      dated: true,
      hidden: true,
      version: 3,
      updatedAt: '2026-11-24T11:00:00.000Z',
      fromPrice: { amount: 0, currency: 'EUR' },
      upcomingSlots: 42,
    },
  ],
  merchants: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the catalogue list', () => {
  it.each(LANGS)('lists the products with their price, visibility and slots, each linked to its page (%s)', async (lang) => {
    const t = lang === 'fr' ? cf : ce;
    const { calls } = fakeFetch(() => ({ body: LIST }));
    renderInApp(<CatalogueScreen />, { lang, url: '/admin/catalogue?type=LIFT&status=visible' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const link = within(rows[0] as HTMLElement).getByRole('link', { name: lang === 'fr' ? 'Forfait Val-Neige' : 'Val-Neige lift pass' });
    expect(link.getAttribute('href')).toBe('/admin/catalogue/forfait-val-neige');
    expect(within(rows[1] as HTMLElement).getByText(t.catHidden)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('42')).toBeTruthy();
    expect(screen.getByText(t.catCount(2))).toBeTruthy();
    // The filters of the URL are the platform's query.
    expect(calls[0]?.url.search).toBe('?type=LIFT&status=visible');
    expect(screen.getByRole('link', { name: t.catExport }).getAttribute('href')).toBe('/api/backoffice/sites/val-neige/products.csv');
    expect(screen.getByRole('link', { name: t.catNew }).getAttribute('href')).toBe('/admin/catalogue/new');
  });

  it('on a phone, puts the products first: the filters behind a button counting those in use (type and visibility: 2)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 480px)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    fakeFetch(() => ({ body: LIST }));
    renderInApp(<CatalogueScreen />, { lang: 'fr', url: '/admin/catalogue?type=LIFT&status=visible' });
    await screen.findByRole('table');
    const toggle = screen.getByRole('button', { name: 'Filtres (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('form', { name: cf.catFilters })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('form', { name: cf.catFilters })).toBeTruthy();
    // The product's name heads its card.
    expect(screen.getByRole('link', { name: 'Forfait Val-Neige' }).closest('td')?.className).toBe('card-title');
  });

  it('imports a CSV, and lists its mistakes by line and column when it is refused (nothing imported)', async () => {
    const { calls } = fakeFetch((method) =>
      method === 'POST'
        ? {
            status: 400,
            body: {
              error: {
                message: 'body.csv: 2 mistakes',
                field: 'body.csv',
                code: 'invalid_input',
                problems: [
                  { line: 3, column: 'merchant', message: 'no merchant "nobody" in this resort' },
                  { line: 5, column: 'pricing', message: 'cents: must not be negative' },
                ],
              },
            },
          }
        : { body: LIST },
    );
    renderInApp(<CatalogueScreen />, { url: '/admin/catalogue' });
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: ce.catImportSubmit }));
    expect((await screen.findByRole('alert')).textContent).toBe(ce.catImportNoFile);

    const file = new File(['key;type\r\nx;LIFT\r\n'], 'catalogue.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(ce.catImportFile), file);
    await user.click(screen.getByRole('button', { name: ce.catImportSubmit }));
    const problems = await screen.findByRole('table', { name: ce.catImportProblems });
    expect(
      within(problems)
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent)),
    ).toEqual([
      ['3', 'merchant', 'no merchant "nobody" in this resort'],
      ['5', 'pricing', 'cents: must not be negative'],
    ]);
    expect(screen.getByText(ce.catImportRefused(2))).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ csv: 'key;type\r\nx;LIFT\r\n' }));
  });
});
