import { ACTIVITY_PAGE, type ActivityEntry, type ActivityKind, type ActivityQuery, type ActivityResponse } from '@schuss/contracts';
import { type Db, rows } from '@schuss/db';
import { type SQL, sql } from 'drizzle-orm';
import { isoAt } from '../../lib/sql';
import type { AuthSession } from '../auth';

/** The actions of each kind of the activity log (their prefixes, as recorded: `order.cancel`, `product.edit`…). */
const KIND_ACTIONS: Record<ActivityKind, string[]> = {
  orders: ['order.'],
  catalogue: ['product.'],
  season: ['season.', 'slot.', 'slots.'],
  offers: ['promo-code.', 'gift-voucher.'],
  closures: ['closure.'],
  accounts: ['account.'],
  places: ['places.'],
};

const startsWithAny = (prefixes: string[]): SQL =>
  sql`(${sql.join(
    prefixes.map((p) => sql`starts_with(a.action, ${p})`),
    sql` or `,
  )})`;

/**
 * A page of the school's activity log, newest first: every write staff or admins made (and every repair an
 * operator ran), with who, when, what and before/after. Account changes are for admins only (who was
 * invited, given a role or disabled): staff see every other kind.
 */
export async function listActivity(db: Db, staff: AuthSession, site: string, query: ActivityQuery): Promise<ActivityResponse> {
  const conditions: SQL[] = [sql`a.site = ${site}`];
  if (query.before !== undefined) conditions.push(sql`a.id < ${query.before}`);
  if (query.kind) conditions.push(startsWithAny(KIND_ACTIONS[query.kind]));
  if (staff.role !== 'admin') conditions.push(sql`not ${startsWithAny(KIND_ACTIONS.accounts)}`);
  const found = await rows<{
    id: number | string;
    at: string;
    user_label: string;
    action: string;
    subject: string;
    before: unknown;
    after: unknown;
    number: string | null;
  }>(
    db,
    sql`select a.id, ${isoAt(sql`a.at`)} as at, a.user_label, a.action, a.subject, a.before, a.after, o.number
          from audit_log a left join orders o on o.id = a.order_id
         where ${sql.join(conditions, sql` and `)}
         order by a.id desc limit ${ACTIVITY_PAGE + 1}`,
  );
  const entries = found.slice(0, ACTIVITY_PAGE).map(
    (a): ActivityEntry => ({
      id: Number(a.id),
      at: a.at,
      by: a.user_label,
      action: a.action,
      subject: a.subject,
      before: a.before ?? null,
      after: a.after ?? null,
      orderNumber: a.number,
    }),
  );
  return { entries, next: found.length > ACTIVITY_PAGE ? (entries.at(-1)?.id ?? null) : null };
}
