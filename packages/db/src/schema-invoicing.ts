// Invoices and credit notes; migration packages/db/migrations/0025_invoicing.sql.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from './schema-orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A product type's VAT as a school set it: a rate in basis points, or 0 with its exemption's legal mention. */
export type StoredVatTreatment = { rateBp: number; exemption?: string };

/** A school's invoicing: who issues, how numbers start, the VAT of each product type (the ledger reads it too). */
export const invoicingSettings = pgTable('invoicing_settings', {
  site: text('site').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  legalName: text('legal_name').notNull().default(''),
  address: text('address').notNull().default(''),
  siren: text('siren').notNull().default(''),
  siret: text('siret').notNull().default(''),
  vatNumber: text('vat_number').notNull().default(''),
  numberPrefix: text('number_prefix').notNull().default('F'),
  legalMentions: text('legal_mentions').notNull().default(''),
  attachToConfirmation: boolean('attach_to_confirmation').notNull().default(false),
  vat: jsonb('vat').$type<Record<string, StoredVatTreatment>>().notNull().default({}),
  updatedAt: at('updated_at'),
  updatedBy: text('updated_by'),
});

/** The last number issued per school, kind and year: taken under its row lock by the transaction that issues. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    site: text('site').notNull(),
    kind: text('kind').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.site, t.kind, t.year] })],
);

/** An invoice or credit note as issued (`document`: everything printed on it); never changed (a trigger refuses). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    seq: integer('seq').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** `sale`, `refund:<ledger entry id>` or `reversal:<ledger entry id>`: one document per cause. */
    cause: text('cause').notNull(),
    refersTo: integer('refers_to'),
    issuedAt: at('issued_at').notNull().defaultNow(),
    totalCents: integer('total_cents').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    check('invoices_kind_ck', sql`${t.kind} in ('invoice', 'credit_note')`),
    unique('invoices_number_uq').on(t.site, t.number),
    unique('invoices_seq_uq').on(t.site, t.kind, t.year, t.seq),
    unique('invoices_cause_uq').on(t.orderId, t.cause),
    index('invoices_order_idx').on(t.orderId),
  ],
);
