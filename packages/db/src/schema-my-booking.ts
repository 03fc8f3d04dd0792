// Tables of the customer's own booking page and of hosted payment providers; migration 0017_customer_booking.sql.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orderLines } from './schema-backoffice';
import { orders, payments } from './schema-orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ORDER_LINK_REASONS = ['confirmation', 'find', 'staff'] as const;
export type OrderLinkReason = (typeof ORDER_LINK_REASONS)[number];

/**
 * A personal link to an order's booking page: only the SHA-256 hash (hex) of its token (256 random
 * bits, base64url) is kept. Revoked by staff with all the order's links at once (and
 * `orders.access_generation` raised, which refuses the vouchers signed before).
 */
export const orderLinks = pgTable(
  'order_links',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    reason: text('reason').$type<OrderLinkReason>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    revokedAt: at('revoked_at'),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [uniqueIndex('order_links_token_hash_uq').on(t.tokenHash), index('order_links_order_idx').on(t.orderId)],
);

/** A hosted payment provider's own session of a payment attempt (written by the provider adapters only). */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    paymentId: text('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    externalId: text('external_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_sessions_external_uq').on(t.provider, t.externalId)],
);

/**
 * What the instructor should know about a participant (allergies, health: migration 0038), written by the parents on
 * their booking page. Health data, kept apart from the participants' jsonb (which the cart, the order's items and
 * snapshot, invoices, exports and e-mails carry): read only by the booking page, the school's staff and the instructor
 * of that child's lesson.
 */
export const participantNotes = pgTable(
  'participant_notes',
  {
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    /** The participant's position in the line's `participants`. */
    participant: integer('participant').notNull(),
    note: text('note').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'participant_notes_pk', columns: [t.orderLineId, t.participant] }),
    // PARTICIPANT_NOTE_MAX (contracts): an empty note is no row.
    check('participant_notes_length_ck', sql`char_length(${t.note}) between 1 and 500`),
  ],
);
