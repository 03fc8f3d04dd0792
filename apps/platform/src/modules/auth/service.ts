import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, INVALID_CREDENTIALS, type LoginRequest, PASSWORD_MIN_LENGTH, type SessionResponse } from '@schuss/contracts';
import { accountLinks, authSessions, type Db, loginAttempts, sites, type UserRole, userSites, users } from '@schuss/db';
import { and, desc, eq, gt, isNull, lt, notExists, sql } from 'drizzle-orm';
import { argon2id, argon2Verify } from 'hash-wasm';
import { HttpError } from '../../lib/errors';

/** argon2id cost. Default: OWASP minimum (19 MiB, 2 iterations, 1 lane). */
export type HashCost = { memoryKiB: number; iterations: number; parallelism: number };
const DEFAULT_HASH_COST: HashCost = { memoryKiB: 19 * 1024, iterations: 2, parallelism: 1 };

const IDLE_TIMEOUT_MS = 30 * 60_000;
const ABSOLUTE_TIMEOUT_MS = 12 * 3600_000;
/** `last_seen_at` is written at most this often (sliding idle expiry). */
const TOUCH_INTERVAL_MS = 60_000;

/** Login rate limits: failures per window, per account (e-mail) and per client IP. */
export const RATE_LIMIT = { windowMs: 15 * 60_000, perAccount: 10, perIp: 30 };

/** The password rules are the contracts' (`NewPassword`): the invitation and reset forms show and check the same. */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;

/** argon2id PHC string (`$argon2id$v=19$m=…,t=…,p=…$salt$hash`) of a password. */
export async function hashPassword(password: string, cost: HashCost = DEFAULT_HASH_COST): Promise<string> {
  return argon2id({
    password: password.normalize('NFC'),
    salt: randomBytes(16),
    memorySize: cost.memoryKiB,
    iterations: cost.iterations,
    parallelism: cost.parallelism,
    hashLength: 32,
    outputType: 'encoded',
  });
}

async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password: password.normalize('NFC'), hash });
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A hash at the default cost, verified when the e-mail is unknown so the answer takes as long. */
export function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

export const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type CreateUser = { email: string; name: string; password: string; siteId: number; role: UserRole; cost?: HashCost };

/**
 * Creates an account with a role on a site; when the e-mail already exists, gives it that
 * role on the site (and a new password). Returns the user's id and whether it was created.
 */
export async function upsertUser(db: Db, u: CreateUser): Promise<{ userId: number; created: boolean }> {
  const email = normalizeEmail(u.email);
  const passwordHash = await hashPassword(u.password, u.cost);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    let userId: number;
    if (existing) {
      userId = existing.id;
      await tx.update(users).set({ name: u.name, passwordHash }).where(eq(users.id, userId));
    } else {
      const [row] = await tx.insert(users).values({ email, name: u.name, passwordHash }).returning({ id: users.id });
      if (!row) throw new Error('user insert returned nothing');
      userId = row.id;
    }
    await tx
      .insert(userSites)
      .values({ userId, siteId: u.siteId, role: u.role })
      .onConflictDoUpdate({ target: [userSites.userId, userSites.siteId], set: { role: u.role } });
    return { userId, created: !existing };
  });
}

/** Demo accounts of Val-Neige (README "Demo accounts"). Never created when APP_ENV=production. */
export const DEMO_EDITOR = { email: 'editeur@val-neige.example', password: 'Val-Neige-2026!', name: 'Éditeur Val-Neige' } as const;
export const DEMO_ADMIN = { email: 'admin@val-neige.example', password: 'Admin-Val-Neige-2026!', name: 'Admin Val-Neige' } as const;
/** The demo's staff member (the back office): bookings, rosters, refunds, reports. */
export const DEMO_STAFF = { email: 'accueil@val-neige.example', password: 'Accueil-Val-Neige-2026!', name: 'Accueil Val-Neige' } as const;

/** The demo's instructor (issue 31): the account of the demo instructor profile with the same e-mail (Julien Mercier). */
export const DEMO_INSTRUCTOR = {
  email: 'julien.mercier@val-neige.example',
  password: 'Moniteur-Val-Neige-2026!',
  name: 'Julien Mercier',
} as const;

/** Creates the demo editor (role `editor`), staff member (`staff`), admin (`admin`) and instructor (`instructor`) on the demo site. */
export async function seedDemoEditor(db: Db, siteId: number, cost?: HashCost) {
  await upsertUser(db, { ...DEMO_EDITOR, siteId, role: 'editor', cost });
  await upsertUser(db, { ...DEMO_STAFF, siteId, role: 'staff', cost });
  await upsertUser(db, { ...DEMO_ADMIN, siteId, role: 'admin', cost });
  await upsertUser(db, { ...DEMO_INSTRUCTOR, siteId, role: 'instructor', cost });
  return { editor: DEMO_EDITOR, staff: DEMO_STAFF, admin: DEMO_ADMIN, instructor: DEMO_INSTRUCTOR };
}

/**
 * A demo data directory made before the back office has no staff account: it gets the
 * demo one, once. Never called in production.
 */
export async function addMissingDemoStaff(db: Db, siteKey: string): Promise<boolean> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.key, siteKey)).limit(1);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_STAFF.email)).limit(1);
  if (!site || user) return false;
  await upsertUser(db, { ...DEMO_STAFF, siteId: site.id, role: 'staff' });
  return true;
}

/** True when the demo editor exists and still has the demo password (start-up log). */
export async function demoEditorActive(db: Db): Promise<boolean> {
  const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, DEMO_EDITOR.email)).limit(1);
  return u ? verifyPassword(DEMO_EDITOR.password, u.hash) : false;
}

export class RateLimited extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed logins: try again in ${Math.ceil(retryAfterSeconds / 60)} min`, undefined, ErrorCode.RateLimited);
  }
}

const accountKey = (email: string) => `account:${normalizeEmail(email)}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Seconds until `key` is under `limit` failures again, or 0 when it is already (also the e-mailed account links' limit). */
export async function retryAfter(db: Db, key: string, limit: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RATE_LIMIT.windowMs);
  // The limit-th most recent failure in the window: once it leaves the window, the key is under the limit.
  const [row] = await db
    .select({ at: loginAttempts.at })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.key, key), gt(loginAttempts.at, since)))
    .orderBy(desc(loginAttempts.at))
    .offset(limit - 1)
    .limit(1);
  if (!row) return 0;
  return Math.max(1, Math.ceil((row.at.getTime() + RATE_LIMIT.windowMs - now.getTime()) / 1000));
}

export async function recordFailure(db: Db, keys: string[], now: Date) {
  const since = new Date(now.getTime() - RATE_LIMIT.windowMs);
  await db.insert(loginAttempts).values(keys.map((key) => ({ key, at: now })));
  for (const key of keys) await db.delete(loginAttempts).where(and(eq(loginAttempts.key, key), lt(loginAttempts.at, since)));
}

const invalid = () => new HttpError(401, INVALID_CREDENTIALS);

/**
 * Checks the credentials and opens a session. Every failure (unknown site, unknown e-mail,
 * wrong password, disabled account, no role on the site, an invitation there not accepted yet) is the same 401 after one argon2
 * verification; over the limits, a RateLimited (429) before any check.
 */
export async function login(db: Db, req: LoginRequest, ip: string, now = new Date()): Promise<{ token: string }> {
  const keys = [accountKey(req.email), ipKey(ip)];
  const wait = Math.max(await retryAfter(db, keys[0]!, RATE_LIMIT.perAccount, now), await retryAfter(db, keys[1]!, RATE_LIMIT.perIp, now));
  if (wait > 0) throw new RateLimited(wait);

  const [user] = await db
    .select({ id: users.id, hash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, normalizeEmail(req.email)))
    .limit(1);
  const ok = await verifyPassword(req.password, user?.hash ?? (await dummy()));
  const [membership] =
    user && ok && !user.disabledAt
      ? await db
          .select({ siteId: userSites.siteId, role: userSites.role })
          .from(userSites)
          .innerJoin(sites, eq(sites.id, userSites.siteId))
          .where(
            and(
              eq(userSites.userId, user.id),
              eq(sites.key, req.site),
              isNull(userSites.disabledAt),
              // Invited here and not accepted yet (an account of another school has a password already).
              notExists(
                db
                  .select({ one: sql`1` })
                  .from(accountLinks)
                  .where(
                    and(
                      eq(accountLinks.userId, userSites.userId),
                      eq(accountLinks.siteId, userSites.siteId),
                      eq(accountLinks.kind, 'invitation'),
                      isNull(accountLinks.usedAt),
                    ),
                  ),
              ),
            ),
          )
          .limit(1)
      : [];
  if (!user || !membership) {
    await recordFailure(db, keys, now);
    throw invalid();
  }
  // A success clears the account's failures (not the IP's: one good password must not unlock guessing).
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys[0]!));
  // The accounts list shows it (sessions themselves are purged after they expire).
  await db
    .update(userSites)
    .set({ lastLoginAt: now })
    .where(and(eq(userSites.userId, user.id), eq(userSites.siteId, membership.siteId)));
  const token = randomBytes(32).toString('base64url');
  await db.insert(authSessions).values({
    tokenHash: sha256(token),
    userId: user.id,
    siteId: membership.siteId,
    role: membership.role,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS),
  });
  return { token };
}

/** A valid session, as the guard and `GET /api/admin/session` see it. */
export type AuthSession = {
  sessionId: number;
  userId: number;
  email: string;
  name: string;
  siteId: number;
  site: string;
  /** The user's current role on the session's site. */
  role: UserRole;
  /** Idle expiry, capped by the absolute one. */
  expiresAt: Date;
};

/**
 * The session of a token, or null when the token is unknown, revoked, idle for 30 min, past
 * its 12 h, or its user is disabled or no longer has a role on the site. The token is looked
 * up by its SHA-256 (no comparison of secrets in JS). Slides the idle expiry.
 */
export async function sessionOf(db: Db, token: string, now = new Date()): Promise<AuthSession | null> {
  if (!token || token.length > 200) return null;
  const [s] = await db
    .select({
      sessionId: authSessions.id,
      userId: users.id,
      email: users.email,
      name: users.name,
      siteId: sites.id,
      site: sites.key,
      role: userSites.role,
      lastSeenAt: authSessions.lastSeenAt,
      absolute: authSessions.expiresAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .innerJoin(sites, eq(sites.id, authSessions.siteId))
    .innerJoin(userSites, and(eq(userSites.userId, authSessions.userId), eq(userSites.siteId, authSessions.siteId)))
    .where(
      and(
        eq(authSessions.tokenHash, sha256(token)),
        isNull(authSessions.revokedAt),
        isNull(users.disabledAt),
        // Disabled on this site by its admin: the very next request is refused.
        isNull(userSites.disabledAt),
      ),
    )
    .limit(1);
  if (!s) return null;
  const t = now.getTime();
  if (s.absolute.getTime() <= t || s.lastSeenAt.getTime() + IDLE_TIMEOUT_MS <= t) return null;
  let lastSeen = s.lastSeenAt;
  if (t - lastSeen.getTime() >= TOUCH_INTERVAL_MS) {
    lastSeen = now;
    await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, s.sessionId));
  }
  const { lastSeenAt: _l, absolute, ...rest } = s;
  return { ...rest, expiresAt: new Date(Math.min(absolute.getTime(), lastSeen.getTime() + IDLE_TIMEOUT_MS)) };
}

/** Revokes a session (logout). */
export async function revoke(db: Db, sessionId: number, now = new Date()) {
  await db
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export function sessionResponse(s: AuthSession): SessionResponse {
  return { user: { email: s.email, name: s.name }, site: s.site, role: s.role, expiresAt: s.expiresAt.toISOString() };
}

/** Purges expired sessions and old login failures (housekeeping; safe to call any time). */
// Kept for the background jobs: nothing calls it on a schedule yet.
export async function purgeExpired(db: Db, now = new Date()) {
  await db.delete(authSessions).where(lt(authSessions.expiresAt, new Date(now.getTime() - ABSOLUTE_TIMEOUT_MS)));
  await db.delete(loginAttempts).where(lt(loginAttempts.at, new Date(now.getTime() - RATE_LIMIT.windowMs)));
}
