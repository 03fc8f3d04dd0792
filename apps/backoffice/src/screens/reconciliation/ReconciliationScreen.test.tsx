// @vitest-environment happy-dom
import type { ReconciliationReport } from '@schuss/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en as mainEn } from '../../i18n/en';
import { fr as mainFr } from '../../i18n/fr';
import { reconciliationEn as en, reconciliationFr as fr } from '../../i18n/reconciliation';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import ReconciliationScreen from './ReconciliationScreen';

const money = (inCents: number, outCents: number) => ({ inCents, outCents, netCents: inCents - outCents });
const clean: ReconciliationReport = {
  from: '2027-01-01',
  to: '2027-01-31',
  ledger: money(123_450, 5_000),
  provider: money(123_450, 5_000),
  providers: [{ name: 'stripe', ledger: money(123_450, 5_000), provider: money(123_450, 5_000), payments: 3, refunds: 1 }],
  sales: money(123_450, 5_000),
  differences: [],
  differenceCount: 0,
  reconciled: true,
};
const off: ReconciliationReport = {
  ...clean,
  provider: money(153_450, 5_000),
  providers: [{ name: 'stripe', ledger: money(123_450, 5_000), provider: money(153_450, 5_000), payments: 4, refunds: 1 }],
  differences: [
    {
      kind: 'payment_without_entries',
      orderNumber: 'VN-2027-000042',
      provider: 'stripe',
      reference: 'pay_42',
      providerReference: 'pi_3Q42',
      status: 'succeeded',
      ledgerCents: 0,
      comparedCents: 30_000,
      at: '2027-01-04T09:30:00.000Z',
    },
  ],
  differenceCount: 3,
  reconciled: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A row's cells as read (its header cell, then its data cells). */
const cells = (row: HTMLElement | undefined) => Array.from(row?.children ?? []).map((c) => c.textContent?.replace(/\s/g, ' '));

describe('reconciliation', () => {
  it('has the same texts in French and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    expect(Object.keys(en.kind_).sort()).toEqual(Object.keys(fr.kind_).sort());
  });

  it('says plainly when everything reconciles, with the three figures, per provider, and the exports (French)', async () => {
    const { calls } = fakeFetch(() => ({ body: clean }));
    renderInApp(<ReconciliationScreen />, { lang: 'fr', url: '/admin/reconciliation?from=2027-01-01&to=2027-01-31' });
    expect((await screen.findByText(fr.reconciled)).getAttribute('role')).toBe('status');
    expect(calls[0]?.url.pathname).toBe('/api/backoffice/sites/val-neige/reports/reconciliation');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({ from: '2027-01-01', to: '2027-01-31', lang: 'fr' });
    const figures = screen.getByRole('table', { name: fr.figuresCaption('01/01/2027', '31/01/2027') });
    const [, ledger, provider, sales] = within(figures).getAllByRole('row');
    expect(cells(ledger)).toEqual([fr.ledger, '1 234,50 €', '50,00 €', '1 184,50 €']);
    expect(cells(provider)?.slice(1)).toEqual(cells(ledger)?.slice(1));
    expect(cells(sales)?.[0]).toBe(fr.sales);
    const perProvider = screen.getByRole('table', { name: fr.providersCaption });
    expect(cells(within(perProvider).getAllByRole('row')[1])).toEqual(['stripe', '1 184,50 €', '1 184,50 €', '3', '1']);
    expect(screen.queryByRole('table', { name: fr.differencesCaption })).toBeNull();
    const journal = screen.getByRole('link', { name: fr.journalCsv }).getAttribute('href') as string;
    expect(journal).toBe('/api/backoffice/sites/val-neige/reports/journal.csv?from=2027-01-01&to=2027-01-31&lang=fr');
    expect(screen.getByRole('link', { name: fr.vatCsv }).getAttribute('href')).toContain('/reports/vat-summary.csv?from=2027-01-01');
  });

  it('lists every difference with its order linked to the order screen (English)', async () => {
    fakeFetch(() => ({ body: off }));
    renderInApp(<ReconciliationScreen />, { lang: 'en', url: '/admin/reconciliation?from=2027-01-01&to=2027-01-31' });
    expect(await screen.findByText(en.notReconciled(3))).toBeTruthy();
    expect(screen.queryByText(en.reconciled)).toBeNull();
    expect(screen.getByText(en.moreDifferences(1, 3))).toBeTruthy();
    const table = screen.getByRole('table', { name: en.differencesCaption });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual([en.order, en.kind, en.reference, en.status, en.ledgerAmount, en.comparedAmount, en.gap, en.when]);
    const [, row] = within(table).getAllByRole('row');
    expect(cells(row)?.slice(0, 7)).toEqual([
      'VN-2027-000042',
      en.kind_.payment_without_entries,
      'stripe · pay_42 · pi_3Q42',
      mainEn.paymentStatus('succeeded'),
      '€0.00',
      '€300.00',
      '-€300.00',
    ]);
    expect(
      within(row as HTMLElement)
        .getByRole('link', { name: 'VN-2027-000042' })
        .getAttribute('href'),
    ).toBe('/admin/orders/VN-2027-000042');
  });

  it('takes another period from the form, kept in the URL', async () => {
    const { calls } = fakeFetch(() => ({ body: clean }));
    renderInApp(<ReconciliationScreen />, { lang: 'en', url: '/admin/reconciliation?from=2027-01-01&to=2027-01-31' });
    await screen.findByText(en.reconciled);
    fireEvent.change(screen.getByLabelText(mainEn.from), { target: { value: '2027-02-01' } });
    fireEvent.change(screen.getByLabelText(mainEn.to), { target: { value: '2027-02-28' } });
    await userEvent.click(screen.getByRole('button', { name: mainEn.show }));
    expect(window.location.pathname + window.location.search).toBe('/admin/reconciliation?from=2027-02-01&to=2027-02-28');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('from')).toBe('2027-02-01'));
  });

  it('says a refused period in the staff’s language', async () => {
    fakeFetch(() => ({
      status: 400,
      body: { error: { message: 'query.to: must be on or after query.from', field: 'query.to', code: 'invalid_input' } },
    }));
    renderInApp(<ReconciliationScreen />, { lang: 'fr', url: '/admin/reconciliation?from=2027-02-01&to=2027-01-01' });
    expect((await screen.findByRole('alert')).textContent).toContain(mainFr.errorPeriod);
  });
});
