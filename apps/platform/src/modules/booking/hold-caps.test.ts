import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, testPlatform } from '../../test/app';
import { releaseExpiredHolds } from '../places/service';
import { DEFAULT_HOLD_CAPS, holderOf, slotCap, visitorNetwork } from './hold-caps';

const DAY = 86_400_000;
/** A Sunday about a year from now: the test slots do not depend on the demo season's dates. */
const weekStart = (() => {
  let t = Date.now() + 420 * DAY;
  while (new Date(t).getUTCDay() !== 0) t += DAY;
  return new Date(t).toISOString().slice(0, 10);
})();
const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const child = (firstName: string) => ({ firstName, lastName: 'Martin', birthDate: `${Number(weekStart.slice(0, 4)) - 8}-01-01` });
const children = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => child(`${prefix}${i + 1}`));

describe('who holds: a network, kept as a keyed hash', () => {
  it('counts an IPv6 /64 as one visitor and an IPv4-mapped address as its IPv4', () => {
    expect(visitorNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(visitorNetwork('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(visitorNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(visitorNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(visitorNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(holderOf('2001:db8:1:2::5', 's'.repeat(16))).toBe(holderOf('2001:db8:1:2:ffff::9', 's'.repeat(16)));
    expect(holderOf('2001:db8:1:3::5', 's'.repeat(16))).not.toBe(holderOf('2001:db8:1:2::5', 's'.repeat(16)));
    // Never the address itself, and another secret gives another value.
    expect(holderOf('203.0.113.9', 's'.repeat(16))).not.toContain('203');
    expect(holderOf('203.0.113.9', 's'.repeat(16))).not.toBe(holderOf('203.0.113.9', 't'.repeat(16)));
  });

  it('allows per slot the larger of the setting and a quarter of the slot', () => {
    expect(slotCap(DEFAULT_HOLD_CAPS, 12)).toBe(10);
    expect(slotCap(DEFAULT_HOLD_CAPS, 40)).toBe(10);
    expect(slotCap(DEFAULT_HOLD_CAPS, 41)).toBe(11);
    expect(slotCap(DEFAULT_HOLD_CAPS, 200)).toBe(50);
  });
});

describe.each(drivers)('places held at once, per visitor and per cart (%s)', (kind) => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  const slots: number[] = [];
  const makeSlot = async (capacity: number, week: number) => {
    const starts = plusDays(weekStart, 7 * week);
    const [r] = await rows<{ id: number }>(
      t.conn.db,
      sql`insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
          select id, ${starts}, ${plusDays(starts, 5)}, '09:15', '11:45', ${capacity} from products where key = 'cours-enfants-flocon'
          returning id`,
    );
    return r!.id;
  };
  const add = (from: string, slotId: number, n: number, { cartId, lang = 'fr' }: { cartId?: string; lang?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      remoteAddress: from,
      payload: { resort: 'val-neige', lang, productKey: 'cours-enfants-flocon', slotId, participants: children(n, 'E'), cartId },
    });
  const held = async (slotId: number) =>
    (await rows<{ held: number }>(t.conn.db, sql`select held from slots where id = ${slotId}`))[0]!.held;

  beforeAll(async () => {
    t = await testPlatform(kind);
    for (let i = 0; i < 6; i++) slots.push(await makeSlot(i === 5 ? 400 : 40, i));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses an 11th place on a slot of 40 from one visitor, in their language, and holds nothing more', async () => {
    const slot = slots[0]!;
    const first = await add('198.51.100.1', slot, 6);
    expect(first.statusCode, first.body).toBe(200);
    const cartId = first.json().cartId as string;
    expect((await add('198.51.100.1', slot, 4, { cartId })).statusCode).toBe(200);
    const fr = await add('198.51.100.1', slot, 1, { cartId });
    expect(fr.statusCode).toBe(409);
    expect(fr.json().error).toMatchObject({ code: 'hold_limit', field: 'body.participants' });
    expect(fr.json().error.message).toMatch(
      /^Au plus 10 places peuvent attendre le paiement à la fois sur cette date, et votre panier en bloque déjà 10\./,
    );
    // A new cart (another tab) from the same visitor is the same visitor.
    const en = await add('198.51.100.1', slot, 1, { lang: 'en' });
    expect(en.statusCode).toBe(409);
    expect(en.json().error.message).toMatch(/^At most 10 places can wait for payment at once on this date/);
    expect(await held(slot)).toBe(10);
    // Another visitor still books.
    expect((await add('198.51.100.2', slot, 3)).statusCode).toBe(200);
    expect(await held(slot)).toBe(13);
  });

  it('caps a cart whatever the addresses adding to it, and frees the cap when a line is removed', async () => {
    const slot = slots[1]!;
    const first = await add('198.51.100.3', slot, 10);
    const cartId = first.json().cartId as string;
    const lineId = first.json().line.id as number;
    // Another address adding to the same cart: the cart holds 10 already.
    expect((await add('198.51.100.4', slot, 1, { cartId })).json().error.code).toBe('hold_limit');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/booking/cart/lines/${lineId}?cartId=${cartId}`,
      remoteAddress: '198.51.100.3',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await add('198.51.100.3', slot, 10, { cartId })).statusCode).toBe(200);
  });

  it('caps what one visitor holds overall at 30, across slots', async () => {
    const from = '198.51.100.5';
    for (const slot of slots.slice(2, 5)) expect((await add(from, slot, 10)).statusCode).toBe(200);
    const over = await add(from, slots[5]!, 1, { lang: 'en' });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toMatch(/^At most 30 places can wait for payment at once, and your cart already holds 30\./);
  });

  it('lets 10 addresses racing on one slot hold no more than their caps, and leaves the rest to others', async () => {
    const slot = slots[5]!; // 400 places: 100 per visitor on it (a quarter), but 30 in all per visitor
    const before = await held(slot);
    const addresses = Array.from({ length: 10 }, (_, i) => `203.0.113.${10 + i}`);
    // Each address tries 5 adds of 10 at once (50 places, more than its 30 overall).
    const answers = await Promise.all(addresses.flatMap((from) => Array.from({ length: 5 }, () => add(from, slot, 10))));
    const odd = answers.filter((a) => !(a.statusCode === 200 || (a.statusCode === 409 && a.json().error.code === 'hold_limit')));
    expect(odd.map((a) => a.body)).toEqual([]);
    const perHolder = await rows<{ holder: string; places: number }>(
      t.conn.db,
      sql`select holder, sum(quantity)::int as places from cart_lines
           where slot_id = ${slot} and hold_expires_at > now() group by holder`,
    );
    for (const from of addresses) {
      const mine = perHolder.find((r) => r.holder === holderOf(from, t.app.env.REVALIDATE_SECRET));
      expect(mine?.places, from).toBe(30);
    }
    expect(await held(slot)).toBe(before + 300);
    // The slot's remaining places are still there for somebody else.
    expect((await add('192.0.2.77', slot, 10)).statusCode).toBe(200);
  });

  it('does not renew a released line beyond the cap: it stays released', async () => {
    const slot = await makeSlot(40, 8);
    const from = '198.51.100.9';
    const first = await add(from, slot, 10);
    const cartId = first.json().cartId as string;
    // Its hold runs out and is released; meanwhile the visitor holds 10 on the slot in another cart.
    await t.conn.db.execute(sql`update cart_lines set hold_expires_at = now() - interval '1 minute' where slot_id = ${slot}`);
    expect(await releaseExpiredHolds(t.conn.db)).toBeGreaterThan(0);
    expect((await add(from, slot, 10)).statusCode).toBe(200);
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/api/booking/cart/holds',
      remoteAddress: from,
      payload: { cartId, lang: 'fr', resort: 'val-neige' },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().cart.renewed ?? []).toEqual([]);
    expect(await held(slot)).toBe(10);
    // Another visitor coming back to that cart (a shared link) may hold it again.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/booking/cart/holds',
      remoteAddress: '198.51.100.10',
      payload: { cartId, lang: 'fr', resort: 'val-neige' },
    });
    expect(other.json().cart.renewed).toHaveLength(1);
    expect(await held(slot)).toBe(20);
  });
});
