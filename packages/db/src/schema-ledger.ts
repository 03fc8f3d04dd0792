// The money ledger; migrations packages/db/migrations/0024_ledger.sql and 0026_ledger_affiliation.sql.
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orderLines } from './schema-backoffice';
import { orders } from './schema-orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * What a ledger entry records (amounts are positive; the kind says which way the money went):
 * - `payment`: what the payment provider took for a line (its card share);
 * - `voucher_sold`: the same, for a gift-voucher line: a debt to its holder, not revenue;
 * - `voucher_redeemed`: what gift vouchers paid of a line;
 * - `discount`: what promo codes took off a line (no money moved: the list price less this is what was due);
 * - `refund`: card money given back for a line (reserved when the provider is asked);
 * - `voucher_credited`: gift-voucher money given back to the voucher for a line;
 * - `refund_reversed`: a refund the provider refused, put back;
 * - `adjustment`: a correction made by staff.
 */
export const LEDGER_KINDS = [
  'payment',
  'voucher_sold',
  'voucher_redeemed',
  'discount',
  'refund',
  'voucher_credited',
  'refund_reversed',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * Every movement of money, one row each, never changed (a trigger refuses updates): written by the ledger
 * module in the transaction of the change that causes it (an order paid, a refund reserved or refused).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    site: text('site').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'cascade' }),
    /** The participant (position in the line) it concerns, when one only. */
    participant: integer('participant'),
    kind: text('kind').$type<LedgerKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Participants it concerns: a line's on its `payment` (or `voucher_sold`) entry, one for a participant's refund; 0 otherwise. */
    quantity: integer('quantity').notNull().default(0),
    /** The line's product type and merchant, copied: the reports group by them without a join. */
    productType: text('product_type'),
    merchantId: integer('merchant_id'),
    /** VAT included in the amount: its rate in basis points (1000 = 10 %) and its amount in cents. */
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    vatCents: integer('vat_cents').notNull().default(0),
    /** The payment provider, and its payment or our refund id (or the gift voucher's id) it concerns. */
    provider: text('provider'),
    reference: text('reference'),
    /**
     * The order's business provider (`hoteId`) and referral type, copied by a trigger when the entry is written
     * (migration 0026): the affiliation report groups by them without a join.
     */
    businessProviderId: text('business_provider_id'),
    referralType: text('referral_type'),
    /** Who caused it: `system` for a payment, the staff member (name and e-mail) otherwise. */
    byLabel: text('by_label').notNull().default('system'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_site_at_idx').on(t.site, t.at),
    index('ledger_entries_affiliation_idx')
      .on(t.site, t.at)
      .where(sql`${t.businessProviderId} is not null or ${t.referralType} is not null`),
    check('ledger_entries_amount_ck', sql`${t.amountCents} >= 0 OR ${t.kind} = 'adjustment'`),
    check(
      'ledger_entries_kind_ck',
      sql`${t.kind} in ('payment','voucher_sold','voucher_redeemed','discount','refund','voucher_credited','refund_reversed','adjustment')`,
    ),
  ],
);

/**
 * The ledger summed per school, day (UTC), product type and merchant, kept by the ledger module with each
 * entry it adds (same transaction): the sales report reads a season from it in a few hundred rows. The row
 * of product type `''` and merchant 0 counts the day's orders paid, whatever their lines.
 */
export const ledgerDays = pgTable(
  'ledger_days',
  {
    site: text('site').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    productType: text('product_type').notNull(),
    merchantId: integer('merchant_id').notNull(),
    /** Orders paid that day with lines of this type and merchant; participants of those lines. */
    orders: integer('orders').notNull().default(0),
    participants: integer('participants').notNull().default(0),
    /** What the provider took (`payment`, `voucher_sold`), gave back (`refund` − `refund_reversed`). */
    paidCents: integer('paid_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Paid by gift vouchers, given back to them; taken off by promo codes. */
    voucherCents: integer('voucher_cents').notNull().default(0),
    voucherCreditedCents: integer('voucher_credited_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.site, t.day, t.productType, t.merchantId] })],
);
