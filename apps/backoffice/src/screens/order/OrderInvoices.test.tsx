// @vitest-environment happy-dom
import type { InvoiceSummary } from '@schuss/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { invoicingTexts } from '../../i18n/invoicing';
import { renderInApp } from '../../test-fixtures';
import { OrderInvoices } from './OrderInvoices';

const INVOICES: InvoiceSummary[] = [
  { number: 'VN-F-2026-000001', kind: 'invoice', issuedAt: '2026-12-20T10:05:00.000Z', totalCents: 30_000, refersTo: null },
  {
    number: 'VN-A-2026-000001',
    kind: 'credit_note',
    issuedAt: '2026-12-21T09:00:00.000Z',
    totalCents: 5_000,
    refersTo: 'VN-F-2026-000001',
  },
];
const BASE = '/api/backoffice/sites/val-neige/orders/VN-2027-000042/invoices';

describe("the order's invoices and credit notes", () => {
  afterEach(cleanup);

  it('lists both kinds in French, each with its PDF and its Factur-X XML to download', () => {
    renderInApp(<OrderInvoices number="VN-2027-000042" invoices={INVOICES} />, { lang: 'fr' });
    const t = invoicingTexts.fr;
    const section = screen.getByRole('region', { name: t.docsHeading });
    const rows = within(section).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const [, invoice, note] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(invoice).getByText(t.invoice)).toBeTruthy();
    expect(invoice.textContent).toMatch(/300,00\s€/);
    expect(invoice.textContent).toContain('20/12/2026');
    expect(within(note).getByText('Avoir')).toBeTruthy();
    expect(within(note).getByText('sur VN-F-2026-000001')).toBeTruthy();
    expect(note.textContent).toMatch(/50,00\s€/);

    const pdf = screen.getByRole('link', { name: 'Télécharger la facture VN-F-2026-000001 en PDF' });
    expect(pdf.getAttribute('href')).toBe(`${BASE}/VN-F-2026-000001.pdf`);
    expect(pdf.hasAttribute('download')).toBe(true);
    const xml = screen.getByRole('link', { name: 'Télécharger le XML Factur-X de la facture VN-F-2026-000001' });
    expect(xml.getAttribute('href')).toBe(`${BASE}/VN-F-2026-000001.xml`);
    expect(screen.getByRole('link', { name: 'Télécharger l’avoir VN-A-2026-000001 en PDF' }).getAttribute('href')).toBe(
      `${BASE}/VN-A-2026-000001.pdf`,
    );
    expect(screen.getByRole('link', { name: 'Télécharger le XML Factur-X de l’avoir VN-A-2026-000001' }).getAttribute('href')).toBe(
      `${BASE}/VN-A-2026-000001.xml`,
    );
    // A table named by its caption, each document's number heading its row.
    const table = screen.getByRole('table', { name: t.docsTable });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['VN-F-2026-000001', 'VN-A-2026-000001']);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Document', 'Numéro', 'Émis le', 'Montant TTC', 'Fichiers']);
  });

  it('says so in English when there are none', () => {
    renderInApp(<OrderInvoices number="VN-2027-000042" invoices={[]} />);
    const section = screen.getByRole('region', { name: 'Invoices and credit notes' });
    expect(within(section).getByText('No invoice: the school does not issue invoices, or the order is not paid.')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).queryByRole('link')).toBeNull();
  });

  it('names the links in English', () => {
    renderInApp(<OrderInvoices number="VN-2027-000042" invoices={INVOICES} />);
    expect(screen.getByRole('columnheader', { name: 'Amount incl. VAT' })).toBeTruthy();
    expect(screen.getByText('Credit note')).toBeTruthy();
    expect(screen.getByText('for VN-F-2026-000001')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download invoice VN-F-2026-000001 as PDF' }).getAttribute('href')).toBe(
      `${BASE}/VN-F-2026-000001.pdf`,
    );
    expect(screen.getByRole('link', { name: 'Download the Factur-X XML of credit note VN-A-2026-000001' }).getAttribute('href')).toBe(
      `${BASE}/VN-A-2026-000001.xml`,
    );
    expect(screen.getByText('€300.00')).toBeTruthy();
  });
});
