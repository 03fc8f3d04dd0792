import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { sites } from './schema-content';

/** Bytes as PostgreSQL `bytea` (pg answers a Buffer, PGlite a Uint8Array: both are Uint8Arrays). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** An uploaded image of a site's media library (the original file itself is not kept). */
export const media = pgTable(
  'media',
  {
    /** 128 random bits, base64url: part of public URLs, so not guessable nor enumerable. */
    id: text('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    /** Type detected from the file's bytes (not the request's header). */
    mime: text('mime').notNull(),
    /** Pixels of the original after EXIF orientation. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Size of the uploaded file. */
    bytes: integer('bytes').notNull(),
    alt: text('alt'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('media_site_created_idx').on(t.siteId, t.createdAt.desc(), t.id.desc()),
    check('media_mime_ck', sql`${t.mime} in ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif')`),
  ],
);

/** One resized, metadata-free encoding of a media: served at `/media/{id}/{width}.{format}`. */
export const mediaRenditions = pgTable(
  'media_renditions',
  {
    mediaId: text('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    format: text('format').$type<'webp' | 'avif'>().notNull(),
    height: integer('height').notNull(),
    /** Strong validator of `data` (quoted), sent as ETag. */
    etag: text('etag').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ name: 'media_renditions_pk', columns: [t.mediaId, t.width, t.format] }),
    check('media_renditions_format_ck', sql`${t.format} in ('webp', 'avif')`),
  ],
);
