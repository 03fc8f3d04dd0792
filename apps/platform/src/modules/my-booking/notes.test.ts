import { MyBookingView, RosterResponse, SANDBOX_CARDS } from '@schuss/contracts';
import { orders, rows } from '@schuss/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OrderPlatform, orderPlatform } from '../../test/orders';
import { newKey, staffHeaders } from '../backoffice/staff-fixtures';
import { createOrderLink } from './links';

const NOTE = 'Allergique aux arachides, stylo d’adrénaline dans le sac';

describe('the participants’ notes for the instructor (issue 31, item 5)', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let ip = 0;
  const nextIp = () => `10.91.${Math.floor(++ip / 200)}.${ip % 200}`;

  beforeAll(async () => {
    t = await orderPlatform('pglite');
    headers = await staffHeaders(t, '10.92.1');
  });
  afterAll(() => t?.close());

  /** A paid order of a lesson week for Léa and Tom and a lift pass; its link's token, number and lines. */
  async function paidFamily() {
    const cart = await t.familyCart();
    const res = await t.checkout(cart.cartId);
    expect(res.statusCode, res.body).toBe(201);
    const { order, redirectUrl } = res.json();
    expect((await t.pay(redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const [row] = await t.conn.db.select().from(orders).where(eq(orders.number, order.number));
    const token = await createOrderLink(t.conn.db, row!.id, 'staff');
    return { ...cart, id: row!.id, number: order.number as string, token };
  }
  const save = (token: string, lineId: number, participant: number, note: unknown) =>
    t.inject({
      method: 'PUT',
      url: `/api/booking/my/${token}/lines/${lineId}/participants/${participant}/note`,
      payload: { note },
      remoteAddress: nextIp(),
    });
  const view = async (token: string) => {
    const res = await t.inject({ method: 'GET', url: `/api/booking/my/${token}`, remoteAddress: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    return MyBookingView.parse(res.json());
  };

  it('saves a note, trimmed, read back on the booking page, on the staff’s roster but not in its CSV; empty removes it', async () => {
    const o = await paidFamily();
    const before = await view(o.token);
    const lesson = before.lines.find((l) => l.lineId === o.lessonLine)!;
    expect(lesson.notesOpen).toBe(true);
    expect(lesson.participants.map((p) => [p.index, p.firstName, p.note])).toEqual([
      [0, 'Léa', null],
      [1, 'Tom', null],
    ]);
    // A lift pass has no instructor: no note, and none to write.
    const lift = before.lines.find((l) => l.lineId === o.liftLine)!;
    expect(lift.notesOpen).toBeUndefined();
    expect(lift.participants[0]).not.toHaveProperty('note');

    const res = await save(o.token, o.lessonLine, 1, `  ${NOTE}\n`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ note: NOTE });
    expect(res.headers['cache-control']).toBe('no-store');
    const after = (await view(o.token)).lines.find((l) => l.lineId === o.lessonLine)!;
    expect(after.participants.map((p) => p.note)).toEqual([null, NOTE]);

    const roster = await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/slots/${o.slotId}/roster`, headers });
    expect(roster.statusCode, roster.body).toBe(200);
    const tom = RosterResponse.parse(roster.json()).participants.find((p) => p.orderNumber === o.number && p.firstName === 'Tom');
    expect(tom?.note).toBe(NOTE);
    const csv = await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/slots/${o.slotId}/roster.csv`, headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Tom');
    expect(csv.body).not.toContain('arachides');

    expect((await save(o.token, o.lessonLine, 1, '   ')).json()).toEqual({ note: null });
    expect((await view(o.token)).lines.find((l) => l.lineId === o.lessonLine)!.participants[1]!.note).toBeNull();
  });

  it('says a note changed in the audit log, never what it says', async () => {
    const o = await paidFamily();
    expect((await save(o.token, o.lessonLine, 0, NOTE)).statusCode).toBe(200);
    expect((await save(o.token, o.lessonLine, 0, `${NOTE} (2)`)).statusCode).toBe(200);
    // The same text again changes nothing: no entry.
    expect((await save(o.token, o.lessonLine, 0, `${NOTE} (2)`)).statusCode).toBe(200);
    const entries = await rows<{ action: string; subject: string; user_label: string; all: string }>(
      t.conn.db,
      sql`select action, subject, user_label, row_to_json(a)::text as all from audit_log a
           where order_id = ${o.id} and action like 'participant.%' order by id`,
    );
    expect(entries.map((e) => [e.action, e.subject])).toEqual([
      ['participant.note', 'Note for the instructor changed: Léa Martin'],
      ['participant.note', 'Note for the instructor changed: Léa Martin'],
    ]);
    expect(entries[0]!.user_label).toBe('Anne Martin (booking link)');
    const [anywhere] = await rows<{ n: number }>(
      t.conn.db,
      sql`select count(*)::int as n from audit_log a where row_to_json(a)::text like '%arachides%'`,
    );
    expect(anywhere?.n).toBe(0);
  });

  it('answers 404 for another order’s line or a participant it does not have, and for a link that does not work', async () => {
    const a = await paidFamily();
    const b = await paidFamily();
    const other = await save(b.token, a.lessonLine, 0, NOTE);
    expect(other.statusCode, other.body).toBe(404);
    expect(other.json().error.field).toBe('params.lineId');
    const nobody = await save(a.token, a.lessonLine, 2, NOTE);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.field).toBe('params.participant');
    const altered = await save(`${a.token.slice(0, -1)}${a.token.endsWith('A') ? 'B' : 'A'}`, a.lessonLine, 0, NOTE);
    expect(altered.statusCode).toBe(404);
    expect(altered.json().error.field).toBe('params.token');
    expect((await view(a.token)).lines.find((l) => l.lineId === a.lessonLine)!.participants[0]!.note).toBeNull();
  });

  it('refuses a note too long (400 naming body.note), on a line that is not a lesson, cancelled, or over (409)', async () => {
    const o = await paidFamily();
    const long = await save(o.token, o.lessonLine, 0, 'x'.repeat(501));
    expect(long.statusCode, long.body).toBe(400);
    expect(long.json().error.field).toBe('body.note');
    expect((await save(o.token, o.lessonLine, 0, 'x'.repeat(500))).statusCode).toBe(200);
    const notText = await save(o.token, o.lessonLine, 0, 42);
    expect(notText.statusCode).toBe(400);
    expect(notText.json().error.field).toBe('body.note');

    const lift = await save(o.token, o.liftLine, 0, NOTE);
    expect(lift.statusCode, lift.body).toBe(409);
    expect(lift.json().error.field).toBe('params.lineId');

    // The lesson over (its slot ended yesterday): closed, and the page says so.
    await t.conn.db.execute(sql`update slots set starts_on = current_date - 7, ends_on = current_date - 1 where id = ${o.slotId}`);
    const over = await save(o.token, o.lessonLine, 0, NOTE);
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().error.message).toMatch(/over/);
    expect((await view(o.token)).lines.find((l) => l.lineId === o.lessonLine)!.notesOpen).toBe(false);

    const c = await paidFamily();
    const [line] = await rows<{ id: number }>(
      t.conn.db,
      sql`select id from order_lines where order_id = ${c.id} and line_id = ${c.lessonLine}`,
    );
    const cancel = await t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${c.number}/cancellations`,
      headers,
      payload: { reason: 'Malade', lineIds: [line!.id], refundCents: 0, idempotencyKey: newKey() },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = await save(c.token, c.lessonLine, 0, NOTE);
    expect(cancelled.statusCode, cancelled.body).toBe(409);
    expect(cancelled.json().error.field).toBe('params.lineId');
    expect(cancelled.json().error.message).toMatch(/cancelled/);
    expect((await view(c.token)).lines.find((l) => l.lineId === c.lessonLine)!.notesOpen).toBe(false);
  });
});
