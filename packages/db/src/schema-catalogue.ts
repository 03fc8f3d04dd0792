// Tables of the back office's catalogue area; migration packages/db/migrations/0011_catalogue.sql.
import { integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { products } from './schema-booking';

/** The product as a version records it (before/after): what staff write of it. */
export type ProductSnapshot = Record<string, unknown>;

/**
 * One change of a product (create, edit, hide, show, import): the version it made, who, when, and
 * the product before (null on creation) and after. `products.version` is the latest one's.
 */
export const productVersions = pgTable(
  'product_versions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userLabel: text('user_label').notNull(),
    before: jsonb('before').$type<ProductSnapshot | null>(),
    after: jsonb('after').$type<ProductSnapshot>().notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('product_versions_product_version_uq').on(t.productId, t.version)],
);
