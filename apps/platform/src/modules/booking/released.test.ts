import { CartResponse } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { drivers, visitor } from '../../test/app';
import { child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { paidOrder } from '../backoffice/staff-fixtures';
import { releaseExpiredHolds } from '../places/service';

/**
 * A cart whose places were released: the line stays with its participants, is neither
 * counted nor charged, is held again on the visitor's return where there is room, and offers the next
 * slots of its product where the group filled.
 */

type T = OrderPlatform;
type Cart = CartResponse['cart'];

/** Lets the holds of a slot's lines run out (as 20 minutes would). */
const runOut = (t: T, slotId: number) =>
  t.conn.db.execute(
    sql`update cart_lines set hold_expires_at = now() - interval '1 second' where slot_id = ${slotId} and hold_expires_at is not null`,
  );

const count = (cart: Cart) => Object.values(cart.orders).reduce((n, o) => n + (o?.inscriptions.length ?? 0), 0);

describe.each(drivers)('lines whose places were released, on %s', (kind) => {
  let t: T;
  beforeAll(async () => {
    t = await orderPlatform(kind);
  });
  afterAll(() => t?.close());

  const read = async (cartId: string, lang = 'fr') => {
    const res = await t.inject({ method: 'POST', url: '/esfplus/cart', payload: { cartId, lang, resort: 'val-neige' } });
    expect(res.statusCode, res.body).toBe(200);
    return CartResponse.parse(res.json()).cart;
  };
  const renew = async (cartId: string, lang = 'fr') => {
    const res = await t.inject({ method: 'POST', url: '/api/booking/cart/holds', payload: { cartId, lang, resort: 'val-neige' } });
    expect(res.statusCode, res.body).toBe(200);
    return CartResponse.parse(res.json()).cart;
  };
  const move = (cartId: string, lineId: number, slotId: number) =>
    t.inject({
      method: 'POST',
      url: `/api/booking/cart/lines/${lineId}/slot`,
      payload: { cartId, lang: 'en', resort: 'val-neige', slotId },
    });

  it('a line whose hold ran out stays in the cart with its participants, out of the count and the amount to pay', async () => {
    const f = await t.familyCart();
    const before = await read(f.cartId);
    expect(count(before)).toBe(3);
    expect(Date.parse(before.holdExpiresAt ?? '')).toBeGreaterThan(Date.now() + 19 * 60_000);
    expect(before.released).toEqual([]);

    await runOut(t, f.slotId);
    for (const swept of [false, true]) {
      if (swept) await releaseExpiredHolds(t.conn.db);
      const cart = await read(f.cartId);
      expect(count(cart)).toBe(1);
      expect(cart.orders.ESF).toBeUndefined();
      expect(cart.price.amount).toBe(f.total - (before.orders.ESF?.total.amount ?? 0));
      // Only the lift pass is held now, and it holds no places: no time runs.
      expect(cart.holdExpiresAt).toBeNull();
      expect(cart.released).toMatchObject([
        {
          lineId: f.lessonLine,
          productKey: 'cours-enfants-flocon',
          type: 'ESF',
          slotId: f.slotId,
          startDate: weekStart,
          endDate: plusDays(weekStart, 5),
          participants: [{ firstName: 'Léa' }, { firstName: 'Tom' }],
          total: before.orders.ESF?.total,
          status: 'room',
          nextSlots: [],
        },
      ]);
    }
    // Released by the sweep: the places went back to the slot.
    expect(await t.slot(f.slotId)).toMatchObject({ held: 0, sold: 0 });
  });

  it('the visitor back: places still free are held again and said so; a second call holds nothing twice', async () => {
    const f = await t.familyCart(2);
    await runOut(t, f.slotId);
    await releaseExpiredHolds(t.conn.db);
    const back = await renew(f.cartId, 'en');
    expect(back.renewed).toEqual([{ lineId: f.lessonLine, name: expect.stringMatching(/^Children's group lesson — Flocon/) }]);
    expect(back.released).toEqual([]);
    expect(count(back)).toBe(3);
    expect(back.price.amount).toBe(f.total);
    expect(Date.parse(back.holdExpiresAt ?? '')).toBeGreaterThan(Date.now() + 19 * 60_000);
    expect(await t.slot(f.slotId)).toMatchObject({ held: 2 });
    expect((await renew(f.cartId)).renewed).toEqual([]);
    expect(await t.slot(f.slotId)).toMatchObject({ held: 2 });
  });

  it('a hold that ran out but was not released yet is extended: its places were still counted', async () => {
    const f = await t.familyCart(2);
    await runOut(t, f.slotId);
    expect((await read(f.cartId)).released?.[0]?.status).toBe('room');
    const back = await renew(f.cartId);
    expect(back.renewed?.map((r) => r.lineId)).toEqual([f.lessonLine]);
    expect(await t.slot(f.slotId)).toMatchObject({ held: 2 });
    // The sweep finds nothing of it to release any more.
    await releaseExpiredHolds(t.conn.db);
    expect(await t.slot(f.slotId)).toMatchObject({ held: 2 });
  });

  it('a group that filled meanwhile: the line says so with the nearest slots that have room; nothing is taken beyond capacity', async () => {
    const f = await t.familyCart(2);
    const near = await t.makeSlot('cours-enfants-flocon', plusDays(weekStart, 7), plusDays(weekStart, 12), 2);
    const tooSmall = await t.makeSlot('cours-enfants-flocon', plusDays(weekStart, 1), plusDays(weekStart, 6), 1);
    await runOut(t, f.slotId);
    // Another family takes the two places (its add releases the expired holds at once).
    await t.addLine({ productKey: 'cours-enfants-flocon', slotId: f.slotId, participants: [child('Zoé'), child('Max')] });
    expect(await t.slot(f.slotId)).toMatchObject({ held: 2, capacity: 2 });

    const back = await renew(f.cartId);
    expect(back.renewed).toEqual([]);
    expect(await t.slot(f.slotId)).toMatchObject({ held: 2, capacity: 2 });
    const [line] = back.released ?? [];
    expect(line).toMatchObject({ lineId: f.lessonLine, status: 'full' });
    const suggested = line?.nextSlots.map((s) => s.slotId) ?? [];
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(3);
    expect(suggested).toContain(near);
    expect(suggested).not.toContain(tooSmall);
    expect(suggested).not.toContain(f.slotId);
    for (const s of line?.nextSlots ?? []) expect(s.remaining).toBeGreaterThanOrEqual(2);

    // Paying now: the 409 names the line; nothing is charged, nothing created.
    const refused = await t.checkout(f.cartId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.lines).toEqual([expect.objectContaining({ lineId: f.lessonLine })]);
    expect(await t.slot(f.slotId)).toMatchObject({ held: 2 });
    // Moved to the suggested slot: held there with the same children; the cart can be paid.
    const moved = await move(f.cartId, f.lessonLine, near);
    expect(moved.statusCode, moved.body).toBe(200);
    const cart = CartResponse.parse(moved.json()).cart;
    expect(cart.released).toEqual([]);
    expect(cart.renewed).toEqual([{ lineId: f.lessonLine, name: expect.stringMatching(/^Children's group lesson — Flocon/) }]);
    expect(cart.orders.ESF?.inscriptions.map((i) => [i.participant.firstName, i.startDate])).toEqual([
      ['Léa', plusDays(weekStart, 7)],
      ['Tom', plusDays(weekStart, 7)],
    ]);
    expect(await t.slot(near)).toMatchObject({ held: 2 });
    expect(await t.slot(f.slotId)).toMatchObject({ held: 2 });
    expect((await t.checkout(f.cartId)).statusCode).toBe(201);
  });

  it('checkout goes on with the other lines once the full one is removed', async () => {
    const f = await t.familyCart(2);
    const lift = (await read(f.cartId)).orders.LIFT?.total.amount;
    await runOut(t, f.slotId);
    await t.addLine({ productKey: 'cours-enfants-flocon', slotId: f.slotId, participants: [child('Zoé'), child('Max')] });
    expect((await t.checkout(f.cartId)).statusCode).toBe(409);
    const removed = await t.inject({ method: 'DELETE', url: `/api/booking/cart/lines/${f.lessonLine}?cartId=${f.cartId}` });
    expect(removed.statusCode).toBe(200);
    // The removed line held nothing: the slot keeps the other family's places.
    expect(await t.slot(f.slotId)).toMatchObject({ held: 2 });
    const paid = await t.checkout(f.cartId);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().order.total.amount).toBe(lift);
    expect(paid.json().order.orders.ESF).toBeUndefined();
  });

  it('checkout holds a released line again when its slot has room, and charges it', async () => {
    const f = await t.familyCart(3);
    await runOut(t, f.slotId);
    await releaseExpiredHolds(t.conn.db);
    const paid = await t.checkout(f.cartId);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().order.total.amount).toBe(f.total);
    expect(await t.slot(f.slotId)).toMatchObject({ held: 2 });
  });

  it('moving: only a released line of this cart, to a slot with room; bad input names the field', async () => {
    const f = await t.familyCart(2);
    const other = await t.makeSlot('cours-enfants-flocon', plusDays(weekStart, 7), plusDays(weekStart, 12), 1);
    // Still held: not movable.
    expect((await move(f.cartId, f.lessonLine, other)).statusCode).toBe(404);
    await runOut(t, f.slotId);
    await releaseExpiredHolds(t.conn.db);
    // Another cart's id does not reach it.
    const stranger = await t.addLine({ productKey: 'cours-enfants-flocon', slotId: other, participants: [child('Ada')] });
    expect((await move(stranger.cartId, f.lessonLine, other)).statusCode).toBe(404);
    // `other` has no room for two children now: 409, nothing changes.
    const full = await move(f.cartId, f.lessonLine, other);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ code: 'slot_full', field: 'body.slotId' });
    expect(await t.slot(other)).toMatchObject({ held: 1 });
    expect((await read(f.cartId)).released?.[0]?.lineId).toBe(f.lessonLine);
    const bad = await t.inject({
      method: 'POST',
      url: `/api/booking/cart/lines/${f.lessonLine}/slot`,
      payload: { cartId: f.cartId, lang: 'fr', resort: 'val-neige', slotId: -3 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.slotId');
  });

  it('renewing an unknown cart answers 404; a malformed id 400 naming the field', async () => {
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/booking/cart/holds',
      payload: { cartId: 'A'.repeat(24), lang: 'fr', resort: 'val-neige' },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.inject({
      method: 'POST',
      url: '/api/booking/cart/holds',
      payload: { cartId: 'x', lang: 'fr', resort: 'val-neige' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.cartId');
  });
});

describe('CART_HOLD_SECONDS', () => {
  it('defaults to 20 minutes; production refuses less than 5', () => {
    expect(loadEnv({ APP_ENV: 'test' }).CART_HOLD_SECONDS).toBe(1200);
    expect(loadEnv({ APP_ENV: 'test', CART_HOLD_SECONDS: '5' }).CART_HOLD_SECONDS).toBe(5);
    expect(() => loadEnv({ APP_ENV: 'test', CART_HOLD_SECONDS: 'soon' })).toThrow(/CART_HOLD_SECONDS/);
    expect(() =>
      loadEnv({
        APP_ENV: 'production',
        CART_HOLD_SECONDS: '60',
      }),
    ).toThrow(/CART_HOLD_SECONDS: must be at least 300 in production/);
  });
});

describe('visitors back at once on pg', () => {
  let t: T;
  beforeAll(async () => {
    t = await orderPlatform('pg');
  });
  afterAll(() => t?.close());
  afterEach(() => t.expectPlacesRight());

  it('the visitor back in one tab while checking out the same cart in another: one waits for the other, neither answers 5xx', async () => {
    // Renewing locked a line before its cart, checkout the cart before its lines: the two deadlocked (a 500).
    const slots: number[] = [];
    for (let i = 0; i < 3; i++)
      slots.push(await t.makeSlot('cours-enfants-flocon', plusDays(weekStart, 7 * (20 + i)), plusDays(weekStart, 7 * (20 + i) + 5), 10));
    for (let round = 0; round < 12; round++) {
      const first = await t.addLine({ productKey: 'cours-enfants-flocon', slotId: slots[0], participants: [child('Léa')] });
      for (const slotId of slots.slice(1)) {
        await t.addLine({ cartId: first.cartId, productKey: 'cours-enfants-flocon', slotId, participants: [child('Tom')] });
      }
      for (const slotId of slots) await runOut(t, slotId);
      await releaseExpiredHolds(t.conn.db);
      const renewing = t.inject({
        method: 'POST',
        url: '/api/booking/cart/holds',
        payload: { cartId: first.cartId, lang: 'fr', resort: 'val-neige' },
      });
      const [renewed, checkedOut] = await Promise.all([renewing, t.checkout(first.cartId)]);
      expect(renewed.statusCode, renewed.body).toBeLessThan(500);
      expect(checkedOut.statusCode, checkedOut.body).toBe(201);
      await t.expectPlacesRight();
    }
  });

  it('50 visitors whose holds ran out on a slot with 10 places left come back at once: exactly 10 get their places', async () => {
    const slotId = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 5), 60);
    const carts = [];
    for (let i = 0; i < 50; i++) {
      carts.push((await t.addLine({ productKey: 'cours-enfants-flocon', slotId, participants: [child(`E${i}`)] })).cartId);
    }
    await runOut(t, slotId);
    await releaseExpiredHolds(t.conn.db);
    // Meanwhile 50 places of the 60 went to five others, who paid: 10 are left.
    for (let i = 0; i < 5; i++) await paidOrder(t, { slotId, groups: [10] });
    const answers = await Promise.all(
      carts.map((cartId) =>
        t.inject({
          method: 'POST',
          url: '/api/booking/cart/holds',
          payload: { cartId, lang: 'fr', resort: 'val-neige' },
          remoteAddress: visitor(), // 50 visitors, each from their own address
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).every((s) => s === 200)).toBe(true);
    const carts2 = answers.map((a) => CartResponse.parse(a.json()).cart);
    const held = carts2.filter((c) => c.renewed?.length === 1);
    const told = carts2.filter((c) => c.released?.[0]?.status === 'full');
    expect(held).toHaveLength(10);
    expect(told).toHaveLength(40);
    expect(await t.slot(slotId)).toEqual({ capacity: 60, held: 10, sold: 50 });
    const [lines] = await rows<{ n: number }>(
      t.conn.db,
      sql`select count(*)::int as n from cart_lines where slot_id = ${slotId} and hold_expires_at > now()`,
    );
    expect(lines?.n).toBe(10);
  });
});
