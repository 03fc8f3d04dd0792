import { ACTIVITY_PAGE, ActivityResponse } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, CHEAP } from '../../test/accounts';
import { drivers } from '../../test/app';
import { type OrderPlatform, orderPlatform } from '../../test/orders';
import { upsertUser } from '../auth/service';
import { staffHeaders } from '../backoffice/staff-fixtures';
import { repairPlaces } from '../places/check';
import { recordAuditAs } from './record';

const ADMIN = { email: 'admin-journal@val-neige.test', password: 'correct horse battery staple' };

describe.each(drivers)('the activity log on %s', (kind) => {
  let t: OrderPlatform;
  let staff: Record<string, string>;
  let admin: Record<string, string>;
  const read = (headers: Record<string, string>, query = '') =>
    t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/activity${query}`, headers });

  beforeAll(async () => {
    t = await orderPlatform(kind);
    staff = await staffHeaders(t, kind === 'pg' ? '10.35.2' : '10.35.1');
    const [site] = await rows<{ id: number }>(t.conn.db, sql`select id from sites where key = 'val-neige'`);
    await upsertUser(t.conn.db, { ...ADMIN, name: 'Admin', siteId: site!.id, role: 'admin', cost: CHEAP });
    const token = await apiLogin(() => t.app, kind === 'pg' ? '10.35.4' : '10.35.3')('val-neige', ADMIN.email, ADMIN.password);
    admin = { authorization: `Bearer ${token}` };
  });
  afterAll(() => t?.close());

  it('lists what staff did, newest first, page by page; accounts only for admins; a kind at a time', async () => {
    const actor = { site: 'val-neige', userId: null, userLabel: 'Test <test@val-neige.test>' };
    for (let i = 1; i <= ACTIVITY_PAGE + 5; i++) {
      await recordAuditAs(t.conn.db, actor, { action: i % 10 === 0 ? 'account.role' : 'slot.capacity', subject: `change ${i}` });
    }
    // Another school's entry never shows.
    await recordAuditAs(t.conn.db, { ...actor, site: 'autre' }, { action: 'slot.capacity', subject: 'ailleurs' });

    const first = ActivityResponse.parse((await read(admin)).json());
    expect(first.entries).toHaveLength(ACTIVITY_PAGE);
    expect(first.entries[0]).toMatchObject({ subject: `change ${ACTIVITY_PAGE + 5}`, by: actor.userLabel, orderNumber: null });
    expect(first.next).toBe(first.entries.at(-1)?.id);
    const second = ActivityResponse.parse((await read(admin, `?before=${first.next}`)).json());
    expect(second.entries.map((e) => e.subject)).toEqual(['change 5', 'change 4', 'change 3', 'change 2', 'change 1']);
    expect(second.next).toBeNull();

    // Staff do not see account changes.
    const seen = ActivityResponse.parse((await read(staff, '?kind=season')).json());
    expect(seen.entries.every((e) => e.action === 'slot.capacity')).toBe(true);
    expect(ActivityResponse.parse((await read(staff, '?kind=accounts')).json()).entries).toEqual([]);
    const accounts = ActivityResponse.parse((await read(admin, '?kind=accounts')).json()).entries;
    expect(accounts.map((e) => e.subject)).toEqual(['change 50', 'change 40', 'change 30', 'change 20', 'change 10']);
    expect(JSON.stringify(first)).not.toContain('ailleurs');
  });

  it('shows a repair of the places with the counters before and after', async () => {
    const [slot] = await rows<{ id: number }>(
      t.conn.db,
      sql`insert into slots (product_id, starts_on, ends_on, capacity, held)
          select id, '2099-01-04', '2099-01-09', 5, 2 from products where key = 'cours-enfants-flocon' returning id`,
    );
    await repairPlaces(t.conn.db, { userId: null, label: 'npm run places:check -- --repair' });
    const [entry] = ActivityResponse.parse((await read(staff, '?kind=places')).json()).entries;
    expect(entry).toMatchObject({
      action: 'places.repair',
      by: 'npm run places:check -- --repair',
      subject: `slot ${slot!.id} (capacity 5): held 2, its lines and offers hold 0; sold 0 = 0`,
      before: { slotId: slot!.id, held: 2, sold: 0 },
      after: { slotId: slot!.id, held: 0, sold: 0 },
    });
  });

  it('refuses odd input naming the field, and strangers', async () => {
    for (const [query, field] of [
      ['?kind=everything', 'query.kind'],
      ['?before=0', 'query.before'],
      ['?before=abc', 'query.before'],
    ]) {
      const res = await read(staff, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    expect((await read({})).statusCode).toBe(401);
  });
});
