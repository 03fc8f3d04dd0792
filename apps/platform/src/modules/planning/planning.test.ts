import { readdirSync } from 'node:fs';
import { AssignResponse, MyLessonsView, PlanningView, ProposeResponse, SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from '../../test/accounts';
import { contact, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { DEMO_INSTRUCTOR } from '../auth';
import { staffHeaders } from '../backoffice/staff-fixtures';
import { createOrderLink } from '../my-booking/links';

const base = '/api/backoffice/sites/val-neige';
const born = (age: number) => `${Number(weekStart.slice(0, 4)) - age}-01-01`;
const ALL_SKI = ['ourson', 'flocon', '1re-etoile', '2e-etoile', '3e-etoile'];
const every = (status: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { am: status, pm: status }]));

type Fixture = {
  course: number;
  monday: string;
  tuesday: string;
  ids: { anna: number; bruno: number; chloe: number; dan: number };
  flocon: number;
  etoile: number;
  privateLine: number;
};

/**
 * A week of the all-levels children's course with two groups (Flocon: Léon; 2e Étoile: Rose), a private ski lesson on
 * the Monday at 09:00–11:00 bought in English, and instructors who differ by what they may teach, their languages and
 * their week: Anna (every ski level, fr and en), Bruno (Ourson and Flocon, fr), Chloé (every ski level, on holiday),
 * Dan (snowboard, en).
 */
async function week(t: OrderPlatform, headers: Record<string, string>, tag: string, start = weekStart): Promise<Fixture> {
  const call = (method: 'POST' | 'PUT', url: string, payload: object) => t.inject({ method, url: `${base}${url}`, headers, payload });
  const person = async (first: string, disciplines: object[], languages: string[], status: string) => {
    const res = await call('POST', '/instructors', {
      firstName: first,
      lastName: tag,
      email: null,
      phone: null,
      photoUrl: null,
      disciplines,
      languages,
      diplomas: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const set = await call('POST', '/instructors/availability/pattern', {
      instructorIds: [id],
      from: start,
      to: plusDays(start, 6),
      pattern: every(status),
    });
    expect(set.statusCode, set.body).toBe(200);
    return id;
  };
  const ids = {
    anna: await person('Anna', [{ discipline: 'ski', levels: ALL_SKI }], ['fr', 'en'], 'available'),
    bruno: await person('Bruno', [{ discipline: 'ski', levels: ['ourson', 'flocon'] }], ['fr'], 'available'),
    chloe: await person('Chloé', [{ discipline: 'ski', levels: ALL_SKI }], ['fr'], 'holiday'),
    dan: await person('Dan', [{ discipline: 'snowboard', levels: ['debutant'] }], ['en'], 'available'),
  };
  const pay = async (productKey: string, slotId: number, participants: object[], lang: string) => {
    const added = await t.addLine({ productKey, slotId, participants });
    const res = await t.checkout(added.cartId, { lang, contact: { ...contact, firstName: 'Jo', lastName: `Client${tag}` } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const [line] = await rows<{ id: number }>(
      t.conn.db,
      sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${res.json().order.number} order by l.id`,
    );
    return line!.id;
  };
  const course = await t.makeSlot('cours-enfants-tous-niveaux', start, plusDays(start, 5), 40);
  const line = await pay(
    'cours-enfants-tous-niveaux',
    course,
    [
      { firstName: 'Léon', lastName: tag, birthDate: born(6), level: 'flocon' },
      { firstName: 'Rose', lastName: tag, birthDate: born(10), level: '2e-etoile' },
    ],
    'fr',
  );
  const groups = await call('POST', `/slots/${course}/groups`, {
    groups: [
      { name: 'Flocon 1', level: 'flocon', members: [{ orderLineId: line, participant: 0 }] },
      { name: '2e Étoile 1', level: '2e-etoile', members: [{ orderLineId: line, participant: 1 }] },
    ],
  });
  expect(groups.statusCode, groups.body).toBe(200);
  const [flocon, etoile] = (
    await rows<{ id: number }>(t.conn.db, sql`select id from lesson_groups where slot_id = ${course} order by position, id`)
  ).map((g) => g.id) as [number, number];
  const monday = plusDays(start, 1);
  const privateSlot = await t.makeSlot('cours-particulier-ski', monday, monday, 1, ['09:00', '11:00']);
  const privateLine = await pay('cours-particulier-ski', privateSlot, [{ firstName: 'Sam', lastName: tag, birthDate: born(30) }], 'en');
  // Paid, the private lesson went at once to the one qualified instructor free who speaks English: Anna. The tests
  // start from a board without instructors: it is taken back.
  const [given] = await rows<{ instructor_id: number }>(
    t.conn.db,
    sql`select instructor_id from instructor_assignments where order_line_id = ${privateLine}`,
  );
  expect(given?.instructor_id).toBe(ids.anna);
  const back = await call('PUT', '/planning/assignments', {
    lesson: { kind: 'private', orderLineId: privateLine, day: monday },
    instructorId: null,
  });
  expect(back.statusCode, back.body).toBe(200);
  return { course, monday, tuesday: plusDays(start, 2), ids, flocon, etoile, privateLine };
}

describe('the planning board on pglite (issue 31)', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let f: Fixture;
  const board = async (from: string, to = from, lang = 'fr') => {
    const res = await t.inject({ method: 'GET', url: `${base}/planning?from=${from}&to=${to}&lang=${lang}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return PlanningView.parse(res.json());
  };
  const assign = (lesson: object, instructorId: number | null, lang = 'fr') =>
    t.inject({ method: 'PUT', url: `${base}/planning/assignments`, headers, payload: { lesson, instructorId, lang } });
  const group = (groupId: number, day = f.monday) => ({ kind: 'group', groupId, day });
  const lessonPrivate = () => ({ kind: 'private', orderLineId: f.privateLine, day: f.monday });

  beforeAll(async () => {
    t = await orderPlatform('pglite');
    headers = await staffHeaders(t, '10.47.1');
    f = await week(t, headers, 'Planning');
  });
  afterAll(() => t?.close());

  it("shows a day's groups with children and its private lessons, none assigned, and who is needed per level", async () => {
    const view = await board(f.monday);
    const ours = view.lessons.filter((l) => l.subtitle.includes('Planning') || ['Flocon 1', '2e Étoile 1'].includes(l.subtitle));
    expect(ours.map((l) => [l.key, l.start, l.end, l.subtitle, l.levelName, l.language, l.participants, l.instructorId])).toEqual([
      [`p${f.privateLine}:${f.monday}`, '09:00', '11:00', 'Jo ClientPlanning', null, 'en', 1, null],
      [`g${f.flocon}:${f.monday}`, '09:15', '11:45', 'Flocon 1', 'Flocon', null, 1, null],
      [`g${f.etoile}:${f.monday}`, '09:15', '11:45', '2e Étoile 1', '2e Étoile', null, 1, null],
    ]);
    const anna = view.instructors.find((i) => i.id === f.ids.anna);
    expect(anna?.days).toEqual([{ day: f.monday, am: 'available', pm: 'available' }]);
    // 2e Étoile: Anna only (Chloé is on holiday, Bruno may not teach it).
    expect(view.needs).toContainEqual({
      day: f.monday,
      discipline: 'ski',
      level: '2e-etoile',
      levelName: '2e Étoile',
      needed: 1,
      available: 1,
    });
    expect(view.needs).toContainEqual({ day: f.monday, discipline: 'ski', level: 'flocon', levelName: 'Flocon', needed: 1, available: 2 });
  });

  it('refuses, in the staff’s words, an instructor without the level, the discipline or the language, or not available', async () => {
    const cases: [object, number, string, string][] = [
      [group(f.etoile), f.ids.bruno, 'fr', 'Bruno Planning n’est pas habilité(e) à enseigner ce niveau'],
      [group(f.etoile), f.ids.chloe, 'fr', 'Chloé Planning n’est pas disponible à cette heure-là'],
      [group(f.flocon), f.ids.dan, 'en', 'Dan Planning does not teach this discipline'],
      [lessonPrivate(), f.ids.bruno, 'en', "Bruno Planning does not speak this lesson's language"],
    ];
    for (const [lesson, who, lang, words] of cases) {
      const res = await assign(lesson, who, lang);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error).toEqual({ message: `body.instructorId: ${words}`, field: 'body.instructorId', code: 'assignment_refused' });
    }
    expect((await board(f.monday)).lessons.filter((l) => l.instructorId !== null)).toEqual([]);
  });

  it('never puts an instructor in two places at once; a lesson moves from one instructor to another', async () => {
    const audited = async () =>
      (await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from audit_log where action like 'planning.%'`))[0]?.n ?? 0;
    const before = await audited();
    const ok = await assign(group(f.etoile), f.ids.anna);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(AssignResponse.parse(ok.json()).lesson).toMatchObject({ key: `g${f.etoile}:${f.monday}`, instructorId: f.ids.anna });
    // The Flocon group and the private lesson are at the same time as Anna's group.
    for (const lesson of [group(f.flocon), lessonPrivate()]) {
      const busy = await assign(lesson, f.ids.anna);
      expect(busy.statusCode).toBe(409);
      expect(busy.json().error.message).toBe('body.instructorId: Anna Planning a déjà un cours à cette heure-là');
    }
    expect((await assign(group(f.flocon), f.ids.bruno)).statusCode).toBe(200);
    // Anna's group back to nobody, then the private lesson is hers; the audit log says who did it.
    expect(AssignResponse.parse((await assign(group(f.etoile), null)).json()).lesson.instructorId).toBeNull();
    expect((await assign(lessonPrivate(), f.ids.anna)).statusCode).toBe(200);
    const view = await board(f.monday);
    expect(view.lessons.filter((l) => l.instructorId !== null).map((l) => [l.key, l.instructorId])).toEqual([
      [`p${f.privateLine}:${f.monday}`, f.ids.anna],
      [`g${f.flocon}:${f.monday}`, f.ids.bruno],
    ]);
    expect(view.instructors.find((i) => i.id === f.ids.anna)?.minutes).toBe(120);
    // Four changes, four entries (the refusals changed nothing).
    expect((await audited()) - before).toBe(4);
  });

  it('proposes a day: the only qualified instructor where there is one, the same instructor for a group all week, the same proposal every time', async () => {
    const propose = async () => {
      const res = await t.inject({ method: 'POST', url: `${base}/planning/propose`, headers, payload: { day: f.tuesday } });
      expect(res.statusCode, res.body).toBe(200);
      return ProposeResponse.parse(res.json());
    };
    const ours = async () =>
      (await board(f.tuesday)).lessons
        .filter((l) => [f.flocon, f.etoile].some((g) => l.key === `g${g}:${f.tuesday}`))
        .map((l) => [l.subtitle, l.instructorId]);
    const first = await propose();
    expect(first.left).toEqual([]);
    // 2e Étoile: Anna is the only one; Flocon: Bruno (he had it on Monday, and Anna is taken).
    expect(await ours()).toEqual([
      ['Flocon 1', f.ids.bruno],
      ['2e Étoile 1', f.ids.anna],
    ]);
    for (const g of [f.flocon, f.etoile]) expect((await assign(group(g, f.tuesday), null)).statusCode).toBe(200);
    await propose();
    expect(await ours()).toEqual([
      ['Flocon 1', f.ids.bruno],
      ['2e Étoile 1', f.ids.anna],
    ]);
  });

  it("the instructor's day: their lesson, its children with level and the parents' phone; check-in of their children only, another day confirmed", async () => {
    const wednesday = plusDays(f.monday, 2);
    const [julien] = await rows<{ id: number }>(t.conn.db, sql`select id from instructors where email = ${DEMO_INSTRUCTOR.email}`);
    const set = await t.inject({
      method: 'POST',
      url: `${base}/instructors/availability/pattern`,
      headers,
      payload: { instructorIds: [julien!.id], from: wednesday, to: wednesday, pattern: every('available') },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await assign(group(f.flocon, wednesday), julien!.id)).statusCode).toBe(200);
    const token = await apiLogin(() => t.app, '10.47.3')('val-neige', DEMO_INSTRUCTOR.email, DEMO_INSTRUCTOR.password);
    const as = { authorization: `Bearer ${token}` };
    let body = '';
    const day = async () => {
      const res = await t.inject({ method: 'GET', url: `${base}/my-lessons?from=${wednesday}&days=1&lang=fr`, headers: as });
      expect(res.statusCode, res.body).toBe(200);
      body = res.body;
      return MyLessonsView.parse(res.json());
    };
    // The parents' notes for the instructor, written on their booking page: Léon's (his group) and Rose's (not his).
    const [family] = await rows<{ id: number; line_id: number }>(
      t.conn.db,
      sql`select l.order_id as id, l.line_id from order_lines l join group_members m on m.order_line_id = l.id where m.group_id = ${f.flocon} limit 1`,
    );
    const link = await createOrderLink(t.conn.db, family!.id, 'staff');
    const note = (participant: number, text: string) =>
      t.inject({
        method: 'PUT',
        url: `/api/booking/my/${link}/lines/${family!.line_id}/participants/${participant}/note`,
        payload: { note: text },
        remoteAddress: '10.47.4.1',
      });
    expect((await note(0, 'Allergique aux arachides')).statusCode).toBe(200);
    expect((await note(1, 'Asthme : Ventoline dans le sac')).statusCode).toBe(200);
    const view = await day();
    expect(body).not.toContain('Ventoline');
    expect(view.instructor?.name).toBe('Julien Mercier');
    // He was told: on his phone, and by e-mail.
    expect(view.notices?.[0]).toMatchObject({ kind: 'assigned', subtitle: 'Flocon 1', day: wednesday, start: '09:15' });
    const mail = readdirSync(t.mailDir)
      .filter((name) => name.includes(`instructor-${julien!.id}-assigned`))
      .map((name) => t.mailText(name));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatch(/^To: julien\.mercier@val-neige\.example$/m);
    expect(mail[0]).toContain('Ce cours vous est confié');
    expect(mail[0]).toContain('Flocon 1');
    expect(view.lessons).toHaveLength(1);
    const [lesson] = view.lessons;
    expect(lesson).toMatchObject({
      subtitle: 'Flocon 1',
      start: '09:15',
      end: '11:45',
      levelName: 'Flocon',
      meetingPoint: expect.any(String),
    });
    expect(lesson?.meetingPointAddress).toBeTruthy();
    expect(lesson?.children).toEqual([
      expect.objectContaining({
        firstName: 'Léon',
        lastName: 'Planning',
        age: 6,
        levelName: 'Flocon',
        phone: contact.phone,
        present: false,
        note: 'Allergique aux arachides',
      }),
    ]);
    const leon = lesson!.children[0]!;
    const checkIn = (over: object) =>
      t.inject({
        method: 'PUT',
        url: `${base}/my-lessons/check-ins`,
        headers: as,
        payload: { orderLineId: leon.orderLineId, participant: leon.participant, day: wednesday, present: true, ...over },
      });
    // Wednesday is not today: the instructor confirms first.
    const unconfirmed = await checkIn({});
    expect(unconfirmed.statusCode, unconfirmed.body).toBe(409);
    expect(unconfirmed.json().error.field).toBe('body.day');
    expect((await checkIn({ confirmOtherDay: true })).json()).toEqual({ present: true });
    expect((await day()).lessons[0]?.children[0]?.present).toBe(true);
    // Rose is in the 2e Étoile group, which is not his: not found, nothing checked in.
    const rose = await checkIn({ participant: 1, confirmOtherDay: true });
    expect(rose.statusCode).toBe(404);
    expect(rose.json().error.field).toBe('body.orderLineId');
    // The order cancelled by the office: its child leaves his lesson, and a number typed says it was cancelled.
    const cancel = await t.inject({
      method: 'POST',
      url: `${base}/orders/${leon.orderNumber}/cancellations`,
      headers,
      payload: { lineIds: [leon.orderLineId], refundCents: 0, reason: 'Malade', idempotencyKey: 'planning-cancel-0001', notify: false },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = await day();
    expect(after.lessons[0]?.children ?? []).toEqual([]);
    expect(after.cancelled).toEqual([{ orderNumber: leon.orderNumber, on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), refunded: false }]);
    // The board itself is the office's; the course's results are his to record (he teaches one of its groups).
    expect((await t.inject({ method: 'GET', url: `${base}/planning?from=${wednesday}`, headers: as })).statusCode).toBe(403);
    const results = await t.inject({ method: 'GET', url: `${base}/slots/${f.course}/results?lang=fr`, headers: as });
    expect(results.statusCode, results.body).toBe(200);
    expect((await t.inject({ method: 'GET', url: `${base}/slots/${f.course}/groups?lang=fr`, headers: as })).statusCode).toBe(200);
    expect((await assign(group(f.flocon, wednesday), null)).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: `${base}/slots/${f.course}/results?lang=fr`, headers: as })).statusCode).toBe(403);
  });

  it('sells private lessons from instructors’ free time: an hour only Anna has free is offered once, and the paid lesson is hers', async () => {
    const thursday = plusDays(f.monday, 3);
    // Bruno is not available on Thursday afternoon: Anna is the only ski instructor free at 14:00 (Chloé is on holiday).
    const cell = await t.inject({
      method: 'PUT',
      url: `${base}/instructors/availability`,
      headers,
      payload: { cells: [{ instructorId: f.ids.bruno, day: thursday, half: 'pm', status: 'unavailable' }] },
    });
    expect(cell.statusCode, cell.body).toBe(200);
    const slotId = await t.makeSlot('cours-particulier-ski', thursday, thursday, 3, ['14:00', '15:00']);
    const remaining = async () => {
      const res = await t.inject({
        method: 'GET',
        url: `/api/booking/products/cours-particulier-ski?resort=val-neige&lang=fr&from=${thursday}&to=${thursday}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().slots as { id: number; remaining: number }[]).find((x) => x.id === slotId)?.remaining;
    };
    // Three places on the slot, one instructor free: one booking.
    expect(await remaining()).toBe(1);
    const added = await t.addLine({
      productKey: 'cours-particulier-ski',
      slotId,
      participants: [{ firstName: 'Zoé', lastName: 'Libre', birthDate: born(9) }],
    });
    expect(await remaining()).toBe(0);
    const refused = await t.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      payload: {
        resort: 'val-neige',
        lang: 'fr',
        productKey: 'cours-particulier-ski',
        slotId,
        participants: [{ firstName: 'Max', lastName: 'Tard', birthDate: born(9) }],
      },
    });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error).toMatchObject({ field: 'body.slotId', code: 'slot_full' });
    const res = await t.checkout(added.cartId, { lang: 'fr' });
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    // Paid: the board shows it given to Anna.
    const lesson = (await board(thursday)).lessons.find(
      (l) => l.key === `p${added.line.id}:${thursday}` || l.subtitle === 'Jo ClientPlanning' || l.slotId === slotId,
    );
    expect(lesson).toMatchObject({ slotId, instructorId: f.ids.anna, start: '14:00', end: '15:00' });
    expect(await remaining()).toBe(0);
  });

  it('answers 404 naming the field for an instructor or a lesson the school does not have, and 400 for bad input', async () => {
    const noOne = await assign(group(f.flocon), 999_999);
    expect(noOne.statusCode).toBe(404);
    expect(noOne.json().error.field).toBe('body.instructorId');
    const noLesson = await assign(group(999_999), f.ids.anna);
    expect(noLesson.statusCode).toBe(404);
    expect(noLesson.json().error.field).toBe('body.lesson');
    const bad = await assign({ kind: 'lesson', groupId: 1, day: f.monday }, f.ids.anna);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toMatch(/^body\.lesson/);
    const long = await t.inject({ method: 'GET', url: `${base}/planning?from=${f.monday}&to=${plusDays(f.monday, 7)}`, headers });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.field).toBe('query.to');
  });
});

describe('assignments under concurrent moves on pg', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await orderPlatform('pg');
    headers = await staffHeaders(t, '10.47.2');
  });
  afterAll(() => t?.close());

  it('20 moves at once from two staff: an instructor is never in two places at once, a lesson never has two instructors', async () => {
    const f = await week(t, headers, 'Race', plusDays(weekStart, 70));
    const lessons = [
      { kind: 'group', groupId: f.flocon, day: f.monday },
      { kind: 'group', groupId: f.etoile, day: f.monday },
      { kind: 'private', orderLineId: f.privateLine, day: f.monday },
    ];
    const put = (lesson: object, instructorId: number | null) =>
      t.inject({ method: 'PUT', url: `${base}/planning/assignments`, headers, payload: { lesson, instructorId, lang: 'fr' } }).then((r) => {
        if (r.statusCode >= 500) console.log('PLANNING500', r.body);
        return r.statusCode;
      });
    const heldBy = () =>
      rows<{ instructor_id: number; n: number }>(
        t.conn.db,
        sql`select instructor_id, count(*)::int as n from instructor_assignments where day = ${f.monday} group by instructor_id`,
      );
    for (let round = 0; round < 5; round++) {
      // Every lesson of the day overlaps the others. Anna may teach all three, Bruno the Flocon group: 20 moves at once.
      const moves = Array.from({ length: 20 }, (_, i) => ({
        lesson: lessons[(i + round) % 3] as object,
        instructorId: i % 4 === 3 ? f.ids.bruno : f.ids.anna,
      }));
      const answers = await Promise.all(moves.map((m) => put(m.lesson, m.instructorId)));
      expect(answers.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      expect(answers).toContain(200);
      expect(answers).toContain(409);
      // At most one lesson each (they all overlap); one row per lesson (unique), so never two instructors on one.
      for (const h of await heldBy()) expect(h.n, `instructor ${h.instructor_id} in round ${round}`).toBe(1);
      for (const lesson of lessons) expect(await put(lesson, null)).toBe(200);
    }
  });
});
