// The site processes' heartbeats (migration 0020_site_processes.sql); only this module reads or writes them.
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One site process: the address the platform reaches it at, and when it last said it was there. */
export const siteProcesses = pgTable(
  'site_processes',
  {
    url: text('url').primaryKey(),
    firstSeen: at('first_seen').notNull().defaultNow(),
    lastSeen: at('last_seen').notNull().defaultNow(),
  },
  (t) => [index('site_processes_last_seen_idx').on(t.lastSeen)],
);
