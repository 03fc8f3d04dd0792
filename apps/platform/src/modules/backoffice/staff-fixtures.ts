import { randomBytes } from 'node:crypto';
import { SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { apiLogin, DEMO_STAFF, seedTestAccounts } from '../../test/accounts';
import { child, type OrderPlatform, plusDays, weekStart } from '../../test/orders';

/** A fresh idempotency key. */
export const newKey = () => randomBytes(12).toString('base64url');

/** The demo staff member's bearer header for back-office calls on `t`. */
export async function staffHeaders(t: OrderPlatform, subnet: string): Promise<Record<string, string>> {
  await seedTestAccounts(t.conn.db);
  const token = await apiLogin(() => t.app, subnet)(DEMO_STAFF.site, DEMO_STAFF.email, DEMO_STAFF.password);
  return { authorization: `Bearer ${token}` };
}

type PaidOrder = {
  number: string;
  cartId: string;
  slotId: number;
  /** Order line ids (order_lines.id), in the cart's order. */
  lineIds: number[];
  paymentId: string;
  total: number;
};

/**
 * A paid order: on a new lesson slot of `capacity` places, one line per group of children
 * (`groups`: participants per line), checked out in `lang` and paid on the sandbox's page.
 */
export async function paidOrder(
  t: OrderPlatform,
  {
    capacity = 10,
    groups = [2],
    lang = 'fr',
    slotId: existing,
    pay = true,
  }: { capacity?: number; groups?: number[]; lang?: string; slotId?: number; pay?: boolean } = {},
): Promise<PaidOrder> {
  const slotId = existing ?? (await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 4), capacity));
  let cartId: string | undefined;
  let n = 0;
  let total = 0;
  for (const size of groups) {
    const participants = Array.from({ length: size }, () => child(`Enfant${++n}`, 6 + (n % 5)));
    const added = await t.addLine({ cartId, productKey: 'cours-enfants-flocon', slotId, participants });
    cartId = added.cartId;
    total += added.line.total.amount;
  }
  const res = await t.checkout(cartId as string, { lang });
  expect(res.statusCode, res.body).toBe(201);
  const { order, redirectUrl } = res.json();
  if (pay) expect((await t.pay(redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
  const lines = await rows<{ id: number }>(
    t.conn.db,
    sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${order.number} order by l.line_id`,
  );
  return {
    number: order.number,
    cartId: cartId as string,
    slotId,
    lineIds: lines.map((l) => l.id),
    paymentId: (redirectUrl as string).split('/pay/')[1] as string,
    total,
  };
}

/** What a cancellation may have written, for one order. */
export async function footprint(t: OrderPlatform, number: string) {
  const [r] = await rows<{
    status: string;
    refunded: number;
    refunds: number;
    succeeded: number;
    cancelled: number;
    audit: number;
    emails: number;
    sandbox_refunded: number;
  }>(
    t.conn.db,
    sql`select o.status, o.refunded_cents as refunded,
               (select count(*)::int from refunds r where r.order_id = o.id) as refunds,
               (select coalesce(sum(amount_cents), 0)::int from refunds r where r.order_id = o.id and r.status = 'succeeded') as succeeded,
               (select count(*)::int from order_lines l where l.order_id = o.id and l.cancelled_at is not null) as cancelled,
               (select count(*)::int from audit_log a where a.order_id = o.id) as audit,
               (select count(*)::int from order_emails e where e.order_id = o.id) as emails,
               (select coalesce(sum(s.refunded_cents), 0)::int from sandbox_sessions s where s.order_number = o.number) as sandbox_refunded
          from orders o where o.number = ${number}`,
  );
  return r!;
}
