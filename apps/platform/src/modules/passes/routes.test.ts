import { ErrorCode, OrderCheckInResponse, RevokeLinksResponse } from '@schuss/contracts';
import { orderLinks, rows, sites } from '@schuss/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHEAP } from '../../test/accounts';
import { drivers } from '../../test/app';
import { type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { DEMO_EDITOR, upsertUser } from '../auth/service';
import { newKey, paidOrder, staffHeaders } from '../backoffice/staff-fixtures';
import { passCode } from '../my-booking/pass-code';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const OTHER_STAFF = { site: 'autre-site', email: 'staff@autre-site.test', password: 'correct horse battery staple' };

describe.each(drivers)('vouchers at check-in on %s', (kind) => {
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
      payload: { orderLineId: order.lineIds[0], index: 1, day: weekStart, present: true },
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
      'hello',
      'https://example.com/?q=1',
    ]) {
      expectRefused(await scan(code));
    }
    const empty = await scan('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.field).toBe('body.code');
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

  it('shows no lesson day for an order not paid', async () => {
    const unpaid = await paidOrder(t, { groups: [1], pay: false });
    const v = OrderCheckInResponse.parse(
      (await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders/${unpaid.number}/check-in`, headers })).json(),
    );
    expect(v).toMatchObject({ status: 'pending_payment', day: null, lines: [] });
  });
});
