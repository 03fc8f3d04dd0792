import { ErrorCode } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { staffHeaders } from '../backoffice/staff-fixtures';
import { waitlistHelpers } from './waitlist-fixtures';

/**
 * The waiting list under concurrency, on PostgreSQL (PGlite is one connection: nothing races there). Freed
 * places go to the line in the transaction that frees them: visitors adding at the same moment never get
 * them, no place is offered to two entries, an offer is claimed once, and held + sold never pass capacity.
 */
describe('waiting list racing visitors on pg', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let w: ReturnType<typeof waitlistHelpers>;
  beforeAll(async () => {
    t = await orderPlatform('pg');
    headers = await staffHeaders(t, '10.64.1');
    w = waitlistHelpers(t, '10.65');
  });
  afterAll(() => t?.close());
  // Whatever the interleaving, every held and sold place stays accounted for.
  afterEach(() => t.expectPlacesRight());

  const add = (slotId: number, i: number) =>
    t.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      payload: { resort: 'val-neige', lang: 'fr', productKey: 'cours-enfants-flocon', slotId, participants: [child(`Visiteur${i}`)] },
    });

  /** Every add was refused as full: no other answer, no 500. */
  const allFull = (results: { statusCode: number; json: () => { error?: { code: string } } }[]) => {
    for (const r of results) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error?.code).toBe(ErrorCode.SlotFull);
    }
  };

  /** The places held for offers equal the slot's held places when no cart line holds any. */
  async function heldForOffers(slotId: number) {
    const [r] = await rows<{ offered: number; lines: number }>(
      t.conn.db,
      sql`select (select coalesce(sum(places), 0)::int from waitlist_entries where slot_id = ${slotId} and status = 'offered') as offered,
                 (select coalesce(sum(quantity), 0)::int from cart_lines where slot_id = ${slotId} and hold_expires_at is not null) as lines`,
    );
    return r!;
  }

  it('ten cancellations racing 40 visitors’ adds: every freed place goes down the line, none to a visitor, none twice', async () => {
    const o = await w.fullSlot(
      10,
      Array.from({ length: 10 }, () => 1),
    );
    for (let i = 1; i <= 15; i++) await w.joined(o.slotId, `attente${i}@example.com`);
    const work: Promise<{ statusCode: number; body: string; json: () => { error?: { code: string } } }>[] = [];
    for (let i = 0; i < 40; i++) {
      if (i % 4 === 0) work.push(w.cancel(headers, o.number, [o.lineIds[i / 4] as number]));
      work.push(add(o.slotId, i));
    }
    const results = await Promise.all(work);
    const cancels = results.filter((_, i) => i % 5 === 0);
    for (const c of cancels) expect(c.statusCode, c.body).toBe(200);
    allFull(results.filter((_, i) => i % 5 !== 0));
    const slot = await t.slot(o.slotId);
    expect(slot).toMatchObject({ capacity: 10, sold: 0, held: 10 });
    expect(await heldForOffers(o.slotId)).toEqual({ offered: 10, lines: 0 });
    const statuses = (await w.entries(o.slotId)).map((e) => e.status);
    expect(statuses).toEqual([...Array(10).fill('offered'), ...Array(5).fill('waiting')]);
  });

  it('an offer claimed ten times at once becomes one cart line', async () => {
    const o = await w.fullSlot(1);
    await w.joined(o.slotId, 'vite@example.com');
    await w.cancel(headers, o.number, o.lineIds);
    const token = await w.offerToken('vite@example.com');
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => w.claim(token, { participants: [child(`Enfant${i}`)] })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().error.code).toBe(ErrorCode.WaitlistNotOffered);
    }
    expect(await t.slot(o.slotId)).toMatchObject({ sold: 0, held: 1 });
    expect(await heldForOffers(o.slotId)).toEqual({ offered: 0, lines: 1 });
  });

  it('offers running out, swept by 20 readers at once while 20 visitors add: each place offered once, to the next in line', async () => {
    const o = await w.fullSlot(5, [1, 1, 1, 1, 1]);
    for (let i = 1; i <= 10; i++) await w.joined(o.slotId, `suivant${i}@example.com`);
    await w.cancel(headers, o.number, o.lineIds);
    expect(await heldForOffers(o.slotId)).toEqual({ offered: 5, lines: 0 });
    await w.expireOffers(o.slotId);
    const reads = Array.from({ length: 20 }, () =>
      t.inject({ method: 'GET', url: `/api/booking/availability?resort=val-neige&lang=fr&from=${weekStart}&to=${plusDays(weekStart, 6)}` }),
    );
    const adds = Array.from({ length: 20 }, (_, i) => add(o.slotId, i));
    const [readResults, addResults] = await Promise.all([Promise.all(reads), Promise.all(adds)]);
    for (const r of readResults) expect(r.statusCode, r.body).toBe(200);
    allFull(addResults);
    expect(await t.slot(o.slotId)).toMatchObject({ capacity: 5, sold: 0, held: 5 });
    expect(await heldForOffers(o.slotId)).toEqual({ offered: 5, lines: 0 });
    expect((await w.entries(o.slotId)).map((e) => e.status)).toEqual([...Array(5).fill('expired'), ...Array(5).fill('offered')]);
  });

  it('a capacity raised while 50 visitors add: the new places go to the line first', async () => {
    const { slotId } = await w.fullSlot(5);
    for (let i = 1; i <= 5; i++) await w.joined(slotId, `capa${i}@example.com`);
    const raise = t.inject({
      method: 'PUT',
      url: `/api/backoffice/sites/val-neige/slots/${slotId}/capacity`,
      headers,
      payload: { capacity: 10 },
    });
    const adds = Array.from({ length: 50 }, (_, i) => add(slotId, i));
    const [raised, ...results] = await Promise.all([raise, ...adds]);
    expect(raised.statusCode, raised.body).toBe(200);
    allFull(results);
    expect(await t.slot(slotId)).toMatchObject({ capacity: 10, sold: 5, held: 5 });
    expect((await w.entries(slotId)).map((e) => e.status)).toEqual(Array(5).fill('offered'));
  });

  it('claims and leaves of one offer at once: either the line or the next in line has the place, never both', async () => {
    const o = await w.fullSlot(1);
    await w.joined(o.slotId, 'hesite@example.com');
    await w.joined(o.slotId, 'patient@example.com');
    await w.cancel(headers, o.number, o.lineIds);
    const token = await w.offerToken('hesite@example.com');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? w.leave(token) : w.claim(token, { participants: [child(`Enfant${i}`)] }))),
    );
    for (const r of results) expect([200, 409], r.body).toContain(r.statusCode);
    const slot = await t.slot(o.slotId);
    expect(slot).toMatchObject({ capacity: 1, sold: 0, held: 1 });
    const held = await heldForOffers(o.slotId);
    expect(held.offered + held.lines).toBe(1);
    const statuses = (await w.entries(o.slotId)).map((e) => e.status);
    expect([
      ['taken', 'waiting'],
      ['left', 'offered'],
    ]).toContainEqual(statuses);
  });
});
