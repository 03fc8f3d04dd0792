import { auditLog, type Db, type Tx } from '@schuss/db';
import type { AuthSession } from '../auth/service';
import { staffLabel } from './session';

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

/** Records a back-office action (who, when, what, before/after), in the caller's transaction when given. */
export async function recordAudit(db: Db | Tx, staff: AuthSession, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    site: staff.site,
    orderId: entry.orderId ?? null,
    userId: staff.userId,
    userLabel: staffLabel(staff),
    action: entry.action,
    subject: entry.subject,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
