import { PlanningView, ProductInstructorsResponse, SANDBOX_CARDS } from '@schuss/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { staffHeaders } from '../backoffice/staff-fixtures';

const base = '/api/backoffice/sites/val-neige';
const ALL_SKI = ['ourson', 'flocon', '1re-etoile', '2e-etoile', '3e-etoile'];
const every = (status: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { am: status, pm: status }]));
const born = (age: number) => `${Number(weekStart.slice(0, 4)) - age}-01-01`;
/** A week of its own (the planning tests use the first weeks after `weekStart`). */
const start = plusDays(weekStart, 21);
const tuesday = plusDays(start, 2);
const wednesday = plusDays(start, 3);
const thursday = plusDays(start, 4);

/**
 * A customer asks for a private lesson's instructor by name (issue 31, item 4). Instructors of the week: Capucine
 * (every ski level, fr and en; not available on Tuesday afternoon), Basile (Ourson and Flocon, fr: the least
 * versatile, so the one the proposal gives a lesson to when both are free), Dorian (snowboard), Elsa (ski, archived).
 */
describe('a private lesson with the instructor asked for by name', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  const ids = { capucine: 0, basile: 0, dorian: 0, elsa: 0 };

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.inject({ method, url: `${base}${url}`, headers, ...(payload ? { payload } : {}) });
  const add = (body: object, from?: string) =>
    t.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      payload: { resort: 'val-neige', lang: 'fr', ...body },
      remoteAddress: from,
    });
  const privateLine = (slotId: number, firstName: string, extra: object = {}) => ({
    productKey: 'cours-particulier-ski',
    slotId,
    participants: [{ firstName, lastName: 'Famille', birthDate: born(30) }],
    ...extra,
  });
  const pay = async (cartId: string) => {
    const res = await t.checkout(cartId, { lang: 'fr', contact: { ...contact, firstName: 'Jo', lastName: 'Retour' } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
  };
  const board = async (day: string) => {
    const res = await staff('GET', `/planning?from=${day}&to=${day}&lang=fr`);
    expect(res.statusCode, res.body).toBe(200);
    return PlanningView.parse(res.json()).lessons;
  };
  /** The remaining bookings of each slot of the day's private ski lessons, with `instructor` asked for or not. */
  const remaining = async (day: string, instructor?: number) => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/booking/availability?resort=val-neige&lang=fr&from=${day}&to=${day}&type=ESF_CUSTOM${instructor ? `&instructor=${instructor}` : ''}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const product = (res.json().products as { key: string; slots: { id: number; remaining: number }[] }[]).find(
      (p) => p.key === 'cours-particulier-ski',
    );
    return new Map(product?.slots.map((s) => [s.id, s.remaining]));
  };

  beforeAll(async () => {
    t = await orderPlatform('pglite');
    headers = await staffHeaders(t, '10.48.1');
    const person = async (firstName: string, disciplines: object[], languages: string[]) => {
      const res = await staff('POST', '/instructors', {
        firstName,
        lastName: 'Rivière',
        email: `${firstName.toLowerCase()}@ecole.example`,
        phone: '+33 6 11 22 33 44',
        photoUrl: `https://photos.example/${firstName.toLowerCase()}.jpg`,
        disciplines,
        languages,
        diplomas: [],
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as number;
      const set = await staff('POST', '/instructors/availability/pattern', {
        instructorIds: [id],
        from: start,
        to: plusDays(start, 6),
        pattern: every('available'),
      });
      expect(set.statusCode, set.body).toBe(200);
      return id;
    };
    ids.capucine = await person('Capucine', [{ discipline: 'ski', levels: ALL_SKI }], ['fr', 'en']);
    ids.basile = await person('Basile', [{ discipline: 'ski', levels: ['ourson', 'flocon'] }], ['fr']);
    ids.dorian = await person('Dorian', [{ discipline: 'snowboard', levels: ['debutant'] }], ['en']);
    ids.elsa = await person('Elsa', [{ discipline: 'ski', levels: ALL_SKI }], ['fr']);
    const archived = await staff('POST', `/instructors/${ids.elsa}/archive`, { archived: true });
    expect(archived.statusCode, archived.body).toBe(200);
    const off = await staff('PUT', '/instructors/availability', {
      cells: [{ instructorId: ids.capucine, day: tuesday, half: 'pm', status: 'unavailable' }],
    });
    expect(off.statusCode, off.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('lists the instructors who teach the lesson’s discipline, by first name and initial, without how to reach them', async () => {
    const list = async (key: string, lang: string) => {
      const res = await t.inject({ method: 'GET', url: `/api/booking/products/${key}/instructors?resort=val-neige&lang=${lang}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toMatch(/@|\+33|Rivière|ecole\.example/);
      return ProductInstructorsResponse.parse(res.json()).instructors;
    };
    for (const lang of ['fr', 'en']) {
      const ski = await list('cours-particulier-ski', lang);
      const ours = ski.filter((i) => [ids.capucine, ids.basile, ids.dorian, ids.elsa].includes(i.id));
      // Elsa is archived, Dorian teaches snowboard only.
      expect(ours).toEqual([
        { id: ids.basile, firstName: 'Basile', lastInitial: 'R', photoUrl: 'https://photos.example/basile.jpg', languages: ['fr'] },
        {
          id: ids.capucine,
          firstName: 'Capucine',
          lastInitial: 'R',
          photoUrl: 'https://photos.example/capucine.jpg',
          languages: ['fr', 'en'],
        },
      ]);
      const board = (await list('cours-particulier-snowboard', lang)).map((i) => i.id);
      expect(board).toContain(ids.dorian);
      expect(board).not.toContain(ids.capucine);
    }
    // A group lesson's instructor is not chosen; an unknown product is not found; both name the parameter.
    const group = await t.inject({
      method: 'GET',
      url: '/api/booking/products/cours-enfants-flocon/instructors?resort=val-neige&lang=fr',
    });
    expect(group.statusCode).toBe(400);
    expect(group.json().error).toMatchObject({ field: 'params.key', message: expect.stringContaining('n’est pas un cours particulier') });
    const groupEn = await t.inject({
      method: 'GET',
      url: '/api/booking/products/cours-enfants-flocon/instructors?resort=val-neige&lang=en',
    });
    expect(groupEn.json().error.message).toContain('is not a private lesson');
    const unknown = await t.inject({ method: 'GET', url: '/api/booking/products/nope/instructors?resort=val-neige&lang=fr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.field).toBe('params.key');
  });

  it('offers, for one instructor, only the hours when they are available and free', async () => {
    const morning = await t.makeSlot('cours-particulier-ski', tuesday, tuesday, 3, ['10:00', '11:00']);
    const afternoon = await t.makeSlot('cours-particulier-ski', tuesday, tuesday, 3, ['14:00', '15:00']);
    // Anyone: both free in the morning, Basile alone in the afternoon.
    expect(await remaining(tuesday)).toEqual(
      new Map([
        [morning, 2],
        [afternoon, 1],
      ]),
    );
    // Capucine: not on Tuesday afternoon (only another instructor is free then), one booking in the morning.
    expect(await remaining(tuesday, ids.capucine)).toEqual(
      new Map([
        [morning, 1],
        [afternoon, 0],
      ]),
    );
    expect(await remaining(tuesday, ids.basile)).toEqual(
      new Map([
        [morning, 1],
        [afternoon, 1],
      ]),
    );
    // A snowboard instructor, an archived one, or no one at all teaches none of these hours.
    for (const other of [ids.dorian, ids.elsa, 999_999])
      expect(await remaining(tuesday, other)).toEqual(
        new Map([
          [morning, 0],
          [afternoon, 0],
        ]),
      );
    // The product's own view says the same.
    const one = await t.inject({
      method: 'GET',
      url: `/api/booking/products/cours-particulier-ski?resort=val-neige&lang=fr&from=${tuesday}&to=${tuesday}&instructor=${ids.capucine}`,
    });
    expect((one.json().slots as { id: number; remaining: number }[]).map((s) => [s.id, s.remaining])).toEqual([
      [morning, 1],
      [afternoon, 0],
    ]);
    const bad = await t.inject({
      method: 'GET',
      url: `/api/booking/availability?resort=val-neige&lang=fr&from=${tuesday}&to=${tuesday}&instructor=abc`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('query.instructor');
  });

  it('refuses a wish the instructor cannot meet, naming the field; holds them for the visitor; gives them the paid lesson', async () => {
    const [morning, afternoon] = [...(await remaining(tuesday)).keys()] as [number, number];
    // Not of this lesson's discipline, not of this school, or a lesson whose instructor is not chosen: 400.
    for (const [body, text] of [
      [privateLine(morning, 'Zoé', { instructorId: ids.dorian }), 'aucun moniteur'],
      [privateLine(morning, 'Zoé', { instructorId: 999_999 }), 'aucun moniteur'],
      [privateLine(morning, 'Zoé', { instructorId: ids.elsa }), 'aucun moniteur'],
      [
        {
          productKey: 'cours-enfants-flocon',
          slotId: await t.makeSlot('cours-enfants-flocon', tuesday, tuesday, 8),
          participants: [{ firstName: 'Léo', lastName: 'Famille', birthDate: born(6) }],
          instructorId: ids.capucine,
        },
        'n’est pas un cours particulier',
      ],
    ] as const) {
      const res = await add(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatchObject({ field: 'body.instructorId', message: expect.stringContaining(text) });
    }
    // Capucine is not available on Tuesday afternoon: 409, said in the visitor's language.
    const busy = await add(privateLine(afternoon, 'Zoé', { instructorId: ids.capucine, lang: 'en' }));
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json().error).toEqual({
      field: 'body.instructorId',
      code: 'instructor_busy',
      message: 'Capucine is not free at this time: choose another time, or "No preference".',
    });
    expect((await t.slot(afternoon)).held).toBe(0);
    // In the morning she is free: the line holds her hour; a second family asking for her then is refused.
    const mine = await add(privateLine(morning, 'Zoé', { instructorId: ids.capucine }), '10.48.9.1');
    expect(mine.statusCode, mine.body).toBe(200);
    expect((await remaining(tuesday, ids.capucine)).get(morning)).toBe(0);
    const second = await add(privateLine(morning, 'Max', { instructorId: ids.capucine }), '10.48.9.2');
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json().error).toMatchObject({ field: 'body.instructorId', code: 'instructor_busy' });
    expect(second.json().error.message).toMatch(/^Capucine n’est pas libre/);
    // Without a wish, the hour is still there with Basile.
    expect((await remaining(tuesday)).get(morning)).toBe(1);
    // Paid: the lesson is Capucine's, though the proposal would give it to Basile (fewer levels and languages).
    await pay(mine.json().cartId);
    const lesson = (await board(tuesday)).find((l) => l.slotId === morning);
    expect(lesson).toMatchObject({ instructorId: ids.capucine, requestedInstructorId: ids.capucine, start: '10:00' });
    // The same hour on Thursday without a wish: Basile gets it (the proposal's choice the wish overrode).
    const control = await t.makeSlot('cours-particulier-ski', thursday, thursday, 3, ['10:00', '11:00']);
    const plain = await t.addLine(privateLine(control, 'Ana'));
    await pay(plain.cartId);
    expect((await board(thursday)).find((l) => l.slotId === control)).toMatchObject({
      instructorId: ids.basile,
      requestedInstructorId: null,
    });
  });

  it('gives the lesson to another instructor when the one asked for is no longer free once it is paid; the board shows the wish', async () => {
    const wished = await t.makeSlot('cours-particulier-ski', wednesday, wednesday, 1, ['10:00', '11:00']);
    const other = await t.makeSlot('cours-particulier-ski', wednesday, wednesday, 1, ['10:00', '11:00']);
    const mine = await t.addLine(privateLine(wished, 'Zoé', { instructorId: ids.capucine }));
    // Another family's lesson at the same hour, paid first (Basile's), then moved by the office to Capucine.
    const theirs = await t.addLine(privateLine(other, 'Ana'));
    await pay(theirs.cartId);
    const given = (await board(wednesday)).find((l) => l.slotId === other);
    expect(given?.instructorId).toBe(ids.basile);
    const moved = await staff('PUT', '/planning/assignments', { lesson: given?.ref, instructorId: ids.capucine, lang: 'fr' });
    expect(moved.statusCode, moved.body).toBe(200);
    await pay(mine.cartId);
    const lessons = await board(wednesday);
    expect(lessons.find((l) => l.slotId === wished)).toMatchObject({ instructorId: ids.basile, requestedInstructorId: ids.capucine });
    expect(lessons.find((l) => l.slotId === other)).toMatchObject({ instructorId: ids.capucine, requestedInstructorId: null });
  });
});
