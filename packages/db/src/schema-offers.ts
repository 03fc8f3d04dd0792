// Tables of offers (promo codes, gift vouchers); migration packages/db/migrations/0014_offers.sql.
import type { ProductType } from '@schuss/contracts';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts } from './schema-booking';
import { orders } from './schema-orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A promo code of a site, in capitals; `uses` (paid orders) never passes `max_uses`. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    percent: integer('percent'),
    amountCents: integer('amount_cents'),
    /** Empty: every product type. */
    productTypes: text('product_types').array().$type<ProductType[]>().notNull().default(sql`'{}'::text[]`),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    exclusive: boolean('exclusive').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_site_code_uq').on(t.site, t.code),
    check(
      'promo_codes_kind_ck',
      sql`(${t.kind} = 'percent' AND ${t.percent} BETWEEN 1 AND 100 AND ${t.amountCents} IS NULL) OR (${t.kind} = 'amount' AND ${t.amountCents} > 0 AND ${t.percent} IS NULL)`,
    ),
    check('promo_codes_uses_ck', sql`${t.uses} >= 0 AND (${t.maxUses} IS NULL OR ${t.uses} <= ${t.maxUses})`),
    check('promo_codes_dates_ck', sql`${t.validFrom} IS NULL OR ${t.validTo} IS NULL OR ${t.validFrom} <= ${t.validTo}`),
  ],
);

/**
 * A gift voucher bought with an order (one per participant of a gift-voucher line). Only a hash of
 * its code is kept, set when the code is e-mailed (null before: `pending`).
 */
export const giftVouchers = pgTable(
  'gift_vouchers',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    codeHash: text('code_hash'),
    last4: text('last4'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer('line_id').notNull(),
    participant: integer('participant').notNull(),
    beneficiary: text('beneficiary').notNull(),
    initialCents: integer('initial_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    issuedAt: at('issued_at'),
    disabledAt: at('disabled_at'),
    disabledReason: text('disabled_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gift_vouchers_code_hash_uq').on(t.codeHash),
    uniqueIndex('gift_vouchers_order_line_uq').on(t.orderId, t.lineId, t.participant),
    index('gift_vouchers_site_created_idx').on(t.site, t.createdAt),
    check('gift_vouchers_balance_ck', sql`${t.initialCents} > 0 AND ${t.balanceCents} >= 0 AND ${t.balanceCents} <= ${t.initialCents}`),
  ],
);

export const VOUCHER_MOVEMENT_KINDS = ['issued', 'redeemed', 'credited', 'disabled'] as const;
export type VoucherMovementKind = (typeof VOUCHER_MOVEMENT_KINDS)[number];

/** The history of a voucher's balance (signed amounts, the balance after each). */
export const giftVoucherMovements = pgTable(
  'gift_voucher_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => giftVouchers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VoucherMovementKind>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userLabel: text('user_label'),
    note: text('note'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('gift_voucher_movements_voucher_idx').on(t.voucherId, t.at),
    check('gift_voucher_movements_kind_ck', sql`${t.kind} IN ('issued', 'redeemed', 'credited', 'disabled')`),
  ],
);

/** A code entered in a cart: a promo code or a gift voucher, in the order entered. */
export const cartCodes = pgTable(
  'cart_codes',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'cascade' }),
    voucherId: integer('voucher_id').references(() => giftVouchers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_codes_promo_uq').on(t.cartId, t.promoCodeId),
    uniqueIndex('cart_codes_voucher_uq').on(t.cartId, t.voucherId),
    check('cart_codes_one_ck', sql`(${t.promoCodeId} IS NULL) <> (${t.voucherId} IS NULL)`),
  ],
);

/**
 * What an order takes from an offer: a reservation at checkout (counted until `reserved_until`
 * while the order awaits payment), `used` once paid; `credited_cents`: given back to a voucher.
 */
export const orderOffers = pgTable(
  'order_offers',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    voucherId: integer('voucher_id').references(() => giftVouchers.id),
    label: text('label').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<'reserved' | 'used'>().notNull().default('reserved'),
    reservedUntil: at('reserved_until').notNull(),
    creditedCents: integer('credited_cents').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('order_offers_order_idx').on(t.orderId),
    index('order_offers_promo_idx').on(t.promoCodeId).where(sql`${t.status} = 'reserved'`),
    index('order_offers_voucher_idx').on(t.voucherId),
    check('order_offers_one_ck', sql`(${t.promoCodeId} IS NULL) <> (${t.voucherId} IS NULL)`),
    check('order_offers_status_ck', sql`${t.status} IN ('reserved', 'used')`),
    check('order_offers_amount_ck', sql`${t.amountCents} > 0 AND ${t.creditedCents} >= 0 AND ${t.creditedCents} <= ${t.amountCents}`),
  ],
);
