import type { Contact, GroupedOrder, OrderStatus, ProductType } from '@schuss/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { carts, type StoredParticipant } from './schema-booking';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The cart's grouped orders (same shape as `POST /esfplus/cart`), per language. */
export type OrderSnapshot = Record<string, Partial<Record<ProductType, GroupedOrder>>>;

/**
 * A cart line as it was paid for: enough to convert its hold into sold places, and to put it
 * back in the cart (with a new hold) when a retried payment finds it released.
 */
export type OrderItem = {
  lineId: number;
  productId: number;
  productKey: string;
  slotId: number | null;
  startDate: string | null;
  days: number | null;
  quantity: number;
  participants: StoredParticipant[];
  unitPriceCents: number;
  totalCents: number;
  /** When the line's hold ran out at checkout time (ISO-8601), null for lines without a hold. */
  holdExpiresAt: string | null;
};

export const PAYMENT_STATUSES = ['created', 'processing', 'succeeded', 'refused', 'expired', 'superseded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An order made from a cart at checkout; `number` is the human-friendly order number. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    site: text('site').notNull(),
    resort: text('resort').notNull(),
    lang: text('lang').notNull(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull().default('pending_payment'),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    hasQuotation: boolean('has_quotation').notNull().default(false),
    contact: jsonb('contact').$type<Contact>().notNull(),
    snapshot: jsonb('snapshot').$type<OrderSnapshot>().notNull(),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    businessProviderId: text('business_provider_id'),
    referralType: text('referral_type'),
    /** Set when fulfilment met a problem staff must look at (e.g. a place sold beyond capacity was refused). */
    fulfilmentNote: text('fulfilment_note'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
    mailSentAt: at('mail_sent_at'),
  },
  (t) => [
    uniqueIndex('orders_pending_cart_uq').on(t.cartId).where(sql`${t.status} = 'pending_payment'`),
    index('orders_cart_idx').on(t.cartId, t.createdAt),
    index('orders_site_created_idx').on(t.site, t.createdAt),
    check('orders_status_ck', sql`${t.status} in ('pending_payment','paid','failed','cancelled','refunded')`),
    check('orders_total_ck', sql`${t.totalCents} >= 0`),
  ],
);

/** A payment attempt of an order at a provider; `id` is the random id of its hosted page. */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    executionCode: text('execution_code'),
    transactionId: text('transaction_id').unique(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    notifiedAt: at('notified_at'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    check('payments_status_ck', sql`${t.status} in ('created','processing','succeeded','refused','expired','superseded','refunded')`),
  ],
);
