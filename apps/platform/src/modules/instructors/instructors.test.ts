import { Instructor, InstructorAvailabilityResponse, InstructorsResponse } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, DEMO_STAFF, seedTestAccounts } from '../../test/accounts';
import { mainDrivers, testPlatform } from '../../test/app';
import { DEMO_ADMIN, DEMO_EDITOR } from '../auth/service';

const base = '/api/backoffice/sites/val-neige/instructors';
const profile = {
  firstName: 'Margaux',
  lastName: 'Tissot',
  email: 'Margaux.Tissot@Example.com',
  phone: '+33 6 00 00 00 09',
  photoUrl: null,
  disciplines: [{ discipline: 'ski', levels: ['ourson', 'flocon'] }],
  languages: ['fr', 'en'],
  diplomas: [{ name: 'PSE1', number: null, expiresOn: '2027-01-10' }],
};
/** Every weekday available in the morning, the afternoon left as it is but on Sunday (holiday). */
const pattern = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, { am: 'available', pm: d === 'sun' ? 'holiday' : null }]),
);

describe.each(mainDrivers)('instructors on %s (issue 31)', (kind) => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  let editor: Record<string, string>;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = staff) =>
    t.app.inject({ method, url: `${base}${url}`, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await testPlatform(kind);
    await seedTestAccounts(t.conn.db);
    const login = apiLogin(() => t.app, kind === 'pg' ? '10.71.2' : '10.71.1');
    staff = { authorization: `Bearer ${await login('val-neige', DEMO_STAFF.email, DEMO_STAFF.password)}` };
    admin = { authorization: `Bearer ${await login('val-neige', DEMO_ADMIN.email, DEMO_ADMIN.password)}` };
    editor = { authorization: `Bearer ${await login('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password)}` };
  });
  afterAll(() => t?.close());

  it('lists the demo school’s instructors by name, filtered by discipline and language, with their week', async () => {
    const res = await call('GET', '?weekFrom=2027-01-04');
    expect(res.statusCode, res.body).toBe(200);
    const list = InstructorsResponse.parse(res.json());
    expect(list.instructors.map((i) => i.lastName)).toEqual([
      'Bérard',
      'Bonnevie',
      'Favre',
      'Giraud',
      'Mercier',
      'Perrier',
      'Rochas',
      'Vuillermoz',
    ]);
    // A week of the season: six days of seven, the seventh their day off.
    expect(list.instructors.find((i) => i.lastName === 'Favre')?.daysAvailable).toBe(6);
    expect(list.settings.availabilityLockDays).toBe(2);
    const board = InstructorsResponse.parse((await call('GET', '?discipline=snowboard&language=de')).json());
    expect(board.instructors.map((i) => i.lastName)).toEqual(['Giraud']);
  });

  it('adds, changes and archives an instructor; the office (staff and admins) may, editors may not', async () => {
    expect((await call('POST', '', profile, editor)).statusCode).toBe(403);
    const created = await call('POST', '', profile);
    expect(created.statusCode, created.body).toBe(201);
    const one = Instructor.parse(created.json());
    expect(one).toMatchObject({ email: 'margaux.tissot@example.com', archived: false, diplomaExpiresOn: '2027-01-10' });

    const changed = await call('PUT', `/${one.id}`, { ...profile, languages: ['fr', 'en', 'de'] }, admin);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(Instructor.parse((await call('GET', `/${one.id}`)).json()).languages).toEqual(['fr', 'en', 'de']);

    expect(Instructor.parse((await call('POST', `/${one.id}/archive`, { archived: true })).json()).archived).toBe(true);
    const active = InstructorsResponse.parse((await call('GET', '')).json());
    expect(active.instructors.map((i) => i.id)).not.toContain(one.id);
    const archived = InstructorsResponse.parse((await call('GET', '?active=false')).json());
    expect(archived.instructors.map((i) => i.id)).toEqual([one.id]);
    const [audit] = await rows<{ n: number }>(
      t.conn.db,
      sql`select count(*)::int as n from audit_log where action like 'instructor.%' and subject = 'Margaux Tissot'`,
    );
    expect(audit?.n).toBe(3);
  });

  it.each([
    [
      'a level the school does not teach',
      { disciplines: [{ discipline: 'ski', levels: ['ourson', 'expert'] }] },
      'body.disciplines.0.levels.1',
    ],
    ['a discipline with no ladder', { disciplines: [{ discipline: 'parapente', levels: ['ourson'] }] }, 'body.disciplines.0.discipline'],
    ['an unknown language', { languages: ['fr', 'xx'] }, 'body.languages.1'],
    ['a diploma with a bad date', { diplomas: [{ name: 'PSE1', number: null, expiresOn: '2027-02-30' }] }, 'body.diplomas.0.expiresOn'],
    ['no first name', { firstName: '  ' }, 'body.firstName'],
    ['a bad e-mail', { email: 'margaux' }, 'body.email'],
  ])('refuses %s with a 400 naming the field', async (_what, change, field) => {
    const res = await call('POST', '', { ...profile, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.field).toBe(field);
  });

  it('sets a week pattern over a period, only the empty half-days when asked, and reads it back', async () => {
    const [who] = InstructorsResponse.parse((await call('GET', '')).json()).instructors;
    const id = who?.id as number;
    // A week before the season: nothing entered yet.
    const week = { from: '2026-11-30', to: '2026-12-06' };
    const set = await call('POST', '/availability/pattern', { instructorIds: [id], ...week, pattern });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().changed).toBe(8); // 7 mornings and Sunday afternoon
    const read = InstructorAvailabilityResponse.parse((await call('GET', `/${id}/availability?from=${week.from}&to=${week.to}`)).json());
    expect(read.cells).toHaveLength(8);
    expect(read.cells.find((c) => c.day === '2026-12-06' && c.half === 'pm')?.status).toBe('holiday');

    // Only the empty ones: the mornings stay, the afternoons Monday to Saturday are filled.
    const ill = Object.fromEntries(Object.keys(pattern).map((d) => [d, { am: 'ill', pm: 'on_call' }]));
    const filled = await call('POST', '/availability/pattern', { instructorIds: [id], ...week, pattern: ill, onlyEmpty: true });
    expect(filled.json().changed).toBe(6);
    const all = InstructorAvailabilityResponse.parse((await call('GET', `/availability?from=${week.from}&to=${week.to}`)).json());
    const mine = all.cells.filter((c) => c.instructorId === id);
    expect(mine.filter((c) => c.status === 'available')).toHaveLength(7);
    expect(mine.filter((c) => c.status === 'on_call')).toHaveLength(6);

    // One cell changed, one cleared.
    const cells = await call('PUT', '/availability', {
      cells: [
        { instructorId: id, day: '2026-11-30', half: 'am', status: 'ill' },
        { instructorId: id, day: '2026-12-01', half: 'am', status: null },
      ],
    });
    expect(cells.json().changed).toBe(2);
    const after = InstructorAvailabilityResponse.parse((await call('GET', `/${id}/availability?from=2026-11-30&to=2026-12-01`)).json());
    expect(after.cells.map((c) => `${c.day} ${c.half} ${c.status}`)).toEqual([
      '2026-11-30 am ill',
      '2026-11-30 pm on_call',
      '2026-12-01 pm on_call',
    ]);
  });

  it('takes the last status of a half-day named twice in one request', async () => {
    const [who] = InstructorsResponse.parse((await call('GET', '')).json()).instructors;
    const cell = { instructorId: who?.id, day: '2026-11-20', half: 'pm' };
    const res = await call('PUT', '/availability', {
      cells: [
        { ...cell, status: 'ill' },
        { ...cell, status: 'holiday' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = InstructorAvailabilityResponse.parse((await call('GET', `/${who?.id}/availability?from=2026-11-20&to=2026-11-20`)).json());
    expect(read.cells.map((c) => c.status)).toEqual(['holiday']);
  });

  it.each([
    ['a period ending before it starts', '?from=2027-01-10&to=2027-01-09', 'query.to'],
    ['a period longer than 200 days', '?from=2026-12-01&to=2027-06-30', 'query.to'],
    ['a bad day', '?from=2026-13-01&to=2027-01-09', 'query.from'],
  ])('refuses %s with a 400 naming the field', async (_what, query, field) => {
    const res = await call('GET', `/availability${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.field).toBe(field);
  });

  it('refuses a week pattern over more than 200 days, naming the field', async () => {
    const res = await call('POST', '/availability/pattern', { instructorIds: [1], from: '2026-12-01', to: '2027-07-01', pattern });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.field).toBe('body.to');
  });

  it('refuses another school’s instructor in a pattern, naming the field; answers 404 for one in the path', async () => {
    const [other] = await rows<{ id: number }>(t.conn.db, sql`select id from instructors where site = 'arolles' limit 1`);
    // Only the demo school is seeded here: make one of another school.
    const id =
      other?.id ??
      (
        await rows<{ id: number }>(
          t.conn.db,
          sql`insert into instructors (site, first_name, last_name, disciplines, languages, diplomas)
              values ('autre-site', 'Intrus', 'Autre', '[]', '["fr"]', '[]') returning id`,
        )
      )[0]?.id;
    const res = await call('POST', '/availability/pattern', { instructorIds: [id], from: '2027-01-04', to: '2027-01-10', pattern });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.instructorIds.0');
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/${id}/availability?from=2027-01-04&to=2027-01-10`)).statusCode).toBe(404);
  });

  it('keeps the school’s lock for instructors’ own changes', async () => {
    const res = await call('PUT', '/settings', { availabilityLockDays: 5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(InstructorsResponse.parse((await call('GET', '')).json()).settings.availabilityLockDays).toBe(5);
    const bad = await call('PUT', '/settings', { availabilityLockDays: -1 });
    expect(bad.json().error.field).toBe('body.availabilityLockDays');
  });
});
