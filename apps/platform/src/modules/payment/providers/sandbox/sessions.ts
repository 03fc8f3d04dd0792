import { type Db, one, type SandboxSessionStatus, sandboxSessions } from '@schuss/db';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { PaymentRequest } from '../../provider';

/**
 * The sandbox's own state (table `sandbox_sessions`), as a real provider keeps its sessions on its
 * side: shared by every platform process through the database, written only here.
 */

export type SandboxSession = typeof sandboxSessions.$inferSelect & { expired: boolean };

/** Records a session for a payment attempt (a second start of the same attempt changes nothing). */
export async function openSession(db: Db, r: PaymentRequest): Promise<void> {
  await db
    .insert(sandboxSessions)
    .values({
      id: r.paymentId,
      orderNumber: r.orderNumber,
      amountCents: r.amountCents,
      currency: r.currency,
      lang: r.lang,
      merchantName: r.merchantName,
      returnUrl: r.returnUrl,
      cancelUrl: r.cancelUrl,
      expiresAt: r.expiresAt,
    })
    .onConflictDoNothing({ target: sandboxSessions.id });
}

export async function findSession(db: Db, id: string): Promise<SandboxSession | undefined> {
  const [found] = await db
    .select({ session: sandboxSessions, expired: sql<boolean>`${sandboxSessions.expiresAt} <= now()` })
    .from(sandboxSessions)
    .where(eq(sandboxSessions.id, id));
  return found ? { ...found.session, expired: Boolean(found.expired) } : undefined;
}

/** One charge per session: the first card submission claims it (open → processing), any other one finds it taken. */
export async function claimSession(db: Db, id: string): Promise<boolean> {
  const [claimed] = await db
    .update(sandboxSessions)
    .set({ status: 'processing', updatedAt: sql`now()` })
    .where(and(eq(sandboxSessions.id, id), eq(sandboxSessions.status, 'open'), gt(sandboxSessions.expiresAt, sql`now()`)))
    .returning({ id: sandboxSessions.id });
  return claimed !== undefined;
}

/** The bank answered: the session records its outcome (and transaction, when there is one). */
export async function endSession(
  db: Db,
  id: string,
  outcome: { status: Extract<SandboxSessionStatus, 'succeeded' | 'refused' | 'expired'>; executionCode?: string; transactionId?: string },
): Promise<void> {
  await db
    .update(sandboxSessions)
    .set({
      status: outcome.status,
      executionCode: outcome.executionCode ?? null,
      transactionId: outcome.transactionId ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(sandboxSessions.id, id), eq(sandboxSessions.status, 'processing')));
}

/** The merchant closed the session: an open page takes no money any more. */
export async function cancelSession(db: Db, id: string): Promise<void> {
  await db
    .update(sandboxSessions)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(sandboxSessions.id, id), eq(sandboxSessions.status, 'open')));
}

/**
 * Records a refund of `amountCents` on a session: one conditional UPDATE, so the refunds of a
 * session never add up to more than it was asked to charge. False when they would (or no session).
 */
export async function recordRefund(db: Db, id: string, amountCents: number): Promise<boolean> {
  const refunded = await one<{ id: string }>(
    db,
    sql`update sandbox_sessions set refunded_cents = refunded_cents + ${amountCents}, updated_at = now()
         where id = ${id} and ${amountCents} > 0 and refunded_cents + ${amountCents} <= amount_cents
     returning id`,
  );
  return refunded !== undefined;
}
