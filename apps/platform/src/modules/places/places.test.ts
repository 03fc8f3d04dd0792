import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Connection, cartLines, carts, merchants, one, products, slots, transaction } from '@schuss/db';
import { drivers, freshTestDatabase } from '@schuss/db/testing/vitest';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_WINDOW_MINUTES } from '../payment/service';
import { repairPlaces } from './check';
import {
  extendHold,
  HOLD_MINUTES,
  holdUntil,
  PAYMENT_HOLD_MINUTES,
  placesLeft,
  releaseExpiredHolds,
  releasePlaces,
  returnSold,
  sellHeld,
  sellPlaces,
  takePlaces,
} from './service';

/** A product with a dated slot of `capacity` places, and a cart; ids to work with. */
async function fixture(conn: Connection, capacity: number) {
  const key = `places-${Math.random().toString(36).slice(2, 10)}`;
  const [m] = await conn.db.insert(merchants).values({ resort: 'test', key, name: 'École', kind: 'school' }).returning();
  const [p] = await conn.db
    .insert(products)
    .values({
      resort: 'test',
      merchantId: m!.id,
      key,
      type: 'ESF',
      name: { fr: 'Cours', en: 'Lesson' },
      description: { fr: '', en: '' },
      pricing: { rule: 'flat', cents: 1000 },
      dated: true,
    })
    .returning();
  const [s] = await conn.db.insert(slots).values({ productId: p!.id, startsOn: '2099-01-04', endsOn: '2099-01-09', capacity }).returning();
  const [c] = await conn.db.insert(carts).values({ cartId: key, resort: 'test', lang: 'fr' }).returning();
  return { productId: p!.id, slotId: s!.id, cartId: c!.id };
}

type Fixture = Awaited<ReturnType<typeof fixture>>;

/** A cart line holding `quantity` places of the fixture's slot for `minutes` (negative: already expired). */
async function holdingLine(conn: Connection, f: Fixture, quantity: number, minutes = HOLD_MINUTES) {
  const [line] = await conn.db
    .insert(cartLines)
    .values({
      cartId: f.cartId,
      productId: f.productId,
      slotId: f.slotId,
      participants: [],
      quantity,
      unitPriceCents: 1000,
      totalCents: 1000 * quantity,
      holdExpiresAt: holdUntil(minutes),
    })
    .returning();
  return line!.id;
}

async function placesOf(conn: Connection, slotId: number) {
  const [s] = await conn.db
    .select({ capacity: slots.capacity, held: slots.held, sold: slots.sold })
    .from(slots)
    .where(eq(slots.id, slotId));
  return s!;
}

async function holdMinutesLeft(conn: Connection, lineId: number) {
  const row = await one<{ minutes: number | null }>(
    conn.db,
    sql`select extract(epoch from hold_expires_at - now())::float / 60 as minutes from cart_lines where id = ${lineId}`,
  );
  return row?.minutes === null || row?.minutes === undefined ? null : Number(row.minutes);
}

/**
 * These tests work the counters alone, without the cart lines and orders that account for them in the
 * platform: before the file's invariant check (at close), the repair sets them back to what accounts for them.
 */
const settle = async (conn: Connection | undefined) => {
  if (!conn) return;
  await repairPlaces(conn.db, { userId: null, label: 'places.test' });
  await conn.close();
};

describe.each(drivers)('places on %s', (kind) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await freshTestDatabase(kind);
  });
  afterAll(() => settle(conn));

  it('takes held places while they remain, never beyond capacity, and gives them back', async () => {
    const f = await fixture(conn, 3);
    expect(await transaction(conn.db, (tx) => takePlaces(tx, f.slotId, 2))).toBe(true);
    expect(await transaction(conn.db, (tx) => takePlaces(tx, f.slotId, 2))).toBe(false);
    expect(await placesLeft(conn.db, f.slotId)).toBe(1);
    expect(await transaction(conn.db, (tx) => takePlaces(tx, f.slotId, 1))).toBe(true);
    expect(await placesOf(conn, f.slotId)).toEqual({ capacity: 3, held: 3, sold: 0 });
    expect(await placesLeft(conn.db, f.slotId)).toBe(0);
    await transaction(conn.db, (tx) => releasePlaces(tx, f.slotId, 2));
    expect(await placesOf(conn, f.slotId)).toEqual({ capacity: 3, held: 1, sold: 0 });
    expect(await placesLeft(conn.db, -1)).toBe(0);
  });

  it('a take rolled back with its transaction leaves nothing taken', async () => {
    const f = await fixture(conn, 2);
    await expect(
      transaction(conn.db, async (tx) => {
        expect(await takePlaces(tx, f.slotId, 2)).toBe(true);
        throw new Error('the cart could not be written');
      }),
    ).rejects.toThrow('could not be written');
    expect(await placesOf(conn, f.slotId)).toMatchObject({ held: 0, sold: 0 });
  });

  it('extends a hold to at least the given minutes, never shortens it, and keeps a hold past its expiry', async () => {
    const f = await fixture(conn, 5);
    const line = await holdingLine(conn, f, 1, HOLD_MINUTES);
    await transaction(conn.db, (tx) => extendHold(tx, line, PAYMENT_HOLD_MINUTES));
    expect(await holdMinutesLeft(conn, line)).toBeGreaterThan(PAYMENT_HOLD_MINUTES - 1);
    await transaction(conn.db, (tx) => extendHold(tx, line, 5));
    expect(await holdMinutesLeft(conn, line)).toBeGreaterThan(PAYMENT_HOLD_MINUTES - 1);
    const expired = await holdingLine(conn, f, 1, -1);
    await transaction(conn.db, (tx) => extendHold(tx, expired, PAYMENT_HOLD_MINUTES));
    expect(await holdMinutesLeft(conn, expired)).toBeGreaterThan(PAYMENT_HOLD_MINUTES - 1);
  });

  it('the payment hold outlives the hosted payment page', () => {
    expect(HOLD_MINUTES).toBe(20);
    expect(PAYMENT_HOLD_MINUTES).toBe(40);
    expect(PAYMENT_HOLD_MINUTES).toBeGreaterThan(PAYMENT_WINDOW_MINUTES);
  });

  it('sells the places a line holds once: held becomes sold, the hold ends', async () => {
    const f = await fixture(conn, 4);
    expect(await transaction(conn.db, (tx) => takePlaces(tx, f.slotId, 3))).toBe(true);
    const line = await holdingLine(conn, f, 3);
    expect(await transaction(conn.db, (tx) => sellHeld(tx, { lineId: line, cartId: f.cartId }))).toBe(3);
    expect(await placesOf(conn, f.slotId)).toEqual({ capacity: 4, held: 0, sold: 3 });
    expect(await holdMinutesLeft(conn, line)).toBeNull();
    // Sold already, or a line of another cart: nothing more.
    expect(await transaction(conn.db, (tx) => sellHeld(tx, { lineId: line, cartId: f.cartId }))).toBe(0);
    expect(await transaction(conn.db, (tx) => sellHeld(tx, { lineId: line, cartId: f.cartId + 1000 }))).toBe(0);
    expect(await placesOf(conn, f.slotId)).toEqual({ capacity: 4, held: 0, sold: 3 });
  });

  it('sells places nothing holds only while they remain, and gives sold places back', async () => {
    const f = await fixture(conn, 3);
    expect(await transaction(conn.db, (tx) => sellPlaces(tx, f.slotId, 2))).toBe(true);
    expect(await transaction(conn.db, (tx) => sellPlaces(tx, f.slotId, 2))).toBe(false);
    expect(await placesOf(conn, f.slotId)).toEqual({ capacity: 3, held: 0, sold: 2 });
    expect(await transaction(conn.db, (tx) => returnSold(tx, f.slotId, 3))).toBe(false);
    expect(await transaction(conn.db, (tx) => returnSold(tx, f.slotId, 2))).toBe(true);
    expect(await placesOf(conn, f.slotId)).toEqual({ capacity: 3, held: 0, sold: 0 });
  });

  it('releases expired holds once: their lines stay in the cart marked released, their places come back', async () => {
    const f = await fixture(conn, 10);
    expect(await transaction(conn.db, (tx) => takePlaces(tx, f.slotId, 5))).toBe(true);
    const live = await holdingLine(conn, f, 2);
    const gone = await holdingLine(conn, f, 3, -1);
    // Other tests' expired lines may be released by this sweep too: count this slot only.
    await releaseExpiredHolds(conn.db);
    expect(await placesOf(conn, f.slotId)).toMatchObject({ held: 2 });
    expect(await releaseExpiredHolds(conn.db)).toBe(0);
    expect(await placesOf(conn, f.slotId)).toMatchObject({ held: 2 });
    const left = await conn.db
      .select({ id: cartLines.id, holds: cartLines.holdExpiresAt, released: cartLines.releasedAt })
      .from(cartLines)
      .where(eq(cartLines.slotId, f.slotId))
      .orderBy(cartLines.id);
    // The released line keeps its place in the cart but holds nothing.
    expect(left.map((l) => [l.id, l.holds !== null, l.released !== null])).toEqual([
      [live, true, false],
      [gone, false, true],
    ]);
  });
});

describe('places under concurrency on pg', () => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await freshTestDatabase('pg');
  });
  afterAll(() => settle(conn));

  it('30 concurrent takers of one place each on a slot of 10: exactly 10 succeed', async () => {
    const f = await fixture(conn, 10);
    const results = await Promise.all(Array.from({ length: 30 }, () => transaction(conn.db, (tx) => takePlaces(tx, f.slotId, 1))));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await placesOf(conn, f.slotId)).toEqual({ capacity: 10, held: 10, sold: 0 });
  });

  it('concurrent takers of different sizes never overfill a slot', async () => {
    const f = await fixture(conn, 10);
    const sizes = Array.from({ length: 30 }, (_, i) => (i % 3) + 1);
    const results = await Promise.all(sizes.map((n) => transaction(conn.db, (tx) => takePlaces(tx, f.slotId, n))));
    const taken = sizes.reduce((sum, n, i) => sum + (results[i] ? n : 0), 0);
    const state = await placesOf(conn, f.slotId);
    expect(state.held).toBe(taken);
    expect(state.held).toBeLessThanOrEqual(10);
    // What is left only shrinks, so every taker that failed asked more than what is left now.
    expect(10 - state.held).toBeLessThan(Math.min(...sizes.filter((_, i) => !results[i])));
  });

  it('ten concurrent sales of one line sell it once', async () => {
    const f = await fixture(conn, 5);
    expect(await transaction(conn.db, (tx) => takePlaces(tx, f.slotId, 2))).toBe(true);
    const line = await holdingLine(conn, f, 2);
    const sold = await Promise.all(
      Array.from({ length: 10 }, () => transaction(conn.db, (tx) => sellHeld(tx, { lineId: line, cartId: f.cartId }))),
    );
    expect(sold.sort()).toEqual([...Array(9).fill(0), 2]);
    expect(await placesOf(conn, f.slotId)).toEqual({ capacity: 5, held: 0, sold: 2 });
  });

  it('concurrent sweeps release each expired hold once', async () => {
    const f = await fixture(conn, 20);
    expect(await transaction(conn.db, (tx) => takePlaces(tx, f.slotId, 12))).toBe(true);
    for (let i = 0; i < 6; i++) await holdingLine(conn, f, 2, -1);
    await Promise.all(Array.from({ length: 8 }, () => releaseExpiredHolds(conn.db)));
    expect(await placesOf(conn, f.slotId)).toEqual({ capacity: 20, held: 0, sold: 0 });
  });
});

describe('the places module is the only writer of places', () => {
  const src = join(dirname(fileURLToPath(import.meta.url)), '../..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
    });
  const owner = join(src, 'modules/places');
  const writes = [
    /update\s+slots\b/i, // raw SQL on slots
    /\.update\(\s*slots\s*\)/, // Drizzle update of slots
    /\b(held|sold)\s*=\s*(s\.)?(held|sold)\b/i, // held = held + n, sold = sold - n…
    /set\s+hold_expires_at\b/i, // a hold changed on an existing line
    /holdExpiresAt\s*:\s*(sql|null)/, // … or set by hand in Drizzle
  ];

  it('no other file of the platform writes slots.held, slots.sold or a line’s hold', () => {
    const offenders = files(src)
      .filter((f) => dirname(f) !== owner)
      .flatMap((f) => {
        const text = readFileSync(f, 'utf8');
        return writes.filter((re) => re.test(text)).map((re) => `${relative(src, f)}: ${re}`);
      });
    expect(offenders).toEqual([]);
    expect(readFileSync(join(owner, 'service.ts'), 'utf8')).toMatch(/held \+ sold \+ \$\{n\} <= capacity/);
  });
});
