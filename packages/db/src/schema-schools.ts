// Many schools on one deployment (migration 0021_schools).
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { sites } from './schema-content';

/**
 * The host names of each school's language base URLs (`config.domains`, port left out): a host
 * belongs to one school. Written by the `sites_sync_hosts` trigger whenever a site's config is.
 */
export const siteHosts = pgTable(
  'site_hosts',
  {
    host: text('host').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [index('site_hosts_site_idx').on(t.siteId)],
);
