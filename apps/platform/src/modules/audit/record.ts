import { auditLog, type Db, type Tx } from '@schuss/db';
import type { AuthSession } from '../auth';
import { staffLabel } from '../auth';

export type AuditInput = {
  /** The order it concerns (shown on the order's page), if any. */
  orderId?: number | null;
  /** `order.cancel`, `order.refund`, `order.resend-confirmation`, `check-in`… */
  action: string;
  /** What it concerns, in words. */
  subject: string;
  before?: unknown;
  after?: unknown;
};

/** Who acted, as the audit log keeps it: a staff member, or a command run by an operator (no user). */
export type AuditActor = { site: string; userId: number | null; userLabel: string };

/** Records a back-office action (who, when, what, before/after), in the caller's transaction when given. */
export const recordAudit = (db: Db | Tx, staff: AuthSession, entry: AuditInput) =>
  recordAuditAs(db, { site: staff.site, userId: staff.userId, userLabel: staffLabel(staff) }, entry);

/** Records an action of `actor` on its school (who, when, what, before/after), in the caller's transaction when given. */
export async function recordAuditAs(db: Db | Tx, actor: AuditActor, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    site: actor.site,
    orderId: entry.orderId ?? null,
    userId: actor.userId,
    userLabel: actor.userLabel,
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
