// Tables of the back office's season area; migration packages/db/migrations/0012_season.sql.
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { sites } from './schema-content';

/** A named part of the season with more places (Christmas week, February holidays…). */
export type StoredPeriod = { name: string; startsOn: string; endsOn: string };

/** A site's season: first and last days, and its periods. Until saved, the site's configured season is used. */
export const seasons = pgTable(
  'seasons',
  {
    site: text('site')
      .primaryKey()
      .references(() => sites.key, { onDelete: 'cascade', onUpdate: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    periods: jsonb('periods').$type<StoredPeriod[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('seasons_dates_ck', sql`${t.endsOn} >= ${t.startsOn}`)],
);
