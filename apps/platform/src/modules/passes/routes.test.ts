import { ErrorCode, OrderCheckInResponse, RevokeLinksResponse } from '@schuss/contracts';
import { todayIso } from '@schuss/contracts/rules';
import { orderLinks, rows, sites } from '@schuss/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEAP } from '../../test/accounts';
import { mainDrivers } from '../../test/app';
import { type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { DEMO_EDITOR, upsertUser } from '../auth/service';
import { newKey, paidOrder, staffHeaders } from '../backoffice/staff-fixtures';
import { passCode } from '../my-booking/pass-code';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const OTHER_STAFF = { site: 'autre-site', email: 'staff@autre-site.test', password: 'correct horse battery staple' };

describe.each(mainDrivers)('vouchers at check-in on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let order: Awaited<ReturnType<typeof paidOrder>>;
  const secret = () => t.app.env.VOUCHER_SECRET;
  const codeOf = (orderNumber: string, generation = 1, site = 'val-neige') => passCode(secret(), { site, orderNumber, generation });
  const scan = (code: string, h = headers, site = 'val-neige') =>
    t.inject({ method: 'POST', url: `/api/backoffice/sites/${site}/vouchers/scan`, headers: h, payload: { code } });
  const revoke = (number: string, h = headers) =>
    t.inject({ method: 'POST', url: `/api/backoffice/sites/val-neige/orders/${number}/links/revoke`, headers: h });
  const tokenOf = async (who: { site: string; email: string; password: string }, n: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: who,
      remoteAddress: `10.41.${kind === 'pg' ? 2 : 1}.${n}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().token as string;
  };
  /** A refusal that says nothing of why: the same status, field and message for every bad code. */
  const expectRefused = (res: Awaited<ReturnType<typeof scan>>) => {
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error).toEqual({
      message: 'body.code: this code is not a valid voucher of this school',
      field: 'body.code',
      code: ErrorCode.NotFound,
    });
  };

  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, kind === 'pg' ? '10.42.2' : '10.42.1');
    const [other] = await t.conn.db.select().from(sites).where(eq(sites.key, 'autre-site'));
    await upsertUser(t.conn.db, { ...OTHER_STAFF, name: 'Staff autre', siteId: other!.id, role: 'staff', cost: CHEAP });
    order = await paidOrder(t, { groups: [2] });
  });
  afterAll(() => t?.close());

  it("answers the order of a valid voucher, and shows the order's participants for its next lesson day", async () => {
    const res = await scan(codeOf(order.number));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ orderNumber: order.number });
    // Scanned text may carry spaces or a line end around it.
    expect((await scan(` ${codeOf(order.number)}\n`)).json()).toEqual({ orderNumber: order.number });

    const view = await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders/${order.number}/check-in?lang=en`, headers });
    expect(view.statusCode, view.body).toBe(200);
    const v = OrderCheckInResponse.parse(view.json());
    // The slot starts in about a year: its first day is the next lesson day.
    expect(v).toMatchObject({ orderNumber: order.number, status: 'paid', day: weekStart });
    expect(v.lines).toHaveLength(1);
    expect(v.lines[0]).toMatchObject({
      orderLineId: order.lineIds[0],
      slotId: order.slotId,
      startsOn: weekStart,
      endsOn: plusDays(weekStart, 4),
    });
    expect(v.lines[0]?.participants.map((p) => `${p.index} ${p.firstName} ${p.lastName} ${p.checkIns.length}`)).toEqual([
      '0 Enfant1 Martin 0',
      '1 Enfant2 Martin 0',
    ]);
    // A check-in made on the roster shows there.
    const put = await t.inject({
      method: 'PUT',
      url: `/api/backoffice/sites/val-neige/slots/${order.slotId}/check-ins`,
      headers,
      payload: { orderLineId: order.lineIds[0], index: 1, day: weekStart, present: true, confirmOtherDay: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    const again = OrderCheckInResponse.parse(
      (await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders/${order.number}/check-in`, headers })).json(),
    );
    expect(again.lines[0]?.participants[1]?.checkIns).toEqual([weekStart]);
  });

  it('refuses forged, altered, unknown and garbage codes alike', async () => {
    const good = codeOf(order.number);
    const sig = good.slice(-22);
    for (const code of [
      passCode('another-secret-0123456789', { site: 'val-neige', orderNumber: order.number, generation: 1 }),
      good.replace(`.${order.number}.`, `.${order.number.slice(0, -1)}${order.number.endsWith('1') ? '2' : '1'}.`),
      `${good.slice(0, -22)}${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`,
      good.replace('.1.', '.2.'),
      codeOf('VN-0000-000000'),
    ]) {
      expectRefused(await scan(code));
    }
    const empty = await scan('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.field).toBe('body.code');
    // Neither a code nor an order number: named as such (the screen says it in the staff's language).
    for (const code of ['hello', 'https://example.com/?q=1', '12345', 'not a number', 'VN-26-4K7Q-9M2P-X!']) {
      const res = await scan(code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().error).toEqual({
        message: 'body.code: must be a voucher code (SV1.…) or an order number such as VN-26-4K7Q-9M2P',
        field: 'body.code',
        code: ErrorCode.InvalidInput,
      });
    }
  });

  it('opens an order from its number, typed or read from a QR code, in any case and with spaces', async () => {
    expect((await scan(order.number)).json()).toEqual({ orderNumber: order.number });
    const typed = await scan(` ${order.number.toLowerCase().replaceAll('-', ' ')} `);
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.json()).toEqual({ orderNumber: order.number });
    const unknown = await scan('VN-00-0000-0000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({
      message: 'body.code: no order with this number (VN-00-0000-0000) at this school',
      field: 'body.code',
      code: ErrorCode.NotFound,
    });
  });

  it("never opens another school's order by its number", async () => {
    const other = bearer(await tokenOf(OTHER_STAFF, 3));
    const res = await scan(order.number, other, 'autre-site');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(`body.code: no order with this number (${order.number}) at this school`);
  });

  it("refuses another school's voucher, and this school's at another school", async () => {
    // Signed with the same secret for the other site: a code of theirs, whatever order it names.
    expectRefused(await scan(codeOf(order.number, 1, 'autre-site')));
    const other = bearer(await tokenOf(OTHER_STAFF, 1));
    expectRefused(await scan(codeOf(order.number), other, 'autre-site'));
    // The other school's staff cannot use this school's scan at all.
    const res = await scan(codeOf(order.number), other);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
  });

  it('refuses an editor (no back-office role) and a visitor', async () => {
    const editor = bearer(await tokenOf({ site: 'val-neige', ...DEMO_EDITOR }, 2));
    const asEditor = await scan(codeOf(order.number), editor);
    expect(asEditor.statusCode).toBe(403);
    expect(asEditor.json().error.code).toBe('forbidden');
    expect((await revoke(order.number, editor)).statusCode).toBe(403);
    expect((await scan(codeOf(order.number), {})).statusCode).toBe(401);
    expect((await revoke(order.number, {})).statusCode).toBe(401);
  });

  it("revokes the order's links: the generation goes up, the old code is refused, a new one works; audited", async () => {
    const mine = await paidOrder(t, { groups: [1] });
    const [{ id: orderId } = { id: 0 }] = await rows<{ id: number }>(t.conn.db, sql`select id from orders where number = ${mine.number}`);
    await t.conn.db.insert(orderLinks).values([
      { orderId, tokenHash: `hash-a-${newKey()}`, reason: 'confirmation' },
      { orderId, tokenHash: `hash-b-${newKey()}`, reason: 'find' },
    ]);
    // Besides these two, the confirmation e-mail's own link.
    const live = async () =>
      (
        await rows<{ n: number }>(
          t.conn.db,
          sql`select count(*)::int as n from order_links where order_id = ${orderId} and revoked_at is null`,
        )
      )[0]!.n;
    const before = await live();
    expect(before).toBeGreaterThanOrEqual(2);
    const old = codeOf(mine.number);
    expect((await scan(old)).statusCode).toBe(200);

    const res = await revoke(mine.number);
    expect(res.statusCode, res.body).toBe(200);
    expect(RevokeLinksResponse.parse(res.json())).toEqual({ revoked: before, accessGeneration: 2 });
    expect(await live()).toBe(0);
    expectRefused(await scan(old));
    expect((await scan(codeOf(mine.number, 2))).json()).toEqual({ orderNumber: mine.number });
    const links = await t.conn.db.select().from(orderLinks).where(eq(orderLinks.orderId, orderId));
    expect(links.every((l) => l.revokedAt instanceof Date)).toBe(true);
    // The first order is untouched.
    expect((await scan(codeOf(order.number))).statusCode).toBe(200);

    // Again: no link left to revoke, the generation still goes up (a voucher mailed meanwhile stops too).
    expect((await revoke(mine.number)).json()).toEqual({ revoked: 0, accessGeneration: 3 });
    const audit = await rows<{ action: string; before: unknown; after: unknown }>(
      t.conn.db,
      sql`select action, before, after from audit_log where order_id = ${orderId} and action = 'order.revoke-links' order by id`,
    );
    expect(audit).toEqual([
      { action: 'order.revoke-links', before: { accessGeneration: 1 }, after: { accessGeneration: 2, revokedLinks: before } },
      { action: 'order.revoke-links', before: { accessGeneration: 2 }, after: { accessGeneration: 3, revokedLinks: 0 } },
    ]);

    const unknown = await revoke('VN-0000-000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.field).toBe('params.number');
  });

  const checkInView = async (number: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders/${number}/check-in?lang=en`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return OrderCheckInResponse.parse(res.json());
  };
  const putCheckIn = (slotId: number, body: object) =>
    t.inject({ method: 'PUT', url: `/api/backoffice/sites/val-neige/slots/${slotId}/check-ins`, headers, payload: body });
  const cancel = (number: string, lineIds: number[], refundCents: number) =>
    t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${number}/cancellations`,
      headers,
      payload: { lineIds, refundCents, reason: 'Annulé par la famille', idempotencyKey: newKey(), notify: false },
    });

  it('shows no lesson day for an order not paid, and refuses its check-in as not paid yet, in words', async () => {
    const unpaid = await paidOrder(t, { groups: [1], pay: false });
    const v = await checkInView(unpaid.number);
    expect(v).toMatchObject({ status: 'pending_payment', customer: 'Anne Martin', closedOn: null, day: null, lines: [] });
    const res = await putCheckIn(unpaid.slotId, { orderLineId: unpaid.lineIds[0], index: 0, day: weekStart, present: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      message: `body.orderLineId: order ${unpaid.number} is not paid yet; nothing to check in`,
      field: 'body.orderLineId',
      code: ErrorCode.Conflict,
    });
  });

  it('says a cancelled order, a refunded order and a cancelled line as such, with the day', async () => {
    const today = todayIso();
    const cancelled = await paidOrder(t, { groups: [1] });
    expect((await cancel(cancelled.number, cancelled.lineIds, 0)).statusCode).toBe(200);
    expect(await checkInView(cancelled.number)).toMatchObject({ status: 'cancelled', closedOn: today, day: null, lines: [] });
    const a = await putCheckIn(cancelled.slotId, { orderLineId: cancelled.lineIds[0], index: 0, day: weekStart, present: true });
    expect(a.statusCode).toBe(409);
    expect(a.json().error.message).toBe(`body.orderLineId: order ${cancelled.number} was cancelled on ${today}; nothing to check in`);

    const refunded = await paidOrder(t, { groups: [1] });
    expect((await cancel(refunded.number, refunded.lineIds, refunded.total)).statusCode).toBe(200);
    expect(await checkInView(refunded.number)).toMatchObject({ status: 'refunded', closedOn: today, day: null });
    const b = await putCheckIn(refunded.slotId, { orderLineId: refunded.lineIds[0], index: 0, day: weekStart, present: true });
    expect(b.json().error.message).toBe(
      `body.orderLineId: order ${refunded.number} was cancelled and refunded on ${today}; nothing to check in`,
    );

    // Two lines, one cancelled: the other is checked in, the cancelled one is said, not left out.
    const two = await paidOrder(t, { groups: [1, 1] });
    expect((await cancel(two.number, [two.lineIds[1] as number], 0)).statusCode).toBe(200);
    const v = await checkInView(two.number);
    expect(v).toMatchObject({ status: 'paid', closedOn: null, day: weekStart });
    expect(v.lines.map((l) => l.orderLineId)).toEqual([two.lineIds[0]]);
    expect(v.cancelledLines).toEqual([
      { orderLineId: two.lineIds[1], name: v.lines[0]?.name, startsOn: weekStart, endsOn: plusDays(weekStart, 4), cancelledOn: today },
    ]);
    const c = await putCheckIn(two.slotId, { orderLineId: two.lineIds[1], index: 0, day: weekStart, present: true });
    expect(c.json().error.message).toBe(
      `body.orderLineId: this line of order ${two.number} was cancelled on ${today}; nothing to check in`,
    );
  });

  it('refuses a check-in on another day than today unless staff confirmed it; today needs no confirmation', async () => {
    const o = await paidOrder(t, { groups: [1] });
    const body = { orderLineId: o.lineIds[0], index: 0, day: weekStart, present: true };
    const refused = await putCheckIn(o.slotId, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      message: `body.day: this lesson day (${weekStart}) is not today (${todayIso()}); send confirmOtherDay: true to check in anyway`,
      field: 'body.day',
      code: ErrorCode.Conflict,
    });
    expect((await checkInView(o.number)).lines[0]?.participants[0]?.checkIns).toEqual([]);
    const bad = await putCheckIn(o.slotId, { ...body, confirmOtherDay: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('body.confirmOtherDay');
    const confirmed = await putCheckIn(o.slotId, { ...body, confirmOtherDay: true });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ present: true, checkIns: [weekStart] });
    const [audited] = await rows<{ after: Record<string, unknown> }>(
      t.conn.db,
      sql`select a.after from audit_log a join orders o on o.id = a.order_id where o.number = ${o.number} and a.action = 'check-in'`,
    );
    expect(audited?.after).toMatchObject({ present: true, day: weekStart, otherDayConfirmed: true });
    // Checking out again needs no confirmation.
    expect((await putCheckIn(o.slotId, { ...body, present: false })).statusCode).toBe(200);

    // The lesson runs today: checked in without a question.
    const today = todayIso();
    await t.conn.db.execute(sql`update slots set starts_on = ${today}, ends_on = ${plusDays(today, 2)} where id = ${o.slotId}`);
    const v = await checkInView(o.number);
    expect(v).toMatchObject({ today, day: today });
    const now = await putCheckIn(o.slotId, { ...body, day: today });
    expect(now.statusCode, now.body).toBe(200);
    expect(now.json()).toEqual({ present: true, checkIns: [today] });
  });
});
