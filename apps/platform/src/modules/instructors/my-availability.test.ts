import { MyAvailabilityView } from '@schuss/contracts';
import { addDays } from '@schuss/contracts/rules';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, DEMO_STAFF, seedTestAccounts } from '../../test/accounts';
import { mainDrivers, testPlatform } from '../../test/app';
import { DEMO_ADMIN, DEMO_INSTRUCTOR } from '../auth/service';
import { schoolToday } from './service';

const base = '/api/backoffice/sites/val-neige';

describe.each(mainDrivers)('an instructor’s own availability on %s (issue 31, item 2)', (kind) => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  let julien: Record<string, string>;
  let julienId: number;
  let otherId: number;
  const today = schoolToday();
  // The demo school locks the next two days: the third day from today is the first Julien may change.
  const free = addDays(today, 3);
  const call = (method: 'GET' | 'PUT', url: string, payload?: object, headers = julien) =>
    t.app.inject({ method, url: `${base}${url}`, headers, ...(payload ? { payload } : {}) });
  const view = async (query = '') => {
    const res = await call('GET', `/my-availability${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return MyAvailabilityView.parse(res.json());
  };
  const statusOf = async (id: number, day: string, half: string) =>
    (
      await rows<{ status: string }>(
        t.conn.db,
        sql`select status from instructor_availability where instructor_id = ${id} and day = ${day} and half = ${half}`,
      )
    )[0]?.status ?? null;

  beforeAll(async () => {
    t = await testPlatform(kind);
    await seedTestAccounts(t.conn.db);
    const login = apiLogin(() => t.app, kind === 'pg' ? '10.72.2' : '10.72.1');
    staff = { authorization: `Bearer ${await login('val-neige', DEMO_STAFF.email, DEMO_STAFF.password)}` };
    admin = { authorization: `Bearer ${await login('val-neige', DEMO_ADMIN.email, DEMO_ADMIN.password)}` };
    julien = { authorization: `Bearer ${await login('val-neige', DEMO_INSTRUCTOR.email, DEMO_INSTRUCTOR.password)}` };
    const found = await rows<{ id: number; email: string | null }>(
      t.conn.db,
      sql`select id, email from instructors where site = 'val-neige' and archived_at is null order by id`,
    );
    julienId = found.find((f) => f.email === DEMO_INSTRUCTOR.email)!.id;
    otherId = found.find((f) => f.id !== julienId)!.id;
  });
  afterAll(() => t?.close());

  it('reads his own half-days of the next 14 days, the locked ones (today and the next two days) said', async () => {
    const v = await view();
    expect(v.instructor).toEqual({ id: julienId, name: 'Julien Mercier' });
    expect(v).toMatchObject({ today, from: today, to: addDays(today, 13), lockDays: 2, lockedUntil: addDays(today, 2) });
    expect(v.halfDays).toHaveLength(28);
    expect(v.halfDays.slice(0, 2).map((h) => h.half)).toEqual(['am', 'pm']);
    const locked = [today, addDays(today, 1), addDays(today, 2)];
    expect(v.halfDays.filter((h) => h.locked).map((h) => h.day)).toEqual(locked.flatMap((d) => [d, d]));
    expect(v.halfDays.find((h) => h.day === free)?.locked).toBe(false);
    // Another fortnight, from a day given.
    const next = await view(`?from=${addDays(today, 14)}&days=14`);
    expect(next.halfDays[0]).toMatchObject({ day: addDays(today, 14), locked: false });
  });

  it('changes his own future half-days, audited; another instructor’s half-days are never touched', async () => {
    const day = addDays(free, 1);
    const set = await call(
      'PUT',
      '/instructors/availability',
      { cells: [{ instructorId: otherId, day, half: 'pm', status: 'available' }] },
      staff,
    );
    expect(set.statusCode, set.body).toBe(200);
    const res = await call('PUT', '/my-availability', {
      cells: [
        { day, half: 'am', status: 'available' },
        // Naming another instructor in a cell changes nothing of theirs: the cell is his own.
        { instructorId: otherId, day, half: 'pm', status: 'unavailable' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().changed).toBe(2);
    expect(await statusOf(julienId, day, 'am')).toBe('available');
    expect(await statusOf(julienId, day, 'pm')).toBe('unavailable');
    expect(await statusOf(otherId, day, 'pm')).toBe('available');
    const v = await view();
    expect(v.halfDays.filter((h) => h.day === day).map((h) => h.status)).toEqual(['available', 'unavailable']);
    // The office sees it on the instructor's availability.
    const office = await call('GET', `/instructors/${julienId}/availability?from=${day}&to=${day}`, undefined, staff);
    expect(office.json().cells.map((c: { half: string; status: string }) => `${c.half} ${c.status}`)).toEqual([
      'am available',
      'pm unavailable',
    ]);
    const [audit] = await rows<{ subject: string }>(
      t.conn.db,
      sql`select subject from audit_log where action = 'instructor.availability' and subject like 'Julien Mercier:%' order by id desc limit 1`,
    );
    expect(audit?.subject).toBe('Julien Mercier: 2 half-day(s)');
  });

  it.each([
    ['today', 0],
    ['the last locked day', 2],
    ['yesterday', -1],
  ])('refuses %s with a 409 naming the cell, in words, and changes nothing', async (_what, offset) => {
    const res = await call('PUT', '/my-availability', {
      cells: [
        { day: free, half: 'am', status: 'holiday' },
        { day: addDays(today, offset), half: 'pm', status: 'holiday' },
      ],
      lang: 'fr',
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error).toMatchObject({ field: 'body.cells.1.day', code: 'availability_locked' });
    expect(res.json().error.message).toMatch(/Les jours jusqu’au .+ ne se changent plus : appelez le bureau\./);
    expect(await statusOf(julienId, free, 'am')).not.toBe('holiday');
  });

  it('says the lock in English too, and follows the school’s rule when the office changes it', async () => {
    const en = await call('PUT', '/my-availability', { cells: [{ day: addDays(today, 1), half: 'am', status: 'ill' }], lang: 'en' });
    expect(en.statusCode).toBe(409);
    expect(en.json().error.message).toMatch(/Days up to .+ can no longer be changed: call the office\./);
    expect((await call('PUT', '/instructors/settings', { availabilityLockDays: 0 }, admin)).statusCode).toBe(200);
    try {
      const ok = await call('PUT', '/my-availability', { cells: [{ day: addDays(today, 1), half: 'am', status: 'on_call' }] });
      expect(ok.statusCode, ok.body).toBe(200);
      expect((await view()).lockedUntil).toBe(today);
    } finally {
      await call('PUT', '/instructors/settings', { availabilityLockDays: 2 }, admin);
    }
  });

  it('refuses to make a half-day with a lesson of his not available (call the office); available or on call stay possible', async () => {
    const day = addDays(free, 4);
    const [group] = await rows<{ id: number }>(
      t.conn.db,
      sql`insert into lesson_groups (slot_id, name, level, size, position)
          select s.id, 'Flocon 9', 'flocon', 8, 1 from slots s join products p on p.id = s.product_id
           where p.resort = 'val-neige' order by s.id limit 1 returning id`,
    );
    await rows(
      t.conn.db,
      sql`insert into instructor_assignments (site, instructor_id, day, starts_at, ends_at, group_id)
          values ('val-neige', ${julienId}, ${day}, '14:00', '16:30', ${group!.id})`,
    );
    const v = await view(`?from=${day}&days=1&lang=fr`);
    expect(v.halfDays.map((h) => h.lessons.length)).toEqual([0, 1]);
    expect(v.halfDays[1]?.lessons[0]).toMatch(/Flocon 9 14:00–16:30$/);
    const res = await call('PUT', '/my-availability', {
      cells: [
        { day, half: 'am', status: 'holiday' },
        { day, half: 'pm', status: 'ill' },
      ],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.field).toBe('body.cells.1.status');
    expect(res.json().error.message).toMatch(
      /Vous avez un cours ce demi-jour \(.*Flocon 9 14:00–16:30\) : pour vous absenter, appelez le bureau\./,
    );
    expect(await statusOf(julienId, day, 'am')).toBeNull();
    const ok = await call('PUT', '/my-availability', { cells: [{ day, half: 'pm', status: 'on_call' }] });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('is the instructors’ own: staff and admins get 403 (they use the instructors’ availability)', async () => {
    for (const who of [staff, admin]) {
      expect((await call('GET', '/my-availability', undefined, who)).statusCode).toBe(403);
      const put = await call('PUT', '/my-availability', { cells: [{ day: free, half: 'am', status: 'available' }] }, who);
      expect(put.statusCode).toBe(403);
      expect(put.json().error.code).toBe('forbidden');
    }
  });

  it.each([
    ['more than 31 days', 'GET', '?days=32', undefined, 'query.days'],
    ['a bad day', 'GET', '?from=2027-02-30', undefined, 'query.from'],
    ['no half-day', 'PUT', '', { cells: [] }, 'body.cells'],
    ['a bad half', 'PUT', '', { cells: [{ day: '2030-01-07', half: 'noon', status: 'available' }] }, 'body.cells.0.half'],
    ['a bad status', 'PUT', '', { cells: [{ day: '2030-01-07', half: 'am', status: 'asleep' }] }, 'body.cells.0.status'],
    [
      'more than 62 half-days',
      'PUT',
      '',
      { cells: Array.from({ length: 63 }, (_, i) => ({ day: addDays('2030-01-07', i), half: 'am', status: 'available' })) },
      'body.cells',
    ],
  ] as const)('refuses %s with a 400 naming the field', async (_what, method, query, body, field) => {
    const res = await call(method, `/my-availability${query}`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.field).toBe(field);
  });

  it('answers an instructor without a profile at this school with none, and refuses their changes', async () => {
    await rows(t.conn.db, sql`update instructors set archived_at = now() where id = ${julienId}`);
    try {
      expect((await view()).instructor).toBeNull();
      const res = await call('PUT', '/my-availability', { cells: [{ day: free, half: 'am', status: 'available' }] });
      expect(res.statusCode).toBe(403);
    } finally {
      await rows(t.conn.db, sql`update instructors set archived_at = null where id = ${julienId}`);
    }
  });
});
