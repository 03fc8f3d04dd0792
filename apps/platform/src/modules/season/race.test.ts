import { ErrorCode } from '@schuss/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { visitor } from '../../test/app';
import { child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { staffHeaders } from '../backoffice/staff-fixtures';

/**
 * A capacity change racing visitors' adds to carts on the same slot, on PostgreSQL (PGlite
 * is one connection: nothing races there). Whatever the interleaving, sold + held never exceed the
 * capacity, every add either succeeds or is refused as full, and the change either applies or is
 * refused saying how many places are taken.
 */
describe('capacity change racing adds on pg', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;

  beforeAll(async () => {
    t = await orderPlatform('pg');
    headers = await staffHeaders(t, '10.43.2');
  });
  afterAll(() => t?.close());
  // Whatever the interleaving, every held and sold place stays accounted for.
  afterEach(() => t.expectPlacesRight());

  const add = (slotId: number, i: number) =>
    t.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      payload: { resort: 'val-neige', lang: 'fr', productKey: 'cours-enfants-flocon', slotId, participants: [child(`Enfant${i}`)] },
      remoteAddress: visitor(), // 100 visitors, each from their own address
    });
  const setCapacity = (slotId: number, capacity: number) =>
    t.inject({ method: 'PUT', url: `/api/backoffice/sites/val-neige/slots/${slotId}/capacity`, headers, payload: { capacity } });

  /** 100 concurrent adds of one child, and the capacity change sent once `after` of them have been sent. */
  async function race(capacity: number, newCapacity: number, after: number) {
    const slotId = await t.makeSlot(
      'cours-enfants-flocon',
      plusDays(weekStart, 7 * (after + 1)),
      plusDays(weekStart, 7 * (after + 1) + 4),
      capacity,
    );
    const adds: Promise<{ statusCode: number; json: () => { error?: { code: string } } }>[] = [];
    let change: ReturnType<typeof setCapacity> | undefined;
    // Visitors arrive one every millisecond or so, so the change lands among them rather than before or after all.
    for (let i = 0; i < 100; i++) {
      if (i === after) change = setCapacity(slotId, newCapacity);
      adds.push(add(slotId, i));
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const [changed, ...results] = await Promise.all([change as ReturnType<typeof setCapacity>, ...adds]);
    const ok = results.filter((r) => r.statusCode === 200).length;
    const full = results.filter((r) => r.statusCode === 409 && r.json().error?.code === ErrorCode.SlotFull).length;
    // Every add either took its place or was refused as full: no other answer, no 500.
    expect(ok + full).toBe(100);
    const final = await t.slot(slotId);
    expect(final.held).toBe(ok);
    expect(final.sold).toBe(0);
    expect(final.held + final.sold).toBeLessThanOrEqual(final.capacity);
    return { slotId, ok, changed, final };
  }

  it('a capacity lowered while 100 visitors add to their carts: never more places taken than the new capacity', async () => {
    const { changed, ok, final } = await race(100, 40, 5);
    if (changed.statusCode === 200) {
      // 100 visitors wanted a place: the 40 places were all taken, the other 60 refused as full.
      expect(final.capacity).toBe(40);
      expect(ok).toBe(40);
    } else {
      // The adds were quicker: more than 40 places were taken when the change came.
      expect(changed.statusCode, changed.body).toBe(409);
      expect(changed.json().error).toMatchObject({ code: ErrorCode.PlacesTaken });
      expect(changed.json().error.taken.total).toBeGreaterThan(40);
      expect(final.capacity).toBe(100);
    }
  });

  it('a capacity lowered once many places are taken: refused saying how many, or applied with no place over', async () => {
    const { changed, final, ok } = await race(100, 10, 60);
    if (changed.statusCode === 409) {
      expect(changed.json().error.taken.total).toBeGreaterThan(10);
      expect(changed.json().error.message).toMatch(/^body\.capacity: \d+ places are taken \(0 sold, \d+ held\)/);
      expect(final.capacity).toBe(100);
      expect(ok).toBe(100);
    } else {
      expect(changed.statusCode, changed.body).toBe(200);
      expect(final.capacity).toBe(10);
      expect(ok).toBe(10);
    }
  });

  it('a capacity raised during the race: the slot fills up to the new capacity at most', async () => {
    const { changed, ok, final } = await race(20, 50, 0);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(final.capacity).toBe(50);
    expect(ok).toBeGreaterThanOrEqual(20);
    expect(ok).toBeLessThanOrEqual(50);
  });
});
