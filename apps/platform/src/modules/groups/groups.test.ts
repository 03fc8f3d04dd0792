import { SANDBOX_CARDS, SlotGroupsView } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { staffHeaders } from '../backoffice/staff-fixtures';

const born = (age: number) => `${Number(weekStart.slice(0, 4)) - age}-01-01`;
const kid = (firstName: string, age: number, level: string) => ({ firstName, lastName: 'Martin', birthDate: born(age), level });

/** A paid order of children on the all-levels course. */
async function family(t: OrderPlatform, slotId: number, children: ReturnType<typeof kid>[]) {
  const added = await t.addLine({ productKey: 'cours-enfants-tous-niveaux', slotId, participants: children });
  const res = await t.checkout(added.cartId, { lang: 'fr' });
  expect(res.statusCode, res.body).toBe(201);
  expect((await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
}

async function course(t: OrderPlatform) {
  const slotId = await t.makeSlot('cours-enfants-tous-niveaux', weekStart, plusDays(weekStart, 5), 60);
  // Eleven Flocons (two groups of at most 10), two 2e Étoile, one Ourson.
  await family(t, slotId, [kid('Léon', 6, 'flocon'), kid('Rose', 10, '2e-etoile')]);
  await family(
    t,
    slotId,
    Array.from({ length: 10 }, (_, i) => ({ ...kid(`F${String(i).padStart(2, '0')}`, 5 + (i % 6), 'flocon'), lastName: 'Abel' })),
  );
  await family(t, slotId, [kid('Inès', 9, '2e Étoile'), kid('Paul', 4, 'ourson')]);
  return slotId;
}

describe('groups of a course on pglite (issue 30)', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let slotId: number;
  const url = (path = '') => `/api/backoffice/sites/val-neige/slots/${slotId}/groups${path}`;
  const view = async (lang = 'fr') => {
    const res = await t.inject({ method: 'GET', url: `${url()}?lang=${lang}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return SlotGroupsView.parse(res.json());
  };
  const post = (path: string, payload: object, lang = 'fr') =>
    t.inject({ method: 'POST', url: `${url(path)}?lang=${lang}`, headers, payload });

  beforeAll(async () => {
    t = await orderPlatform('pglite');
    headers = await staffHeaders(t, '10.44.1');
    slotId = await course(t);
  });
  afterAll(() => t?.close());

  it('proposes groups by level then age, within the product’s sizes, while none is saved', async () => {
    const v = await view('en');
    expect(v.days).toHaveLength(6);
    expect(v.groups).toEqual([]);
    expect(v.children).toHaveLength(14);
    // The discipline's whole ladder, in order: a group or an advice may name a level no child has yet.
    expect(v.ladder?.map((l) => l.key)).toEqual([
      'piou-piou',
      'ourson',
      'flocon',
      '1re-etoile',
      '2e-etoile',
      '3e-etoile',
      'etoile-bronze',
      'etoile-argent',
      'etoile-or',
    ]);
    expect(v.ladder?.[2]?.name).toBe('Flocon (snowflake)');
    expect(v.children.every((c) => Object.values(c.groups).every((g) => g === null))).toBe(true);
    const proposal = v.proposal ?? [];
    expect(proposal.map((g) => [g.name, g.level, g.members.length])).toEqual([
      ['Ourson (first steps)', 'ourson', 1],
      ['Flocon (snowflake) A', 'flocon', 6],
      ['Flocon (snowflake) B', 'flocon', 5],
      ['2nd Star', '2e-etoile', 2],
    ]);
    // The youngest Flocons together: every child of group A is no older than any of group B.
    const age = new Map(v.children.map((c) => [`${c.orderLineId}:${c.participant}`, c.age]));
    const ages = (i: number) => (proposal[i]?.members ?? []).map((m) => age.get(`${m.orderLineId}:${m.participant}`) ?? -1);
    expect(Math.max(...ages(1))).toBeLessThanOrEqual(Math.min(...ages(2)));
    // The same children give the same proposal.
    expect((await view('en')).proposal).toEqual(proposal);
  });

  it('saves the proposal for every day, then moves a child from Tuesday on, recording who and when', async () => {
    const proposal = (await view()).proposal ?? [];
    const saved = await post('', { groups: proposal });
    expect(saved.statusCode, saved.body).toBe(200);
    const v = SlotGroupsView.parse(saved.json());
    expect(v.proposal).toBeNull();
    expect(v.groups.map((g) => [g.name, g.size])).toEqual([
      ['Ourson', 8],
      ['Flocon A', 6 + 4],
      ['Flocon B', 10],
      ['2e Étoile', 10],
    ]);
    // Each child in exactly one group, every day.
    expect(v.children.every((c) => Object.values(c.groups).every((g) => g !== null))).toBe(true);
    // Saved twice (another tab): 409, nothing doubled.
    const again = await post('', { groups: proposal });
    expect(again.statusCode).toBe(409);

    const leon = v.children.find((c) => c.firstName === 'Léon')!;
    const [a, b] = v.groups.filter((g) => g.level === 'flocon');
    const from = leon.groups[weekStart] === a!.id ? a! : b!;
    const to = from === a ? b! : a!;
    const tuesday = plusDays(weekStart, 2);
    const moved = await post('/moves', { orderLineId: leon.orderLineId, participant: leon.participant, toGroup: to.id, fromDay: tuesday });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = SlotGroupsView.parse(moved.json());
    const now = after.children.find((c) => c.firstName === 'Léon')!;
    expect(now.groups[weekStart]).toBe(from.id);
    expect(now.groups[plusDays(weekStart, 1)]).toBe(from.id);
    expect(now.groups[tuesday]).toBe(to.id);
    expect(now.groups[plusDays(weekStart, 5)]).toBe(to.id);
    expect(after.moves[0]).toMatchObject({ child: 'Léon Martin', from: from.name, to: to.name, fromDay: tuesday });
    expect(after.moves[0]?.by).toBeTruthy();
    const [members] = await rows<{ n: number }>(
      t.conn.db,
      sql`select count(*)::int as n from group_members where order_line_id = ${leon.orderLineId} and participant = ${leon.participant}`,
    );
    expect(members?.n).toBe(6);
    // The roster says each child's group day by day: one group's roster holds Léon from Tuesday on.
    const roster = await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/slots/${slotId}/roster`, headers });
    const onRoster = (roster.json().participants as { firstName: string; groups?: Record<string, string | null> }[]).find(
      (p) => p.firstName === 'Léon',
    );
    expect(onRoster?.groups?.[weekStart]).toBe(from.name);
    expect(onRoster?.groups?.[tuesday]).toBe(to.name);
  });

  it('renames a group and adds an empty one; refuses what is not of the course, naming the field', async () => {
    const v = await view();
    const first = v.groups[0]!;
    const renamed = await t.inject({ method: 'PUT', url: url(`/${first.id}`), headers, payload: { name: 'Les Oursons' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(SlotGroupsView.parse(renamed.json()).groups[0]?.name).toBe('Les Oursons');
    const added = await post('/new', { name: 'Flocon C', level: 'flocon' });
    expect(added.statusCode, added.body).toBe(200);
    expect(SlotGroupsView.parse(added.json()).groups.at(-1)).toMatchObject({ name: 'Flocon C', level: 'flocon', size: 10 });

    const child = v.children[0]!;
    const cases: [object, string, number][] = [
      [{ orderLineId: child.orderLineId, participant: 9, toGroup: first.id, fromDay: weekStart }, 'body.orderLineId', 400],
      [{ orderLineId: child.orderLineId, participant: child.participant, toGroup: 999_999, fromDay: weekStart }, 'body.toGroup', 404],
      [
        { orderLineId: child.orderLineId, participant: child.participant, toGroup: first.id, fromDay: plusDays(weekStart, 9) },
        'body.fromDay',
        400,
      ],
    ];
    for (const [payload, field, status] of cases) {
      const res = await post('/moves', payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.field).toBe(field);
    }
    expect((await post('/new', { name: 'X', level: 'etoile-or-massif' })).json().error.field).toBe('body.level');
  });

  it('counts the day’s children per level, groups and children without a group on the dashboard', async () => {
    const res = await t.inject({
      method: 'GET',
      url: `/api/backoffice/sites/val-neige/dashboard?from=${weekStart}&days=1&lang=en`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const course = (res.json().groups as { slotId: number }[]).find((g) => g.slotId === slotId);
    const v = await view('en');
    expect(course).toEqual({
      slotId,
      name: "Children's group lessons — all levels",
      startTime: '09:15',
      children: 14,
      levels: [
        { level: 'ourson', levelName: 'Ourson (first steps)', children: 1 },
        { level: 'flocon', levelName: 'Flocon (snowflake)', children: 11 },
        { level: '2e-etoile', levelName: '2nd Star', children: 2 },
      ],
      groups: v.groups.length,
      withoutGroup: 0,
    });
  });

  it("exports a day's groups as CSV in the staff's language, a day outside the course refused by name", async () => {
    const tuesday = plusDays(weekStart, 2);
    const res = await t.inject({ method: 'GET', url: `${url('.csv')}?lang=en&day=${tuesday}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Group;Level;Last name;First name;Age;Order');
    expect(lines).toHaveLength(1 + 14);
    // On Tuesday Léon is in the group he was moved to.
    const v = await view('en');
    const leon = v.children.find((c) => c.firstName === 'Léon')!;
    const group = v.groups.find((g) => g.id === leon.groups[tuesday])!;
    expect(lines.find((l) => l.includes(';Léon;'))).toMatch(new RegExp(`^${group.name};Flocon \\(snowflake\\);Martin;Léon;6;`));
    const outside = await t.inject({ method: 'GET', url: `${url('.csv')}?day=${plusDays(weekStart, 30)}`, headers });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.field).toBe('query.day');
  });
});

describe('groups under concurrency on pg', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let slotId: number;

  beforeAll(async () => {
    t = await orderPlatform('pg');
    headers = await staffHeaders(t, '10.44.2');
    slotId = await course(t);
  });
  afterAll(() => t?.close());

  it('two staff saving at once save once; 20 moves at once never leave a child in no group or in two', async () => {
    const url = `/api/backoffice/sites/val-neige/slots/${slotId}/groups`;
    const proposal = SlotGroupsView.parse((await t.inject({ method: 'GET', url, headers })).json()).proposal ?? [];
    const saves = await Promise.all([1, 2].map(() => t.inject({ method: 'POST', url, headers, payload: { groups: proposal } })));
    expect(saves.map((s) => s.statusCode).sort()).toEqual([200, 409]);
    const v = SlotGroupsView.parse(saves.find((s) => s.statusCode === 200)!.json());
    const targets = v.groups.map((g) => g.id);
    const children = v.children.slice(0, 4);
    const moves = Array.from({ length: 20 }, (_, i) => {
      const c = children[i % children.length]!;
      return t.inject({
        method: 'POST',
        url: `${url}/moves`,
        headers,
        payload: {
          orderLineId: c.orderLineId,
          participant: c.participant,
          toGroup: targets[i % targets.length],
          fromDay: plusDays(weekStart, i % 6),
        },
      });
    });
    const answers = await Promise.all(moves);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    const [counts] = await rows<{ rows: number; distinct_days: number }>(
      t.conn.db,
      sql`select count(*)::int as rows, count(distinct (m.order_line_id, m.participant, m.day))::int as distinct_days
            from group_members m join lesson_groups g on g.id = m.group_id where g.slot_id = ${slotId}`,
    );
    // 14 children × 6 days: one row each, never two.
    expect(counts).toEqual({ rows: 14 * 6, distinct_days: 14 * 6 });
  });
});
