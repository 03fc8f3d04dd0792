import { z } from 'zod';
import { PRODUCT_TYPES, type ProductType } from './booking';
import { passesLuhn } from './rules/money';

/** VAT rates French law knows, in basis points (2000 = 20 %): standard, intermediate, reduced, super-reduced, none. */
export const VAT_RATES_BP = [0, 210, 550, 1000, 2000] as const;

/** `VN-F-2026-000123`: the school's prefix, F (invoice) or A (credit note, "avoir"), the year, the number in that year. */
export const INVOICE_NUMBER_PATTERN = /^[A-Z0-9]{1,8}-[FA]-\d{4}-\d{6}$/;

/** A product type's VAT: a rate, or 0 with the legal mention of its exemption (printed on the invoice). */
export const VatTreatment = z
  .object({
    rateBp: z.union(VAT_RATES_BP.map((r) => z.literal(r)) as unknown as [z.ZodLiteral<0>, z.ZodLiteral<210>]),
    exemption: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  })
  .refine((v) => v.rateBp > 0 || (v.exemption ?? '').length > 0, {
    message: 'an exempt product type needs the legal mention of its exemption',
    path: ['exemption'],
  });
export type VatTreatment = z.infer<typeof VatTreatment>;

const Digits = (n: number, what: string) =>
  z
    .string()
    .trim()
    .transform((s) => s.replace(/\s+/g, ''))
    // SIREN and SIRET numbers end with a Luhn check digit (La Poste's SIRET excepted: not a ski school).
    .pipe(
      z.string().refine((s) => s === '' || (new RegExp(`^\\d{${n}}$`).test(s) && passesLuhn(s)), `must be a valid ${what} (${n} digits)`),
    );

/** A school's invoicing: who issues the invoices, how they are numbered, the VAT of each product type. */
export const InvoicingSettingsInput = z
  .object({
    enabled: z.boolean(),
    legalName: z.string().trim().max(120, 'must be at most 120 characters'),
    /** One element per line: street, postcode and town, country. */
    address: z.string().trim().max(300, 'must be at most 300 characters'),
    siren: Digits(9, 'SIREN'),
    siret: Digits(14, 'SIRET'),
    vatNumber: z
      .string()
      .trim()
      .transform((s) => s.replace(/\s+/g, '').toUpperCase())
      .pipe(z.string().regex(/^$|^FR[0-9A-Z]{2}\d{9}$/, 'must be a French VAT number such as FR12345678901')),
    numberPrefix: z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{1,8}$/, 'must be 1 to 8 capital letters or digits, such as VN'),
    /** Extra mentions printed at the foot (share capital, RCS, insurance…). */
    legalMentions: z.string().trim().max(500, 'must be at most 500 characters').default(''),
    attachToConfirmation: z.boolean(),
    vat: z.object(Object.fromEntries(PRODUCT_TYPES.map((t) => [t, VatTreatment])) as Record<ProductType, typeof VatTreatment>),
  })
  .superRefine((s, ctx) => {
    if (!s.enabled) return;
    // Turned on, an invoice must carry the seller's mandatory mentions.
    if (!s.legalName) ctx.addIssue({ code: 'custom', path: ['legalName'], message: 'is required to issue invoices' });
    if (!s.address) ctx.addIssue({ code: 'custom', path: ['address'], message: 'is required to issue invoices' });
    if (!s.siren) ctx.addIssue({ code: 'custom', path: ['siren'], message: 'is required to issue invoices' });
    if (!s.siret) ctx.addIssue({ code: 'custom', path: ['siret'], message: 'is required to issue invoices' });
    if (s.siren && s.siret && !s.siret.startsWith(s.siren)) {
      ctx.addIssue({ code: 'custom', path: ['siret'], message: 'must start with the SIREN' });
    }
    if (s.siren && s.vatNumber && !s.vatNumber.endsWith(s.siren)) {
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'must end with the SIREN' });
    }
  });
export type InvoicingSettingsInput = z.input<typeof InvoicingSettingsInput>;
export type InvoicingSettings = z.output<typeof InvoicingSettingsInput>;

export const InvoicingSettingsView = z.object({
  settings: z.object({
    enabled: z.boolean(),
    legalName: z.string(),
    address: z.string(),
    siren: z.string(),
    siret: z.string(),
    vatNumber: z.string(),
    numberPrefix: z.string(),
    legalMentions: z.string(),
    attachToConfirmation: z.boolean(),
    vat: z.record(z.string(), z.object({ rateBp: z.number().int(), exemption: z.string().optional() })),
  }),
  /** Invoices and credit notes issued so far (all years). */
  issued: z.object({ invoices: z.number().int(), creditNotes: z.number().int() }),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type InvoicingSettingsView = z.infer<typeof InvoicingSettingsView>;

/** An invoice or credit note as lists show it (the order's page, the booking page). */
export const InvoiceSummary = z.object({
  number: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  issuedAt: z.string(),
  totalCents: z.number().int(),
  /** For a credit note: the invoice it refers to. */
  refersTo: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/** An invoice's number in a download's path, `.pdf` or `.xml` after it. */
export const InvoiceFile = z
  .string()
  .trim()
  .regex(/^[A-Z0-9]{1,8}-[FA]-\d{4}-\d{6}\.(pdf|xml)$/, 'must be an invoice number and .pdf or .xml, such as VN-F-2026-000123.pdf');
