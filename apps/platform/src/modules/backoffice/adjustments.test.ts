import { BackofficeOrder } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainDrivers } from '../../test/app';
import { type OrderPlatform, orderPlatform } from '../../test/orders';
import { newKey, footprint as orderFootprint, paidOrder, staffHeaders } from './staff-fixtures';

describe.each(mainDrivers)('adjustments at the desk on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  const adjust = (number: string, body: object) =>
    t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${encodeURIComponent(number)}/adjustments`,
      headers,
      payload: { means: 'cash', reason: 'Rendu au chalet', idempotencyKey: newKey(), ...body },
    });
  /** The order as staff read it (the back office's order page). */
  const detail = async (number: string) =>
    BackofficeOrder.parse(
      (await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders/${encodeURIComponent(number)}`, headers })).json(),
    );
  const entriesOf = (number: string) =>
    rows<{ kind: string; amount_cents: number; provider: string | null; by_label: string }>(
      t.conn.db,
      sql`select e.kind, e.amount_cents, e.provider, e.by_label from ledger_entries e join orders o on o.id = e.order_id
           where o.number = ${number} and e.kind = 'adjustment' order by e.id`,
    );
  const docsOf = (number: string) =>
    rows<{ number: string; kind: string; total_cents: number; refers: string | null; means: string }>(
      t.conn.db,
      sql`select i.number, i.kind, i.total_cents, r.number as refers, i.document->'payments'->0->>'means' as means
            from invoices i join orders o on o.id = i.order_id left join invoices r on r.id = i.refers_to
           where o.number = ${number} order by i.id`,
    );
  const footprint = async (number: string) => ({
    ...(await orderFootprint(t, number)),
    entries: (await rows(t.conn.db, sql`select count(*)::int as n from ledger_entries`))[0],
    invoices: (await rows(t.conn.db, sql`select count(*)::int as n from invoices`))[0],
    audit: (await rows(t.conn.db, sql`select count(*)::int as n from audit_log`))[0],
  });

  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, kind === 'pg' ? '10.78.2' : '10.78.1');
  });
  afterAll(() => t?.close());

  it('money given back in cash: one signed ledger entry, less left to refund, a credit note paid in cash; the same key records it once', async () => {
    const o = await paidOrder(t, { groups: [1, 1] });
    const key = newKey();
    const res = await adjust(o.number, { orderLineId: o.lineIds[0], direction: 'given_back', amountCents: 3_000, idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().replay).toBe(false);
    const line = res.json().order.lines.find((l: { id: number }) => l.id === o.lineIds[0]);
    const other = res.json().order.lines.find((l: { id: number }) => l.id === o.lineIds[1]);
    expect(line.refundable.amount).toBe(other.refundable.amount - 3_000);
    expect(await entriesOf(o.number)).toEqual([
      { kind: 'adjustment', amount_cents: -3_000, provider: 'cash', by_label: expect.stringContaining('staff@val-neige.test') },
    ]);
    const [invoice, note] = await docsOf(o.number);
    expect(note).toMatchObject({ kind: 'credit_note', total_cents: 3_000, refers: invoice!.number, means: 'cash' });
    const [audit] = await rows<{ action: string; subject: string }>(
      t.conn.db,
      sql`select action, subject from audit_log where action = 'order.adjustment' order by id desc limit 1`,
    );
    expect(audit).toEqual({ action: 'order.adjustment', subject: `line ${o.lineIds[0]}, given back €30.00 (cash)` });

    // Sent again: nothing more.
    const before = await footprint(o.number);
    const again = await adjust(o.number, { orderLineId: o.lineIds[0], direction: 'given_back', amountCents: 3_000, idempotencyKey: key });
    expect(again.statusCode).toBe(200);
    expect(again.json().replay).toBe(true);
    expect(await footprint(o.number)).toEqual(before);

    // What was given back at the desk is no longer refundable through the provider.
    const tooMuch = await t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${encodeURIComponent(o.number)}/cancellations`,
      headers,
      payload: { lineIds: [o.lineIds[0]], refundCents: line.refundable.amount + 1, reason: 'x', idempotencyKey: newKey() },
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.field).toBe('body.refundCents');
  });

  it('after a line was given back whole at the desk, a goodwill refund cannot give it back again by card (found by the property test)', async () => {
    const o = await paidOrder(t, { groups: [2] });
    const paid = (
      await adjust(o.number, { orderLineId: o.lineIds[0], direction: 'given_back', amountCents: 1, idempotencyKey: newKey() })
    ).json().order.lines[0].refundable.amount as number;
    const whole = await adjust(o.number, { orderLineId: o.lineIds[0], direction: 'given_back', amountCents: paid });
    expect(whole.statusCode, whole.body).toBe(200);
    // The order page says nothing is left to refund, and the platform agrees.
    expect(whole.json().order.refundable.amount).toBe(0);
    const before = await footprint(o.number);
    const goodwill = await t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${encodeURIComponent(o.number)}/cancellations`,
      headers,
      payload: { refundCents: 500, reason: 'Geste commercial', idempotencyKey: newKey() },
    });
    expect(goodwill.statusCode, goodwill.body).toBe(400);
    expect(goodwill.json().error).toMatchObject({
      field: 'body.refundCents',
      message: expect.stringContaining('given back at the desk counts'),
    });
    expect(await footprint(o.number)).toEqual(before);
  });

  it('money collected by transfer: an invoice of its own; the sales report (the provider’s money) leaves it out', async () => {
    const o = await paidOrder(t);
    const today = new Date().toISOString().slice(0, 10);
    const report = async () =>
      (
        await t.inject({
          method: 'GET',
          url: `/api/backoffice/sites/val-neige/reports/sales?from=${today}&to=${today}&period=season`,
          headers,
        })
      ).json().totals;
    const before = await report();
    const res = await adjust(o.number, { orderLineId: o.lineIds[0], direction: 'collected', amountCents: 1_500, means: 'transfer' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await docsOf(o.number)).toEqual([
      expect.objectContaining({ kind: 'invoice', total_cents: o.total }),
      expect.objectContaining({ kind: 'invoice', total_cents: 1_500, refers: null, means: 'transfer' }),
    ]);
    expect(await report()).toEqual(before);
  });

  it('money collected at the desk can be given back there, up to everything the line was paid; never by card', async () => {
    const o = await paidOrder(t);
    const line = o.lineIds[0];
    const paid = (await detail(o.number)).lines[0]!.paid.amount;
    // The whole card payment back at the desk, then 20 € collected in cash (an extra the customer paid there).
    expect((await adjust(o.number, { orderLineId: line, direction: 'given_back', amountCents: paid })).statusCode).toBe(200);
    expect((await adjust(o.number, { orderLineId: line, direction: 'collected', amountCents: 2_000 })).statusCode).toBe(200);
    const after = (await detail(o.number)).lines[0]!;
    // Nothing is left to refund by card; the cash can go back at the desk.
    expect(after.refundable.amount).toBe(0);
    expect(after.givable.amount).toBe(2_000);
    const tooMuch = await adjust(o.number, { orderLineId: line, direction: 'given_back', amountCents: 2_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.field).toBe('body.amountCents');
    expect(tooMuch.json().error.message).toContain('(2000 cents)');
    const back = await adjust(o.number, { orderLineId: line, direction: 'given_back', amountCents: 2_000 });
    expect(back.statusCode, back.body).toBe(200);
    expect((await detail(o.number)).lines[0]!.givable.amount).toBe(0);
  });

  it('refuses, naming the field and writing nothing: more than is left, a line of another order, an unpaid order, bad input', async () => {
    const o = await paidOrder(t);
    const other = await paidOrder(t);
    const unpaid = await paidOrder(t, { pay: false });
    const before = await footprint(o.number);
    const cases: [string, object, number, string][] = [
      [o.number, { orderLineId: o.lineIds[0], direction: 'given_back', amountCents: o.total + 1 }, 400, 'body.amountCents'],
      [o.number, { orderLineId: other.lineIds[0], direction: 'given_back', amountCents: 100 }, 404, 'body.orderLineId'],
      [unpaid.number, { orderLineId: unpaid.lineIds[0], direction: 'collected', amountCents: 100 }, 409, 'params.number'],
      [o.number, { orderLineId: o.lineIds[0], direction: 'given_back', amountCents: 0 }, 400, 'body.amountCents'],
      [o.number, { orderLineId: o.lineIds[0], direction: 'given_back', amountCents: 100, means: 'bitcoin' }, 400, 'body.means'],
      [o.number, { orderLineId: o.lineIds[0], direction: 'given_back', amountCents: 100, reason: ' ' }, 400, 'body.reason'],
    ];
    for (const [number, body, status, field] of cases) {
      const res = await adjust(number, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().error.field).toBe(field);
    }
    expect(await footprint(o.number)).toEqual(before);
  });
});
