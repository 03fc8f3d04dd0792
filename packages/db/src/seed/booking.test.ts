import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from '../connect';
import { drivers, freshTestDatabase } from '../testing/vitest';
import { rows } from '../tx';
import { seedBooking, slotDates } from './booking';

const season = { start: '2026-12-12', end: '2027-04-18' };

describe.each(drivers)('booking catalogue seed on %s', (kind) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await freshTestDatabase(kind);
  });
  afterAll(() => conn?.close());

  it('writes merchants, products of all 11 types and slots for the whole season, quickly', async () => {
    const started = performance.now();
    const r = await seedBooking(conn.db, { resort: 'val-neige', season });
    const ms = performance.now() - started;
    expect(r.merchants).toBe(5);
    expect(r.slots).toBeGreaterThan(500);
    expect(ms).toBeLessThan(5000); // generous: about 0.2 s here
    const types = await rows<{ type: string }>(conn.db, sql`select distinct type from products`);
    expect(types).toHaveLength(11);
    const [s] = await rows<{ first: string; last: string; over: number }>(
      conn.db,
      sql`select min(starts_on)::text as first, max(ends_on)::text as last,
                 count(*) filter (where held + sold > capacity)::int as over from slots`,
    );
    expect(s).toEqual({ first: '2026-12-12', last: '2027-04-18', over: 0 });
    const children = await rows<{ key: string; capacity: number; weeks: number }>(
      conn.db,
      sql`select p.key, min(s.capacity)::int as capacity, count(*)::int as weeks from products p join slots s on s.product_id = p.id
           where p.key like 'cours-enfants-%' group by p.key order by p.key`,
    );
    // One course per level, and one for every level whose children are split into groups (issue 30).
    expect(children).toHaveLength(7);
    for (const c of children) {
      expect(c.weeks).toBe(18);
      if (c.key === 'cours-enfants-tous-niveaux') expect(c.capacity).toBe(60);
      else {
        expect(c.capacity).toBeGreaterThanOrEqual(8);
        expect(c.capacity).toBeLessThanOrEqual(10);
      }
    }
    await expect(seedBooking(conn.db, { resort: 'val-neige', season })).rejects.toThrow();
  });
});

describe('slot patterns', () => {
  it('keeps only lesson weeks that end within the season, Sunday to Friday', () => {
    const weeks = slotDates({ kind: 'weeks', weekday: 0, days: 6, start: '09:00', end: '11:30', capacity: 10 }, season);
    expect(weeks[0]).toMatchObject({ startsOn: '2026-12-13', endsOn: '2026-12-18' });
    expect(weeks.at(-1)).toMatchObject({ startsOn: '2027-04-11', endsOn: '2027-04-16' });
  });
  it('repeats daily slots on the given weekdays', () => {
    const weekend = slotDates(
      { kind: 'daily', weekdays: [6, 0], times: [['10:00', '11:00']], capacity: 19 },
      { start: '2026-12-12', end: '2026-12-20' },
    );
    expect(weekend.map((s) => s.startsOn)).toEqual(['2026-12-12', '2026-12-13', '2026-12-19', '2026-12-20']);
  });
});
