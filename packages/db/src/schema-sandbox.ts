import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const SANDBOX_SESSION_STATUSES = ['open', 'processing', 'succeeded', 'refused', 'expired', 'cancelled'] as const;
export type SandboxSessionStatus = (typeof SANDBOX_SESSION_STATUSES)[number];

/**
 * A session of the sandbox payment provider: its own state, as a real provider keeps it on its side.
 * `id` is the platform's payment attempt id (the session reference the platform gave it).
 */
export const sandboxSessions = pgTable(
  'sandbox_sessions',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    lang: text('lang').notNull(),
    merchantName: text('merchant_name').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status').$type<SandboxSessionStatus>().notNull().default('open'),
    executionCode: text('execution_code'),
    transactionId: text('transaction_id').unique(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    check('sandbox_sessions_status_ck', sql`${t.status} in ('open','processing','succeeded','refused','expired','cancelled')`),
    check('sandbox_sessions_refund_ck', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);
