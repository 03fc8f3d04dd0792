// Tables of the waiting lists of full slots; migration packages/db/migrations/0016_waitlist.sql.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { slots } from './schema-booking';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const WAITLIST_ENTRY_STATUSES = ['waiting', 'offered', 'taken', 'expired', 'left', 'ended'] as const;
export type WaitlistEntryStatus = (typeof WAITLIST_ENTRY_STATUSES)[number];

/**
 * A visitor's e-mail (lower case) waiting for `places` places on a full slot, in line by id. When
 * places free, the places of an `offered` entry are held for it (counted in the slot's `held`) until
 * `offerExpiresAt`; its e-mailed link (`offerTokenHash`, set when the e-mail is sent) turns them into
 * a cart line (`taken`). Only SHA-256 hashes of tokens are kept; the e-mail and tokens are cleared
 * once the slot has started. The places module writes `held`; the waiting-list module writes this table.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => slots.id, { onDelete: 'cascade' }),
    email: text('email'),
    participants: integer('participants').notNull(),
    places: integer('places').notNull(),
    lang: text('lang').$type<'fr' | 'en'>().notNull(),
    status: text('status').$type<WaitlistEntryStatus>().notNull().default('waiting'),
    leaveTokenHash: text('leave_token_hash'),
    offerTokenHash: text('offer_token_hash'),
    createdAt: at('created_at').notNull().defaultNow(),
    offeredAt: at('offered_at'),
    offerExpiresAt: at('offer_expires_at'),
    mailedAt: at('mailed_at'),
    mailError: text('mail_error'),
    endedAt: at('ended_at'),
    /** The cart line the held places became (no foreign key: a line whose hold runs out is deleted). */
    cartLineId: integer('cart_line_id'),
  },
  (t) => [
    uniqueIndex('waitlist_entries_live_uq').on(t.slotId, t.email).where(sql`${t.status} in ('waiting', 'offered')`),
    index('waitlist_entries_line_idx').on(t.slotId, t.id).where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_offers_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
    index('waitlist_entries_unmailed_idx').on(t.id).where(sql`${t.status} = 'offered' and ${t.mailedAt} is null`),
    index('waitlist_entries_slot_idx').on(t.slotId, t.id),
    index('waitlist_entries_named_idx').on(t.slotId).where(sql`${t.email} is not null`),
    uniqueIndex('waitlist_entries_leave_token_uq').on(t.leaveTokenHash),
    uniqueIndex('waitlist_entries_offer_token_uq').on(t.offerTokenHash),
    check('waitlist_entries_status_ck', sql`${t.status} in ('waiting', 'offered', 'taken', 'expired', 'left', 'ended')`),
    check('waitlist_entries_places_ck', sql`${t.participants} between 1 and 20 and ${t.places} between 1 and ${t.participants}`),
    check('waitlist_entries_lang_ck', sql`${t.lang} in ('fr', 'en')`),
    check('waitlist_entries_offer_ck', sql`${t.status} <> 'offered' or ${t.offerExpiresAt} is not null`),
  ],
);
