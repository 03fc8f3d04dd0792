// Tables of weather and safety closures; migration packages/db/migrations/0015_closures.sql.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { orderLines, refunds } from './schema-backoffice';
import { slots } from './schema-booking';
import { orders } from './schema-orders';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const CLOSURE_SCOPES = ['day', 'slot'] as const;
export type ClosureScopeValue = (typeof CLOSURE_SCOPES)[number];
export const CLOSURE_REASON_VALUES = ['weather', 'avalanche', 'lift_breakdown', 'other'] as const;
export type ClosureReasonValue = (typeof CLOSURE_REASON_VALUES)[number];
export const CLOSURE_REMEDY_VALUES = ['refund', 'move'] as const;
export type ClosureRemedyValue = (typeof CLOSURE_REMEDY_VALUES)[number];
export const CLOSURE_OUTCOME_VALUES = ['pending', 'refunded', 'moved', 'failed'] as const;
export type ClosureOutcomeValue = (typeof CLOSURE_OUTCOME_VALUES)[number];

/** A day or a slot closed by staff for a reason, with the remedy chosen for its participants; once per idempotency key. */
export const closures = pgTable(
  'closures',
  {
    id: serial('id').primaryKey(),
    site: text('site').notNull(),
    scope: text('scope').$type<ClosureScopeValue>().notNull(),
    day: date('day', { mode: 'string' }),
    slotId: integer('slot_id').references(() => slots.id, { onDelete: 'set null' }),
    reason: text('reason').$type<ClosureReasonValue>().notNull(),
    /** Said to the customers in the e-mail. */
    note: text('note').notNull().default(''),
    remedy: text('remedy').$type<ClosureRemedyValue>().notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member as shown (name and e-mail), kept if the account goes. */
    userLabel: text('user_label').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    unique('closures_key_uq').on(t.site, t.idempotencyKey),
    index('closures_site_idx').on(t.site, t.createdAt),
    check('closures_scope_ck', sql`${t.scope} in ('day','slot')`),
    check('closures_reason_ck', sql`${t.reason} in ('weather','avalanche','lift_breakdown','other')`),
    check('closures_remedy_ck', sql`${t.remedy} in ('refund','move')`),
  ],
);

/**
 * A slot a closure closed: entirely (`whole`: a slot closure, or a day closure of a one-day slot) or
 * for one day of it (`day`); with a move, the slot its participants went to.
 */
export const closureSlots = pgTable(
  'closure_slots',
  {
    closureId: integer('closure_id')
      .notNull()
      .references(() => closures.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => slots.id, { onDelete: 'cascade' }),
    whole: boolean('whole').notNull(),
    day: date('day', { mode: 'string' }),
    toSlotId: integer('to_slot_id').references(() => slots.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ name: 'closure_slots_pk', columns: [t.closureId, t.slotId] }), index('closure_slots_slot_idx').on(t.slotId)],
);

/** An order line a closure concerned, and what became of it (refunded, moved, failed and why). */
export const closureLines = pgTable(
  'closure_lines',
  {
    id: serial('id').primaryKey(),
    closureId: integer('closure_id')
      .notNull()
      .references(() => closures.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => slots.id, { onDelete: 'cascade' }),
    toSlotId: integer('to_slot_id').references(() => slots.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** `whole`: the line is refunded entirely (and cancelled); `day`: the closed day's share of a multi-day slot. */
    share: text('share').$type<'whole' | 'day'>().notNull(),
    /** What a refund gives back for this line (0 when moved). */
    refundCents: integer('refund_cents').notNull().default(0),
    outcome: text('outcome').$type<ClosureOutcomeValue>().notNull().default('pending'),
    refundId: text('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    error: text('error'),
    /** Refund attempts made (the idempotency key of each names it). */
    attempts: integer('attempts').notNull().default(0),
    emailStatus: text('email_status').$type<'sent' | 'failed'>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('closure_lines_line_uq').on(t.closureId, t.orderLineId),
    index('closure_lines_order_idx').on(t.orderId),
    index('closure_lines_order_line_idx').on(t.orderLineId),
    check('closure_lines_outcome_ck', sql`${t.outcome} in ('pending','refunded','moved','failed')`),
    check('closure_lines_share_ck', sql`${t.share} in ('whole','day')`),
    check('closure_lines_refund_ck', sql`${t.refundCents} >= 0`),
    check('closure_lines_email_ck', sql`${t.emailStatus} is null or ${t.emailStatus} in ('sent','failed')`),
  ],
);
