import { AvailabilityResponse, CartResponse } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, testPlatform, visitor } from '../../test/app';
import { releaseExpiredHolds } from '../places/service';

const DAY = 86_400_000;
const dayFromNow = (n: number) => new Date(Date.now() + n * DAY).toISOString().slice(0, 10);
/** A Sunday about a year from now: test slots do not depend on the demo season's dates. */
const weekStart = (() => {
  let t = Date.now() + 400 * DAY;
  while (new Date(t).getUTCDay() !== 0) t += DAY;
  return new Date(t).toISOString().slice(0, 10);
})();
const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
/** A birth date making someone `age` on the test week's Sunday. */
const born = (age: number) => `${Number(weekStart.slice(0, 4)) - age}${weekStart.slice(4, 7)}-01`.replace(/-(\d\d)-01$/, '-01-01');

type T = Awaited<ReturnType<typeof testPlatform>>;

async function snapshot(t: T) {
  const [r] = await rows<{ carts: number; lines: number; held: number }>(
    t.conn.db,
    sql`select (select count(*)::int from carts) as carts, (select count(*)::int from cart_lines) as lines,
               (select coalesce(sum(held), 0)::int from slots) as held`,
  );
  return r;
}

/** A slot of a seeded product; returns its id. */
async function makeSlot(t: T, productKey: string, startsOn: string, endsOn: string, capacity: number, times = ['09:15', '11:45']) {
  const [r] = await rows<{ id: number }>(
    t.conn.db,
    sql`insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
        select id, ${startsOn}, ${endsOn}, ${times[0]}, ${times[1]}, ${capacity} from products where key = ${productKey}
        returning id`,
  );
  return r!.id;
}

async function slotState(t: T, id: number) {
  const [r] = await rows<{ held: number; sold: number; capacity: number }>(
    t.conn.db,
    sql`select held, sold, capacity from slots where id = ${id}`,
  );
  return r!;
}

const child = (firstName: string, age = 8) => ({ firstName, lastName: 'Martin', birthDate: born(age) });
const adult = (firstName: string, age = 40) => ({ firstName, lastName: 'Martin', birthDate: born(age) });

describe.each(drivers)('booking API on %s', (kind) => {
  let t: T;
  let flocon: number;
  // Each add stands for a visitor of their own (places held at once are capped per visitor: hold-caps.test.ts).
  const add = (body: object) => t.app.inject({ method: 'POST', url: '/api/booking/cart/lines', payload: body, remoteAddress: visitor() });
  const cartOf = async (cartId: unknown, lang = 'fr') => {
    const res = await t.app.inject({ method: 'POST', url: '/esfplus/cart', payload: { cartId, lang, resort: 'val-neige' } });
    expect(res.statusCode, res.body).toBe(200);
    return CartResponse.parse(res.json()).cart;
  };

  beforeAll(async () => {
    t = await testPlatform(kind);
    flocon = await makeSlot(t, 'cours-enfants-flocon', weekStart, plusDays(weekStart, 5), 10);
  });
  afterAll(() => t?.close());

  it('seeds a catalogue of all 11 types with slots for the whole season', async () => {
    const types = await rows<{ type: string }>(t.conn.db, sql`select distinct type from products order by type`);
    expect(types.map((r) => r.type)).toEqual(
      ['ASSU', 'ESF', 'ESF_CUSTOM', 'FFS', 'GENERIC_LINE', 'HOT', 'LIFT', 'SKI_RENTAL', 'STAND', 'STAY_TAX', 'TRANSFER'].sort(),
    );
    const [s] = await rows<{ n: number }>(
      t.conn.db,
      sql`select count(*)::int as n from slots where starts_on between '2026-12-12' and '2027-04-18'`,
    );
    expect(s!.n).toBeGreaterThan(500);
  });

  describe('availability', () => {
    const get = (qs: string) => t.app.inject({ method: 'GET', url: `/api/booking/availability?resort=val-neige&lang=fr&${qs}` });

    it('lists products with prices and remaining places for a stay, filtered by type and age', async () => {
      const res = await get(`from=${weekStart}&to=${plusDays(weekStart, 6)}&type=ESF&age=8`);
      expect(res.statusCode, res.body).toBe(200);
      const body = AvailabilityResponse.parse(res.json());
      expect(body.products.map((p) => p.key)).toEqual(['cours-enfants-flocon']);
      const [p] = body.products;
      expect(p!.name).toBe('Cours collectif enfants — Flocon');
      expect(p!.merchant.name).toBe('École de ski Val-Neige');
      expect(p!.slots).toEqual([
        expect.objectContaining({
          id: flocon,
          startsOn: weekStart,
          startTime: '09:15',
          capacity: 10,
          fromPrice: { amount: 20500, currency: 'EUR' },
        }),
      ]);
    });

    it('includes non-dated products and filters by discipline and level, in English', async () => {
      const from = dayFromNow(1);
      const to = dayFromNow(30);
      const all = AvailabilityResponse.parse((await get(`from=${from}&to=${to}`)).json());
      expect(all.products.some((p) => p.type === 'LIFT' && p.slots.length === 0)).toBe(true);
      const en = AvailabilityResponse.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/booking/availability?resort=val-neige&lang=en&from=${from}&to=${to}&type=LIFT` })
        ).json(),
      );
      expect(en.products[0]?.name).toBe('Val-Neige lift pass');
      const level = AvailabilityResponse.parse(
        (await get(`from=2026-12-12&to=2027-04-18&level=${encodeURIComponent('2e Étoile')}`)).json(),
      );
      expect(level.products.map((p) => p.key)).toEqual(['cours-enfants-2e-etoile']);
      const board = AvailabilityResponse.parse((await get(`from=2026-12-12&to=2027-04-18&discipline=snowboard`)).json());
      expect(new Set(board.products.map((p) => p.key))).toEqual(new Set(['cours-snowboard', 'cours-particulier-snowboard']));
    });

    it('answers 400 on a bad range and a bad type, 404 on an unknown product', async () => {
      expect((await get(`from=${weekStart}&to=2020-01-01`)).json().error.field).toBe('query.to');
      expect((await get(`from=${weekStart}&to=${weekStart}&type=SKI`)).json().error.field).toBe('query.type');
      expect((await get(`from=nope&to=${weekStart}`)).statusCode).toBe(400);
      const res = await t.app.inject({ method: 'GET', url: '/api/booking/products/nope?resort=val-neige&lang=fr' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toContain('"nope"');
    });

    it('shows one product with its slots', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/booking/products/cours-enfants-flocon?resort=val-neige&lang=en&from=${weekStart}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().slots[0].id).toBe(flocon);
      expect(res.json().attributes.ageMin).toBe(5);
    });

    it("says where each product meets from the school's points, in the request's language (issue 28)", async () => {
      const product = async (key: string, lang: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/booking/products/${key}?resort=val-neige&lang=${lang}` })).json().meetingPoint;
      expect(await product('cours-enfants-flocon', 'en')).toEqual({
        name: 'School chalet - Marmottes slopes',
        address: '12 place des Marmottes, 73500 Val-Neige (altitude 1,550 m)',
        directions: 'Each group meets under the coloured sign of its level, 10 minutes before the lesson.',
      });
      expect((await product('cours-enfants-flocon', 'fr')).name).toBe("Chalet de l'école - front de neige des Marmottes");
      // Partner products name the school's points too: no meeting-point text is written into a product.
      expect((await product('bapteme-snake-gliss', 'en')).name).toBe('Clarines summit stand');
      expect((await product('navette-descente', 'fr')).name).toBe('Gare routière de Val-Neige');
      // A product that names no point (a lift pass) has none; the availability list says the same.
      expect(await product('forfait-val-neige', 'fr')).toBeNull();
      const list = AvailabilityResponse.parse((await get(`from=2026-12-12&to=2027-04-18&level=Flocon`)).json());
      expect(list.products[0]?.meetingPoint?.name).toBe("Chalet de l'école - front de neige des Marmottes");
      const named = await rows<{ key: string; point: string }>(
        t.conn.db,
        sql`select key, attributes->>'meetingPoint' as point from products where resort = 'val-neige' and attributes ? 'meetingPoint'`,
      );
      expect(named.length).toBeGreaterThan(10);
      for (const p of named)
        expect(['chalet', 'jardin-oursons', 'cretes', 'granges', 'clarines', 'gare-routiere', 'plan-du-lac'], p.key).toContain(p.point);
    });
  });

  describe('cart', () => {
    let cartId = '';
    let lessonLine = 0;

    it('creates the cart on the first add and holds the places; client prices are ignored', async () => {
      const res = await add({
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'cours-enfants-flocon',
        slotId: flocon,
        participants: [
          { ...child('Léa'), level: 'Flocon', price: 1 },
          { ...child('Tom', 10), priceCents: 1 },
        ],
        price: { amount: 1, currency: 'EUR' },
        totalCents: 1,
        unitPriceCents: 1,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      cartId = body.cartId;
      lessonLine = body.line.id;
      expect(cartId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
      expect(body.line.total).toEqual({ amount: 41000, currency: 'EUR' });
      expect(body.line.participants[0].price).toEqual({ amount: 20500, currency: 'EUR' });
      expect(body.line.participants[0]).not.toHaveProperty('priceCents');
      expect(Date.parse(body.line.holdExpiresAt) - Date.now()).toBeGreaterThan(19 * 60_000);
      expect(await slotState(t, flocon)).toMatchObject({ held: 2, sold: 0 });
      const [stored] = await rows<{ total_cents: number; unit_price_cents: number; participants: { priceCents: number }[] }>(
        t.conn.db,
        sql`select total_cents, unit_price_cents, participants from cart_lines where id = ${lessonLine}`,
      );
      expect(stored).toMatchObject({ total_cents: 41000, unit_price_cents: 20500 });
      expect(stored!.participants.map((p) => p.priceCents)).toEqual([20500, 20500]);
      expect(JSON.stringify(stored!.participants)).not.toContain('"price":1');
    });

    it('adds non-dated lines to the same cart, priced by days, nights and age', async () => {
      const start = plusDays(weekStart, -1);
      const family = [adult('Anne'), child('Léa'), child('Tom', 10)];
      const lift = await add({
        cartId,
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'forfait-val-neige',
        startDate: start,
        days: 6,
        participants: family,
      });
      expect(lift.statusCode, lift.body).toBe(200);
      expect(lift.json().cartId).toBe(cartId);
      // adult 6 days: 5600 + 5 × 5000; child 6 days: 4200 + 5 × 3800.
      expect(lift.json().line.total.amount).toBe(30600 + 2 * 23200);
      const tax = await add({
        cartId,
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'taxe-de-sejour',
        startDate: start,
        days: 7,
        participants: family,
      });
      expect(tax.json().line.total.amount).toBe(7 * 165);
      const rental = await add({
        cartId,
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'pack-ski-adulte',
        startDate: start,
        days: 6,
        participants: [{ ...adult('Anne'), height: 168, weight: 60, shoeSize: 39 }],
      });
      expect(rental.statusCode, rental.body).toBe(200);
    });

    it('answers the spec cart call: orders grouped by type with merchant, totals and inscriptions', async () => {
      const cart = await cartOf(cartId);
      expect(cart.cartId).toBe(cartId);
      expect(Object.keys(cart.orders).sort()).toEqual(['ESF', 'LIFT', 'SKI_RENTAL', 'STAY_TAX']);
      const esf = cart.orders.ESF!;
      expect(esf.merchantName).toBe('École de ski Val-Neige');
      expect(esf.price).toEqual({ amount: 41000, currency: 'EUR' });
      expect(esf.total).toEqual(esf.price);
      expect(esf.inscriptions).toHaveLength(2);
      expect(esf.inscriptions[0]).toMatchObject({
        activity: { label: 'Cours collectif enfants — Flocon' },
        participant: { firstName: 'Léa' },
        price: { amount: 20500, currency: 'EUR' },
        startDate: weekStart,
        endDate: plusDays(weekStart, 5),
      });
      expect(cart.orders.LIFT!.merchantName).toBe('Remontées mécaniques de Val-Neige');
      expect(cart.orders.LIFT!.inscriptions[0]).toMatchObject({ product: { name: 'Forfait Val-Neige' } });
      const items = Object.values(cart.orders).reduce((n, o) => n + o!.inscriptions.length, 0);
      expect(items).toBe(2 + 3 + 3 + 1);
      expect(cart.price).toEqual({ amount: 41000 + 77000 + 1155 + 16200, currency: 'EUR' });
      expect((await cartOf(cartId, 'en')).orders.LIFT!.inscriptions[0]).toMatchObject({ product: { name: 'Val-Neige lift pass' } });
    });

    it('answers an empty cart for unknown, missing, malformed or closed cart ids', async () => {
      const empty = { cartId: null, orders: {}, price: { amount: 0, currency: 'EUR' } };
      expect(await cartOf('A'.repeat(24))).toEqual(empty);
      expect(await cartOf(null)).toEqual(empty);
      expect(await cartOf('not a cart id')).toEqual(empty);
      const other = (await add({ resort: 'val-neige', lang: 'fr', productKey: 'photo-souvenir', participants: [adult('Zoé')] })).json()
        .cartId;
      expect((await cartOf(other)).price.amount).toBe(1500);
      await t.conn.db.execute(sql`update carts set closed_at = now() where cart_id = ${other}`);
      expect(await cartOf(other)).toEqual(empty);
    });

    it('removes a line and releases its places', async () => {
      const del = (id: number, c = cartId) => t.app.inject({ method: 'DELETE', url: `/api/booking/cart/lines/${id}?cartId=${c}` });
      expect((await del(lessonLine, 'B'.repeat(24))).statusCode).toBe(404);
      expect(await slotState(t, flocon)).toMatchObject({ held: 2 });
      const res = await del(lessonLine);
      expect(res.statusCode, res.body).toBe(200);
      expect(await slotState(t, flocon)).toMatchObject({ held: 0 });
      expect((await cartOf(cartId)).orders.ESF).toBeUndefined();
      const again = await del(lessonLine);
      expect(again.statusCode).toBe(404);
      expect(again.json().error.field).toBe('params.id');
      expect(await slotState(t, flocon)).toMatchObject({ held: 0 });
      expect((await t.app.inject({ method: 'DELETE', url: `/api/booking/cart/lines/abc?cartId=${cartId}` })).statusCode).toBe(400);
    });

    it('prices a private lesson by duration and group size and holds one instructor', async () => {
      const slot = await makeSlot(t, 'cours-particulier-ski', weekStart, weekStart, 1, ['09:00', '11:00']);
      const res = await add({
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'cours-particulier-ski',
        slotId: slot,
        participants: [adult('A'), child('B')],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().line.total.amount).toBe(12500);
      expect(await slotState(t, slot)).toMatchObject({ held: 1 });
      const full = await add({
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'cours-particulier-ski',
        slotId: slot,
        participants: [adult('C')],
      });
      expect(full.statusCode).toBe(409);
    });

    it('an expired hold leaves the cart at once; its places come back with the release (the holds.expire job), not with a read', async () => {
      const slot = await makeSlot(t, 'cours-enfants-ourson', weekStart, plusDays(weekStart, 5), 8);
      const res = await add({
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'cours-enfants-ourson',
        slotId: slot,
        participants: [child('A'), child('B')],
      });
      const id = res.json().cartId;
      expect(await slotState(t, slot)).toMatchObject({ held: 2 });
      await t.conn.db.execute(sql`update cart_lines set hold_expires_at = now() - interval '1 minute' where slot_id = ${slot}`);
      expect((await cartOf(id)).orders.ESF).toBeUndefined();
      expect(await slotState(t, slot)).toMatchObject({ held: 2 });
      expect(await releaseExpiredHolds(t.conn.db)).toBeGreaterThanOrEqual(2);
      expect(await slotState(t, slot)).toMatchObject({ held: 0 });
      expect((await cartOf(id)).orders.ESF).toBeUndefined();
    });
  });

  it('one add lists at most 10 participants (or the product’s maxParticipants): 20 in one request hold nothing', async () => {
    const group = await makeSlot(t, 'cours-enfants-flocon', weekStart, plusDays(weekStart, 5), 20, ['13:00', '15:30']);
    const kids = (n: number) => Array.from({ length: n }, (_, i) => child(`Enfant${i + 1}`, 5 + (i % 6)));
    const line = (n: number) => ({
      resort: 'val-neige',
      lang: 'fr',
      productKey: 'cours-enfants-flocon',
      slotId: group,
      participants: kids(n),
    });

    // The probe's request: every place of a group in one add. Refused, naming the field; nothing held.
    const before = await snapshot(t);
    const hoard = await add(line(20));
    expect(hoard.statusCode, hoard.body).toBe(400);
    expect(hoard.json().error).toMatchObject({ field: 'body.participants', code: 'invalid_input' });
    expect(hoard.json().error.message).toMatch(/at most 10 participants/);
    expect(await snapshot(t)).toEqual(before);
    expect((await add(line(11))).statusCode).toBe(400);
    expect(await slotState(t, group)).toMatchObject({ held: 0 });

    // Ten go through.
    const ten = await add(line(10));
    expect(ten.statusCode, ten.body).toBe(200);
    expect(await slotState(t, group)).toMatchObject({ held: 10 });

    // A product may say otherwise (attributes.maxParticipants).
    const [{ attributes }] = (await rows<{ attributes: object }>(
      t.conn.db,
      sql`select attributes from products where key = 'cours-enfants-flocon'`,
    )) as [{ attributes: object }];
    try {
      await t.conn.db.execute(
        sql`update products set attributes = ${JSON.stringify({ ...attributes, maxParticipants: 4 })}::jsonb where key = 'cours-enfants-flocon'`,
      );
      const five = await add(line(5));
      expect(five.statusCode).toBe(400);
      expect(five.json().error.message).toMatch(/at most 4 participants/);
      expect((await add(line(4))).statusCode).toBe(200);
    } finally {
      await t.conn.db.execute(
        sql`update products set attributes = ${JSON.stringify(attributes)}::jsonb where key = 'cours-enfants-flocon'`,
      );
    }
    expect(await slotState(t, group)).toMatchObject({ held: 14 });
  });

  describe('bad input answers 4xx naming the problem and changes nothing', () => {
    let pastSlot = 0;
    let fullSlot = 0;
    beforeAll(async () => {
      pastSlot = await makeSlot(t, 'cours-enfants-flocon', '2020-01-05', '2020-01-10', 10);
      fullSlot = await makeSlot(t, 'cours-enfants-flocon', weekStart, plusDays(weekStart, 5), 10);
      // Another visitor's cart holds its ten places.
      const others = Array.from({ length: 10 }, (_, i) => child(`Autre${i + 1}`));
      const taken = await add({
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'cours-enfants-flocon',
        slotId: fullSlot,
        participants: others,
      });
      expect(taken.statusCode, taken.body).toBe(200);
    });
    const lesson = (over: object = {}) => ({
      resort: 'val-neige',
      lang: 'fr',
      productKey: 'cours-enfants-flocon',
      slotId: flocon,
      participants: [child('Léa')],
      ...over,
    });
    const many = Array.from({ length: 10_000 }, (_, i) => ({ firstName: `P${i}`, lastName: 'X', birthDate: '2018-01-01' }));

    it.each([
      ['unknown product', () => lesson({ productKey: 'heliski' }), 404, 'body.productKey', /"heliski"/],
      ['slot in the past', () => lesson({ slotId: pastSlot }), 400, 'body.slotId', /past/],
      ['slot of another product', () => lesson({ productKey: 'cours-enfants-ourson' }), 404, 'body.slotId', /no slot/],
      ['full slot', () => lesson({ slotId: fullSlot }), 409, 'body.slotId', /^This slot is full$/],
      ['missing slot', () => lesson({ slotId: undefined }), 400, 'body.slotId', /required/],
      [
        'birth date in the future',
        () => lesson({ participants: [{ ...child('A'), birthDate: dayFromNow(3) }] }),
        400,
        'body.participants.0.birthDate',
        /past/,
      ],
      [
        'impossible birth date',
        () => lesson({ participants: [{ ...child('A'), birthDate: '2019-02-30' }] }),
        400,
        'body.participants.0.birthDate',
        /valid/,
      ],
      [
        'age outside the range',
        () => lesson({ participants: [child('A'), adult('B')] }),
        400,
        'body.participants.1.birthDate',
        /participant 2 .*ages 5 to 12/,
      ],
      ['10 000 participants', () => lesson({ participants: many }), 400, 'body.participants', /at most 20/],
      ['no participant', () => lesson({ participants: [] }), 400, 'body.participants', /at least one/],
      ['empty name', () => lesson({ participants: [{ ...child('A'), lastName: ' ' }] }), 400, 'body.participants.0.lastName', /required/],
      [
        'name too long',
        () => lesson({ participants: [{ ...child('A'), firstName: 'x'.repeat(81) }] }),
        400,
        'body.participants.0.firstName',
        /80/,
      ],
      ['slot id as a string', () => lesson({ slotId: String(flocon) }), 400, 'body.slotId', /./],
      ['participants not a list', () => lesson({ participants: 'Léa' }), 400, 'body.participants', /./],
      ['a forged cart id', () => lesson({ cartId: "'; drop table carts; --" }), 400, 'body.cartId', /cart id/],
      ['bad level', () => lesson({ participants: [{ ...child('A'), level: 'Chamois' }] }), 400, 'body.participants.0.level', /Flocon/],
      [
        'rental without shoe size',
        () => ({
          resort: 'val-neige',
          lang: 'fr',
          productKey: 'pack-ski-adulte',
          startDate: dayFromNow(10),
          days: 2,
          participants: [{ ...adult('A'), height: 170, weight: 70 }],
        }),
        400,
        'body.participants.0.shoeSize',
        /required/,
      ],
      [
        'too many days',
        () => ({
          resort: 'val-neige',
          lang: 'fr',
          productKey: 'forfait-val-neige',
          startDate: dayFromNow(10),
          days: 20,
          participants: [adult('A')],
        }),
        400,
        'body.days',
        /at most 14/,
      ],
      [
        'lift pass in the past',
        () => ({
          resort: 'val-neige',
          lang: 'fr',
          productKey: 'forfait-val-neige',
          startDate: '2020-01-01',
          days: 2,
          participants: [adult('A')],
        }),
        400,
        'body.startDate',
        /past/,
      ],
      [
        'lift pass without a start date',
        () => ({ resort: 'val-neige', lang: 'fr', productKey: 'forfait-val-neige', days: 2, participants: [adult('A')] }),
        400,
        'body.startDate',
        /required/,
      ],
      [
        'private lesson without a slot',
        () =>
          lesson({
            productKey: 'cours-particulier-snowboard',
            slotId: undefined,
            participants: Array.from({ length: 5 }, () => adult('A')),
          }),
        400,
        'body.slotId',
        /required/,
      ],
    ] as const)('%s', async (_name, body, status, field, message) => {
      const before = await snapshot(t);
      const res = await add(body());
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.field).toBe(field);
      expect(res.json().error.message).toMatch(message);
      expect(await snapshot(t)).toEqual(before);
    });

    it('a slot or a start date in the past and a full slot answer their codes (clients switch on them, not on the wording)', async () => {
      const past = await add(lesson({ slotId: pastSlot }));
      expect(past.json().error).toMatchObject({ field: 'body.slotId', code: 'slot_past' });
      const pastStart = await add({
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'forfait-val-neige',
        startDate: '2020-01-01',
        days: 2,
        participants: [adult('A')],
      });
      expect(pastStart.json().error).toMatchObject({ field: 'body.startDate', code: 'slot_past' });
      const full = await add(lesson({ slotId: fullSlot }));
      expect(full.json().error).toMatchObject({ field: 'body.slotId', code: 'slot_full' });
      const other = await add(lesson({ participants: [child('A'), adult('B')] }));
      expect(other.json().error).toMatchObject({ field: 'body.participants.1.birthDate', code: 'invalid_input' });
    });

    it('a malformed JSON body is a 400', async () => {
      const before = await snapshot(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/booking/cart/lines',
        payload: '{"resort":',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(await snapshot(t)).toEqual(before);
    });
  });
});

describe('booking capacity under concurrency on pg', () => {
  let t: T;
  beforeAll(async () => {
    t = await testPlatform('pg');
  });
  afterAll(() => t?.close());

  it('200 concurrent adds on a slot of 10 places: exactly 10 succeed, then expired holds are released', async () => {
    const slot = await makeSlot(t, 'cours-enfants-flocon', weekStart, plusDays(weekStart, 5), 10);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/booking/cart/lines',
          remoteAddress: visitor(), // 200 visitors, each from their own address
          payload: {
            resort: 'val-neige',
            lang: 'fr',
            productKey: 'cours-enfants-flocon',
            slotId: slot,
            participants: [child(`Enfant${i}`)],
          },
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const full = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(10);
    expect(full).toHaveLength(190);
    for (const r of full) expect(r.json().error).toMatchObject({ message: 'This slot is full', field: 'body.slotId', code: 'slot_full' });
    const state = await slotState(t, slot);
    expect(state.held + state.sold).toBeLessThanOrEqual(state.capacity);
    expect(state.held).toBe(10);
    const [lines] = await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from cart_lines where slot_id = ${slot}`);
    expect(lines!.n).toBe(10);

    await t.conn.db.execute(sql`update cart_lines set hold_expires_at = now() - interval '1 second' where slot_id = ${slot}`);
    const cart = await t.app.inject({
      method: 'POST',
      url: '/esfplus/cart',
      payload: { cartId: ok[0]!.json().cartId, lang: 'fr', resort: 'val-neige' },
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.json().cart.price.amount).toBe(0);
    // A read releases nothing; an add that finds the slot full releases the expired holds at once.
    expect(await slotState(t, slot)).toMatchObject({ held: 10, sold: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      payload: { resort: 'val-neige', lang: 'fr', productKey: 'cours-enfants-flocon', slotId: slot, participants: [child('Late')] },
    });
    expect(again.statusCode).toBe(200);
    expect(await slotState(t, slot)).toMatchObject({ held: 1, sold: 0 });
  });
});
