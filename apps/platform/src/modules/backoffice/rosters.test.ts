import { ErrorCode, RosterResponse } from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { rows, sites } from '@schuss/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainDrivers } from '../../test/app';
import { type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { rosterCsv } from './rosters';
import { newKey, paidOrder, staffHeaders } from './staff-fixtures';

describe.each(mainDrivers)('rosters and check-in on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let slotId: number;
  let first: Awaited<ReturnType<typeof paidOrder>>;
  let second: Awaited<ReturnType<typeof paidOrder>>;
  const base = () => `/api/backoffice/sites/val-neige/slots/${slotId}`;
  const get = async (lang = 'fr') => {
    const res = await t.inject({ method: 'GET', url: `${base()}/roster?lang=${lang}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return RosterResponse.parse(res.json());
  };
  // The slot is a year ahead: every check-in here is on another day than today, confirmed.
  const checkIn = (body: object) =>
    t.inject({ method: 'PUT', url: `${base()}/check-ins`, headers, payload: { confirmOtherDay: true, ...body } });

  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, kind === 'pg' ? '10.32.2' : '10.32.1');
    slotId = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 2), 10);
    first = await paidOrder(t, { slotId, groups: [2] });
    // Another family, with a level and rental measures.
    second = await paidOrder(t, { slotId, groups: [1] });
    const zoe = {
      firstName: 'Zoé',
      lastName: 'Abel',
      birthDate: `${Number(weekStart.slice(0, 4)) - 7}-06-15`,
      level: 'Flocon',
      height: 122,
      weight: 24,
      shoeSize: 31.5,
      priceCents: 20_500,
    };
    await t.conn.db.execute(sql`update order_lines set participants = ${JSON.stringify([zoe])}::jsonb where id = ${second.lineIds[0]}`);
    await t.conn.db.execute(
      sql`update orders set contact = jsonb_set(contact, '{phone}', '"+33 7 00 00 00 01"') where number = ${second.number}`,
    );
    // Not on the roster: an order awaiting payment on the slot.
    await paidOrder(t, { slotId, groups: [1], pay: false });
  });
  afterAll(() => t?.close());

  it('lists the participants of paid orders by last then first name, with age on the first day, measures, phone and order', async () => {
    const r = await get();
    expect(r.slot).toMatchObject({
      slotId,
      productKey: 'cours-enfants-flocon',
      startsOn: weekStart,
      capacity: 10,
      sold: 3,
      held: 1,
      free: 6,
    });
    expect(r.slot.name).toContain('Flocon');
    expect(r.days).toEqual([weekStart, plusDays(weekStart, 1), plusDays(weekStart, 2)]);
    expect(r.participants.map((p) => `${p.lastName} ${p.firstName}`)).toEqual(['Abel Zoé', 'Martin Enfant1', 'Martin Enfant2']);
    const zoe = r.participants[0]!;
    expect(zoe).toMatchObject({
      orderLineId: second.lineIds[0],
      index: 0,
      orderNumber: second.number,
      level: 'Flocon',
      height: 122,
      weight: 24,
      shoeSize: 31.5,
      phone: '+33 7 00 00 00 01',
      checkIns: [],
    });
    // Born mid-June seven years before the slot's year, the slot in that year's winter or spring: 6 or 7.
    expect(zoe.age).toBe(weekStart.slice(5) < '06-15' ? 6 : 7);
    // A one-level course gives its level to the children booked on it (issue 30): the roster names it.
    expect(r.participants[1]).toMatchObject({
      orderNumber: first.number,
      phone: '+33 6 12 34 56 78',
      level: 'Flocon',
      height: null,
      age: 7,
    });
  });

  it('checks a participant in and out for a day, idempotently, audited on the order', async () => {
    const p = { orderLineId: first.lineIds[0], index: 1 };
    const day = plusDays(weekStart, 1);
    const a = await checkIn({ ...p, day, present: true });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toEqual({ present: true, checkIns: [day] });
    expect((await checkIn({ ...p, day, present: true })).json()).toEqual({ present: true, checkIns: [day] });
    expect((await checkIn({ ...p, day: weekStart, present: true })).json()).toEqual({ present: true, checkIns: [weekStart, day] });
    let r = await get();
    expect(r.participants.find((x) => x.firstName === 'Enfant2')?.checkIns).toEqual([weekStart, day]);
    expect(r.participants.find((x) => x.firstName === 'Enfant1')?.checkIns).toEqual([]);

    const out = await checkIn({ ...p, day: weekStart, present: false });
    expect(out.json()).toEqual({ present: false, checkIns: [day] });
    r = await get();
    expect(r.participants.find((x) => x.firstName === 'Enfant2')?.checkIns).toEqual([day]);

    const audit = await rows<{ action: string; subject: string; before: unknown; after: unknown }>(
      t.conn.db,
      sql`select a.action, a.subject, a.before, a.after from audit_log a join orders o on o.id = a.order_id
           where o.number = ${first.number} order by a.id`,
    );
    expect(audit.map((x) => `${x.action}|${x.subject}`)).toEqual([
      `check-in|Enfant2 Martin, ${day}`,
      `check-in|Enfant2 Martin, ${day}`,
      `check-in|Enfant2 Martin, ${weekStart}`,
      `check-out|Enfant2 Martin, ${weekStart}`,
    ]);
    expect(audit[0]).toMatchObject({ before: { present: false }, after: { present: true } });
    expect(audit[1]).toMatchObject({ before: { present: true }, after: { present: true } });
  });

  it('refuses a day outside the slot (400 body.day) and a participant not on the roster (404)', async () => {
    const count = async () => (await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from check_ins`))[0]!.n;
    const before = await count();
    const outside = await checkIn({ orderLineId: first.lineIds[0], index: 0, day: plusDays(weekStart, 3), present: true });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error).toMatchObject({ field: 'body.day', code: ErrorCode.InvalidInput });
    const index = await checkIn({ orderLineId: first.lineIds[0], index: 5, day: weekStart, present: true });
    expect(index.statusCode).toBe(404);
    expect(index.json().error.field).toBe('body.index');
    const other = await paidOrder(t, { groups: [1] });
    const elsewhere = await checkIn({ orderLineId: other.lineIds[0], index: 0, day: weekStart, present: true });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.field).toBe('body.orderLineId');
    const unknown = await t.inject({ method: 'GET', url: '/api/backoffice/sites/val-neige/slots/987654/roster', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.field).toBe('params.slotId');
    expect(await count()).toBe(before);
  });

  it("refuses a slot of another resort's product (404 params.slotId)", async () => {
    // The demo site sells another resort from now on: its old slots are no longer its own.
    const [demo] = await t.conn.db.select().from(sites).where(eq(sites.key, 'val-neige'));
    await t.conn.db
      .update(sites)
      .set({ config: { ...demo!.config, resort: 'ailleurs' } })
      .where(eq(sites.key, 'val-neige'));
    try {
      const res = await t.inject({ method: 'GET', url: `${base()}/roster`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.field).toBe('params.slotId');
    } finally {
      await t.conn.db.update(sites).set({ config: demo!.config }).where(eq(sites.key, 'val-neige'));
    }
  });

  it('downloads the roster as CSV (BOM, ";", one column per day with ✓), in French and English', async () => {
    const res = await t.inject({ method: 'GET', url: `${base()}/roster.csv?lang=fr`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const text = res.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      `Nom;Prénom;Âge;Niveau;Taille (cm);Poids (kg);Pointure;Téléphone;Commande;${weekStart};${plusDays(weekStart, 1)};${plusDays(weekStart, 2)}`,
    );
    expect(lines[1]).toMatch(new RegExp(`^Abel;Zoé;\\d;Flocon;122;24;31,5;'\\+33 7 00 00 00 01;${second.number};;;$`));
    expect(lines[3]).toBe(`Martin;Enfant2;8;Flocon;;;;'+33 6 12 34 56 78;${first.number};;✓;`);
    expect(lines).toHaveLength(4);
    const r = RosterResponse.parse((await t.inject({ method: 'GET', url: `${base()}/roster?lang=en`, headers })).json());
    const en = rosterCsv(r, 'en');
    expect(en.split('\r\n')[0]).toBe(
      `\uFEFFLast name;First name;Age;Level;Height (cm);Weight (kg);Shoe size;Phone;Order;${r.days.join(';')}`,
    );
    expect(en).toContain(';31.5;');
  });

  it('a cancelled line leaves the roster', async () => {
    const res = await t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${second.number}/cancellations`,
      headers,
      payload: { lineIds: [second.lineIds[0]], refundCents: 0, reason: 'Annulé par la famille', idempotencyKey: newKey(), notify: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    const r = await get();
    expect(r.participants.map((p) => p.firstName)).toEqual(['Enfant1', 'Enfant2']);
    expect(r.slot).toMatchObject({ sold: 2 });
    // Said as cancelled, in words, rather than as a line not found.
    const gone = await checkIn({ orderLineId: second.lineIds[0], index: 0, day: weekStart, present: true });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toEqual({
      message: `body.orderLineId: order ${second.number} was cancelled on ${todayIso()}; nothing to check in`,
      field: 'body.orderLineId',
      code: ErrorCode.Conflict,
    });
  });
});
