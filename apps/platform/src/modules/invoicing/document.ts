/**
 * An invoice or credit note as issued: everything printed on it, fixed when it is issued (a later change of
 * the school's settings, a product's name or the order never changes an issued document). The PDF (`pdf.ts`)
 * and the Factur-X XML (`cii.ts`) are drawn from it alone. Amounts in cents; prices include VAT.
 */
export type InvoiceKind = 'invoice' | 'credit_note';

export interface InvoiceParty {
  name: string;
  /** Postal address, one line per element (street, postcode and town, country). */
  address: string[];
  /** SIREN (9 digits) and SIRET (14 digits) for the seller; optional for a buyer. */
  siren?: string;
  siret?: string;
  /** Intra-community VAT number (FR + 11 characters). */
  vatNumber?: string;
  email?: string;
}

export interface InvoiceLine {
  /** What was sold, in the document's language: the product, its dates, the participants. */
  description: string;
  quantity: number;
  /** Price of one unit before discount, excluding VAT, in cents (may carry a remainder: rounded when printed). */
  unitExclCents: number;
  /** What promo codes took off the line, VAT included (0 when none). */
  discountCents: number;
  /** The line's total after discount: excluding VAT, VAT, including VAT (excl + vat = incl to the cent). */
  totalExclCents: number;
  vatCents: number;
  totalInclCents: number;
  /** VAT rate in basis points (1000 = 10 %); 0 with `exemption` when exempt or out of scope. */
  vatRateBp: number;
  /** The legal mention of an exemption (e.g. "TVA non applicable, art. 261-4-4° b du CGI"). */
  exemption?: string;
}

export interface VatTotal {
  vatRateBp: number;
  exemption?: string;
  baseExclCents: number;
  vatCents: number;
}

export interface InvoicePayment {
  /** ISO date-time. */
  at: string;
  /** `card` (with the provider: sandbox, stripe, lyra), `gift_voucher`, or money handed at the desk (staff's adjustments). */
  means: 'card' | 'gift_voucher' | 'cash' | 'transfer' | 'cheque';
  provider?: string;
  reference?: string;
  amountCents: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  /** e.g. `VN-F-2026-000123` (invoice) or `VN-A-2026-000004` (credit note). */
  number: string;
  /** ISO date-time of issue. */
  issuedAt: string;
  language: 'fr' | 'en';
  currency: 'EUR';
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** The order's number, as the customer knows it. */
  orderNumber: string;
  /** A credit note's invoice: its number and date. */
  refersTo?: { number: string; issuedAt: string };
  lines: InvoiceLine[];
  /** One per VAT rate (and exemption), in increasing rate order. */
  vatTotals: VatTotal[];
  totalExclCents: number;
  totalVatCents: number;
  totalInclCents: number;
  /** How it was paid (an invoice) or given back (a credit note). */
  payments: InvoicePayment[];
  /** Mentions printed at the foot (late-payment penalties, "acquittée", etc.), in the document's language. */
  notes: string[];
}

/** The document's totals per rate (and exemption), and overall, from its lines. */
export function documentTotals(
  lines: InvoiceLine[],
): Pick<InvoiceDocument, 'vatTotals' | 'totalExclCents' | 'totalVatCents' | 'totalInclCents'> {
  const byRate = new Map<string, VatTotal>();
  for (const l of lines) {
    const key = `${l.vatRateBp}|${l.exemption ?? ''}`;
    const t = byRate.get(key) ?? { vatRateBp: l.vatRateBp, exemption: l.exemption, baseExclCents: 0, vatCents: 0 };
    t.baseExclCents += l.totalExclCents;
    t.vatCents += l.vatCents;
    byRate.set(key, t);
  }
  const vatTotals = [...byRate.values()].sort((a, b) => a.vatRateBp - b.vatRateBp || (a.exemption ?? '').localeCompare(b.exemption ?? ''));
  return {
    vatTotals,
    totalExclCents: lines.reduce((n, l) => n + l.totalExclCents, 0),
    totalVatCents: lines.reduce((n, l) => n + l.vatCents, 0),
    totalInclCents: lines.reduce((n, l) => n + l.totalInclCents, 0),
  };
}
