import { ErrorCode } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../../test/app';
import { child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { footprint, newKey, paidOrder, staffHeaders } from './staff-fixtures';

const PRICE = 20_500; // one child on the Flocon group lesson (the demo's price table)

function cancelVia(t: OrderPlatform, headers: Record<string, string>) {
  return (number: string, body: object) =>
    t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${encodeURIComponent(number)}/cancellations`,
      headers,
      payload: { reason: 'Blessure, certificat médical', idempotencyKey: newKey(), ...body },
    });
}

/** The remaining places of a slot as the booking widget sees them. */
async function remaining(t: OrderPlatform, slotId: number) {
  const res = await t.inject({
    method: 'GET',
    url: `/api/booking/availability?resort=val-neige&lang=fr&from=${weekStart}&to=${plusDays(weekStart, 6)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const slot = (res.json().products as { slots: { id: number; remaining: number }[] }[])
    .flatMap((p) => p.slots)
    .find((s) => s.id === slotId);
  return slot?.remaining;
}

const auditOf = (t: OrderPlatform, number: string) =>
  rows<{ action: string; subject: string; user_label: string; before: unknown; after: Record<string, unknown> }>(
    t.conn.db,
    sql`select a.action, a.subject, a.user_label, a.before, a.after from audit_log a join orders o on o.id = a.order_id
         where o.number = ${number} order by a.id`,
  );

const emailsOf = (t: OrderPlatform, number: string) =>
  rows<{ kind: string; status: string; to: string; subject: string }>(
    t.conn.db,
    sql`select e.kind, e.status, e."to", e.subject from order_emails e join orders o on o.id = e.order_id
         where o.number = ${number} order by e.id`,
  );

describe.each(drivers)('cancellations and refunds on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let cancel: ReturnType<typeof cancelVia>;
  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, kind === 'pg' ? '10.31.2' : '10.31.1');
    cancel = cancelVia(t, headers);
  });
  afterAll(() => t?.close());

  it('cancels one line with a partial refund: places free again, money back, audit, e-mail in French', async () => {
    const o = await paidOrder(t, { capacity: 3, groups: [2, 1] });
    expect(await t.slot(o.slotId)).toMatchObject({ sold: 3, held: 0 });
    expect(await remaining(t, o.slotId)).toBe(0);
    const key = newKey();
    const res = await cancel(o.number, { lineIds: [o.lineIds[1]], refundCents: 15_000, idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.refund).toMatchObject({
      amount: { amount: 15_000, currency: 'EUR' },
      status: 'succeeded',
      lineIds: [o.lineIds[1]],
      error: null,
    });
    expect(body.refund.id).toMatch(/^rf_[A-Za-z0-9_-]{24}$/);
    expect(body.refund.by).toContain('staff@val-neige.test');

    expect(await t.slot(o.slotId)).toMatchObject({ sold: 2, held: 0 });
    expect(await remaining(t, o.slotId)).toBe(1);
    expect(await footprint(t, o.number)).toMatchObject({
      status: 'paid',
      refunded: 15_000,
      refunds: 1,
      succeeded: 15_000,
      cancelled: 1,
      sandbox_refunded: 15_000,
    });
    const [refund] = await rows<{ provider_refund_id: string; payment_id: string }>(
      t.conn.db,
      sql`select provider_refund_id, payment_id from refunds where id = ${body.refund.id}`,
    );
    expect(refund).toMatchObject({ payment_id: o.paymentId, provider_refund_id: expect.stringMatching(/^rf_/) });

    const audit = await auditOf(t, o.number);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.cancel',
      subject: `line ${o.lineIds[1]}, refund €150.00`,
      before: { status: 'paid', refundedCents: 0, activeLines: o.lineIds },
      after: { status: 'paid', refundedCents: 15_000, activeLines: [o.lineIds[0]], cancelledLines: [o.lineIds[1]], idempotencyKey: key },
    });
    expect(audit[0]!.user_label).toContain('staff@val-neige.test');

    expect(await emailsOf(t, o.number)).toEqual([
      expect.objectContaining({ kind: 'confirmation', status: 'sent', to: 'anne.martin@example.com' }),
      expect.objectContaining({ kind: 'cancellation', status: 'sent', subject: expect.stringContaining(`commande ${o.number}`) }),
    ]);
    const mail = t.mailText(`${o.number}-cancellation-${key}.eml`);
    expect(mail).toContain('To: anne.martin@example.com');
    expect(mail).toContain(`Les prestations suivantes de votre commande ${o.number} sont annulées :`);
    expect(mail).toContain('Cours collectif enfants — Flocon — 205,00 €');
    expect(mail).toContain('Participants : Enfant3 Martin');
    expect(mail).not.toContain('Enfant1 Martin');
    expect(mail).toContain('Montant remboursé : 150,00 €');
    expect(mail).toContain('<html lang="fr">');
    // The staff's reason (the dialog says it is sent) and a personal link to the booking page, which opens it (issue 32).
    expect(mail).toContain('Motif : Blessure, certificat médical');
    const link = /Votre réservation à jour \(ce qui reste, les remboursements\) : (\S+\/reservation\/([A-Za-z0-9_-]{43})\/)/.exec(mail);
    expect(link, mail).not.toBeNull();
    const opened = await t.inject({ method: 'GET', url: `/api/booking/my/${link![2]}?lang=fr` });
    expect(opened.statusCode, opened.body).toBe(200);

    // The place is sold exactly once again.
    await t.addLine({ productKey: 'cours-enfants-flocon', slotId: o.slotId, participants: [child('Nouveau')] });
    expect(await t.slot(o.slotId)).toMatchObject({ sold: 2, held: 1 });
    const full = await t.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      payload: { resort: 'val-neige', lang: 'fr', productKey: 'cours-enfants-flocon', slotId: o.slotId, participants: [child('Trop')] },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.code).toBe(ErrorCode.SlotFull);
  });

  it('answers the fresh order detail with the cancellation on it', async () => {
    const o = await paidOrder(t, { groups: [1, 1] });
    const res = await cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: PRICE });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = res.json();
    expect(order).toMatchObject({ number: o.number, status: 'paid', refunded: { amount: PRICE }, refundable: { amount: PRICE } });
    expect(order.lines.find((l: { id: number }) => l.id === o.lineIds[0]).cancelledAt).not.toBeNull();
    expect(order.refunds).toHaveLength(1);
    expect(order.audit.map((a: { action: string }) => a.action)).toContain('order.cancel');
    expect(order.emails.map((e: { kind: string }) => e.kind)).toEqual(['confirmation', 'cancellation']);
  });

  it('the same idempotency key again answers the first result and does nothing more', async () => {
    const o = await paidOrder(t, { groups: [1, 1] });
    const body = { lineIds: [o.lineIds[0]], refundCents: 5_000, idempotencyKey: newKey() };
    const first = await cancel(o.number, body);
    expect(first.statusCode, first.body).toBe(200);
    const after = await footprint(t, o.number);
    const mails = t.mails().length;
    const slot = await t.slot(o.slotId);
    const again = await cancel(o.number, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().refund).toEqual(first.json().refund);
    expect(await footprint(t, o.number)).toEqual(after);
    expect(t.mails().length).toBe(mails);
    expect(await t.slot(o.slotId)).toEqual(slot);

    // A cancellation without refund is idempotent too (no refund row: its audit entry keeps the key).
    const lineOnly = { lineIds: [o.lineIds[1]], refundCents: 0, idempotencyKey: newKey(), notify: false };
    const a = await cancel(o.number, lineOnly);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().refund).toBeNull();
    const state = await footprint(t, o.number);
    expect(state).toMatchObject({ status: 'cancelled', cancelled: 2, emails: after.emails });
    const b = await cancel(o.number, lineOnly);
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json().refund).toBeNull();
    expect(await footprint(t, o.number)).toEqual(state);
  });

  it('refuses a refund above what was paid and not refunded, naming body.refundCents with the amount', async () => {
    const o = await paidOrder(t, { groups: [2] });
    expect((await cancel(o.number, { refundCents: 10_000 })).statusCode).toBe(200);
    const before = await footprint(t, o.number);
    const res = await cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: 2 * PRICE - 10_000 + 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'body.refundCents', code: ErrorCode.InvalidInput });
    expect(res.json().error.message).toContain('€310.00');
    expect(res.json().error.message).toContain('31000 cents');
    expect(await footprint(t, o.number)).toEqual(before);
    expect(await t.slot(o.slotId)).toMatchObject({ sold: 2 });

    // Everything cancelled and everything refunded: the order is refunded.
    const all = await cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: 2 * PRICE - 10_000 });
    expect(all.statusCode, all.body).toBe(200);
    expect(await footprint(t, o.number)).toMatchObject({ status: 'refunded', refunded: 2 * PRICE, sandbox_refunded: 2 * PRICE });
    const nothing = await cancel(o.number, { refundCents: 1 });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toContain('€0.00');
  });

  it('cancels one child of two on a lesson: their place back, their share refunded, the line goes on, the e-mail names them', async () => {
    const o = await paidOrder(t, { capacity: 3, groups: [2] });
    expect(await t.slot(o.slotId)).toMatchObject({ sold: 2 });
    const [lineId] = o.lineIds as [number];
    const detail = async () =>
      (await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders/${o.number}`, headers })).json();
    const before = await detail();
    expect(before.lines[0].participants.map((p: { refundable: { amount: number } }) => p.refundable.amount)).toEqual([PRICE, PRICE]);

    // More than their share: refused, nothing written.
    const tooMuch = await cancel(o.number, { participant: { lineId, index: 1 }, refundCents: PRICE + 1 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error).toMatchObject({ field: 'body.refundCents', code: ErrorCode.InvalidInput });
    expect(tooMuch.json().error.message).toContain('Enfant2 Martin');
    expect(await footprint(t, o.number)).toMatchObject({ refunded: 0, refunds: 0, cancelled: 0, audit: 0 });

    const key = newKey();
    const res = await cancel(o.number, { participant: { lineId, index: 1 }, refundCents: PRICE, idempotencyKey: key });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.slot(o.slotId)).toMatchObject({ sold: 1 });
    expect(await footprint(t, o.number)).toMatchObject({ status: 'paid', refunded: PRICE, succeeded: PRICE, cancelled: 0 });
    const after = await detail();
    expect(after.lines[0]).toMatchObject({ quantity: 1, cancelledAt: null, refundable: { amount: PRICE } });
    expect(after.lines[0].participants[0]).toMatchObject({ firstName: 'Enfant1', cancelledAt: null, refundable: { amount: PRICE } });
    expect(after.lines[0].participants[1]).toMatchObject({
      firstName: 'Enfant2',
      cancelledAt: expect.any(String),
      refundable: { amount: 0 },
    });
    expect((await auditOf(t, o.number)).map((a) => [a.action, a.subject])).toEqual([
      ['order.cancel-participant', `participant 2 (Enfant2 Martin) of line ${lineId}, refund €205.00`],
    ]);
    const mail = t.mailText(`${o.number}-cancellation-${key}.eml`);
    expect(mail).toContain("L'inscription de Enfant2 Martin à la prestation suivante");
    expect(mail).not.toContain('Enfant1');
    // The roster has one child left; the same child again is refused.
    const roster = await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/slots/${o.slotId}/roster`, headers });
    expect(roster.json().participants.map((p: { firstName: string }) => p.firstName)).toEqual(['Enfant1']);
    const again = await cancel(o.number, { participant: { lineId, index: 1 }, refundCents: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.field).toBe('body.participant.index');

    // The last child left: the line is cancelled.
    const last = await cancel(o.number, { participant: { lineId, index: 0 }, refundCents: PRICE });
    expect(last.statusCode, last.body).toBe(200);
    expect(await t.slot(o.slotId)).toMatchObject({ sold: 0 });
    expect(await footprint(t, o.number)).toMatchObject({ status: 'refunded', refunded: 2 * PRICE, cancelled: 1 });
  });

  it('refuses lines of another order (400) and lines already cancelled (409), naming body.lineIds', async () => {
    const o = await paidOrder(t, { groups: [1, 1] });
    const other = await paidOrder(t, { groups: [1] });
    const before = await footprint(t, o.number);
    const foreign = await cancel(o.number, { lineIds: [o.lineIds[0], other.lineIds[0]], refundCents: 0 });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error).toMatchObject({ field: 'body.lineIds' });
    expect(foreign.json().error.message).toContain(String(other.lineIds[0]));
    expect((await cancel(o.number, { lineIds: [999_999], refundCents: 0 })).json().error.field).toBe('body.lineIds');
    expect(await footprint(t, o.number)).toEqual(before);

    expect((await cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: 0, notify: false })).statusCode).toBe(200);
    const twice = await cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: PRICE });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ field: 'body.lineIds', code: ErrorCode.Conflict });
    expect(await footprint(t, o.number)).toMatchObject({ cancelled: 1, refunded: 0, refunds: 0 });
  });

  it('refuses an order awaiting payment (409) and an unknown or other site order (404 params.number)', async () => {
    const o = await paidOrder(t, { groups: [1], pay: false });
    const res = await cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: PRICE });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/awaiting payment/);
    expect(await footprint(t, o.number)).toMatchObject({ cancelled: 0, refunds: 0, audit: 0 });
    expect(await t.slot(o.slotId)).toMatchObject({ held: 1, sold: 0 });
    const unknown = await cancel('VN-00-0000-0000', { refundCents: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.field).toBe('params.number');
    const resend = await t.inject({ method: 'POST', url: `/api/backoffice/sites/val-neige/orders/${o.number}/confirmation`, headers });
    expect(resend.statusCode).toBe(409);
  });

  it('a provider failure answers 502 provider_failed: nothing counted as refunded, the line stays cancelled, a refund alone retries', async () => {
    const o = await paidOrder(t, { groups: [1, 1] });
    // The sandbox refuses: its session has already given everything back (as if refunded by hand at the bank).
    await t.conn.db.execute(sql`update sandbox_sessions set refunded_cents = amount_cents where id = ${o.paymentId}`);
    const res = await cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: PRICE });
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toMatchObject({ code: ErrorCode.ProviderFailed, field: 'body.refundCents' });
    expect(res.json().error.message).toContain('nothing left to refund');
    expect(await footprint(t, o.number)).toMatchObject({ status: 'paid', refunded: 0, refunds: 1, succeeded: 0, cancelled: 1 });
    const [failed] = await rows<{ status: string; error: string }>(
      t.conn.db,
      sql`select r.status, r.error from refunds r join orders o on o.id = r.order_id where o.number = ${o.number}`,
    );
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringContaining('nothing left') });
    expect((await auditOf(t, o.number)).map((a) => a.action)).toEqual(['order.cancel', 'order.refund-failed']);
    // The customer is told of the cancellation, without a refund.
    const mails = await emailsOf(t, o.number);
    expect(mails.at(-1)).toMatchObject({ kind: 'cancellation', status: 'sent' });

    await t.conn.db.execute(sql`update sandbox_sessions set refunded_cents = 0 where id = ${o.paymentId}`);
    const retry = await cancel(o.number, { refundCents: PRICE });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await footprint(t, o.number)).toMatchObject({ status: 'paid', refunded: PRICE, succeeded: PRICE, sandbox_refunded: PRICE });
  });

  it('writes the e-mail in the order language (English)', async () => {
    const o = await paidOrder(t, { groups: [1, 1], lang: 'en' });
    const key = newKey();
    expect((await cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: 12_345, idempotencyKey: key })).statusCode).toBe(200);
    const mail = t.mailText(`${o.number}-cancellation-${key}.eml`);
    expect(mail).toContain(`Cancellation and refund — order ${o.number}`);
    expect(mail).toContain(`The following services of your order ${o.number} are cancelled:`);
    expect(mail).toContain('Amount refunded: €123.45');
    expect(mail).toContain('<html lang="en">');
    // A refund alone: another subject, no line.
    const key2 = newKey();
    expect((await cancel(o.number, { refundCents: 100, idempotencyKey: key2 })).statusCode).toBe(200);
    const refundOnly = t.mailText(`${o.number}-cancellation-${key2}.eml`);
    expect(refundOnly).toContain(`Refund — order ${o.number}`);
    expect(refundOnly).toContain('Amount refunded: €1.00');
    // notify: false sends nothing.
    const files = t.mails().length;
    expect((await cancel(o.number, { refundCents: 100, notify: false })).statusCode).toBe(200);
    expect(t.mails().length).toBe(files);
  });

  it('sends the confirmation again: recorded, audited, without the cancelled lines', async () => {
    const o = await paidOrder(t, { groups: [1, 1] });
    expect((await cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: 0, notify: false })).statusCode).toBe(200);
    const res = await t.inject({ method: 'POST', url: `/api/backoffice/sites/val-neige/orders/${o.number}/confirmation`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: true, to: 'anne.martin@example.com' });
    expect((await emailsOf(t, o.number)).map((e) => `${e.kind}:${e.status}`)).toEqual(['confirmation:sent', 'confirmation:sent']);
    expect((await auditOf(t, o.number)).at(-1)).toMatchObject({
      action: 'order.resend-confirmation',
      subject: 'confirmation to anne.martin@example.com',
    });
    const resent = t.mails().find((f) => f.startsWith(`${o.number}-resent-`));
    expect(resent).toBeDefined();
    const mail = t.mailText(resent as string);
    expect(mail).toContain('Participants : Enfant2 Martin');
    expect(mail).not.toContain('Enfant1 Martin');
    expect((await t.inject({ method: 'POST', url: '/api/backoffice/sites/val-neige/orders/NOPE/confirmation', headers })).statusCode).toBe(
      404,
    );
  });
});

/** Requests at the same time on real PostgreSQL (PGlite is one connection). */
describe('cancellations under concurrency on pg', () => {
  let t: OrderPlatform;
  let cancel: ReturnType<typeof cancelVia>;
  beforeAll(async () => {
    t = await orderPlatform('pg');
    cancel = cancelVia(t, await staffHeaders(t, '10.31.3'));
  });
  afterAll(() => t?.close());
  afterEach(() => t.expectPlacesRight());

  it('two refunds of one line at once: exactly one succeeds, nothing is refunded twice', async () => {
    for (let round = 0; round < 3; round++) {
      const o = await paidOrder(t, { groups: [1, 1] });
      const results = await Promise.all([
        cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: PRICE }),
        cancel(o.number, { lineIds: [o.lineIds[0]], refundCents: PRICE }),
      ]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([400, 409]).toContain(codes[1]);
      expect(await footprint(t, o.number)).toMatchObject({
        refunded: PRICE,
        refunds: 1,
        succeeded: PRICE,
        cancelled: 1,
        sandbox_refunded: PRICE,
      });
      expect(await t.slot(o.slotId)).toMatchObject({ sold: 1, held: 0 });
    }
  });

  it('the same request sent twice at once (one key): done once, both answered with it', async () => {
    const o = await paidOrder(t, { groups: [1, 1] });
    const body = { lineIds: [o.lineIds[0]], refundCents: 7_000, idempotencyKey: newKey() };
    const [a, b] = await Promise.all([cancel(o.number, body), cancel(o.number, body)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().refund.id).toBe(b.json().refund.id);
    expect(await footprint(t, o.number)).toMatchObject({ refunded: 7_000, refunds: 1, cancelled: 1, sandbox_refunded: 7_000, audit: 1 });
    expect(await t.slot(o.slotId)).toMatchObject({ sold: 1 });
  });

  it('a refund racing a payment notification: the sum refunded never exceeds the sum paid', async () => {
    for (let round = 0; round < 3; round++) {
      // An order paid by its first page; a second page (a retry opened before) is paid too and notified
      // while staff refund everything: the platform gives the second payment back by itself.
      const o = await paidOrder(t, { groups: [2], pay: false });
      const retry = await t.inject({ method: 'POST', url: '/api/orders/retry', payload: { cartId: o.cartId, lang: 'fr' } });
      expect(retry.statusCode, retry.body).toBe(200);
      const second = (retry.json().redirectUrl as string).split('/pay/')[1] as string;
      // A retry writes the order's lines anew.
      const [line] = await rows<{ id: number }>(
        t.conn.db,
        sql`select l.id from order_lines l join orders o on o.id = l.order_id where o.number = ${o.number}`,
      );
      const notification = (paymentId: string) => ({
        paymentId,
        orderNumber: o.number,
        amount: o.total,
        currency: 'EUR',
        executionCode: '0000',
        transactionId: `sbx_race_${paymentId.slice(0, 10)}`,
        sentAt: new Date().toISOString(),
      });
      expect((await t.notify(notification(o.paymentId))).json().outcome).toBe('fulfilled');
      const [staff, late] = await Promise.all([
        cancel(o.number, { lineIds: [line!.id], refundCents: o.total }),
        t.notify(notification(second)),
      ]);
      expect(staff.statusCode, staff.body).toBe(200);
      expect(late.json().outcome).toBe('refunded');

      const sessions = await rows<{ amount_cents: number; refunded_cents: number }>(
        t.conn.db,
        sql`select amount_cents, refunded_cents from sandbox_sessions where order_number = ${o.number}`,
      );
      const paid = sessions.reduce((n, s) => n + s.amount_cents, 0);
      const refunded = sessions.reduce((n, s) => n + s.refunded_cents, 0);
      for (const s of sessions) expect(s.refunded_cents).toBeLessThanOrEqual(s.amount_cents);
      expect(refunded).toBeLessThanOrEqual(paid);
      expect(refunded).toBe(2 * o.total);
      expect(await footprint(t, o.number)).toMatchObject({ status: 'refunded', refunded: o.total, succeeded: o.total });
      const payments = await rows<{ status: string }>(
        t.conn.db,
        sql`select status from payments where id in (${o.paymentId}, ${second}) order by status`,
      );
      expect(payments.map((p) => p.status)).toEqual(['refunded', 'succeeded']);
    }
  });

  it('a cancelled place is sold exactly once again under 50 concurrent adds', async () => {
    const o = await paidOrder(t, { capacity: 3, groups: [2, 1] });
    expect(await t.slot(o.slotId)).toMatchObject({ sold: 3, held: 0, capacity: 3 });
    const res = await cancel(o.number, { lineIds: [o.lineIds[1]], refundCents: PRICE });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.slot(o.slotId)).toMatchObject({ sold: 2, held: 0 });
    const adds = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.inject({
          method: 'POST',
          url: '/api/booking/cart/lines',
          payload: {
            resort: 'val-neige',
            lang: 'fr',
            productKey: 'cours-enfants-flocon',
            slotId: o.slotId,
            participants: [child(`N${i}`)],
          },
        }),
      ),
    );
    const codes = adds.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(adds.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === ErrorCode.SlotFull)).toBe(true);
    const slot = await t.slot(o.slotId);
    expect(slot.sold + slot.held).toBe(slot.capacity);
    expect(slot).toMatchObject({ sold: 2, held: 1 });
  });
});
