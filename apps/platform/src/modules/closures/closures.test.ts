import { ErrorCode, SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { evenly } from '../../lib/money';
import { drivers } from '../../test/app';
import { child, contact, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { newKey, staffHeaders } from '../backoffice/staff-fixtures';
import { createOrderLink } from '../my-booking';
import { sendClosureNotices } from './notices';

/** A day of its own for each test (weeks apart from the others' slots, about a year from now). */
const dayOf = (week: number) => plusDays(weekStart, 7 * (week + 10) + 2);

type Booked = { number: string; orderId: number; lineId: number; total: number; paymentId: string };

/** A paid order of `children` on a slot, checked out in `lang` by a contact with its own e-mail. */
async function bookAndPay(t: OrderPlatform, slotId: number, names: string[], lang: 'fr' | 'en', email: string): Promise<Booked> {
  const added = await t.addLine({ productKey: 'cours-enfants-flocon', slotId, lang, participants: names.map((n) => child(n)) });
  const res = await t.checkout(added.cartId, { lang, contact: { ...contact, firstName: lang === 'fr' ? 'Anne' : 'Emma', email } });
  expect(res.statusCode, res.body).toBe(201);
  const { order, redirectUrl } = res.json();
  expect((await t.pay(redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
  const [line] = await rows<{ id: number; order_id: number; total_cents: number }>(
    t.conn.db,
    sql`select l.id, l.order_id, l.total_cents from order_lines l join orders o on o.id = l.order_id where o.number = ${order.number}`,
  );
  return {
    number: order.number,
    orderId: line!.order_id,
    lineId: line!.id,
    total: line!.total_cents,
    paymentId: (redirectUrl as string).split('/pay/')[1] as string,
  };
}

/** Everything closing may write, counted. */
async function footprint(t: OrderPlatform) {
  const [r] = await rows<Record<string, number>>(
    t.conn.db,
    sql`select (select count(*)::int from closures) as closures, (select count(*)::int from closure_lines) as lines,
               (select count(*)::int from slots where closed_at is not null) as closed,
               (select count(*)::int from refunds) as refunds, (select count(*)::int from order_emails) as emails,
               (select count(*)::int from audit_log) as audit, (select coalesce(sum(sold), 0)::int from slots) as sold,
               (select count(*)::int from order_lines where cancelled_at is not null) as cancelled`,
  );
  return { ...r!, mails: t.mails().length };
}

const emailsOf = (t: OrderPlatform, number: string) =>
  rows<{ kind: string; status: string; to: string; subject: string }>(
    t.conn.db,
    sql`select e.kind, e.status, e."to", e.subject from order_emails e join orders o on o.id = e.order_id
         where o.number = ${number} order by e.id`,
  );

const orderState = async (t: OrderPlatform, number: string) =>
  (
    await rows<{ status: string; refunded_cents: number; sandbox_refunded: number; refunds: number }>(
      t.conn.db,
      sql`select o.status, o.refunded_cents,
                 (select coalesce(sum(s.refunded_cents), 0)::int from sandbox_sessions s where s.order_number = o.number) as sandbox_refunded,
                 (select count(*)::int from refunds r where r.order_id = o.id) as refunds
            from orders o where o.number = ${number}`,
    )
  )[0]!;

const slotState = async (t: OrderPlatform, id: number) =>
  (
    await rows<{ sold: number; held: number; closed: boolean; closed_reason: string | null }>(
      t.conn.db,
      sql`select sold, held, closed_at is not null as closed, closed_reason from slots where id = ${id}`,
    )
  )[0]!;

describe.each(drivers)('weather and safety closures on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  const url = '/api/backoffice/sites/val-neige/closures';
  const post = (path: string, payload: object, lang = 'en') =>
    t.inject({ method: 'POST', url: `${url}${path}?lang=${lang}`, headers, payload });
  const close = (body: object) => post('', { reason: 'weather', remedy: 'refund', idempotencyKey: newKey(), ...body });
  const preview = (body: object) => post('/preview', body);

  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, kind === 'pg' ? '10.41.2' : '10.41.1');
  });
  afterAll(() => t?.close());

  it('closes a day with two paid orders (fr, en): a preview first, then slots closed, one refund per order through the provider, e-mails in each language', async () => {
    const day = dayOf(0);
    // A one-day lesson (the whole line is refunded) and a five-day one that runs that day (its day's share).
    const oneDay = await t.makeSlot('cours-enfants-flocon', day, day, 10);
    const week = await t.makeSlot('cours-enfants-flocon', plusDays(day, -1), plusDays(day, 3), 10);
    const fr = await bookAndPay(t, oneDay, ['Léa', 'Tom'], 'fr', 'anne.fr@example.com');
    const en = await bookAndPay(t, week, ['Olivia'], 'en', 'emma.en@example.com');
    const share = Math.round(en.total / 5);

    const seen = await preview({ scope: 'day', day });
    expect(seen.statusCode, seen.body).toBe(200);
    const p = seen.json();
    expect(p.totals).toEqual({ slots: 2, orders: 2, participants: 3, contacts: 2, refund: { amount: fr.total + share, currency: 'EUR' } });
    const byId = new Map(p.slots.map((s: { id: number }) => [s.id, s]));
    expect(byId.get(oneDay)).toMatchObject({
      days: 1,
      places: 2,
      closed: false,
      productName: "Children's group lesson — Flocon (snowflake)",
    });
    expect((byId.get(oneDay) as { lines: unknown[] }).lines).toEqual([
      expect.objectContaining({
        orderNumber: fr.number,
        lang: 'fr',
        email: 'anne.fr@example.com',
        participants: ['Léa Martin', 'Tom Martin'],
        share: 'whole',
        refund: { amount: fr.total, currency: 'EUR' },
      }),
    ]);
    expect((byId.get(week) as { lines: unknown[] }).lines).toEqual([
      expect.objectContaining({ orderNumber: en.number, lang: 'en', share: 'day', refund: { amount: share, currency: 'EUR' } }),
    ]);
    // The preview wrote nothing.
    const before = await footprint(t);
    expect((await preview({ scope: 'day', day })).statusCode).toBe(200);
    expect(await footprint(t)).toEqual(before);

    const refund = vi.spyOn(t.app.payments.provider, 'refund');
    const res = await close({ scope: 'day', day, reason: 'weather', note: 'Tempête annoncée / storm warning' });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      scope: 'day',
      day,
      reason: 'weather',
      remedy: 'refund',
      counts: { slots: 2, orders: 2, lines: 2, refunded: 2, moved: 0, failed: 0, pending: 0 },
      refunded: { amount: fr.total + share },
    });
    expect(c.by).toContain('staff@val-neige.test');
    expect(c.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          orderNumber: fr.number,
          outcome: 'refunded',
          refund: { amount: fr.total, currency: 'EUR' },
          emailStatus: 'sent',
        }),
        expect.objectContaining({ orderNumber: en.number, outcome: 'refunded', refund: { amount: share, currency: 'EUR' }, share: 'day' }),
      ]),
    );
    // The provider was asked once per order, for each order's amount.
    expect(refund).toHaveBeenCalledTimes(2);
    expect(refund.mock.calls.map(([r]) => r.amountCents).sort((a, b) => a - b)).toEqual([share, fr.total].sort((a, b) => a - b));
    refund.mockRestore();
    expect(await orderState(t, fr.number)).toEqual({
      status: 'refunded',
      refunded_cents: fr.total,
      sandbox_refunded: fr.total,
      refunds: 1,
    });
    expect(await orderState(t, en.number)).toEqual({ status: 'paid', refunded_cents: share, sandbox_refunded: share, refunds: 1 });

    // Both slots closed; the one-day line cancelled (its places back), the week's line still runs.
    expect(await slotState(t, oneDay)).toMatchObject({ sold: 0, held: 0, closed: true });
    expect((await slotState(t, oneDay)).closed_reason).toMatch(/^Fermeture \d+ — Météo : Tempête/);
    expect(await slotState(t, week)).toMatchObject({ sold: 1, closed: true });
    const add = await t.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      payload: { resort: 'val-neige', lang: 'fr', productKey: 'cours-enfants-flocon', slotId: oneDay, participants: [child('Trop')] },
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().error.code).toBe(ErrorCode.SlotClosed);

    // E-mails: one each, in the order's language, recorded on the order.
    expect(await emailsOf(t, fr.number)).toEqual([
      expect.objectContaining({ kind: 'confirmation' }),
      expect.objectContaining({
        kind: 'closure',
        status: 'sent',
        to: 'anne.fr@example.com',
        // The subject says what is closed: the day (issue 32).
        subject: expect.stringMatching(new RegExp(`^L’école est fermée le \\S+ \\d+ \\S+ \\d{4} — votre commande ${fr.number} — `)),
      }),
    ]);
    const frMail = t.mailText(`${fr.number}-closure-${c.id}.eml`);
    // With a personal link to the booking page, which opens it.
    const link = /Votre réservation à jour : \S+\/reservation\/([A-Za-z0-9_-]{43})\//.exec(frMail);
    expect(link, frMail).not.toBeNull();
    expect((await t.inject({ method: 'GET', url: `/api/booking/my/${link![1]}?lang=fr` })).statusCode).toBe(200);
    expect(frMail).toContain('En raison des conditions météo, l’école ferme le');
    expect(frMail).toContain('Tempête annoncée / storm warning');
    expect(frMail).toContain('Participants : Léa Martin, Tom Martin');
    expect(frMail).toContain(`Nous vous remboursons ${(fr.total / 100).toFixed(2).replace('.', ',')} € : la prestation entière.`);
    expect(frMail).toContain('<html lang="fr">');
    const enMail = t.mailText(`${en.number}-closure-${c.id}.eml`);
    expect(enMail).toContain('Because of the weather conditions, the school is closed on');
    expect(enMail).toContain(`We refund €${(share / 100).toFixed(2)}: the share of`);
    expect(enMail).toContain('(1 day of 5). The other days go ahead as planned.');
    expect(enMail).toContain('<html lang="en">');
    expect(enMail).not.toContain('Nous');

    // The order's page: the refund, the e-mail and the closure in its log.
    const order = (await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders/${en.number}`, headers })).json();
    expect(order.refunds).toEqual([expect.objectContaining({ status: 'succeeded', amount: { amount: share, currency: 'EUR' } })]);
    expect(order.refunds[0].reason).toMatch(/^Fermeture \d+ — Météo/);
    expect(order.emails.map((e: { kind: string }) => e.kind)).toEqual(['confirmation', 'closure']);
    expect(order.audit.map((a: { action: string }) => a.action)).toEqual(['order.refund', 'order.closure']);
    expect(order.audit[1].subject).toBe(`closure ${c.id}: refund €${(share / 100).toFixed(2)}`);

    // The closures screen's list and detail.
    const list = await t.inject({ method: 'GET', url, headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().closures[0]).toMatchObject({ id: c.id, counts: { orders: 2, refunded: 2 } });
    const detail = await t.inject({ method: 'GET', url: `${url}/${c.id}?lang=fr`, headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().slots.map((s: { id: number; whole: boolean }) => [s.id, s.whole])).toEqual([
      [week, false],
      [oneDay, true],
    ]);
    expect(detail.json().slots[0].productName).toBe('Cours collectif enfants — Flocon');

    // The same day again: nothing left to close (409 naming body.day), nothing written.
    const state = await footprint(t);
    const again = await close({ scope: 'day', day });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ field: 'body.day', code: ErrorCode.Conflict });
    expect(again.json().error.message).toContain(`closure ${c.id}`);
    expect(await footprint(t)).toEqual(state);
  });

  it('a retried request (same key) answers the first closure: nothing refunded twice, no second e-mail', async () => {
    const day = dayOf(1);
    const slot = await t.makeSlot('cours-enfants-flocon', day, day, 10);
    const o = await bookAndPay(t, slot, ['Jules'], 'fr', 'jules@example.com');
    const body = { scope: 'day', day, reason: 'avalanche', remedy: 'refund', idempotencyKey: newKey() };
    const first = await post('', body);
    expect(first.statusCode, first.body).toBe(201);
    const state = await footprint(t);
    const refund = vi.spyOn(t.app.payments.provider, 'refund');
    const again = await post('', body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(refund).not.toHaveBeenCalled();
    refund.mockRestore();
    expect(await footprint(t)).toEqual(state);
    expect(await orderState(t, o.number)).toMatchObject({ refunded_cents: o.total, refunds: 1, sandbox_refunded: o.total });
    expect(t.mailText(`${o.number}-closure-${first.json().id}.eml`)).toContain('En raison du risque d’avalanche');
  });

  it('moves the participants to another slot of the same product with room: places taken there and given back, the order follows, an e-mail says where', async () => {
    const day = dayOf(2);
    const from = await t.makeSlot('cours-enfants-flocon', day, day, 10, ['09:15', '11:45']);
    const to = await t.makeSlot('cours-enfants-flocon', plusDays(day, 1), plusDays(day, 1), 3, ['14:00', '16:30']);
    const o = await bookAndPay(t, from, ['Léa', 'Tom'], 'en', 'move@example.com');

    const p = (await preview({ scope: 'slot', slotId: from })).json();
    expect(p.slots[0].targets).toEqual(expect.arrayContaining([expect.objectContaining({ id: to, free: 3, startTime: '14:00' })]));
    expect(p.slots[0].targets.map((s: { id: number }) => s.id)).not.toContain(from);

    const refund = vi.spyOn(t.app.payments.provider, 'refund');
    const res = await close({
      scope: 'slot',
      slotId: from,
      reason: 'lift_breakdown',
      remedy: 'move',
      moves: [{ fromSlotId: from, toSlotId: to }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(refund).not.toHaveBeenCalled();
    refund.mockRestore();
    const c = res.json();
    expect(c.counts).toMatchObject({ lines: 1, moved: 1, refunded: 0 });
    expect(c.lines[0]).toMatchObject({ outcome: 'moved', fromSlotId: from, toSlotId: to, refund: null });
    expect(c.slots[0]).toMatchObject({ id: from, whole: true, toSlot: { id: to, startTime: '14:00' } });

    expect(await slotState(t, from)).toMatchObject({ sold: 0, closed: true });
    expect(await slotState(t, to)).toMatchObject({ sold: 2, held: 0, closed: false });
    const [line] = await rows<{ slot_id: number; start_date: string; cancelled_at: string | null }>(
      t.conn.db,
      sql`select slot_id, start_date::text as start_date, cancelled_at from order_lines where id = ${o.lineId}`,
    );
    expect(line).toEqual({ slot_id: to, start_date: plusDays(day, 1), cancelled_at: null });
    const [items] = await rows<{ items: { slotId: number; startDate: string }[] }>(
      t.conn.db,
      sql`select items from orders where id = ${o.orderId}`,
    );
    expect(items!.items[0]).toMatchObject({ slotId: to, startDate: plusDays(day, 1) });
    expect(await orderState(t, o.number)).toMatchObject({ status: 'paid', refunds: 0, refunded_cents: 0 });
    // The new group's roster lists them.
    const roster = await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/slots/${to}/roster`, headers });
    expect(roster.statusCode, roster.body).toBe(200);
    expect(JSON.stringify(roster.json())).toContain('Léa');

    // The list names the slot closed by its course and dates (issue 32), in the staff's language.
    const list = (await t.inject({ method: 'GET', url: `${url}?lang=en`, headers })).json().closures;
    expect(list.find((x: { id: number }) => x.id === c.id)?.slot).toEqual({
      id: from,
      productKey: 'cours-enfants-flocon',
      productName: "Children's group lesson — Flocon (snowflake)",
      startsOn: day,
      endsOn: day,
      startTime: '09:15',
      endTime: '11:45',
    });
    const mail = t.mailText(`${o.number}-closure-${c.id}.eml`);
    // The subject names the course and its dates, never an internal id (issue 32).
    const closureMail = (await emailsOf(t, o.number)).find((e) => e.kind === 'closure');
    expect(closureMail?.subject).toMatch(
      new RegExp(
        `^Lesson cancelled: Children's group lesson — Flocon \\(snowflake\\), on \\S+ \\d+ \\S+ \\d{4} — your order ${o.number} — `,
      ),
    );
    expect(mail).toContain('Because of a lift breakdown, the school has closed the slot below.');
    expect(mail).toContain('Your participants are booked on another slot: on ');
    expect(mail).toContain('14:00–16:30. You have nothing to do.');
    expect(mail).not.toContain('refund');
  });

  it('refuses a move to another product, an unknown slot, a slot without room, or none at all: 4xx naming the field, nothing written', async () => {
    const day = dayOf(3);
    const from = await t.makeSlot('cours-enfants-flocon', day, day, 10);
    const small = await t.makeSlot('cours-enfants-flocon', plusDays(day, 1), plusDays(day, 1), 1);
    const other = await t.makeSlot('cours-enfants-ourson', plusDays(day, 1), plusDays(day, 1), 10);
    await bookAndPay(t, from, ['Léa', 'Tom'], 'fr', 'refused@example.com');
    const before = await footprint(t);
    const move = (toSlotId: number) => close({ scope: 'slot', slotId: from, remedy: 'move', moves: [{ fromSlotId: from, toSlotId }] });

    const product = await move(other);
    expect(product.statusCode).toBe(400);
    expect(product.json().error).toMatchObject({ field: 'body.moves.0.toSlotId', code: ErrorCode.InvalidInput });
    expect(product.json().error.message).toContain('same product');
    const unknown = await move(999_999);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.field).toBe('body.moves.0.toSlotId');
    const full = await move(small);
    expect(full.statusCode).toBe(409);
    expect(full.json().error).toMatchObject({ field: 'body.moves.0.toSlotId', code: ErrorCode.SlotFull });
    expect(full.json().error.message).toContain('1 place left; 2 are needed');
    const none = await close({ scope: 'slot', slotId: from, remedy: 'move', moves: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.field).toBe('body.moves');
    const stray = await close({ scope: 'slot', slotId: from, remedy: 'move', moves: [{ fromSlotId: small, toSlotId: from }] });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().error.field).toBe('body.moves.0.fromSlotId');
    const mixed = await close({ scope: 'slot', slotId: from, remedy: 'refund', moves: [{ fromSlotId: from, toSlotId: small }] });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().error.field).toBe('body.moves');
    expect(await footprint(t)).toEqual(before);
    expect(await slotState(t, from)).toMatchObject({ sold: 2, closed: false });
  });

  it('refuses a day with nothing to close, an unknown slot, a missing or invalid field: 4xx naming it, never a 500, nothing written', async () => {
    const before = await footprint(t);
    const cases: [object, number, string][] = [
      [{ scope: 'day', day: plusDays(weekStart, 900) }, 400, 'body.day'],
      [{ scope: 'day', day: '2027-02-30' }, 400, 'body.day'],
      [{ scope: 'day' }, 400, 'body.day'],
      [{ scope: 'slot', slotId: 999_999 }, 404, 'body.slotId'],
      [{ scope: 'slot' }, 400, 'body.slotId'],
      [{ scope: 'week', day: dayOf(0) }, 400, 'body.scope'],
      [{ scope: 'day', day: dayOf(4), reason: 'other', note: '  ' }, 400, 'body.note'],
      [{ scope: 'day', day: dayOf(4), reason: 'snow' }, 400, 'body.reason'],
      [{ scope: 'day', day: dayOf(4), remedy: 'voucher' }, 400, 'body.remedy'],
      [{ scope: 'day', day: dayOf(4), idempotencyKey: 'short' }, 400, 'body.idempotencyKey'],
    ];
    for (const [body, status, field] of cases) {
      const res = await close(body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(status);
      expect(res.json().error.field, JSON.stringify(body)).toBe(field);
    }
    const nothing = await preview({ scope: 'day', day: plusDays(weekStart, 900) });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.message).toContain('nothing to close');
    expect((await t.inject({ method: 'GET', url: `${url}/999999`, headers })).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: `${url}/999999/retry`, headers })).json().error.field).toBe('params.closureId');
    expect(await footprint(t)).toEqual(before);
  });

  it('a provider failure is recorded with its reason and said as being processed; a retry refunds once', async () => {
    const day = dayOf(5);
    const slot = await t.makeSlot('cours-enfants-flocon', day, day, 10);
    const o = await bookAndPay(t, slot, ['Inès'], 'fr', 'failed@example.com');
    // The sandbox refuses: its session has given everything back already (as if refunded by hand at the bank).
    await t.conn.db.execute(sql`update sandbox_sessions set refunded_cents = amount_cents where id = ${o.paymentId}`);
    const res = await close({ scope: 'slot', slotId: slot, reason: 'other', note: 'Plus de moniteur disponible' });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json();
    expect(c.counts).toMatchObject({ lines: 1, failed: 1, refunded: 0 });
    expect(c.lines[0]).toMatchObject({
      outcome: 'failed',
      error: expect.stringContaining('nothing left'),
      attempts: 0,
      emailStatus: 'sent',
    });
    expect(await orderState(t, o.number)).toMatchObject({ refunded_cents: 0, refunds: 1 });
    const [failed] = await rows<{ status: string }>(t.conn.db, sql`select status from refunds where order_id = ${o.orderId}`);
    expect(failed?.status).toBe('failed');
    const mail = t.mailText(`${o.number}-closure-${c.id}.eml`);
    expect(mail).toContain('L’école ferme le créneau ci-dessous.');
    expect(mail).toContain('Plus de moniteur disponible');
    expect(mail).toContain('Votre remboursement est en cours de traitement');

    await t.conn.db.execute(sql`update sandbox_sessions set refunded_cents = 0 where id = ${o.paymentId}`);
    const refund = vi.spyOn(t.app.payments.provider, 'refund');
    const retry = await post(`/${c.id}/retry`, {});
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().lines[0]).toMatchObject({ outcome: 'refunded', error: null, attempts: 1 });
    expect(refund).toHaveBeenCalledTimes(1);
    refund.mockRestore();
    expect(await orderState(t, o.number)).toMatchObject({
      status: 'refunded',
      refunded_cents: o.total,
      sandbox_refunded: o.total,
      refunds: 2,
    });
    // Nothing failed any more: nothing to retry.
    const twice = await post(`/${c.id}/retry`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.field).toBe('params.closureId');
    expect(await orderState(t, o.number)).toMatchObject({ refunded_cents: o.total, refunds: 2 });
  });

  it('a retry finishes what a stopped request left undone, without asking the provider twice', async () => {
    const day = dayOf(7);
    const slot = await t.makeSlot('cours-enfants-flocon', day, day, 10);
    const o = await bookAndPay(t, slot, ['Zoé'], 'en', 'stopped@example.com');
    const res = await close({ scope: 'day', day });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json();
    // As if the process stopped after the provider refunded, before the line and the e-mail were settled.
    await t.conn.db.execute(
      sql`update closure_lines set outcome = 'pending', refund_id = null, email_status = null where closure_id = ${c.id}`,
    );
    const refund = vi.spyOn(t.app.payments.provider, 'refund');
    const retry = await post(`/${c.id}/retry`, {});
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().lines[0]).toMatchObject({ outcome: 'refunded', attempts: 0, emailStatus: 'sent' });
    expect(refund).not.toHaveBeenCalled();
    refund.mockRestore();
    expect(await orderState(t, o.number)).toMatchObject({ refunded_cents: o.total, sandbox_refunded: o.total, refunds: 1 });
  });

  /**
   * A day closed with one paid order (its notice sent), then as if the process had stopped before the
   * e-mail: the line unclaimed. Answers the closure, the notices stored and the line's e-mail status.
   */
  async function noticeLeftUnsent(week: number, name: string, lang: 'fr' | 'en', email: string) {
    const day = dayOf(week);
    const slot = await t.makeSlot('cours-enfants-flocon', day, day, 10);
    const o = await bookAndPay(t, slot, [name], lang, email);
    const res = await close({ scope: 'day', day });
    expect(res.statusCode, res.body).toBe(201);
    const c: { id: number } = res.json();
    const notices = async () =>
      (
        await rows<{ n: number }>(
          t.conn.db,
          sql`select count(*)::int as n from mail_outbox where mail_id = ${`${o.number}-closure-${c.id}`}`,
        )
      )[0]!.n;
    const status = async () =>
      (await rows<{ s: string | null }>(t.conn.db, sql`select email_status as s from closure_lines where closure_id = ${c.id}`))[0]!.s;
    expect(await notices()).toBe(1);
    await t.conn.db.execute(sql`update closure_lines set email_status = null where closure_id = ${c.id}`);
    return { c, notices, status };
  }

  it('the notices a stopped request left are sent by the job queue (closures.notify), each once', async () => {
    const { c, notices, status } = await noticeLeftUnsent(8, 'Noé', 'fr', 'queued@example.com');
    // The job stored with the closure comes due (it waits 5 minutes).
    await t.conn.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'closures.notify' and (data->>'closureId')::int = ${c.id}`,
    );
    await t.app.jobs.start();
    try {
      // The notice is what the family gets: wait for it (the line is claimed just before the e-mail is stored).
      const deadline = Date.now() + 15_000;
      while ((await notices()) < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(await notices()).toBe(2);
      expect(await status()).toBe('sent');
      // The job run again (a process that died after sending): nothing more.
      await t.app.jobs.send('closures.notify', { closureId: c.id });
      const left = async () =>
        (
          await rows<{ n: number }>(
            t.conn.db,
            sql`select count(*)::int as n from pgboss.job where name = 'closures.notify' and state < 'completed' and start_after <= now()`,
          )
        )[0]!.n;
      while ((await left()) > 0 && Date.now() < deadline + 15_000) await new Promise((r) => setTimeout(r, 50));
      expect(await left()).toBe(0);
      expect(await notices()).toBe(2);
    } finally {
      await t.app.jobs.stop();
    }
  });

  // Two connections at once: PostgreSQL only (PGlite has one).
  if (kind === 'pg')
    it('a notice is claimed in the transaction that stores it: while it is being stored the line is unclaimed, so a process that stops there loses nothing', async () => {
      const { c, notices, status } = await noticeLeftUnsent(9, 'Lou', 'en', 'stopped@example.com');

      // Storing e-mails is held up (another transaction locks the outbox against inserts).
      let release = () => {};
      const released = new Promise<void>((r) => (release = r));
      let locked = () => {};
      const isLocked = new Promise<void>((r) => (locked = r));
      const holder = t.conn.db.transaction(async (tx) => {
        await tx.execute(sql`lock table mail_outbox in share mode`);
        locked();
        await released;
      });
      await isLocked;
      const sending = sendClosureNotices({ orders: t.app.orders, payments: t.app.payments }, c.id);
      try {
        await vi.waitFor(
          async () =>
            expect(
              (
                await rows<{ n: number }>(
                  t.conn.db,
                  sql`select count(*)::int as n from pg_stat_activity
                       where datname = current_database() and wait_event_type = 'Lock' and query ilike '%insert into mail_outbox%'`,
                )
              )[0]!.n,
            ).toBe(1),
          { timeout: 10_000, interval: 50 },
        );
        // The e-mail is not stored yet: nor is the claim (before, the line already said "sent" here, and
        // a process stopping now left a closure notice never sent).
        expect(await status()).toBeNull();
      } finally {
        release();
        await holder;
      }
      await sending;
      expect(await status()).toBe('sent');
      expect(await notices()).toBe(2);
    });

  it('refunds a closed day of a course paid with a 15 % code: a fifth of what was paid, as the preview said', async () => {
    const start = dayOf(7);
    const week = await t.makeSlot('cours-enfants-flocon', start, plusDays(start, 4), 10);
    const code = `SEMAINE15${kind.toUpperCase()}`;
    const made = await t.inject({
      method: 'POST',
      url: '/api/backoffice/sites/val-neige/promo-codes',
      headers,
      payload: { code, kind: 'percent', percent: 15 },
    });
    expect(made.statusCode, made.body).toBe(201);
    const added = await t.addLine({ productKey: 'cours-enfants-flocon', slotId: week, lang: 'fr', participants: [child('Paul')] });
    const entered = await t.inject({
      method: 'POST',
      url: '/api/booking/cart/codes',
      payload: { cartId: added.cartId, resort: 'val-neige', lang: 'fr', code },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const res = await t.checkout(added.cartId, { lang: 'fr', contact: { ...contact, email: 'semaine@example.com' } });
    expect(res.statusCode, res.body).toBe(201);
    const { order, redirectUrl } = res.json();
    expect((await t.pay(redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const [paid] = await rows<{ list: number; paid: number }>(
      t.conn.db,
      sql`select l.total_cents as list, o.total_cents as paid from orders o join order_lines l on l.order_id = o.id where o.number = ${order.number}`,
    );
    expect(paid!.paid).toBe(paid!.list - Math.round(paid!.list * 0.15));
    // A fifth of what was paid, the odd cents to the first days: day 3 of 5.
    const fifth = evenly(paid!.paid, 5)[2] as number;
    expect(fifth).not.toBe(Math.round(paid!.list / 5));
    const shown = (await preview({ scope: 'day', day: plusDays(start, 2) })).json();
    expect(shown.slots[0].lines[0]).toMatchObject({ share: 'day', refund: { amount: fifth } });
    expect(shown.totals.refund.amount).toBe(fifth);
    const closed = await close({ scope: 'day', day: plusDays(start, 2) });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(closed.json().lines[0]).toMatchObject({ share: 'day', refund: { amount: fifth }, outcome: 'refunded' });
    // Exactly that went back to the card; the course goes on for its other days.
    expect(await orderState(t, order.number)).toMatchObject({ status: 'paid', refunded_cents: fifth, sandbox_refunded: fifth, refunds: 1 });
    const [line] = await rows<{ cancelled: boolean; refunded: number }>(
      t.conn.db,
      sql`select l.cancelled_at is not null as cancelled,
                 (select coalesce(sum(e.amount_cents), 0)::int from ledger_entries e where e.order_line_id = l.id and e.kind = 'refund') as refunded
            from order_lines l join orders o on o.id = l.order_id where o.number = ${order.number}`,
    );
    expect(line).toEqual({ cancelled: false, refunded: fifth });
  });

  it('after one child of two was cancelled alone, a closed day refunds the share of the child still booked', async () => {
    const start = dayOf(8);
    const week = await t.makeSlot('cours-enfants-flocon', start, plusDays(start, 4), 10);
    const o = await bookAndPay(t, week, ['Léo', 'Zoé'], 'fr', 'two@example.com');
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/backoffice/sites/val-neige/orders/${o.number}/cancellations`,
      headers,
      payload: {
        participant: { lineId: o.lineId, index: 1 },
        refundCents: 1000,
        reason: 'Malade',
        idempotencyKey: newKey(),
        notify: false,
      },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Léo's share of the line (half: the same price each), a fifth of it for the day.
    const day = evenly(o.total / 2, 5)[2] as number;
    const shown = (await preview({ scope: 'day', day: plusDays(start, 2) })).json();
    expect(shown.slots[0].lines[0]).toMatchObject({ share: 'day', refund: { amount: day }, participants: ['Léo Martin'] });
    const closed = await close({ scope: 'day', day: plusDays(start, 2) });
    expect(closed.statusCode, closed.body).toBe(201);
    expect(await orderState(t, o.number)).toMatchObject({ status: 'paid', refunded_cents: 1000 + day });
  });

  it('after a closed day, one child of two cancelled alone gets back their share less their part of the day already refunded', async () => {
    const start = dayOf(10);
    const week = await t.makeSlot('cours-enfants-flocon', start, plusDays(start, 4), 10);
    const o = await bookAndPay(t, week, ['Noé', 'Inès'], 'fr', 'twice@example.com');
    const day = evenly(o.total, 5)[1] as number;
    expect((await close({ scope: 'day', day: plusDays(start, 1) })).statusCode).toBe(201);
    const cancel = (refundCents: number) =>
      t.inject({
        method: 'POST',
        url: `/api/backoffice/sites/val-neige/orders/${o.number}/cancellations`,
        headers,
        payload: { participant: { lineId: o.lineId, index: 1 }, refundCents, reason: 'Malade', idempotencyKey: newKey(), notify: false },
      });
    // Inès paid half of the line; half of the closed day went back for her already (the same price each).
    const hers = o.total / 2 - day / 2;
    const detail = (await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders/${o.number}`, headers })).json();
    expect(detail.lines[0].participants[1].refundable.amount).toBe(hers);
    const tooMuch = await cancel(hers + 1);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.field).toBe('body.refundCents');
    expect((await cancel(hers)).statusCode).toBe(200);
    expect(await orderState(t, o.number)).toMatchObject({ status: 'paid', refunded_cents: day + hers });
  });

  it('a closed day leaves the customer’s booking page and calendar file, said closed on its line', async () => {
    const start = dayOf(12);
    const week = await t.makeSlot('cours-enfants-flocon', start, plusDays(start, 4), 10);
    const o = await bookAndPay(t, week, ['Lou'], 'fr', 'closedday@example.com');
    const closedDay = plusDays(start, 2);
    expect((await close({ scope: 'day', day: closedDay })).statusCode).toBe(201);
    const [order] = await rows<{ id: number }>(t.conn.db, sql`select id from orders where number = ${o.number}`);
    const token = await createOrderLink(t.conn.db, order!.id, 'staff');
    const view = (await t.inject({ method: 'GET', url: `/api/booking/my/${token}`, remoteAddress: '10.55.0.1' })).json();
    const line = view.lines[0];
    expect(line.days.map((d: { date: string }) => d.date)).toEqual([start, plusDays(start, 1), plusDays(start, 3), plusDays(start, 4)]);
    expect(line.closedDays).toEqual([closedDay]);
    const ics = (await t.inject({ method: 'GET', url: `/api/booking/my/${token}/calendar.ics`, remoteAddress: '10.55.0.2' })).body;
    expect(ics).toContain(`DTSTART;TZID=Europe/Paris:${start.replace(/-/g, '')}`);
    expect(ics).not.toContain(`:${closedDay.replace(/-/g, '')}T`);
  });

  it('closes one day of a week then the whole slot: each refund its share, never more than the line', async () => {
    const start = dayOf(6);
    const week = await t.makeSlot('cours-enfants-flocon', start, plusDays(start, 4), 10);
    const o = await bookAndPay(t, week, ['Paul'], 'en', 'week@example.com');
    const share = evenly(o.total, 5)[2] as number;
    const day = await close({ scope: 'day', day: plusDays(start, 2) });
    expect(day.statusCode, day.body).toBe(201);
    expect(day.json().lines[0]).toMatchObject({ share: 'day', refund: { amount: share } });
    // The same slot on its next day: another share.
    const next = (await preview({ scope: 'day', day: plusDays(start, 3) })).json();
    expect(next.slots[0].lines[0]).toMatchObject({ share: 'day', refund: { amount: share } });
    // The whole slot: what is left of the line, which is cancelled.
    const whole = await close({ scope: 'slot', slotId: week });
    expect(whole.statusCode, whole.body).toBe(201);
    expect(whole.json().lines[0]).toMatchObject({ share: 'whole', refund: { amount: o.total - share }, outcome: 'refunded' });
    expect(await orderState(t, o.number)).toMatchObject({ status: 'refunded', refunded_cents: o.total });
    expect(await slotState(t, week)).toMatchObject({ sold: 0 });
    const again = await close({ scope: 'slot', slotId: week });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.field).toBe('body.slotId');
  });
});

/** Requests at the same time on real PostgreSQL (PGlite is one connection). */
describe('closures under concurrency on pg', () => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  const url = '/api/backoffice/sites/val-neige/closures';
  beforeAll(async () => {
    t = await orderPlatform('pg');
    headers = await staffHeaders(t, '10.41.3');
  });
  afterAll(() => t?.close());

  it('the same closing sent twice at once: one closure, one refund per order, one e-mail each', async () => {
    const day = dayOf(20);
    const slot = await t.makeSlot('cours-enfants-flocon', day, day, 10);
    const a = await bookAndPay(t, slot, ['Léa'], 'fr', 'a@example.com');
    const b = await bookAndPay(t, slot, ['Tom'], 'en', 'b@example.com');
    const refund = vi.spyOn(t.app.payments.provider, 'refund');
    const payload = { scope: 'day', day, reason: 'weather', remedy: 'refund', idempotencyKey: newKey() };
    const [x, y] = await Promise.all([
      t.inject({ method: 'POST', url, headers, payload }),
      t.inject({ method: 'POST', url, headers, payload }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
    expect(x.json().id).toBe(y.json().id);
    expect(refund).toHaveBeenCalledTimes(2);
    refund.mockRestore();
    for (const o of [a, b]) {
      expect(await orderState(t, o.number)).toMatchObject({ refunded_cents: o.total, sandbox_refunded: o.total, refunds: 1 });
      expect((await emailsOf(t, o.number)).filter((e) => e.kind === 'closure')).toHaveLength(1);
    }
    const [n] = await rows<{ n: number }>(t.conn.db, sql`select count(*)::int as n from closures where day = ${day}`);
    expect(n?.n).toBe(1);
  });

  it('closing a day while visitors book its slot: once closed, no place is taken; never beyond capacity', async () => {
    const day = dayOf(21);
    const slot = await t.makeSlot('cours-enfants-flocon', day, day, 12);
    const adds = Array.from({ length: 16 }, (_, i) =>
      t.inject({
        method: 'POST',
        url: '/api/booking/cart/lines',
        payload: { resort: 'val-neige', lang: 'fr', productKey: 'cours-enfants-flocon', slotId: slot, participants: [child(`V${i}`)] },
      }),
    );
    const closing = t.inject({
      method: 'POST',
      url,
      headers,
      payload: { scope: 'slot', slotId: slot, reason: 'weather', remedy: 'refund', idempotencyKey: newKey() },
    });
    const [closed, ...added] = await Promise.all([closing, ...adds]);
    expect(closed.statusCode, closed.body).toBe(201);
    const ok = added.filter((r) => r.statusCode === 200).length;
    for (const r of added.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect([ErrorCode.SlotClosed, ErrorCode.SlotFull]).toContain(r.json().error.code);
    }
    const s = await slotState(t, slot);
    expect(s.closed).toBe(true);
    expect(s.held).toBe(Math.min(ok, 12));
    expect(s.held + s.sold).toBeLessThanOrEqual(12);
    const late = await t.inject({
      method: 'POST',
      url: '/api/booking/cart/lines',
      payload: { resort: 'val-neige', lang: 'fr', productKey: 'cours-enfants-flocon', slotId: slot, participants: [child('Late')] },
    });
    expect(late.json().error.code).toBe(ErrorCode.SlotClosed);
    expect((await slotState(t, slot)).held).toBe(s.held);
  });

  it('a move racing visitors on the target slot: the move gets its places or is refused whole, never beyond capacity', async () => {
    for (let round = 0; round < 3; round++) {
      const day = dayOf(22 + round);
      const from = await t.makeSlot('cours-enfants-flocon', day, day, 10);
      const to = await t.makeSlot('cours-enfants-flocon', plusDays(day, 1), plusDays(day, 1), 3);
      const o = await bookAndPay(t, from, ['Léa', 'Tom'], 'fr', `race${round}@example.com`);
      const adds = Array.from({ length: 4 }, (_, i) =>
        t.inject({
          method: 'POST',
          url: '/api/booking/cart/lines',
          payload: { resort: 'val-neige', lang: 'fr', productKey: 'cours-enfants-flocon', slotId: to, participants: [child(`R${i}`)] },
        }),
      );
      const move = t.inject({
        method: 'POST',
        url,
        headers,
        payload: {
          scope: 'slot',
          slotId: from,
          reason: 'weather',
          remedy: 'move',
          moves: [{ fromSlotId: from, toSlotId: to }],
          idempotencyKey: newKey(),
        },
      });
      const [moved, ...added] = await Promise.all([move, ...adds]);
      const target = await slotState(t, to);
      const origin = await slotState(t, from);
      expect(target.held + target.sold).toBeLessThanOrEqual(3);
      const ok = added.filter((r) => r.statusCode === 200).length;
      if (moved.statusCode === 201) {
        expect(target.sold).toBe(2);
        expect(origin).toMatchObject({ sold: 0, closed: true });
        expect(ok).toBeLessThanOrEqual(1);
      } else {
        expect(moved.statusCode, moved.body).toBe(409);
        expect(moved.json().error.field).toBe('body.moves.0.toSlotId');
        expect(target.sold).toBe(0);
        expect(origin).toMatchObject({ sold: 2, closed: false });
        const [line] = await rows<{ slot_id: number }>(t.conn.db, sql`select slot_id from order_lines where id = ${o.lineId}`);
        expect(line?.slot_id).toBe(from);
      }
    }
  });
});
