// Hours and earnings (issue 31); migration packages/db/migrations/0035_instructor_share.sql.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { sites } from './schema-content';
import { instructors } from './schema-instructors';

/** The account an instructor is paid to (the SEPA transfer's creditor); none: not paid by transfer. */
export const instructorBankAccounts = pgTable(
  'instructor_bank_accounts',
  {
    instructorId: integer('instructor_id')
      .primaryKey()
      .references(() => instructors.id, { onDelete: 'cascade' }),
    site: text('site')
      .notNull()
      .references(() => sites.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    holder: text('holder').notNull(),
    iban: text('iban').notNull(),
    bic: text('bic'),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('instructor_bank_accounts_site_idx').on(t.site)],
);
