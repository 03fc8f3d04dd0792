import { ErrorCode, SANDBOX_CARDS } from '@schuss/contracts';
import { rows } from '@schuss/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainDrivers } from '../../test/app';
import { child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { staffHeaders } from '../backoffice/staff-fixtures';
import { anonymiseStarted } from './offers';
import { WAITLIST_JOINS_PER_IP } from './service';
import { waitlistHelpers } from './waitlist-fixtures';

describe.each(mainDrivers)('waiting list on %s', (kind) => {
  let t: OrderPlatform;
  let headers: Record<string, string>;
  let w: ReturnType<typeof waitlistHelpers>;
  beforeAll(async () => {
    t = await orderPlatform(kind);
    headers = await staffHeaders(t, kind === 'pg' ? '10.61.2' : '10.61.1');
    w = waitlistHelpers(t, kind === 'pg' ? '10.62' : '10.63');
  });
  afterAll(() => t?.close());

  describe('joining', () => {
    it('refuses bad input naming the field, and writes nothing', async () => {
      const { slotId } = await w.fullSlot();
      const cases: [Record<string, unknown>, string][] = [
        [{ slotId, email: 'not-an-email' }, 'body.email'],
        [{ slotId, email: 'a@example.com', participants: 0 }, 'body.participants'],
        [{ slotId, email: 'a@example.com', participants: 21 }, 'body.participants'],
        [{ slotId, email: 'a@example.com', participants: 1.5 }, 'body.participants'],
        [{ slotId, email: 'a@example.com', lang: 'de' }, 'body.lang'],
        [{ slotId: 'x', email: 'a@example.com' }, 'body.slotId'],
      ];
      for (const [body, field] of cases) {
        const res = await w.join(body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toMatchObject({ field, code: ErrorCode.InvalidInput });
      }
      // More places than the slot has: never fits.
      const big = await w.join({ slotId, email: 'a@example.com', participants: 3 });
      expect(big.statusCode, big.body).toBe(400);
      expect(big.json().error.field).toBe('body.participants');
      expect(await w.entries(slotId)).toEqual([]);
    });

    it('only takes full, open, upcoming slots of the resort', async () => {
      const open = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 4), 5);
      const notFull = await w.join({ slotId: open, email: 'a@example.com', participants: 2 });
      expect(notFull.statusCode, notFull.body).toBe(409);
      expect(notFull.json().error).toMatchObject({ code: ErrorCode.SlotNotFull, field: 'body.slotId' });
      expect(notFull.json().error.message).toContain('5 places are left');

      const past = await t.makeSlot(
        'cours-enfants-flocon',
        plusDays(new Date().toISOString().slice(0, 10), -7),
        plusDays(weekStart, -400),
        1,
      );
      const started = await w.join({ slotId: past, email: 'a@example.com' });
      expect(started.statusCode, started.body).toBe(400);
      expect(started.json().error.code).toBe(ErrorCode.SlotPast);

      const { slotId: closed } = await w.fullSlot(1);
      await t.conn.db.execute(sql`update slots set closed_at = now(), closed_reason = 'Tempête' where id = ${closed}`);
      const shut = await w.join({ slotId: closed, email: 'a@example.com' });
      expect(shut.statusCode, shut.body).toBe(409);
      expect(shut.json().error.code).toBe(ErrorCode.SlotClosed);

      const unknown = await w.join({ slotId: 999_999, email: 'a@example.com' });
      expect(unknown.statusCode).toBe(404);
      const otherResort = await w.join({ resort: 'ailleurs', slotId: closed, email: 'a@example.com' });
      expect(otherResort.statusCode).toBe(404);
      for (const id of [open, past, closed]) expect(await w.entries(id)).toEqual([]);
    });

    it('takes a full slot in line order; the same e-mail twice is one entry; a confirmation e-mail with a link to leave', async () => {
      const { slotId } = await w.fullSlot();
      const first = await w.join({ slotId, email: 'Claire.Durand@Example.fr', participants: 2 });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toEqual({ slotId, participants: 2, position: 1, offerHours: 12, joined: true });
      const second = await w.join({ slotId, email: 'emma@example.com', lang: 'en' });
      expect(second.json()).toMatchObject({ position: 2, joined: true });
      // Again, in other capitals, for one place in English: the same entry, still first, its places and language updated.
      const again = await w.join({ slotId, email: ' claire.durand@example.fr ', participants: 1, lang: 'en' });
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toMatchObject({ position: 1, joined: false, participants: 1 });
      expect(await w.entries(slotId)).toMatchObject([
        { email: 'claire.durand@example.fr', status: 'waiting', participants: 1, places: 1 },
        { email: 'emma@example.com', status: 'waiting' },
      ]);
      // The slot's places are untouched.
      expect(await t.slot(slotId)).toMatchObject({ sold: 2, held: 0 });

      const mail = await w.mailTo('claire.durand@example.fr', 'joined');
      expect(mail).toContain('Liste d’attente');
      expect(mail).toContain('pour 2 participants');
      expect(mail).toMatch(/http:\/\/localhost:3999\/[^\s]*\?waitlist=[A-Za-z0-9_-]{43}&leave=1/);
      const en = await w.mailTo('emma@example.com', 'joined');
      expect(en).toContain('You are on the waiting list');
      // Only one confirmation for Claire (the second join is the same entry).
      expect(t.mails().filter((f) => f.includes('-joined')).length).toBeGreaterThanOrEqual(2);
    });

    it(`is rate limited per address: ${WAITLIST_JOINS_PER_IP} tries in 15 minutes, then 429 with Retry-After`, async () => {
      const { slotId } = await w.fullSlot(1);
      const ip = w.nextIp();
      for (let i = 0; i < WAITLIST_JOINS_PER_IP; i++) {
        const res = await w.join({ slotId, email: `n${i}@example.com` }, ip);
        expect(res.statusCode, res.body).toBe(201);
      }
      const over = await w.join({ slotId, email: 'late@example.com' }, ip);
      expect(over.statusCode).toBe(429);
      expect(over.json().error.code).toBe(ErrorCode.RateLimited);
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect((await w.entries(slotId)).length).toBe(WAITLIST_JOINS_PER_IP);
      // Another address is not held back.
      expect((await w.join({ slotId, email: 'late@example.com' })).statusCode).toBe(201);
    });
  });

  describe('offers when places free', () => {
    it('a cancellation: the first in line gets the places held and an e-mail; claimed, they are a cart line, then paid', async () => {
      const o = await w.fullSlot(2, [1, 1]);
      await w.joined(o.slotId, 'premier@example.com', 1);
      await w.joined(o.slotId, 'second@example.com', 1);
      const res = await w.cancel(headers, o.number, [o.lineIds[0] as number]);
      expect(res.statusCode, res.body).toBe(200);
      // Freed, and held for the first in line at once: nobody browsing can take it.
      expect(await t.slot(o.slotId)).toMatchObject({ sold: 1, held: 1 });
      expect(await w.remaining(o.slotId)).toBe(0);
      expect(await w.statuses(o.slotId)).toEqual(['premier@example.com:offered', 'second@example.com:waiting']);
      const add = await t.inject({
        method: 'POST',
        url: '/api/booking/cart/lines',
        payload: { resort: 'val-neige', lang: 'fr', productKey: 'cours-enfants-flocon', slotId: o.slotId, participants: [child('Intrus')] },
      });
      expect(add.statusCode).toBe(409);

      const token = await w.offerToken('premier@example.com');
      const mail = await w.mailTo('premier@example.com', 'offer');
      expect(mail).toContain('une place s’est libérée');
      expect(mail).toContain('Nous vous la réservons jusqu’au');
      expect(mail).toContain(`http://localhost:3999/`);
      const view = await w.entry(token);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json()).toMatchObject({
        status: 'offered',
        canClaim: true,
        places: 1,
        position: null,
        product: { key: 'cours-enfants-flocon' },
        slot: { id: o.slotId, startsOn: weekStart, startTime: '09:15', endTime: '11:45' },
      });
      expect(Date.parse(view.json().expiresAt) - Date.now()).toBeGreaterThan(11 * 3_600_000);

      const claimed = await w.claim(token, { participants: [child('Jeanne', 7)] });
      expect(claimed.statusCode, claimed.body).toBe(200);
      const { cartId, line } = claimed.json();
      expect(line).toMatchObject({ slotId: o.slotId, quantity: 1, total: { amount: 20_500 } });
      // The offer's hold moved to the line: nothing taken again, the line holds it for the cart's 20 minutes.
      expect(await t.slot(o.slotId)).toMatchObject({ sold: 1, held: 1 });
      expect(Date.parse(line.holdExpiresAt) - Date.now()).toBeLessThan(21 * 60_000);
      expect(await w.statuses(o.slotId)).toEqual(['premier@example.com:taken', 'second@example.com:waiting']);
      // Claimed twice: refused, nothing added.
      const twice = await w.claim(token, {});
      expect(twice.statusCode).toBe(409);
      expect(twice.json().error.code).toBe(ErrorCode.WaitlistNotOffered);

      const checkout = await t.checkout(cartId);
      expect(checkout.statusCode, checkout.body).toBe(201);
      expect((await t.pay(checkout.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
      expect(await t.slot(o.slotId)).toMatchObject({ sold: 2, held: 0 });
      expect((await w.entry(token)).json()).toMatchObject({ status: 'taken', canClaim: false });
    });

    it('an expired hold: its place goes to the first in line whose places fit, on the next read', async () => {
      const slotId = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 4), 2);
      const held = await t.addLine({ productKey: 'cours-enfants-flocon', slotId, participants: [child('A'), child('B')] });
      // Two places wanted do not fit one freed place… until both are free.
      await w.joined(slotId, 'deux@example.com', 2);
      await w.joined(slotId, 'un@example.com', 1);
      await t.conn.db.execute(sql`update cart_lines set hold_expires_at = now() - interval '1 minute' where id = ${held.line.id}`);
      expect(await w.remaining(slotId)).toBe(0);
      expect(await t.slot(slotId)).toMatchObject({ held: 2, sold: 0 });
      expect(await w.statuses(slotId)).toEqual(['deux@example.com:offered', 'un@example.com:waiting']);
      // The line stays in its cart, holding nothing: its places went to the waiting list.
      expect(
        await rows(
          t.conn.db,
          sql`select hold_expires_at is null as holds_none, released_at is not null as released from cart_lines where id = ${held.line.id}`,
        ),
      ).toEqual([{ holds_none: true, released: true }]);
      await w.offerToken('deux@example.com');
    });

    it('a capacity raised by staff: the places go down the line to those whose places fit', async () => {
      const { slotId } = await w.fullSlot(3);
      await w.joined(slotId, 'c@example.com', 1);
      await w.joined(slotId, 'd@example.com', 3);
      await w.joined(slotId, 'e@example.com', 1);
      const res = await t.inject({
        method: 'PUT',
        url: `/api/backoffice/sites/val-neige/slots/${slotId}/capacity`,
        headers,
        payload: { capacity: 5 },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await t.slot(slotId)).toMatchObject({ capacity: 5, sold: 3, held: 2 });
      expect(await w.statuses(slotId)).toEqual(['c@example.com:offered', 'd@example.com:waiting', 'e@example.com:offered']);
      expect(await w.remaining(slotId)).toBe(0);
    });

    it('a line removed from a cart, and a closed slot opened again', async () => {
      const slotId = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 4), 1);
      const held = await t.addLine({ productKey: 'cours-enfants-flocon', slotId, participants: [child('A')] });
      await w.joined(slotId, 'f@example.com');
      const removed = await t.inject({ method: 'DELETE', url: `/api/booking/cart/lines/${held.line.id}?cartId=${held.cartId}` });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await w.statuses(slotId)).toEqual(['f@example.com:offered']);

      // Closed while full with someone waiting: nothing is offered while closed; opened again, the free place is.
      const other = await t.makeSlot('cours-enfants-flocon', weekStart, plusDays(weekStart, 4), 1);
      const line = await t.addLine({ productKey: 'cours-enfants-flocon', slotId: other, participants: [child('B')] });
      await w.joined(other, 'g@example.com');
      await t.conn.db.execute(sql`update slots set closed_at = now(), closed_reason = 'Tempête' where id = ${other}`);
      await t.inject({ method: 'DELETE', url: `/api/booking/cart/lines/${line.line.id}?cartId=${line.cartId}` });
      expect(await w.statuses(other)).toEqual(['g@example.com:waiting']);
      const reopened = await t.inject({
        method: 'POST',
        url: `/api/backoffice/sites/val-neige/slots/${other}/reopen`,
        headers,
        payload: {},
      });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(await w.statuses(other)).toEqual(['g@example.com:offered']);
      expect(await t.slot(other)).toMatchObject({ held: 1, sold: 0 });
    });

    it('an offer that runs out goes to the next in line, then to everyone', async () => {
      const o = await w.fullSlot(1);
      await w.joined(o.slotId, 'h@example.com');
      await w.joined(o.slotId, 'i@example.com', 1, 'en');
      await w.cancel(headers, o.number, o.lineIds);
      const first = await w.offerToken('h@example.com');
      await w.expireOffers(o.slotId);
      // The next read ends the offer and offers the place to the next in line.
      expect(await w.remaining(o.slotId)).toBe(0);
      expect(await w.statuses(o.slotId)).toEqual(['h@example.com:expired', 'i@example.com:offered']);
      expect(await t.slot(o.slotId)).toMatchObject({ sold: 0, held: 1 });
      expect((await w.entry(first)).json()).toMatchObject({ status: 'expired', canClaim: false });
      const late = await w.claim(first, {});
      expect(late.statusCode).toBe(409);
      expect(late.json().error.code).toBe(ErrorCode.WaitlistNotOffered);
      const mail = await w.mailTo('i@example.com', 'offer');
      expect(mail).toContain('Good news: a place is free on');
      await w.offerToken('i@example.com');
      await w.expireOffers(o.slotId);
      // Nobody else waits: the place is everyone's.
      expect(await w.remaining(o.slotId)).toBe(1);
      expect(await t.slot(o.slotId)).toMatchObject({ sold: 0, held: 0 });
    });

    it('fewer participants than places held: the others go to the next in line', async () => {
      const o = await w.fullSlot(2);
      await w.joined(o.slotId, 'j@example.com', 2);
      await w.joined(o.slotId, 'k@example.com', 1);
      await w.cancel(headers, o.number, o.lineIds);
      expect(await w.statuses(o.slotId)).toEqual(['j@example.com:offered', 'k@example.com:waiting']);
      const token = await w.offerToken('j@example.com');
      const tooMany = await w.claim(token, { participants: [child('A'), child('B'), child('C')] });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().error.field).toBe('body.participants');
      const badAge = await w.claim(token, {
        participants: [{ firstName: 'Bébé', lastName: 'Martin', birthDate: `${weekStart.slice(0, 4)}-01-01` }],
      });
      expect(badAge.statusCode).toBe(400);
      expect(badAge.json().error.field).toBe('body.participants.0.birthDate');
      expect(await w.statuses(o.slotId)).toEqual(['j@example.com:offered', 'k@example.com:waiting']);
      const one = await w.claim(token, { participants: [child('Seule')] });
      expect(one.statusCode, one.body).toBe(200);
      expect(await w.statuses(o.slotId)).toEqual(['j@example.com:taken', 'k@example.com:offered']);
      expect(await t.slot(o.slotId)).toMatchObject({ sold: 0, held: 2 });
    });

    it('a claim goes into the visitor’s own cart when it is given', async () => {
      const o = await w.fullSlot(1);
      await w.joined(o.slotId, 'l@example.com');
      await w.cancel(headers, o.number, o.lineIds);
      const token = await w.offerToken('l@example.com');
      const mine = await t.addLine({ productKey: 'forfait-val-neige', startDate: weekStart, days: 2, participants: [child('Tom')] });
      const claimed = await w.claim(token, { cartId: mine.cartId, lang: 'en' });
      expect(claimed.statusCode, claimed.body).toBe(200);
      expect(claimed.json().cartId).toBe(mine.cartId);
      const cart = await t.inject({
        method: 'POST',
        url: '/esfplus/cart',
        payload: { cartId: mine.cartId, lang: 'en', resort: 'val-neige' },
      });
      expect(Object.keys(cart.json().cart.orders).sort()).toEqual(['ESF', 'LIFT']);
    });
  });

  describe('links', () => {
    it('leaving: a waiting entry leaves the line; an offered one leaves its places to the next in line', async () => {
      const o = await w.fullSlot(1);
      await w.joined(o.slotId, 'm@example.com');
      await w.joined(o.slotId, 'n@example.com');
      await w.joined(o.slotId, 'p@example.com');
      const joinedMail = await w.mailTo('n@example.com', 'joined');
      const leaveToken = /waitlist=([A-Za-z0-9_-]{43})&leave=1/.exec(joinedMail as string)?.[1] as string;
      const view = await w.entry(leaveToken);
      expect(view.json()).toMatchObject({ status: 'waiting', position: 2, canClaim: false });
      const left = await w.leave(leaveToken);
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json()).toMatchObject({ status: 'left' });
      // Leaving again changes nothing; the e-mail is gone from the list.
      expect((await w.leave(leaveToken)).json()).toMatchObject({ status: 'left' });
      expect(await w.statuses(o.slotId)).toEqual(['m@example.com:waiting', '-:left', 'p@example.com:waiting']);
      // A confirmation's link cannot book.
      expect((await w.claim(leaveToken, {})).statusCode).toBe(404);

      await w.cancel(headers, o.number, o.lineIds);
      const offer = await w.offerToken('m@example.com');
      expect((await w.leave(offer)).json()).toMatchObject({ status: 'left' });
      expect(await w.statuses(o.slotId)).toEqual(['-:left', '-:left', 'p@example.com:offered']);
      expect(await t.slot(o.slotId)).toMatchObject({ held: 1, sold: 0 });
    });

    it('a link that does not work is one 404, and too many from one address are held back', async () => {
      const ip = w.nextIp();
      const made = 'x'.repeat(43);
      for (let i = 0; i < 30; i++) expect((await w.entry(made, ip)).statusCode).toBe(404);
      const res = await w.entry(made, ip);
      expect(res.statusCode).toBe(429);
      expect((await w.claim(made, {}, ip)).statusCode).toBe(429);
      const bad = await w.entry('short');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('params.token');
    });

    it('entries of a slot that started are anonymised; its offers end and free their places', async () => {
      const o = await w.fullSlot(1);
      await w.joined(o.slotId, 'q@example.com');
      await w.joined(o.slotId, 'r@example.com');
      await w.cancel(headers, o.number, o.lineIds);
      const token = await w.offerToken('q@example.com');
      await t.conn.db.execute(sql`update slots set starts_on = current_date - 1, ends_on = current_date + 3 where id = ${o.slotId}`);
      await w.remaining(o.slotId);
      await anonymiseStarted(t.conn.db, undefined, { force: true });
      expect(await w.statuses(o.slotId)).toEqual(['-:expired', '-:ended']);
      expect(await t.slot(o.slotId)).toMatchObject({ held: 0 });
      expect((await w.entry(token)).statusCode).toBe(404);
    });
  });

  it('staff see a slot’s waiting list: who, since when, places, offered until when and the e-mail sent', async () => {
    const o = await w.fullSlot(1);
    await w.joined(o.slotId, 's@example.com');
    await w.joined(o.slotId, 'u@example.com', 1, 'en');
    await w.cancel(headers, o.number, o.lineIds);
    await w.offerToken('s@example.com');
    const res = await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/slots/${o.slotId}/waitlist`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const { entries } = res.json();
    expect(entries).toMatchObject([
      { email: 's@example.com', status: 'offered', position: null, participants: 1, lang: 'fr', mailError: null },
      { email: 'u@example.com', status: 'waiting', position: 1, lang: 'en', offeredAt: null },
    ]);
    expect(entries[0].mailedAt).not.toBeNull();
    expect(Date.parse(entries[0].offerExpiresAt)).toBeGreaterThan(Date.now());
    const none = await t.inject({ method: 'GET', url: '/api/backoffice/sites/val-neige/slots/999999/waitlist', headers });
    expect(none.statusCode).toBe(404);
    const visitor = await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/slots/${o.slotId}/waitlist` });
    expect(visitor.statusCode).toBe(401);
  });
});
