import {
  ErrorCode,
  GenerationPreview,
  GenerationResult,
  OverlapError,
  PlacesTakenError,
  RemoveSlotsResult,
  SeasonProductsResponse,
  SeasonSlot,
  SeasonSlotsResponse,
  SeasonView,
} from '@schuss/contracts';
import { rows, transaction } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../test/accounts';
import { mainDrivers } from '../../test/app';
import { adult, child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { sessionOf } from '../auth/service';
import { paidOrder, staffHeaders } from '../backoffice/staff-fixtures';
import { auditOf, newLessonProducts, payCart, SEASON, seasonFootprint } from './season-fixtures';
import { closeSlots } from './slots';

const BASE = '/api/backoffice/sites/val-neige';

describe.each(mainDrivers)('season and slots on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let keys: { group: string; private: string };
  const call = (method: 'GET' | 'PUT' | 'POST', path: string, payload?: object) =>
    t.inject({ method, url: `${BASE}${path}`, headers, ...(payload ? { payload } : {}) });
  const weeks = (over: object = {}) => ({
    productKey: keys.group,
    from: SEASON.startsOn,
    to: SEASON.endsOn,
    pattern: { kind: 'weeks', weekday: 0, days: 6 },
    times: [{ start: '09:00', end: '11:30' }],
    capacity: 8,
    periods: ['Noël'],
    periodCapacity: 12,
    ...over,
  });
  const availability = async (from: string, to: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/booking/availability?resort=val-neige&lang=fr&from=${from}&to=${to}` });
    expect(res.statusCode, res.body).toBe(200);
    // Nothing may keep an answer: a slot generated, closed or resized is seen by the next visitor at once.
    expect(res.headers['cache-control'] ?? '').not.toMatch(/max-age=[1-9]|s-maxage|immutable/);
    return res.json() as { products: { key: string; slots: { id: number; remaining: number; capacity: number }[] }[] };
  };
  const offered = async (key: string, from = SEASON.startsOn, to = SEASON.endsOn) =>
    (await availability(from, to)).products.find((p) => p.key === key)?.slots ?? [];
  const expectRefused = async (
    res: { statusCode: number; body: string; json: () => { error: { field?: string; code: string } } },
    status: number,
    field: string,
  ) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error.field).toBe(field);
    expect(res.body).not.toContain('Internal error');
  };

  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, kind === 'pg' ? '10.41.2' : '10.41.1');
    keys = await newLessonProducts(t, kind);
  });
  afterAll(() => t?.close());

  describe('the season', () => {
    it("reads the site's configured season until one is saved", async () => {
      const res = await call('GET', '/season');
      expect(res.statusCode, res.body).toBe(200);
      expect(SeasonView.parse(res.json())).toEqual({
        startsOn: '2026-12-12',
        endsOn: '2027-04-18',
        periods: [],
        saved: false,
        updatedAt: null,
        updatedBy: null,
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each([
      [{ ...SEASON, endsOn: plusDays(SEASON.startsOn, -1) }, 'body.endsOn'],
      [{ ...SEASON, endsOn: plusDays(SEASON.startsOn, 400) }, 'body.endsOn'],
      [
        { ...SEASON, periods: [{ name: 'Noël', startsOn: plusDays(SEASON.endsOn, -2), endsOn: plusDays(SEASON.endsOn, 5) }] },
        'body.periods.0.endsOn',
      ],
      [
        { ...SEASON, periods: [{ name: 'Noël', startsOn: SEASON.startsOn, endsOn: plusDays(SEASON.startsOn, -3) }] },
        'body.periods.0.endsOn',
      ],
      [{ ...SEASON, periods: [...SEASON.periods, { ...SEASON.periods[0]!, name: 'Février' }] }, 'body.periods.1.startsOn'],
      [
        { ...SEASON, periods: [...SEASON.periods, { ...SEASON.periods[0]!, startsOn: SEASON.startsOn, endsOn: SEASON.startsOn }] },
        'body.periods.1.name',
      ],
      [{ ...SEASON, startsOn: '2027-02-30' }, 'body.startsOn'],
      [{ ...SEASON, periods: [{ name: ' ', startsOn: SEASON.startsOn, endsOn: SEASON.startsOn }] }, 'body.periods.0.name'],
    ])('refuses a wrong season (%#), naming the field; nothing is written', async (body, field) => {
      const before = await seasonFootprint(t);
      await expectRefused(await call('PUT', '/season', body), 400, field);
      expect(await seasonFootprint(t)).toEqual(before);
    });

    it("saves the season's days and periods, audited; the site's configuration follows", async () => {
      const res = await call('PUT', '/season', SEASON);
      expect(res.statusCode, res.body).toBe(200);
      const saved = SeasonView.parse(res.json());
      expect(saved).toMatchObject({ ...SEASON, saved: true });
      expect(saved.updatedBy).toContain(DEMO_STAFF.email);
      expect(SeasonView.parse((await call('GET', '/season')).json())).toEqual(saved);
      const [audit] = await auditOf(t, 'season.update');
      expect(audit).toMatchObject({
        before: { startsOn: '2026-12-12', endsOn: '2027-04-18', periods: [] },
        after: { startsOn: SEASON.startsOn, endsOn: SEASON.endsOn, periods: SEASON.periods },
      });
      const site = await t.inject({ method: 'GET', url: '/api/site?site=val-neige' });
      expect(site.json().config.season).toEqual({ start: SEASON.startsOn, end: SEASON.endsOn });
    });
  });

  describe('generating slots', () => {
    const sundays = () => {
      const out: string[] = [];
      for (let d = SEASON.startsOn; plusDays(d, 5) <= SEASON.endsOn; d = plusDays(d, 7)) out.push(d);
      return out;
    };

    it('lists the dated products with their slots', async () => {
      const res = await call('GET', '/season/products?lang=en');
      expect(res.statusCode, res.body).toBe(200);
      const { products } = SeasonProductsResponse.parse(res.json());
      expect(products.find((p) => p.key === keys.group)).toEqual({
        key: keys.group,
        type: 'ESF',
        name: 'Test lesson',
        capacityUnit: 'participant',
        durations: [],
        slots: 0,
        closed: 0,
        firstDay: null,
        lastDay: null,
        // A new product that says nothing of its days or times: the generator proposes its own.
        defaults: { weekday: null, days: null, times: [], capacity: null },
      });
      expect(products.find((p) => p.key === keys.private)).toMatchObject({ capacityUnit: 'booking', durations: [60, 120] });
      expect(products.some((p) => p.key === 'forfait-val-neige')).toBe(false);
    });

    it("proposes a product's own days and times, and its latest slot's weekday and places", async () => {
      const product = async (key: string, attributes: object, slot: { from: string; to: string; times: [string, string][] }) => {
        await t.conn.db.execute(
          sql`insert into products (resort, merchant_id, key, type, name, description, attributes, pricing, dated)
              select 'val-neige', m.id, ${key}, 'ESF', ${JSON.stringify({ fr: key, en: key })}::jsonb,
                     ${JSON.stringify({ fr: '', en: '' })}::jsonb, ${JSON.stringify(attributes)}::jsonb,
                     ${JSON.stringify({ rule: 'flat', cents: 18_000 })}::jsonb, true
                from merchants m where m.resort = 'val-neige' and m.key = 'ecole'`,
        );
        // An older slot first: the latest one is what counts.
        for (const [from, to, times, capacity] of [
          [plusDays(slot.from, -7), plusDays(slot.to, -7), [['08:00', '09:00']], 3],
          [slot.from, slot.to, slot.times, 10],
        ] as const) {
          for (const [start, end] of times) {
            await t.conn.db.execute(
              sql`insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
                  select id, ${from}, ${to}, ${start}::time, ${end}::time, ${capacity} from products where key = ${key}`,
            );
          }
        }
      };
      // The season starts on a Sunday: the Monday of its second week (a week like the demo's snowboard lessons', Monday to Friday).
      const monday = plusDays(SEASON.startsOn, 8);
      await product(
        `neige-attributs-${kind}`,
        { durationDays: 5, times: '14h-16h30' },
        {
          from: monday,
          to: plusDays(monday, 4),
          times: [['13:00', '15:00']],
        },
      );
      await product(
        `neige-creneaux-${kind}`,
        {},
        {
          from: monday,
          to: plusDays(monday, 2),
          times: [
            ['14:00', '16:30'],
            ['09:00', '11:30'],
          ],
        },
      );
      const { products } = SeasonProductsResponse.parse((await call('GET', '/season/products')).json());
      // The product's own attributes win for the days and the times.
      expect(products.find((p) => p.key === `neige-attributs-${kind}`)?.defaults).toEqual({
        weekday: 1,
        days: 5,
        times: [{ start: '14:00', end: '16:30' }],
        capacity: 10,
      });
      // Without them, its latest slot says them all (every time of the day it starts on).
      expect(products.find((p) => p.key === `neige-creneaux-${kind}`)?.defaults).toEqual({
        weekday: 1,
        days: 3,
        times: [
          { start: '09:00', end: '11:30' },
          { start: '14:00', end: '16:30' },
        ],
        capacity: 10,
      });
      // The slots list's product says the same.
      const one = SeasonSlotsResponse.parse((await call('GET', `/season/slots?product=neige-creneaux-${kind}`)).json());
      expect(one.product?.defaults.days).toBe(3);
      await t.conn.db.execute(sql`delete from slots where product_id in (select id from products where key like 'neige-%')`);
      await t.conn.db.execute(sql`delete from products where key like 'neige-%'`);
    });

    it('previews every Sunday–Friday of the season with more places at Christmas, writing nothing', async () => {
      const before = await seasonFootprint(t);
      const res = await call('POST', '/season/slots/preview', weeks());
      expect(res.statusCode, res.body).toBe(200);
      const preview = GenerationPreview.parse(res.json());
      expect(preview.slots.map((s) => s.startsOn)).toEqual(sundays());
      expect(preview.slots[0]).toEqual({
        startsOn: SEASON.startsOn,
        endsOn: plusDays(SEASON.startsOn, 5),
        startTime: '09:00',
        endTime: '11:30',
        capacity: 8,
        period: null,
        overlaps: [],
      });
      const christmas = preview.slots.find((s) => s.startsOn === SEASON.periods[0]!.startsOn);
      expect(christmas).toMatchObject({ capacity: 12, period: 'Noël' });
      expect(preview.slots.filter((s) => s.capacity === 12)).toHaveLength(1);
      expect(preview).toMatchObject({ create: sundays().length, overlapping: 0 });
      expect(await seasonFootprint(t)).toEqual(before);
    });

    it.each([
      [{ to: plusDays(SEASON.startsOn, -1) }, 'body.to'],
      [{ from: plusDays(SEASON.startsOn, -7) }, 'body.from'],
      [{ to: plusDays(SEASON.endsOn, 7) }, 'body.to'],
      [{ capacity: 100_000 }, 'body.capacity'],
      [{ capacity: 0 }, 'body.capacity'],
      [{ capacity: 2.5 }, 'body.capacity'],
      [{ periodCapacity: null }, 'body.periodCapacity'],
      [{ periods: ['Pâques'] }, 'body.periods.0'],
      [{ times: [{ start: '11:30', end: '09:00' }] }, 'body.times.0.end'],
      [{ times: [{ start: '9h', end: '11:00' }] }, 'body.times.0.start'],
      [
        {
          times: [
            { start: '09:00', end: '11:30' },
            { start: '11:00', end: '12:00' },
          ],
        },
        'body.times.1.start',
      ],
      [{ pattern: { kind: 'weeks', weekday: 0, days: 30 } }, 'body.pattern.days'],
      [{ pattern: { kind: 'weeks', weekday: 9, days: 6 } }, 'body.pattern.weekday'],
      [{ from: SEASON.startsOn, to: plusDays(SEASON.startsOn, 3) }, 'body.pattern'],
      [{ productKey: 'forfait-val-neige' }, 'body.productKey'],
      [{ productKey: 'pas-un-produit' }, 'body.productKey'],
    ])('refuses a wrong generation (%#), naming the field; nothing is written', async (over, field) => {
      const before = await seasonFootprint(t);
      await expectRefused(await call('POST', '/season/slots/preview', weeks(over)), 400, field);
      await expectRefused(await call('POST', '/season/slots', weeks(over)), 400, field);
      expect(await seasonFootprint(t)).toEqual(before);
    });

    it('creates the slots in one go, audited; the widget offers them at once', async () => {
      expect(await offered(keys.group)).toEqual([]);
      const res = await call('POST', '/season/slots', weeks());
      expect(res.statusCode, res.body).toBe(201);
      const created = GenerationResult.parse(res.json());
      expect(created).toMatchObject({ created: sundays().length, skipped: 0 });
      const list = SeasonSlotsResponse.parse((await call('GET', `/season/slots?product=${keys.group}`)).json());
      expect(list.slots.map((s) => s.id)).toEqual(created.slotIds);
      expect(list.slots.map((s) => s.capacity)).toEqual(sundays().map((d) => (d === SEASON.periods[0]!.startsOn ? 12 : 8)));
      expect(list.product).toMatchObject({ key: keys.group, slots: sundays().length, firstDay: SEASON.startsOn });
      // The next generation starts from what this one made.
      expect(list.product?.defaults).toEqual({ weekday: 0, days: 6, times: [{ start: '09:00', end: '11:30' }], capacity: 8 });
      const visible = await offered(keys.group);
      expect(visible.map((s) => s.id)).toEqual(created.slotIds);
      expect(visible[0]).toMatchObject({ capacity: 8, remaining: 8 });
      const [audit] = await auditOf(t, 'slots.generate');
      expect(audit?.subject).toContain(`${keys.group}: ${sundays().length} slot(s)`);
      expect(audit?.user_label).toContain(DEMO_STAFF.email);
    });

    it('refuses slots overlapping existing ones, naming them; skips them only when asked', async () => {
      const before = await seasonFootprint(t);
      const afternoon = weeks({ times: [{ start: '11:00', end: '13:00' }] });
      const res = await call('POST', '/season/slots', afternoon);
      expect(res.statusCode, res.body).toBe(409);
      const err = OverlapError.parse(res.json()).error;
      expect(err.count).toBe(sundays().length);
      const first = SeasonSlotsResponse.parse((await call('GET', `/season/slots?product=${keys.group}`)).json()).slots[0]!;
      expect(err.message).toContain(`(slot ${first.id})`);
      expect(err.overlaps[0]).toMatchObject({
        existing: { id: first.id, startTime: '09:00', endTime: '11:30' },
        planned: { startTime: '11:00' },
      });
      expect(await seasonFootprint(t)).toEqual(before);

      const preview = GenerationPreview.parse((await call('POST', '/season/slots/preview', { ...afternoon, onOverlap: 'skip' })).json());
      expect(preview).toMatchObject({ create: 0, overlapping: sundays().length });
      const skipped = await call('POST', '/season/slots', { ...afternoon, onOverlap: 'skip' });
      expect(skipped.statusCode, skipped.body).toBe(201);
      expect(GenerationResult.parse(skipped.json())).toEqual({ created: 0, skipped: sundays().length, slotIds: [] });
      expect((await seasonFootprint(t)).slots).toBe(before.slots);

      // The afternoon group after the morning one does not overlap it.
      const later = await call('POST', '/season/slots', weeks({ times: [{ start: '14:00', end: '16:30' }], periods: [] }));
      expect(later.statusCode, later.body).toBe(201);
      expect(GenerationResult.parse(later.json()).created).toBe(sundays().length);
    });
  });

  describe("a slot's capacity", () => {
    let slotId: number;
    beforeAll(async () => {
      slotId = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 4), 10);
      await paidOrder(t, { slotId, groups: [2] });
      // A third child held in a cart.
      await t.addLine({ productKey: 'cours-enfants-flocon', slotId, participants: [child('Tom')] });
    });

    it('is never set below the places sold and held: 409 says how many are taken; nothing changes', async () => {
      const before = await seasonFootprint(t);
      for (const capacity of [2, 0]) {
        const res = await call('PUT', `/slots/${slotId}/capacity`, { capacity });
        expect(res.statusCode, res.body).toBe(409);
        const err = PlacesTakenError.parse(res.json()).error;
        expect(err).toMatchObject({ code: ErrorCode.PlacesTaken, field: 'body.capacity', taken: { sold: 2, held: 1, total: 3 } });
        expect(err.message).toContain('3 places are taken (2 sold, 1 held)');
      }
      expect(await seasonFootprint(t)).toEqual(before);
      expect(await t.slot(slotId)).toEqual({ capacity: 10, sold: 2, held: 1 });
    });

    it.each([
      [{ capacity: 501 }, 'body.capacity'],
      [{ capacity: -1 }, 'body.capacity'],
      [{ capacity: 'dix' }, 'body.capacity'],
      [{}, 'body.capacity'],
    ])('refuses an absurd capacity (%#), naming the field', async (body, field) => {
      await expectRefused(await call('PUT', `/slots/${slotId}/capacity`, body), 400, field);
    });

    it('answers 404 for a slot that is not one of the site', async () => {
      await expectRefused(await call('PUT', '/slots/99999999/capacity', { capacity: 5 }), 404, 'params.slotId');
    });

    it('goes down to the places taken, audited with before and after; the widget shows the places left', async () => {
      const res = await call('PUT', `/slots/${slotId}/capacity`, { capacity: 3 });
      expect(res.statusCode, res.body).toBe(200);
      expect(SeasonSlot.parse(res.json())).toMatchObject({ id: slotId, capacity: 3, sold: 2, held: 1, free: 0, closed: false });
      const audit = (await auditOf(t, 'slot.capacity')).at(-1);
      expect(audit).toMatchObject({ before: { capacity: 10, sold: 2, held: 1 }, after: { capacity: 3 } });
      expect(audit?.subject).toContain(`(slot ${slotId})`);
      expect((await offered('cours-enfants-flocon', weekStart, plusDays(weekStart, 4))).find((s) => s.id === slotId)).toMatchObject({
        capacity: 3,
        remaining: 0,
      });
      const up = await call('PUT', `/slots/${slotId}/capacity`, { capacity: 12 });
      expect(SeasonSlot.parse(up.json())).toMatchObject({ capacity: 12, free: 9 });
    });

    it('a capacity of zero is accepted on a slot without places taken', async () => {
      const empty = await t.makeSlot('cours-enfants-flocon', plusDays(weekStart, 7), plusDays(weekStart, 11), 10);
      const res = await call('PUT', `/slots/${empty}/capacity`, { capacity: 0 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ capacity: 0, free: 0 });
    });
  });

  describe('closing a slot', () => {
    let slotId: number;
    beforeAll(async () => {
      slotId = await t.makeSlot('cours-enfants-flocon', plusDays(weekStart, 14), plusDays(weekStart, 18), 10);
      await paidOrder(t, { slotId, groups: [2] });
    });
    const from = plusDays(weekStart, 14);
    const to = plusDays(weekStart, 18);

    it('needs a reason', async () => {
      await expectRefused(await call('POST', `/slots/${slotId}/close`, { reason: '  ' }), 400, 'body.reason');
      await expectRefused(await call('POST', `/slots/${slotId}/close`, { reason: 'x'.repeat(301) }), 400, 'body.reason');
    });

    it('takes no new places: the widget no longer offers it, an add is refused; its participants stay', async () => {
      expect((await offered('cours-enfants-flocon', from, to)).some((s) => s.id === slotId)).toBe(true);
      const res = await call('POST', `/slots/${slotId}/close`, { reason: 'Tempête' });
      expect(res.statusCode, res.body).toBe(200);
      expect(SeasonSlot.parse(res.json())).toMatchObject({ id: slotId, closed: true, closedReason: 'Tempête', sold: 2 });
      expect((await offered('cours-enfants-flocon', from, to)).some((s) => s.id === slotId)).toBe(false);
      const detail = await t.inject({
        method: 'GET',
        url: `/api/booking/products/cours-enfants-flocon?resort=val-neige&lang=fr&from=${from}`,
      });
      expect((detail.json().slots as { id: number }[]).some((s) => s.id === slotId)).toBe(false);
      const add = await t.inject({
        method: 'POST',
        url: '/api/booking/cart/lines',
        payload: { resort: 'val-neige', lang: 'fr', productKey: 'cours-enfants-flocon', slotId, participants: [child('Lou')] },
      });
      expect(add.statusCode, add.body).toBe(409);
      expect(add.json().error.code).toBe(ErrorCode.SlotClosed);
      expect(await t.slot(slotId)).toEqual({ capacity: 10, sold: 2, held: 0 });
      const roster = await call('GET', `/slots/${slotId}/roster`);
      expect(roster.json().participants).toHaveLength(2);
      expect((await auditOf(t, 'slot.close')).at(-1)).toMatchObject({ after: { closed: true, reason: 'Tempête', sold: 2 } });

      await expectRefused(await call('POST', `/slots/${slotId}/close`, { reason: 'encore' }), 409, 'params.slotId');
    });

    it('opens again: offered and bookable again, audited', async () => {
      const res = await call('POST', `/slots/${slotId}/reopen`, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ closed: false, closedReason: null });
      expect((await offered('cours-enfants-flocon', from, to)).some((s) => s.id === slotId)).toBe(true);
      await t.addLine({ productKey: 'cours-enfants-flocon', slotId, participants: [child('Lou')] });
      expect((await auditOf(t, 'slot.reopen')).at(-1)).toMatchObject({ before: { closed: true, reason: 'Tempête' } });
      await expectRefused(await call('POST', `/slots/${slotId}/reopen`, {}), 409, 'params.slotId');
    });

    it('a cart holding places on a slot closed meanwhile is told at checkout, in its language, that the slot is closed', async () => {
      const other = await t.makeSlot('cours-enfants-flocon', plusDays(weekStart, 21), plusDays(weekStart, 25), 10);
      const carts = [];
      for (const lang of ['fr', 'en'] as const) {
        carts.push({ lang, ...(await t.addLine({ productKey: 'cours-enfants-flocon', slotId: other, participants: [child('Zoé')] })) });
      }
      expect((await call('POST', `/slots/${other}/close`, { reason: 'Avalanche' })).statusCode).toBe(200);
      for (const { lang, cartId, line } of carts) {
        const res = await t.checkout(cartId, { lang });
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().error.lines).toEqual([
          expect.objectContaining({
            lineId: line.id,
            reason: lang === 'fr' ? 'Ce créneau est fermé (météo ou sécurité).' : 'This slot is closed (weather or safety).',
          }),
        ]);
      }
    });

    it('closeSlots closes open slots of the staff member’s site only, once each', async () => {
      const other = await t.makeSlot('cours-enfants-flocon', plusDays(weekStart, 21), plusDays(weekStart, 25), 10);
      const session = await sessionOf(t.conn.db, headers.authorization!.slice('Bearer '.length));
      const first = await transaction(t.conn.db, (tx) => closeSlots(tx, [other, slotId, other], 'Avalanche', session!));
      expect(first.map((s) => s.id).sort()).toEqual([slotId, other].sort());
      const again = await transaction(t.conn.db, (tx) => closeSlots(tx, [other, 99999999], 'Avalanche', session!));
      expect(again).toEqual([]);
      await transaction(t.conn.db, (tx) => tx.execute(sql`update slots set closed_at = null where id in (${other}, ${slotId})`));
    });
  });

  describe('private-lesson hours', () => {
    const monday = plusDays(weekStart, 1);
    const friday = plusDays(weekStart, 5);
    const hours = (over: object = {}) => ({
      productKey: keys.private,
      from: monday,
      to: friday,
      pattern: { kind: 'days', weekdays: [1, 2, 3, 4, 5] },
      times: [
        { start: '09:00', end: '10:00' },
        { start: '10:00', end: '11:00' },
      ],
      capacity: 3,
      ...over,
    });

    it('opens hours on chosen weekdays for the instructors available; a lesson lasts one of its priced durations', async () => {
      await expectRefused(
        await call('POST', '/season/slots', hours({ times: [{ start: '09:00', end: '09:45' }] })),
        400,
        'body.times.0.end',
      );
      const res = await call('POST', '/season/slots', hours());
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().created).toBe(10);
      const list = SeasonSlotsResponse.parse(
        (await call('GET', `/season/slots?product=${keys.private}&from=${monday}&to=${friday}`)).json(),
      );
      expect(list.slots).toHaveLength(10);
      expect(list.slots.every((s) => s.startsOn === s.endsOn && s.capacity === 3)).toBe(true);
      // Visitors see the hours at once.
      expect(await offered(keys.private, monday, friday)).toHaveLength(10);
    });

    it('removes hours without bookings, closes those a past cart names, keeps those with bookings', async () => {
      const list = SeasonSlotsResponse.parse(
        (await call('GET', `/season/slots?product=${keys.private}&from=${monday}&to=${friday}`)).json(),
      );
      const mondayTen = list.slots.find((s) => s.startsOn === monday && s.startTime === '10:00')!;
      const tuesdayTen = list.slots.find((s) => s.startsOn === plusDays(monday, 1) && s.startTime === '10:00')!;
      // A private lesson for two on Monday at 10: one place (one instructor).
      const booked = await t.addLine({ productKey: keys.private, slotId: mondayTen.id, participants: [adult('Anne'), adult('Paul')] });
      expect(booked.line.total.amount).toBe(6000);
      await payCart(t, booked.cartId);
      // Tuesday at 10 was in a cart once (its line paid elsewhere and cancelled since): no places, but named.
      await t.conn.db.execute(
        sql`insert into cart_lines (cart_id, product_id, slot_id, participants, quantity, unit_price_cents, total_cents)
            select c.id, s.product_id, s.id, '[]'::jsonb, 1, 0, 0 from carts c, slots s where c.cart_id = ${booked.cartId} and s.id = ${tuesdayTen.id}`,
      );
      const before = await seasonFootprint(t);
      const res = await call('POST', '/season/slots/removal', {
        productKey: keys.private,
        from: monday,
        to: friday,
        weekdays: [1, 2, 3, 4, 5],
        startTimes: ['10:00'],
      });
      expect(res.statusCode, res.body).toBe(200);
      const r = RemoveSlotsResult.parse(res.json());
      expect(r).toMatchObject({ removed: 3, closed: 1 });
      expect(r.kept.map((s) => s.id)).toEqual([mondayTen.id]);
      expect(await seasonFootprint(t)).toMatchObject({ slots: before.slots - 3, closed: before.closed + 1 });
      const left = await offered(keys.private, monday, friday);
      expect(left.map((s) => s.id)).toContain(mondayTen.id);
      expect(left).toHaveLength(6);
      expect(left.find((s) => s.id === mondayTen.id)).toMatchObject({ capacity: 3, remaining: 2 });
      expect((await auditOf(t, 'slots.remove')).at(-1)?.subject).toContain('3 slot(s) removed, 1 closed, 1 kept');
    });

    it('refuses a removal of a product that is not dated, or days the wrong way round', async () => {
      const body = { productKey: keys.private, from: friday, to: monday, weekdays: [1], startTimes: ['09:00'] };
      await expectRefused(await call('POST', '/season/slots/removal', body), 400, 'body.to');
      await expectRefused(
        await call('POST', '/season/slots/removal', { ...body, from: monday, to: friday, productKey: 'forfait-val-neige' }),
        400,
        'body.productKey',
      );
      await expectRefused(
        await call('POST', '/season/slots/removal', { ...body, from: monday, to: friday, startTimes: [] }),
        400,
        'body.startTimes',
      );
    });
  });

  it('the slot lists name a wrong product or period', async () => {
    await expectRefused(await call('GET', '/season/slots?product=forfait-val-neige'), 400, 'query.product');
    await expectRefused(await call('GET', `/season/slots?from=${SEASON.endsOn}&to=${SEASON.startsOn}`), 400, 'query.to');
    const all = SeasonSlotsResponse.parse((await call('GET', '/season/slots')).json());
    expect(all.product).toBeNull();
    expect(all).toMatchObject({ from: SEASON.startsOn, to: SEASON.endsOn, truncated: false });
    expect(new Set(all.slots.map((s) => s.productKey))).toContain(keys.group);
    const n = await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from slots`);
    expect(n[0]!.n).toBeGreaterThan(all.slots.length);
  });
});
