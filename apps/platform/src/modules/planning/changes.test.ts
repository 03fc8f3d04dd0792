import { readdirSync } from 'node:fs';
import { PlanningView, SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contact, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { staffHeaders } from '../backoffice/staff-fixtures';

const base = '/api/backoffice/sites/val-neige';
const born = (age: number) => `${Number(weekStart.slice(0, 4)) - age}-01-01`;
const ALL_SKI = ['ourson', 'flocon', '1re-etoile', '2e-etoile', '3e-etoile'];
const every = (status: string) =>
  Object.fromEntries(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { am: status, pm: status }]));
let keys = 0;
const newKey = () => `lesson-changes-${Date.now()}-${++keys}`.padEnd(20, '0');

/**
 * Lessons that change under their instructor (issue 31, item 7): an order cancelled, a day of a course closed, a private
 * lesson moved by a closure. Anna is the school's one instructor that week (every ski level, French and English, with
 * an e-mail): what she teaches is hers, and she is told of every change on her phone and by e-mail.
 */
describe('lessons that change under their instructor (issue 31)', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let anna: number;
  const start = plusDays(weekStart, 21);
  const monday = plusDays(start, 1);
  const tuesday = plusDays(start, 2);
  const wednesday = plusDays(start, 3);
  const thursday = plusDays(start, 4);
  let course: number;
  let flocon: number;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.inject({ method, url: `${base}${url}`, headers, ...(payload ? { payload } : {}) });
  const board = async (from: string, to = from) => {
    const res = await call('GET', `/planning?from=${from}&to=${to}&lang=fr`);
    expect(res.statusCode, res.body).toBe(200);
    return PlanningView.parse(res.json());
  };
  const pay = async (productKey: string, slotId: number, participants: object[]) => {
    const added = await t.addLine({ productKey, slotId, participants });
    const res = await t.checkout(added.cartId, { lang: 'fr', contact: { ...contact, firstName: 'Jo', lastName: 'Changes' } });
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const [line] = await rows<{ id: number; total: number }>(
      t.conn.db,
      sql`select l.id, l.total_cents as total from order_lines l join orders o on o.id = l.order_id where o.number = ${res.json().order.number}`,
    );
    return { number: res.json().order.number as string, lineId: line!.id, total: line!.total };
  };
  const assignments = () =>
    rows<{ day: string; start: string; group_id: number | null; order_line_id: number | null }>(
      t.conn.db,
      sql`select day::text as day, to_char(starts_at, 'HH24:MI') as start, group_id, order_line_id from instructor_assignments
           where instructor_id = ${anna} order by day, starts_at`,
    );
  const notices = () =>
    rows<{ kind: string; lesson: { day: string; start: string; was?: { day: string; start: string } } }>(
      t.conn.db,
      sql`select kind, lesson from instructor_notices where instructor_id = ${anna} order by id`,
    );
  const mails = (kind: string) =>
    readdirSync(t.mailDir)
      .filter((name) => name.includes(`instructor-${anna}-${kind}`))
      .map((name) => t.mailText(name));
  const close = async (body: object) => {
    const res = await call('POST', '/closures', { reason: 'weather', idempotencyKey: newKey(), ...body });
    expect(res.statusCode, res.body).toBe(201);
  };

  beforeAll(async () => {
    t = await orderPlatform('pglite');
    headers = await staffHeaders(t, '10.47.9');
    const made = await call('POST', '/instructors', {
      firstName: 'Anna',
      lastName: 'Changes',
      email: 'anna.changes@example.com',
      phone: null,
      photoUrl: null,
      disciplines: [{ discipline: 'ski', levels: ALL_SKI }],
      languages: ['fr', 'en'],
      diplomas: [],
    });
    expect(made.statusCode, made.body).toBe(201);
    anna = made.json().id;
    const set = await call('POST', '/instructors/availability/pattern', {
      instructorIds: [anna],
      from: start,
      to: plusDays(start, 6),
      pattern: every('available'),
    });
    expect(set.statusCode, set.body).toBe(200);
    course = await t.makeSlot('cours-enfants-tous-niveaux', start, plusDays(start, 5), 40);
    const line = await pay('cours-enfants-tous-niveaux', course, [
      { firstName: 'Léon', lastName: 'Changes', birthDate: born(6), level: 'flocon' },
    ]);
    const groups = await call('POST', `/slots/${course}/groups`, {
      groups: [{ name: 'Flocon 1', level: 'flocon', members: [{ orderLineId: line.lineId, participant: 0 }] }],
    });
    expect(groups.statusCode, groups.body).toBe(200);
    [{ id: flocon }] = (await rows<{ id: number }>(t.conn.db, sql`select id from lesson_groups where slot_id = ${course}`)) as [
      { id: number },
    ];
    for (const day of [monday, tuesday, wednesday]) {
      const res = await call('PUT', '/planning/assignments', {
        lesson: { kind: 'group', groupId: flocon, day },
        instructorId: anna,
        lang: 'fr',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t?.close());

  it('a cancelled order: its private lesson is taken back, the instructor told (phone and e-mail) and free again at that hour', async () => {
    const slot = await t.makeSlot('cours-particulier-ski', monday, monday, 1, ['13:00', '14:00']);
    const bought = await pay('cours-particulier-ski', slot, [{ firstName: 'Sam', lastName: 'Changes', birthDate: born(30) }]);
    // Paid: the lesson went at once to Anna, the one instructor free.
    expect(await assignments()).toContainEqual({ day: monday, start: '13:00', group_id: null, order_line_id: bought.lineId });

    const res = await call('POST', `/orders/${encodeURIComponent(bought.number)}/cancellations`, {
      lineIds: [bought.lineId],
      refundCents: bought.total,
      reason: 'Le client est malade',
      idempotencyKey: newKey(),
    });
    expect(res.statusCode, res.body).toBe(200);

    expect((await assignments()).some((a) => a.order_line_id === bought.lineId)).toBe(false);
    expect((await notices()).at(-1)).toMatchObject({ kind: 'cancelled', lesson: { day: monday, start: '13:00' } });
    const [mail] = mails('cancelled');
    expect(mail).toMatch(/^To: anna\.changes@example\.com$/m);
    expect(mail).toContain('Ce cours est annulé');
    // Free again: the private hour she had is offered on the board as hers to take, and nothing of it is left there.
    const day = await board(monday);
    expect(day.lessons.some((l) => l.key === `p${bought.lineId}:${monday}`)).toBe(false);
    // Sent again (a retried request): nothing more to tell her.
    const told = (await notices()).length;
    await t.app.orders.lessonsChanged?.('val-neige', {
      orderIds: [(await rows<{ id: number }>(t.conn.db, sql`select order_id as id from order_lines where id = ${bought.lineId}`))[0]!.id],
    });
    expect(await notices()).toHaveLength(told);
  });

  it("a one-day closure of a week's course: the group still meets the other days; the closed day is taken back from its instructor", async () => {
    await close({ scope: 'day', day: tuesday, remedy: 'refund' });

    const week = await board(monday, wednesday);
    const ours = week.lessons.filter((l) => l.key.startsWith(`g${flocon}:`));
    expect(ours.map((l) => [l.day, l.instructorId])).toEqual([
      [monday, anna],
      [wednesday, anna],
    ]);
    expect((await assignments()).filter((a) => a.group_id === flocon).map((a) => a.day)).toEqual([monday, wednesday]);
    expect((await notices()).at(-1)).toMatchObject({ kind: 'cancelled', lesson: { day: tuesday, start: '09:15' } });
    expect(mails('cancelled').some((m) => m.includes('Flocon 1'))).toBe(true);
  });

  it('a private lesson a closure moves to another hour stays with its instructor, who is told its new time', async () => {
    const from = await t.makeSlot('cours-particulier-ski', thursday, thursday, 1, ['09:00', '10:00']);
    const to = await t.makeSlot('cours-particulier-ski', thursday, thursday, 1, ['14:00', '15:00']);
    const bought = await pay('cours-particulier-ski', from, [{ firstName: 'Max', lastName: 'Changes', birthDate: born(25) }]);
    expect(await assignments()).toContainEqual({ day: thursday, start: '09:00', group_id: null, order_line_id: bought.lineId });

    await close({ scope: 'slot', slotId: from, remedy: 'move', moves: [{ fromSlotId: from, toSlotId: to }] });

    expect((await assignments()).filter((a) => a.order_line_id === bought.lineId)).toEqual([
      { day: thursday, start: '14:00', group_id: null, order_line_id: bought.lineId },
    ]);
    expect((await notices()).at(-1)).toMatchObject({
      kind: 'changed',
      lesson: { day: thursday, start: '14:00', was: { day: thursday, start: '09:00' } },
    });
    const [mail] = mails('changed');
    expect(mail).toContain('Ce cours a changé d’horaire');
    expect(mail).toMatch(/Avant : jeudi \d+ \w+ 09:00–10:00/);
    const day = await board(thursday);
    expect(day.lessons.find((l) => l.key === `p${bought.lineId}:${thursday}`)).toMatchObject({ start: '14:00', instructorId: anna });
  });
});
