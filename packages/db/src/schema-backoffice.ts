import type { ProductType } from '@schuss/contracts';
import { bigserial, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { merchants, products, type StoredParticipant, slots } from './schema-booking';
import { orders, payments } from './schema-orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An order's line as a row (migration 0008): written with the order's `items` at checkout, so the
 * back office filters, counts, cancels and reports by line. `line_id` is the cart line it came from.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    lineId: integer('line_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productKey: text('product_key').notNull(),
    productType: text('product_type').$type<ProductType>().notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    slotId: integer('slot_id').references(() => slots.id),
    startDate: date('start_date', { mode: 'string' }),
    days: integer('days'),
    quantity: integer('quantity').notNull(),
    participants: jsonb('participants').$type<StoredParticipant[]>().notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    cancelledAt: at('cancelled_at'),
    /** When its places were sold (its order paid); null when not paid yet, undated, or paid on a full slot (migration 0023). */
    soldAt: at('sold_at'),
    /** The cart line's preferred instructor (migration 0040): the lesson goes to them when paid, if they are free. */
    requestedInstructorId: integer('requested_instructor_id'),
  },
  (t) => [
    unique('order_lines_order_line_uq').on(t.orderId, t.lineId),
    index('order_lines_order_idx').on(t.orderId),
    index('order_lines_slot_idx').on(t.slotId),
    index('order_lines_site_type_idx').on(t.site, t.productType, t.orderId),
    index('order_lines_site_merchant_idx').on(t.site, t.merchantId, t.orderId),
  ],
);

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Money given back: reserved (`pending`) before the provider is asked, then `succeeded` or `failed`. */
export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    reason: text('reason').notNull(),
    lineIds: jsonb('line_ids').$type<number[]>().notNull().default([]),
    idempotencyKey: text('idempotency_key').notNull(),
    providerRefundId: text('provider_refund_id'),
    error: text('error'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member as shown (name and e-mail), kept if the account goes. */
    userLabel: text('user_label').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('refunds_idempotency_uq').on(t.orderId, t.idempotencyKey), index('refunds_order_idx').on(t.orderId, t.createdAt)],
);

/** A participant (by position in its order line) present on a day of a slot. */
export const checkIns = pgTable(
  'check_ins',
  {
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    participant: integer('participant').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderLineId, t.participant, t.day] })],
);

/** `closure`: a weather or safety closure's notice (migration 0015); `link`: a booking page's link asked for again (0017). */
export const ORDER_EMAIL_KINDS = ['confirmation', 'cancellation', 'closure', 'link', 'progress'] as const;
export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/** An e-mail sent (or tried) to an order's contact. */
export const orderEmails = pgTable(
  'order_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<OrderEmailKind>().notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    status: text('status').$type<'queued' | 'sent' | 'failed'>().notNull(),
    error: text('error'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('order_emails_order_idx').on(t.orderId, t.at)],
);

/** Every back-office action: who, when, what, before and after (shown on the order it concerns). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    site: text('site').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userLabel: text('user_label').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_order_idx').on(t.orderId, t.at),
    index('audit_log_site_idx').on(t.site, t.at),
    index('audit_log_site_id_idx').on(t.site, t.id),
  ],
);
