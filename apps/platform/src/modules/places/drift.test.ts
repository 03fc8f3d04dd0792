import { SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/app';
import { child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { newKey, staffHeaders } from '../backoffice/staff-fixtures';
import { registry } from '../metrics/registry';
import { placesDrift, repairPlaces } from './check';
import { releaseExpiredHolds } from './service';

/**
 * Places that never drift. On 27 Nov a journey set a slot's `held` to 0 while another cart still held one of
 * its places; 20 minutes later that hold ran out, and the one statement that released every expired hold of
 * every school failed on the slot's constraint (`held >= 0`) at every run: no hold expired anywhere, and every
 * capacity change (which sweeps first) answered 500. These tests put a slot in that state and ask that the
 * others still expire, that staff can still change capacities, that the check names the slot and the repair
 * sets it right. And a line paid while its slot was full took no place: cancelling it must not give back the
 * places another order bought.
 */
describe.each(drivers)('places that never drift on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, kind === 'pg' ? '10.33.2' : '10.33.1');
  });
  afterAll(() => t?.close());

  const lesson = (slotId: number, name: string, cartId?: string) =>
    t.addLine({ cartId, productKey: 'cours-enfants-flocon', slotId, participants: [child(name)] });
  /** Time passes for a line: its hold is past (the sweep has not seen it yet). */
  const runOut = (lineId: number) =>
    t.conn.db.execute(sql`update cart_lines set hold_expires_at = now() - interval '1 second' where id = ${lineId}`);
  const holdOf = (lineId: number) =>
    rows<{ holds: boolean; released: boolean }>(
      t.conn.db,
      sql`select hold_expires_at is not null as holds, released_at is not null as released from cart_lines where id = ${lineId}`,
    ).then((r) => r[0]);
  const sweepFailures = async () => (await registry.getSingleMetric('schuss_places_sweep_failures_total')?.get())?.values[0]?.value ?? 0;
  const setCapacity = (slotId: number, capacity: number) =>
    t.inject({ method: 'PUT', url: `/api/backoffice/sites/val-neige/slots/${slotId}/capacity`, headers, payload: { capacity } });

  it('a slot whose held count drifted stops neither the other slots’ expiry nor a capacity change; the check names it, the repair sets it right', async () => {
    const week = plusDays(weekStart, 14);
    const broken = await t.makeSlot('cours-enfants-flocon', week, plusDays(week, 4), 8);
    const healthy = await t.makeSlot('cours-enfants-flocon', plusDays(week, 7), plusDays(week, 11), 8);
    const changed = await t.makeSlot('cours-enfants-flocon', plusDays(week, 14), plusDays(week, 18), 8);
    const a = await lesson(broken, 'Alice');
    const b = await lesson(healthy, 'Basile');
    // The drift the journey made: the counter set by hand below what the lines hold.
    await t.conn.db.execute(sql`update slots set held = 0 where id = ${broken}`);
    expect(await placesDrift(t.conn.db)).toEqual([expect.objectContaining({ slotId: broken, held: 0, heldExpected: 1 })]);
    await runOut(a.line.id);
    await runOut(b.line.id);

    const failuresBefore = await sweepFailures();
    // The sweep answers; the healthy slot's hold is released, the broken slot is skipped and counted.
    expect(await releaseExpiredHolds(t.conn.db)).toBe(1);
    expect(await t.slot(healthy)).toMatchObject({ held: 0, sold: 0 });
    expect(await holdOf(b.line.id)).toEqual({ holds: false, released: true });
    expect(await holdOf(a.line.id)).toEqual({ holds: true, released: false });
    expect(await sweepFailures()).toBe(failuresBefore + 1);

    // Staff change another slot's capacity: the sweep it runs first skips the broken slot, the change applies.
    const res = await setCapacity(changed, 10);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.slot(changed)).toMatchObject({ capacity: 10 });

    // The repair recomputes the counter from the line that still holds its place, and says so in the audit log.
    const repairs = await repairPlaces(t.conn.db, { userId: null, label: 'drift.test' });
    expect(repairs).toEqual([
      expect.objectContaining({ outcome: 'repaired', site: 'val-neige', drift: expect.objectContaining({ slotId: broken }) }),
    ]);
    expect(await t.slot(broken)).toMatchObject({ held: 1 });
    const [audit] = await rows<{ action: string; subject: string; before: unknown; after: unknown }>(
      t.conn.db,
      sql`select action, subject, before, after from audit_log where site = 'val-neige' and action = 'places.repair' order by id desc limit 1`,
    );
    expect(audit).toEqual({
      action: 'places.repair',
      subject: `slot ${broken} (capacity 8): held 0, its lines and offers hold 1; sold 0 = 0`,
      before: { slotId: broken, held: 0, sold: 0 },
      after: { slotId: broken, held: 1, sold: 0 },
    });
    expect(await placesDrift(t.conn.db)).toEqual([]);
    // Now its hold expires like any other.
    expect(await releaseExpiredHolds(t.conn.db)).toBe(1);
    expect(await t.slot(broken)).toMatchObject({ held: 0 });
    expect(await repairPlaces(t.conn.db, { userId: null, label: 'drift.test' })).toEqual([]);
  });

  it('a repair that would need more places than the capacity leaves the slot for staff', async () => {
    const week = plusDays(weekStart, 35);
    const slotId = await t.makeSlot('cours-enfants-flocon', week, plusDays(week, 4), 2);
    await lesson(slotId, 'Chloé');
    await lesson(slotId, 'Daniel');
    await t.conn.db.execute(sql`update slots set held = 0, capacity = 1 where id = ${slotId}`);
    const [r] = await repairPlaces(t.conn.db, { userId: null, label: 'drift.test' });
    expect(r).toMatchObject({ outcome: 'needs-staff', reason: expect.stringContaining('more than its capacity 1') });
    expect(await t.slot(slotId)).toMatchObject({ held: 0, capacity: 1 });
    // Staff raise the capacity back; the repair then applies.
    await t.conn.db.execute(sql`update slots set capacity = 2 where id = ${slotId}`);
    expect(await repairPlaces(t.conn.db, { userId: null, label: 'drift.test' })).toEqual([
      expect.objectContaining({ outcome: 'repaired' }),
    ]);
    expect(await t.slot(slotId)).toMatchObject({ held: 2 });
  });

  it('cancelling a line paid while its slot was full gives back none of the places another order bought', async () => {
    const week = plusDays(weekStart, 21);
    const slotId = await t.makeSlot('cours-enfants-flocon', week, plusDays(week, 4), 2);
    // Order A is checked out, then its payment hold runs out and is released before A pays.
    const first = await t.addLine({ productKey: 'cours-enfants-flocon', slotId, participants: [child('Emma'), child('Félix', 9)] });
    const late = await t.checkout(first.cartId);
    expect(late.statusCode, late.body).toBe(201);
    await runOut(first.line.id);
    await releaseExpiredHolds(t.conn.db);
    // Order B takes the two places and pays.
    const second = await t.addLine({ productKey: 'cours-enfants-flocon', slotId, participants: [child('Gabin'), child('Hugo', 9)] });
    const paid = await t.checkout(second.cartId);
    expect((await t.pay(paid.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    // A pays now: its places are gone, the order is paid and staff are told.
    expect((await t.pay(late.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    expect(await t.slot(slotId)).toMatchObject({ held: 0, sold: 2 });
    const [noted] = await rows<{ note: string | null }>(
      t.conn.db,
      sql`select fulfilment_note as note from orders where number = ${late.json().order.number}`,
    );
    expect(noted?.note).toContain('paid but the slot is full');

    // Staff cancel A's line (and refund it): B's two places stay sold.
    const [line] = await rows<{ id: number }>(
      t.conn.db,
      sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${late.json().order.number}`,
    );
    const res = await t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${late.json().order.number}/cancellations`,
      headers,
      payload: { lineIds: [line?.id], refundCents: 0, reason: 'Plus de place', idempotencyKey: newKey() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.slot(slotId)).toMatchObject({ held: 0, sold: 2 });
    expect(await placesDrift(t.conn.db)).toEqual([]);
  });
});
