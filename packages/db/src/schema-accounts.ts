// Tables of the back office's accounts area; migration packages/db/migrations/0013_accounts.sql.
// The same migration adds `disabled_at` and `last_login_at` to `user_sites` (schema-auth.ts).
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-auth';
import { sites } from './schema-content';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const ACCOUNT_LINK_KINDS = ['invitation', 'reset'] as const;
export type AccountLinkKind = (typeof ACCOUNT_LINK_KINDS)[number];

/**
 * An e-mailed link that lets an account holder set a password: an `invitation` (the account was
 * created without one) or a password `reset`. Only the SHA-256 (hex) of its token is stored; it works
 * once (`used_at`) until `expires_at`. An account has at most one live link per school: sending another
 * replaces it. An account with a live invitation at a school has not accepted it yet (the list says
 * "invited") and cannot log in there: a new account has no password yet, an existing one (another
 * school's) gets access only by accepting (0027_pending_memberships).
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique('account_links_token_hash_uq'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AccountLinkKind>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** An invitation's name as the inviting admin typed it, which that school's list shows until it is accepted (0027). */
    invitedName: text('invited_name'),
  },
  (t) => [
    uniqueIndex('account_links_live_uq').on(t.userId, t.siteId).where(sql`${t.usedAt} is null`),
    check('account_links_kind_ck', sql`${t.kind} in ('invitation', 'reset')`),
  ],
);
