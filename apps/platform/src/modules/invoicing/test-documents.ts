/** Invoices and credit notes for the renderers' tests (cii.test.ts, pdf.test.ts). */
import { documentTotals, type InvoiceDocument, type InvoiceLine } from './document';

export const COURSE_EXEMPTION = 'TVA non applicable, art. 261-4-4° b du CGI';

/** A line sold at `unitInclCents` a unit, VAT included, less `discountCents`: excl. VAT and VAT as the ledger splits them. */
export function line(description: string, quantity: number, unitInclCents: number, vatRateBp: number, discountCents = 0): InvoiceLine {
  const incl = quantity * unitInclCents - discountCents;
  const excl = Math.round((incl * 10000) / (10000 + vatRateBp));
  return {
    description,
    quantity,
    unitExclCents: Math.round((unitInclCents * 10000) / (10000 + vatRateBp)),
    discountCents,
    totalExclCents: excl,
    vatCents: incl - excl,
    totalInclCents: incl,
    vatRateBp,
    ...(vatRateBp === 0 ? { exemption: COURSE_EXEMPTION } : {}),
  };
}

/** A paid invoice of `lines`, its totals computed from them as `issue.ts` does. */
export function invoice(lines: InvoiceLine[], more: Partial<InvoiceDocument> = {}): InvoiceDocument {
  const totals = documentTotals(lines);
  return {
    kind: 'invoice',
    number: 'VN-F-2026-000123',
    // 23:30 UTC is already the 28th in Paris.
    issuedAt: '2026-11-27T23:30:00.000Z',
    language: 'fr',
    currency: 'EUR',
    seller: {
      name: 'École de ski Val-Neige',
      address: ["Maison de la Montagne, place de l'Office", '73500 Val-Neige', 'France'],
      siren: '123456782',
      siret: '12345678200017',
      vatNumber: 'FR40123456782',
      email: 'contact@val-neige.example',
    },
    buyer: { name: 'Claire Martin', address: ['12 rue des Lilas', '69003 Lyon', 'France'], email: 'claire.martin@example.com' },
    orderNumber: 'VN-2026-004217',
    lines,
    ...totals,
    payments: [{ at: '2026-11-27T23:29:00.000Z', means: 'card', provider: 'stripe', amountCents: totals.totalInclCents }],
    notes: ['Facture acquittée le 28/11/2026.'],
    ...more,
  };
}
