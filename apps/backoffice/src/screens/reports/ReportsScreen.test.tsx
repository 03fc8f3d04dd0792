// @vitest-environment happy-dom
import type { AffiliationReport } from '@schuss/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fr } from '../../i18n/fr';
import { fakeFetch, renderInApp } from '../../test-fixtures';
import ReportsScreen from './ReportsScreen';

const report: AffiliationReport = {
  from: '2027-01-01',
  to: '2027-01-31',
  rows: [
    { businessProviderId: 'HOTEL42', referralType: 'hotel', orders: 3, participants: 7, paidCents: 123_450, refundedCents: 5_000 },
    { businessProviderId: null, referralType: null, orders: 10, participants: 12, paidCents: 200_000, refundedCents: 0 },
  ],
  totals: { orders: 13, participants: 19, paidCents: 323_450, refundedCents: 5_000 },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('reports', () => {
  it('shows the affiliation report as a table: each provider’s figures under their heads, and the total row', async () => {
    fakeFetch(() => ({ body: report }));
    renderInApp(<ReportsScreen />, { lang: 'fr', url: '/admin/reports?from=2027-01-01&to=2027-01-31' });
    const table = await screen.findByRole('table', { name: fr.affiliationCaption('01/01/2027', '31/01/2027') });
    const heads = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual([fr.provider, fr.referral, fr.orders, fr.participants, fr.paidRevenue, fr.refunded]);
    const [, hotel, none, total] = within(table).getAllByRole('row');
    // The row's cells in order (its row header, then its data cells).
    const cells = (row: HTMLElement | undefined) => Array.from(row?.children ?? []).map((c) => c.textContent?.replace(/\s/g, ' '));
    expect(cells(hotel)).toEqual(['HOTEL42', 'hotel', '3', '7', '1 234,50 €', '50,00 €']);
    expect(cells(none)?.slice(2)).toEqual(['10', '12', '2 000,00 €', '0,00 €']);
    expect(cells(total)).toEqual([fr.total, '13', '19', '3 234,50 €', '50,00 €']);
  });
});
