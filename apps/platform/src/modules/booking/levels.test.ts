import { ProductView } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPlatform, visitor } from '../../test/app';

const DAY = 86_400_000;
/** A Sunday about a year from now: the test slots do not depend on the demo season's dates. */
const weekStart = (() => {
  let t = Date.now() + 410 * DAY;
  while (new Date(t).getUTCDay() !== 0) t += DAY;
  return new Date(t).toISOString().slice(0, 10);
})();
const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const born = (age: number) => `${Number(weekStart.slice(0, 4)) - age}-01-01`;

// The ladders are data read the same way by both drivers: one is enough here (booking.test.ts covers both).
describe('levels in the booking calls (issue 30)', () => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  const slots: Record<string, number> = {};
  const product = async (key: string, lang: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/booking/products/${key}?resort=val-neige&lang=${lang}` });
    expect(res.statusCode, res.body).toBe(200);
    return ProductView.parse(res.json());
  };
  const add = (productKey: string, participants: object[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      remoteAddress: visitor(),
      payload: { resort: 'val-neige', lang: 'fr', productKey, slotId: slots[productKey], participants },
    });

  beforeAll(async () => {
    t = await testPlatform('pglite');
    for (const key of ['cours-enfants-tous-niveaux', 'cours-enfants-flocon', 'cours-snowboard']) {
      const [r] = await rows<{ id: number }>(
        t.conn.db,
        sql`insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
            select id, ${weekStart}, ${plusDays(weekStart, 5)}, '09:15', '11:45', 40 from products where key = ${key} returning id`,
      );
      slots[key] = r!.id;
    }
  });
  afterAll(() => t?.close());

  it('offers the levels a course teaches with what a child can do at each, in the visitor’s language', async () => {
    const en = await product('cours-enfants-tous-niveaux', 'en');
    expect(en.levels.map((l) => l.key)).toEqual(['ourson', 'flocon', '1re-etoile', '2e-etoile', '3e-etoile']);
    expect(en.levels[1]).toEqual({
      key: 'flocon',
      name: 'Flocon (snowflake)',
      canDo: 'Goes down a green run in a snowplough and stops on their own.',
      ageMin: 5,
      ageMax: 12,
    });
    const fr = await product('cours-enfants-tous-niveaux', 'fr');
    expect(fr.levels[3]?.name).toBe('2e Étoile');
    // A course written before ladders (names, not keys) offers the ladder's rungs all the same.
    expect((await product('cours-snowboard', 'en')).levels.map((l) => [l.key, l.name])).toEqual([
      ['debutant', 'Beginner'],
      ['intermediaire', 'Intermediate'],
      ['confirme', 'Advanced'],
    ]);
    // A course of one level asks nothing.
    expect((await product('cours-enfants-flocon', 'fr')).levels).toEqual([]);
  });

  it('stores each child’s level as the ladder’s key, and refuses one the course does not teach, naming the field', async () => {
    const ok = await add('cours-enfants-tous-niveaux', [
      { firstName: 'Léon', lastName: 'Martin', birthDate: born(6), level: 'flocon' },
      { firstName: 'Rose', lastName: 'Martin', birthDate: born(10), level: '2e Étoile' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().line.participants.map((p: { level: string }) => p.level)).toEqual(['flocon', '2e-etoile']);

    const gold = await add('cours-enfants-tous-niveaux', [
      { firstName: 'Léon', lastName: 'Martin', birthDate: born(6), level: 'flocon' },
      { firstName: 'Rose', lastName: 'Martin', birthDate: born(10), level: 'etoile-or' },
    ]);
    expect(gold.statusCode).toBe(400);
    expect(gold.json().error.field).toBe('body.participants.1.level');
    expect(gold.json().error.message).toContain('Ourson, Flocon, 1re Étoile, 2e Étoile, 3e Étoile');

    const none = await add('cours-enfants-tous-niveaux', [{ firstName: 'Léon', lastName: 'Martin', birthDate: born(6) }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.field).toBe('body.participants.0.level');
  });

  it('gives a one-level course’s level to its children, so rosters and groups know it', async () => {
    const res = await add('cours-enfants-flocon', [{ firstName: 'Hugo', lastName: 'Martin', birthDate: born(7) }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().line.participants[0].level).toBe('flocon');
  });
});
