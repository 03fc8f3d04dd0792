import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/app';
import { adult, type OrderPlatform, orderPlatform, weekStart } from '../../test/orders';
import { newKey, staffHeaders } from '../backoffice/staff-fixtures';

/**
 * Migration 0024 builds the ledger of the orders paid before it, with the rules the platform now applies when
 * an order is paid and refunded. Orders are made through the platform (which writes their entries), the
 * entries are taken away, and the migration's statements are run again: they must write the same entries,
 * and the days' sums must match them. On both drivers: `npm start` migrates PGlite.
 */

const SITE = '/api/backoffice/sites/val-neige';
const migration = readFileSync(join(import.meta.dirname, '../../../../../packages/db/migrations/0024_ledger.sql'), 'utf8');
/** The migration's statements that fill the ledger (its helper functions, the backfill, the days' sums, the clean-up). */
const backfill = migration
  .split('--> statement-breakpoint')
  .map((s) => s.trim())
  .filter((s) => /^(--[^\n]*\n)*(CREATE FUNCTION "ledger_(share|vat)"|DO \$\$|INSERT INTO "ledger_days"|DROP FUNCTION)/.test(s));

describe.each(drivers)('migration 0024 on %s: the ledger of the orders paid before it', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, kind === 'pg' ? '10.27.3' : '10.27.2');
  });
  afterAll(() => t?.close());

  async function pay(cartId: string) {
    const res = await t.checkout(cartId, { lang: 'fr' });
    expect(res.statusCode, res.body).toBe(201);
    const { order, redirectUrl } = res.json();
    expect((await t.pay(redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    return order.number as string;
  }
  const cancel = async (number: string, body: object) => {
    const res = await t.inject({
      method: 'POST',
      url: `${SITE}/orders/${number}/cancellations`,
      headers,
      payload: { reason: 'Migration test', idempotencyKey: newKey(), notify: false, lineIds: [], ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const entries = () =>
    rows<Record<string, unknown>>(
      t.conn.db,
      sql`select o.number, l.line_id, e.kind, e.amount_cents, e.quantity, e.product_type, e.merchant_id, e.vat_rate_bp, e.vat_cents,
                 e.provider, e.reference
            from ledger_entries e join orders o on o.id = e.order_id left join order_lines l on l.id = e.order_line_id
           order by o.number, l.line_id nulls last, e.kind, e.amount_cents`,
    );

  it('writes the entries the platform wrote: payments, a promo code, a cancelled line refunded, a goodwill refund', async () => {
    // A family: a lesson for two children and a lift pass; the pass cancelled and refunded, then 10 € more.
    const family = await t.familyCart();
    const a = await pay(family.cartId);
    const [pass] = await rows<{ id: number; total: number }>(
      t.conn.db,
      sql`select l.id, l.total_cents as total from order_lines l join orders o on o.id = l.order_id where o.number = ${a} and l.product_type = 'LIFT'`,
    );
    await cancel(a, { lineIds: [pass!.id], refundCents: pass!.total - 500 });
    await cancel(a, { refundCents: 1000 });
    // A lift pass with a 20 % code.
    const code = `MIGR${kind.toUpperCase()}20`;
    const made = await t.inject({ method: 'POST', url: `${SITE}/promo-codes`, headers, payload: { code, kind: 'percent', percent: 20 } });
    expect(made.statusCode, made.body).toBe(201);
    const lift = await t.addLine({ productKey: 'forfait-val-neige', startDate: weekStart, days: 2, participants: [adult('Anne')] });
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/booking/cart/codes',
          payload: { cartId: lift.cartId, resort: 'val-neige', lang: 'fr', code },
        })
      ).statusCode,
    ).toBe(200);
    await pay(lift.cartId);

    const written = await entries();
    expect(written.filter((e) => e.kind === 'discount')).toHaveLength(1);
    expect(written.filter((e) => e.kind === 'refund').length).toBeGreaterThanOrEqual(2);

    // As before the migration: no entry, no sums. Then its statements again.
    await t.conn.db.execute(sql`delete from ledger_entries`);
    await t.conn.db.execute(sql`delete from ledger_days`);
    for (const statement of backfill) await t.conn.db.execute(sql.raw(statement));

    expect(await entries()).toEqual(written);
    expect(await rows(t.conn.db, sql`select * from ledger_drift`)).toEqual([]);
  });
});
