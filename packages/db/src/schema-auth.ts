import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './schema-content';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Roles of a user on a site (DESIGN §4): `editor` (content), `staff` (bookings), `admin` (users), `instructor` (their own lessons; migration 0034). */
export const USER_ROLES = ['editor', 'staff', 'admin', 'instructor'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** An account: e-mail (stored lower-cased, unique) and an argon2id password hash. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    /** PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
    passwordHash: text('password_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Set = the account can no longer log in, and its sessions stop working. */
    disabledAt: at('disabled_at'),
  },
  (t) => [check('users_email_lower_ck', sql`${t.email} = lower(${t.email})`)],
);

/** The role of a user on a site (one per site). */
export const userSites = pgTable(
  'user_sites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    role: text('role').$type<UserRole>().notNull(),
    /** Set = disabled on this site by its admin (migration 0013): no login there, its sessions there stop working. */
    disabledAt: at('disabled_at'),
    /** The last login on this site (migration 0013), for the accounts list. */
    lastLoginAt: at('last_login_at'),
  },
  (t) => [
    uniqueIndex('user_sites_user_site_uq').on(t.userId, t.siteId),
    index('user_sites_site_idx').on(t.siteId),
    check('user_sites_role_ck', sql`${t.role} in ('editor', 'staff', 'admin', 'instructor')`),
  ],
);

/** A login session: only the SHA-256 (hex) of its opaque token is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Role at login (the guard checks the current role in `user_sites`). */
    role: text('role').$type<UserRole>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** Idle expiry: 30 min after this (updated at most once a minute). */
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry (12 h after login). */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

/** Failed logins, for rate limiting across processes (`ip:…` and `account:…` keys). */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('login_attempts_key_at_idx').on(t.key, t.at)],
);
