import type { Localized, Participant, Pricing, ProductAttributes, ProductType } from '@schuss/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, time, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A seller of a resort: the ski school, the lift company, a rental shop, the tourist office… */
export const merchants = pgTable(
  'merchants',
  {
    id: serial('id').primaryKey(),
    resort: text('resort').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** school | lifts | rental | tourist-office | transfer | accommodation | insurance | federation … */
    kind: text('kind').notNull(),
  },
  (t) => [uniqueIndex('merchants_resort_key_uq').on(t.resort, t.key)],
);

/** Something that can be sold (docs/spec.md §1 product types); its price rule is data (`pricing`). */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    resort: text('resort').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    type: text('type').$type<ProductType>().notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull().default({}),
    pricing: jsonb('pricing').$type<Pricing>().notNull(),
    /** Sold on dated slots with a capacity (lessons, transfers, stands). */
    dated: boolean('dated').notNull().default(false),
    /** Not offered to visitors (carts and orders that have it keep it); migration 0011. */
    hidden: boolean('hidden').notNull().default(false),
    /** Goes up by one with every change, in the UPDATE that changes the prices (`product_versions`); migration 0011. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_resort_key_uq').on(t.resort, t.key),
    check('products_version_ck', sql`${t.version} >= 1`),
    check(
      'products_type_ck',
      sql`${t.type} in ('ESF','ESF_CUSTOM','LIFT','SKI_RENTAL','HOT','STAY_TAX','STAND','TRANSFER','GENERIC_LINE','ASSU','FFS')`,
    ),
  ],
);

/** A dated occurrence of a product with its capacity; held + sold never exceed it. */
export const slots = pgTable(
  'slots',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /** Closed by staff (migration 0012): no new places are taken; participants already in stay. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    closedReason: text('closed_reason'),
    /** users.id of who closed it (a foreign key in the migration; not declared here to keep this file free of the auth tables). */
    closedBy: integer('closed_by'),
  },
  (t) => [
    index('slots_product_starts_idx').on(t.productId, t.startsOn),
    check('slots_capacity_ck', sql`${t.held} >= 0 and ${t.sold} >= 0 and ${t.held} + ${t.sold} <= ${t.capacity}`),
  ],
);

/** A visitor's cart; `cart_id` is the random public id (≥ 128 bits, base64url). */
export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  cartId: text('cart_id').notNull().unique(),
  resort: text('resort').notNull(),
  lang: text('lang').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
});

/** A participant as stored with a line: their price, and when staff cancelled them alone (the line going on for the others). */
export type StoredParticipant = Participant & { priceCents: number; cancelledAt?: string };

/**
 * A line of a cart: a product for some participants; dated lines hold `quantity` places until `hold_expires_at`.
 * A line whose hold ran out stays, holding nothing (`hold_expires_at` null, `released_at` set) until it is
 * held again, moved to another slot or removed (migration 0022).
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    slotId: integer('slot_id').references(() => slots.id),
    startDate: date('start_date', { mode: 'string' }),
    days: integer('days'),
    participants: jsonb('participants').$type<StoredParticipant[]>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    /** When the sweep gave the line's places back (its hold ran out); null while it holds them or is undated. */
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }),
    /** Who holds its places: a keyed hash of the visitor's network (booking/hold-caps.ts), to cap what one visitor holds; null when not known. */
    holder: text('holder'),
    /** A private lesson's preferred instructor, asked for by name (migration 0040; an `instructors` id, checked free when added). */
    requestedInstructorId: integer('requested_instructor_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId),
    index('cart_lines_holder_idx').on(t.holder).where(sql`${t.holdExpiresAt} is not null`),
    index('cart_lines_released_idx').on(t.cartId).where(sql`${t.releasedAt} is not null`),
    index('cart_lines_hold_idx').on(t.holdExpiresAt).where(sql`${t.holdExpiresAt} is not null`),
    index('cart_lines_requested_instructor_idx').on(t.requestedInstructorId).where(sql`${t.requestedInstructorId} is not null`),
  ],
);
