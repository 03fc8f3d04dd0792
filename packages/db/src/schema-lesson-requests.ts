// Private-lesson requests (issue 31, item 4); migration packages/db/migrations/0039_lesson_requests.sql.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { orderLines } from './schema-backoffice';
import { carts, products, type StoredParticipant, slots } from './schema-booking';
import { sites } from './schema-content';
import { instructors } from './schema-instructors';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type LessonRequestStatusValue = 'open' | 'accepted' | 'paid' | 'expired' | 'declined';

/**
 * A visitor's request for a private lesson on a day no instructor was free. Accepted, the lesson is a line
 * (`cart_line_id`, no foreign key: a line removed from its cart is deleted) of a cart of its own (`cart_id`) holding
 * its place until `pay_by`; the payment link's token is kept hashed (`token_hash`). Paid, `order_line_id` is the line
 * given to `instructor_id`. The lesson-requests module writes this table.
 */
export const lessonRequests = pgTable(
  'lesson_requests',
  {
    id: serial('id').primaryKey(),
    site: text('site')
      .notNull()
      .references(() => sites.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    window: text('window').$type<'morning' | 'afternoon' | 'any'>().notNull(),
    durationMinutes: integer('duration_minutes'),
    participants: jsonb('participants').$type<Omit<StoredParticipant, 'priceCents'>[]>().notNull(),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    lang: text('lang').$type<'fr' | 'en'>().notNull(),
    message: text('message').notNull().default(''),
    status: text('status').$type<LessonRequestStatusValue>().notNull().default('open'),
    createdAt: at('created_at').notNull().defaultNow(),
    answeredAt: at('answered_at'),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answerMessage: text('answer_message').notNull().default(''),
    instructorId: integer('instructor_id').references(() => instructors.id, { onDelete: 'set null' }),
    slotId: integer('slot_id').references(() => slots.id, { onDelete: 'set null' }),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    cartLineId: integer('cart_line_id'),
    totalCents: integer('total_cents'),
    payBy: at('pay_by'),
    tokenHash: text('token_hash'),
    orderLineId: integer('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('lesson_requests_status_ck', sql`${t.status} in ('open', 'accepted', 'paid', 'expired', 'declined')`),
    check('lesson_requests_window_ck', sql`${t.window} in ('morning', 'afternoon', 'any')`),
    check('lesson_requests_lang_ck', sql`${t.lang} in ('fr', 'en')`),
    check(
      'lesson_requests_accepted_ck',
      sql`${t.status} <> 'accepted' or (${t.instructorId} is not null and ${t.slotId} is not null and ${t.payBy} is not null)`,
    ),
    index('lesson_requests_site_idx').on(t.site, t.status, t.id),
    uniqueIndex('lesson_requests_token_uq').on(t.tokenHash),
    index('lesson_requests_line_idx').on(t.cartLineId).where(sql`${t.status} = 'accepted'`),
  ],
);
