import {
  ACTIVITY_PAGE,
  type ActivityEntry,
  type ActivityKind,
  type ActivityQuery,
  type ActivityResponse,
  type Role,
} from '@schuss/contracts';
import { type Db, rows } from '@schuss/db';
import { type SQL, sql } from 'drizzle-orm';
import { isoAt } from '../../lib/sql';
import type { AuthSession } from '../auth';
import { namesOf, refsOf } from './names';

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

/** `Marie Durand <marie@…>` (how entries keep who acted) → `Marie Durand`. */
const nameOfLabel = (label: string) => label.replace(/\s*<[^>]*>$/, '') || label;

/**
 * Who acted: the account's name now and its role at the school. A command an operator ran has no account
 * (null); an account since removed keeps the name it was recorded with (`Name <e-mail>`), without a role.
 */
function actorOf(a: { user_id: number | null; user_name: string | null; user_label: string; role: Role | null }) {
  if (a.user_id !== null) return { name: a.user_name ?? nameOfLabel(a.user_label), role: a.role };
  return /<[^<>\s]+@[^<>\s]+>$/.test(a.user_label) ? { name: nameOfLabel(a.user_label), role: null } : null;
}

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
    user_id: number | null;
    user_name: string | null;
    role: Role | null;
  }>(
    db,
    sql`select a.id, ${isoAt(sql`a.at`)} as at, a.user_label, a.action, a.subject, a.before, a.after, o.number,
               a.user_id, u.name as user_name, us.role
          from audit_log a left join orders o on o.id = a.order_id
          left join users u on u.id = a.user_id
          left join user_sites us on us.user_id = a.user_id and us.site_id = (select id from sites where key = a.site)
         where ${sql.join(conditions, sql` and `)}
         order by a.id desc limit ${ACTIVITY_PAGE + 1}`,
  );
  const page = found.slice(0, ACTIVITY_PAGE).map((a) => ({ a, refs: refsOf(a.action, a.subject, a.before, a.after) }));
  const names = await namesOf(
    db,
    site,
    page.map((p) => p.refs),
  );
  const entries = page.map(({ a, refs }): ActivityEntry => {
    const lines = refs.lineIds.flatMap((id) => names.lines.get(id) ?? []);
    const slots = refs.slotIds.flatMap((id) => names.slots.get(id) ?? []);
    const product = refs.productKey ? names.products.get(refs.productKey) : undefined;
    return {
      id: Number(a.id),
      at: a.at,
      by: a.user_label,
      action: a.action,
      subject: a.subject,
      before: a.before ?? null,
      after: a.after ?? null,
      orderNumber: a.number,
      actor: actorOf(a),
      ...(lines.length ? { lines } : {}),
      ...(slots.length ? { slots } : {}),
      ...(product && refs.productKey ? { product: { key: refs.productKey, name: product } } : {}),
    };
  });
  return { entries, next: found.length > ACTIVITY_PAGE ? (entries.at(-1)?.id ?? null) : null };
}
