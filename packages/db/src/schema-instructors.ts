// Instructors (issue 31); migration packages/db/migrations/0032_instructors.sql.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { sites } from './schema-content';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type StoredInstructorDiscipline = { discipline: string; levels: string[] };
export type StoredDiploma = { name: string; number: string | null; expiresOn: string | null };

/**
 * A person of the school who teaches: what they may teach (disciplines, the levels of each by the ladder's keys,
 * languages) and their diplomas. `user_id` is their account (role `instructor`) once they have one; archived ones
 * are kept for the lessons they gave.
 */
export const instructors = pgTable(
  'instructors',
  {
    id: serial('id').primaryKey(),
    site: text('site')
      .notNull()
      .references(() => sites.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    photoUrl: text('photo_url'),
    disciplines: jsonb('disciplines').$type<StoredInstructorDiscipline[]>().notNull(),
    /** ISO 639-1 codes. */
    languages: jsonb('languages').$type<string[]>().notNull(),
    diplomas: jsonb('diplomas').$type<StoredDiploma[]>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: at('archived_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('instructors_site_idx').on(t.site, t.lastName, t.firstName)],
);

export const INSTRUCTOR_HALVES = ['am', 'pm'] as const;
export const INSTRUCTOR_AVAILABILITY = ['available', 'unavailable', 'on_call', 'holiday', 'ill'] as const;

/** An instructor's half-day: one row per instructor, day and half (none: not entered yet). */
export const instructorAvailability = pgTable(
  'instructor_availability',
  {
    instructorId: integer('instructor_id')
      .notNull()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    half: text('half').$type<(typeof INSTRUCTOR_HALVES)[number]>().notNull(),
    status: text('status').$type<(typeof INSTRUCTOR_AVAILABILITY)[number]>().notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'instructor_availability_pk', columns: [t.instructorId, t.day, t.half] }),
    check('instructor_availability_half_ck', sql`${t.half} in ('am','pm')`),
    check('instructor_availability_status_ck', sql`${t.status} in ('available','unavailable','on_call','holiday','ill')`),
    index('instructor_availability_day_idx').on(t.day),
  ],
);

/** A school's rules for instructors' own changes (none: the defaults). */
export const instructorSettings = pgTable('instructor_settings', {
  site: text('site')
    .primaryKey()
    .references(() => sites.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
  availabilityLockDays: integer('availability_lock_days').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  /** The school's share of what lessons collected (migration 0035, written by the earnings module): basis points… */
  shareBp: integer('share_bp').notNull().default(0),
  /** …and/or cents per hour taught. */
  shareCentsPerHour: integer('share_cents_per_hour').notNull().default(0),
  /** The school's account the instructors are paid from (the SEPA transfer's debtor). */
  payerName: text('payer_name'),
  payerIban: text('payer_iban'),
  payerBic: text('payer_bic'),
});
