import { authSessions, type Tx, type UserRole, userSites, users } from '@schuss/db';
import { and, eq, isNull } from 'drizzle-orm';
import { sha256 } from './service';

/**
 * The auth module's writes that the accounts and schools modules ask for: accounts, their memberships of schools
 * (role, disabled), passwords and sessions. The auth module is the only writer of `users`, `user_sites`,
 * `auth_sessions` and `login_attempts`; the callers decide, check and audit, in their transaction.
 */

/** A new account; undefined when the e-mail has one already (another school made it at the same moment). */
export async function createUser(
  tx: Tx,
  u: { email: string; name: string; passwordHash: string; createdAt?: Date },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(users)
    .values({ email: u.email, name: u.name, passwordHash: u.passwordHash, ...(u.createdAt ? { createdAt: u.createdAt } : {}) })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row?.id;
}

/** Gives an account a role at a school. */
export async function addMembership(tx: Tx, m: { userId: number; siteId: number; role: UserRole }): Promise<void> {
  await tx.insert(userSites).values(m);
}

/** Changes an account's role at a school. */
export async function setMembershipRole(tx: Tx, siteId: number, userId: number, role: UserRole): Promise<void> {
  await tx
    .update(userSites)
    .set({ role })
    .where(and(eq(userSites.siteId, siteId), eq(userSites.userId, userId)));
}

/** Disables an account at a school (its sessions there end at once), or enables it again (`at` null). */
export async function setMembershipDisabled(tx: Tx, siteId: number, userId: number, at: Date | null): Promise<void> {
  await tx
    .update(userSites)
    .set({ disabledAt: at })
    .where(and(eq(userSites.siteId, siteId), eq(userSites.userId, userId)));
  if (at) {
    await tx
      .update(authSessions)
      .set({ revokedAt: at })
      .where(and(eq(authSessions.userId, userId), eq(authSessions.siteId, siteId), isNull(authSessions.revokedAt)));
  }
}

/** A new password for an account: every session of it ends (at every school). */
export async function replacePassword(tx: Tx, userId: number, passwordHash: string, now: Date): Promise<void> {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await tx
    .update(authSessions)
    .set({ revokedAt: now })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** A session of an account at a school (a token of the caller's, stored hashed), and its last login there. */
export async function openSession(
  tx: Tx,
  s: { token: string; userId: number; siteId: number; role: UserRole; now: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(authSessions).values({
    tokenHash: sha256(s.token),
    userId: s.userId,
    siteId: s.siteId,
    role: s.role,
    createdAt: s.now,
    lastSeenAt: s.now,
    expiresAt: s.expiresAt,
  });
  await tx
    .update(userSites)
    .set({ lastLoginAt: s.now })
    .where(and(eq(userSites.userId, s.userId), eq(userSites.siteId, s.siteId)));
}
