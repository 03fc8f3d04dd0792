import { LessonRequestDetail, LessonRequestsResponse, PlanningView, SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { visitor } from '../../test/app';
import { type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { staffHeaders } from '../backoffice/staff-fixtures';

const base = '/api/backoffice/sites/val-neige';
const born = (age: number) => `${Number(weekStart.slice(0, 4)) - age}-01-01`;
const every = (status: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { am: status, pm: status }]));

/**
 * A day no instructor is free for a private ski lesson: Anna (every ski level, fr and en) is unavailable, Bruno
 * (beginners' levels, fr) on holiday. The lesson is sold at 09:00–11:00 and 14:00–15:00 that day.
 */
describe('private-lesson requests on pglite (issue 31, item 4)', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  const day = plusDays(weekStart, 16);
  const ids = { anna: 0, bruno: 0 };
  const slots = { morning: 0, afternoon: 0 };

  const request = (over: object = {}, from = visitor()) =>
    t.inject({
      method: 'POST',
      url: '/api/booking/lesson-requests',
      remoteAddress: from,
      payload: {
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'cours-particulier-ski',
        day,
        window: 'afternoon',
        participants: [{ firstName: 'Zoé', lastName: 'Demande', birthDate: born(9) }],
        contact: { name: 'Zoé Demande', email: 'zoe.demande@example.com', phone: '+33 6 11 22 33 44' },
        message: 'Débutante, un peu timide.',
        ...over,
      },
    });
  const created = async (over: object = {}) => {
    const res = await request(over);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const detail = async (id: number) => {
    const res = await t.inject({ method: 'GET', url: `${base}/lesson-requests/${id}?lang=fr`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return LessonRequestDetail.parse(res.json());
  };
  const accept = (id: number, instructorId: number, slotId: number, lang = 'fr') =>
    t.inject({ method: 'POST', url: `${base}/lesson-requests/${id}/accept`, headers, payload: { instructorId, slotId, lang } });
  const decline = (id: number, message = '') =>
    t.inject({ method: 'POST', url: `${base}/lesson-requests/${id}/decline`, headers, payload: { message } });
  /** The e-mails whose file name has `part`, as text (the outbox delivers them in the background). */
  const mailsWith = async (part: string, n = 1) => {
    await vi.waitFor(() => expect(t.mails().filter((f) => f.includes(part)).length).toBeGreaterThanOrEqual(n), { timeout: 5000 });
    return t
      .mails()
      .filter((f) => f.includes(part))
      .map((f) => t.mailText(f));
  };
  const counts = async () =>
    (
      await rows<{ orders: number; held: number; sold: number }>(
        t.conn.db,
        sql`select (select count(*)::int from orders) as orders,
                   (select coalesce(sum(held), 0)::int from slots where id in (${slots.morning}, ${slots.afternoon})) as held,
                   (select coalesce(sum(sold), 0)::int from slots where id in (${slots.morning}, ${slots.afternoon})) as sold`,
      )
    )[0];

  beforeAll(async () => {
    t = await orderPlatform('pglite');
    headers = await staffHeaders(t, '10.48.1');
    const person = async (first: string, levels: string[], languages: string[], status: string) => {
      const res = await t.inject({
        method: 'POST',
        url: `${base}/instructors`,
        headers,
        payload: {
          firstName: first,
          lastName: 'Demandes',
          email: null,
          phone: null,
          photoUrl: null,
          disciplines: [{ discipline: 'ski', levels }],
          languages,
          diplomas: [],
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as number;
      const set = await t.inject({
        method: 'POST',
        url: `${base}/instructors/availability/pattern`,
        headers,
        payload: { instructorIds: [id], from: day, to: day, pattern: every(status) },
      });
      expect(set.statusCode, set.body).toBe(200);
      return id;
    };
    ids.anna = await person('Anna', ['ourson', 'flocon', '1re-etoile'], ['fr', 'en'], 'unavailable');
    ids.bruno = await person('Bruno', ['ourson', 'flocon'], ['fr'], 'holiday');
    slots.morning = await t.makeSlot('cours-particulier-ski', day, day, 1, ['09:00', '11:00']);
    slots.afternoon = await t.makeSlot('cours-particulier-ski', day, day, 1, ['14:00', '15:00']);
  });
  afterAll(() => t?.close());

  it('the day is full for visitors: its hours show no room, and adding one is refused', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/booking/products/cours-particulier-ski?resort=val-neige&lang=fr&from=${day}&to=${day}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (res.json().slots as { id: number; remaining: number }[]).filter(
      (s) => s.id === slots.morning || s.id === slots.afternoon,
    );
    expect(shown.map((s) => s.remaining)).toEqual([0, 0]);
  });

  it('takes a request in French and in English, each confirmed by e-mail in its language', async () => {
    const fr = await created();
    const en = await created({ lang: 'en', contact: { name: 'Sam Ask', email: 'sam.ask@example.com', phone: '+44 7700 900123' } });
    const [frMail] = await mailsWith(`lesson-request-${fr}-received`);
    expect(frMail).toContain('Demande reçue');
    expect(frMail).toContain('Cours particulier de ski');
    expect(frMail).toContain('l’après-midi');
    const [enMail] = await mailsWith(`lesson-request-${en}-received`);
    expect(enMail).toContain('Request received');
    expect(enMail).toContain('Private ski lesson');
    const list = await t.inject({ method: 'GET', url: `${base}/lesson-requests?show=open&lang=en`, headers });
    expect(list.statusCode, list.body).toBe(200);
    const found = LessonRequestsResponse.parse(list.json()).requests.filter((r) => r.id === fr || r.id === en);
    expect(found.map((r) => [r.status, r.product, r.name, r.lang])).toEqual([
      ['open', 'Private ski lesson', 'Zoé Demande', 'fr'],
      ['open', 'Private ski lesson', 'Sam Ask', 'en'],
    ]);
    // Nothing is held nor sold by a request.
    expect(await counts()).toMatchObject({ held: 0, sold: 0 });
  });

  it('refuses bad input with 400 naming the field, and another school’s product or a group lesson with 404', async () => {
    for (const [over, field] of [
      [{ contact: { name: 'X', email: 'not-an-email', phone: '+33 6 11 22 33 44' } }, 'body.contact.email'],
      [{ contact: { name: 'X', email: 'x@example.com', phone: 'abc' } }, 'body.contact.phone'],
      [{ message: 'x'.repeat(501) }, 'body.message'],
      [{ participants: [] }, 'body.participants'],
      [{ window: 'night' }, 'body.window'],
      [{ day: '2020-01-01' }, 'body.day'],
      [{ day: plusDays(day, 1) }, 'body.day'],
      [{ durationMinutes: 90 }, 'body.durationMinutes'],
      [{ participants: [{ firstName: 'Bébé', lastName: 'X', birthDate: born(1) }] }, 'body.participants.0.birthDate'],
    ] as const) {
      const res = await request(over);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    // `cours-particulier` is Les Arolles' private lesson; the children's course is a group lesson.
    for (const over of [{ productKey: 'cours-particulier' }, { productKey: 'cours-enfants-flocon' }, { productKey: 'nope' }]) {
      const res = await request(over);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().error.field).toBe('body.productKey');
    }
  });

  it('accepts with an instructor the rules allow: refused otherwise; the link is e-mailed, the server’s price is paid, and the lesson is the chosen instructor’s', async () => {
    const id = await created({ contact: { name: 'Léa Paie', email: 'lea.paie@example.com', phone: '+33 6 11 22 33 44' } });
    // Nobody is free: the detail lists no one at either hour, and Anna, unavailable, is refused naming the field.
    expect((await detail(id)).hours.map((h) => [h.start, h.instructors.length])).toEqual([
      ['09:00', 0],
      ['14:00', 0],
    ]);
    const refused = await accept(id, ids.anna, slots.afternoon);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({ field: 'body.instructorId', code: 'assignment_refused' });
    expect(refused.json().error.message).toContain('Anna Demandes n’est pas disponible');
    // The office calls Anna in for the afternoon.
    const cell = await t.inject({
      method: 'PUT',
      url: `${base}/instructors/availability`,
      headers,
      payload: { cells: [{ instructorId: ids.anna, day, half: 'pm', status: 'on_call' }] },
    });
    expect(cell.statusCode, cell.body).toBe(200);
    expect((await detail(id)).hours.find((h) => h.slotId === slots.afternoon)?.instructors).toEqual([
      { id: ids.anna, name: 'Anna Demandes' },
    ]);
    // Bruno, on holiday, is still refused; an hour not of this lesson is a 400.
    expect((await accept(id, ids.bruno, slots.afternoon)).json().error.code).toBe('assignment_refused');
    expect((await accept(id, ids.anna, 999_999)).json().error.field).toBe('body.slotId');

    const ok = await accept(id, ids.anna, slots.afternoon);
    expect(ok.statusCode, ok.body).toBe(200);
    const answered = LessonRequestDetail.parse(ok.json());
    // The product's own price for one participant and an hour (durationGroup 60 min: 59 €), computed by the server.
    expect(answered).toMatchObject({
      status: 'accepted',
      answer: { instructor: 'Anna Demandes', start: '14:00', end: '15:00', totalCents: 5900 },
    });
    const payBy = Date.parse(answered.answer?.payBy ?? '');
    expect(payBy - Date.now()).toBeGreaterThan(47 * 3600_000);
    expect(await counts()).toMatchObject({ held: 1, sold: 0 });
    await t.expectPlacesRight();
    // Anna's hour is hers for this request until paid: another request sees nobody free then.
    const other = await created();
    expect((await detail(other)).hours.find((h) => h.slotId === slots.afternoon)?.instructors).toEqual([]);
    // The board says so on her row (no lesson card until paid).
    const held = await t.inject({ method: 'GET', url: `${base}/planning?from=${day}&lang=fr`, headers });
    expect(PlanningView.parse(held.json()).instructors.find((i) => i.id === ids.anna)?.holds).toEqual([
      { day, start: '14:00', end: '15:00' },
    ]);

    const [mail] = await mailsWith(`lesson-request-${id}-accepted`);
    expect(mail).toContain('Anna Demandes');
    expect(mail).toContain('59,00');
    const token = /[?&]request=([A-Za-z0-9_-]{43})/.exec(mail ?? '')?.[1];
    expect(token).toBeTruthy();
    const link = await t.inject({ method: 'GET', url: `/api/booking/lesson-requests/${token}` });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ status: 'accepted', start: '14:00', end: '15:00' });
    const cartId = link.json().cartId as string;
    const cart = await t.inject({ method: 'POST', url: '/esfplus/cart', payload: { cartId, resort: 'val-neige', lang: 'fr' } });
    expect(cart.json().cart.price.amount).toBe(5900);

    const res = await t.checkout(cartId, { lang: 'fr' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().order.total.amount).toBe(5900);
    expect((await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    // Paid: the request says so, and the board shows the lesson with Anna (the instructor the office chose).
    await vi.waitFor(async () => expect((await detail(id)).status).toBe('paid'), { timeout: 5000 });
    const board = await t.inject({ method: 'GET', url: `${base}/planning?from=${day}&lang=fr`, headers });
    const lesson = PlanningView.parse(board.json()).lessons.find((l) => l.slotId === slots.afternoon);
    expect(lesson).toMatchObject({ instructorId: ids.anna, start: '14:00', end: '15:00' });
    expect(PlanningView.parse(board.json()).instructors.find((i) => i.id === ids.anna)?.holds).toEqual([]);
    expect(await counts()).toMatchObject({ held: 0, sold: 1 });
    await t.expectPlacesRight();
    // The link of a paid request opens no cart any more.
    expect((await t.inject({ method: 'GET', url: `/api/booking/lesson-requests/${token}` })).json()).toMatchObject({
      status: 'paid',
      cartId: null,
    });
    const audit = await rows<{ action: string }>(t.conn.db, sql`select action from audit_log where subject like ${`%#${id}%`} order by id`);
    expect(audit.map((a) => a.action)).toEqual(['lessonRequest.create', 'lessonRequest.accept', 'lessonRequest.paid']);
  });

  it('declines with a word e-mailed in the request’s language; nothing is charged nor held', async () => {
    const id = await created({ lang: 'en', contact: { name: 'Kim No', email: 'kim.no@example.com', phone: '+44 7700 900124' } });
    const before = await counts();
    const res = await decline(id, 'All our instructors are booked that week.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'declined', answer: { message: 'All our instructors are booked that week.' } });
    const [mail] = await mailsWith(`lesson-request-${id}-declined`);
    expect(mail).toContain('could not find an instructor');
    expect(mail).toContain('Nothing has been charged');
    expect(mail).toContain('All our instructors are booked that week.');
    expect(await counts()).toEqual(before);
    const answered = await t.inject({ method: 'GET', url: `${base}/lesson-requests?show=answered`, headers });
    expect(LessonRequestsResponse.parse(answered.json()).requests.find((r) => r.id === id)?.status).toBe('declined');
  });

  it('a request answered by two offices at once is answered once; answered, it cannot be answered again', async () => {
    const id = await created();
    const both = await Promise.all([decline(id, 'Non.'), accept(id, ids.anna, slots.morning)]);
    const statuses = both.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const lost = both.find((r) => r.statusCode === 409);
    expect(lost?.json().error).toMatchObject({ field: 'params.requestId', code: 'request_answered' });
    expect((await decline(id)).json().error.code).toBe('request_answered');
    expect(['declined', 'accepted']).toContain((await detail(id)).status);
  });

  it('an accepted request not paid by its deadline says it expired, and its hour is released', async () => {
    const id = await created();
    await t.inject({
      method: 'PUT',
      url: `${base}/instructors/availability`,
      headers,
      payload: { cells: [{ instructorId: ids.anna, day, half: 'am', status: 'available' }] },
    });
    const morningFree = async () => (await detail(await created())).hours.find((h) => h.slotId === slots.morning)?.instructors ?? [];
    // The slot may hold the morning already (the race above); start from a released one.
    await t.conn.db.execute(sql`update cart_lines set hold_expires_at = now() - interval '1 minute' where slot_id = ${slots.morning}`);
    await t.conn.db.execute(sql`update lesson_requests set pay_by = now() - interval '1 minute' where slot_id = ${slots.morning}`);
    await t.inject({ method: 'GET', url: `${base}/lesson-requests?show=answered`, headers });
    const ok = await accept(id, ids.anna, slots.morning);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await morningFree()).length).toBe(0);
    await t.conn.db.execute(sql`update cart_lines set hold_expires_at = now() - interval '1 minute' where slot_id = ${slots.morning}`);
    await t.conn.db.execute(sql`update lesson_requests set pay_by = now() - interval '1 minute' where id = ${id}`);
    expect((await detail(id)).status).toBe('expired');
    expect((await morningFree()).map((x) => x.id)).toEqual([ids.anna]);
    await t.expectPlacesRight();
  });
});
