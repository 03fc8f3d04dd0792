import { ACTIVITY_PAGE, ActivityResponse } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, CHEAP } from '../../test/accounts';
import { mainDrivers } from '../../test/app';
import { type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { upsertUser } from '../auth/service';
import { paidOrder, staffHeaders } from '../backoffice/staff-fixtures';
import { repairPlaces } from '../places/check';
import { recordAuditAs } from './record';

const ADMIN = { email: 'admin-journal@val-neige.test', password: 'correct horse battery staple' };

describe.each(mainDrivers)('the activity log on %s', (kind) => {
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
      // A command has no account; the slot is named for the sentence.
      actor: null,
      slots: [{ id: slot!.id, startsOn: '2099-01-04', endsOn: '2099-01-09', startTime: null, endTime: null }],
    });
    expect(entry?.slots?.[0]?.product.fr).toBeTruthy();
  });

  it('names who acted (name and role), the lines, slots and product an entry concerns, for a sentence', async () => {
    const o = await paidOrder(t, { groups: [2] });
    const [user] = await rows<{ id: number; name: string }>(
      t.conn.db,
      sql`select id, name from users where email = 'staff@val-neige.test'`,
    );
    const [product] = await rows<{ name: { fr: string; en: string } }>(
      t.conn.db,
      sql`select name from products where key = 'cours-enfants-flocon'`,
    );
    const actor = { site: 'val-neige', userId: user!.id, userLabel: `${user!.name} <staff@val-neige.test>` };
    await recordAuditAs(t.conn.db, actor, {
      action: 'order.cancel',
      subject: `line ${o.lineIds[0]}, refund €150.50`,
      after: { cancelledLines: o.lineIds, refundCents: 15_050 },
    });
    await recordAuditAs(t.conn.db, actor, {
      action: 'slot.capacity',
      subject: `cours-enfants-flocon ${weekStart}–${plusDays(weekStart, 4)} 09:15–11:45 (slot ${o.slotId})`,
      before: { capacity: 10 },
      after: { capacity: 12 },
    });
    await recordAuditAs(t.conn.db, actor, {
      action: 'slots.generate',
      subject: 'cours-enfants-flocon: 3 slot(s)',
      after: { product: 'cours-enfants-flocon', created: 3 },
    });
    // An account since removed keeps its name, without a role.
    await recordAuditAs(
      t.conn.db,
      { ...actor, userId: null, userLabel: 'Ancienne <partie@val-neige.test>' },
      {
        action: 'season.update',
        subject: 'season',
      },
    );
    const [gone, generated, capacity, cancel] = ActivityResponse.parse((await read(staff)).json()).entries;
    expect(cancel).toMatchObject({
      actor: { name: user!.name, role: 'staff' },
      lines: [{ id: o.lineIds[0], product: product!.name, participants: ['Enfant1', 'Enfant2'] }],
    });
    expect(capacity).toMatchObject({
      slots: [{ id: o.slotId, product: product!.name, startsOn: weekStart, endsOn: plusDays(weekStart, 4), startTime: '09:15' }],
    });
    expect(generated?.product).toEqual({ key: 'cours-enfants-flocon', name: product!.name });
    expect(gone?.actor).toEqual({ name: 'Ancienne', role: null });
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
