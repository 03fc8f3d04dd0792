import { ErrorCode, MyBookingView, SANDBOX_CARDS } from '@schuss/contracts';
import { orderLinks, orders, rows } from '@schuss/db';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mailer, MailMessage } from '../../lib/mail';
import { VISITOR_HEADER, visitorSignature } from '../../lib/visitor';
import { mainDrivers } from '../../test/app';
import { child, type OrderPlatform, orderPlatform, plusDays, weekStart } from '../../test/orders';
import { RATE_LIMIT } from '../auth/service';
import { newKey, staffHeaders } from '../backoffice/staff-fixtures';
import { FIND_PER_EMAIL, FIND_PER_IP } from './find';
import { createOrderLink } from './links';
import { readPassCode } from './pass-code';
import { findsSettled } from './routes';

/** A mailer that keeps what it is given (tests read the messages as the platform built them). */
function keepingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    kind: 'file',
    async send(m) {
      sent.push(m);
      return {};
    },
  };
  return { sent, mailer };
}

/** Local wall time of a parsed ical.js time, as `YYYY-MM-DD HH:MM`. */
const wall = (t: ICAL.Time) =>
  `${t.year}-${String(t.month).padStart(2, '0')}-${String(t.day).padStart(2, '0')} ${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;

describe.each(mainDrivers)('the customer booking page on %s', (kind) => {
  let t: OrderPlatform;
  let sent: MailMessage[];
  let headers: Record<string, string>;
  let ipCount = 0;
  const subnet = kind === 'pg' ? '10.81' : '10.82';
  const nextIp = () => `${subnet}.${Math.floor(++ipCount / 200)}.${ipCount % 200}`;

  beforeAll(async () => {
    const keeping = keepingMailer();
    sent = keeping.sent;
    t = await orderPlatform(kind, { mailer: keeping.mailer });
    headers = await staffHeaders(t, kind === 'pg' ? '10.83.1' : '10.83.2');
  });
  afterAll(() => t?.close());

  /** A paid order: a week of lessons for two children and a 3-day lift pass; its id, number and lines. */
  async function paidFamily(lang = 'fr') {
    const cart = await t.familyCart();
    const res = await t.checkout(cart.cartId, { lang });
    expect(res.statusCode, res.body).toBe(201);
    const { order, redirectUrl } = res.json();
    expect((await t.pay(redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const [row] = await t.conn.db.select().from(orders).where(eq(orders.number, order.number));
    return { ...cart, id: row!.id, number: order.number as string };
  }
  const view = (token: string, query = '', remoteAddress = nextIp()) =>
    t.inject({ method: 'GET', url: `/api/booking/my/${token}${query}`, remoteAddress });
  const calendar = (token: string, query = '', remoteAddress = nextIp()) =>
    t.inject({ method: 'GET', url: `/api/booking/my/${token}/calendar.ics${query}`, remoteAddress });
  const find = (body: Record<string, unknown>, remoteAddress = nextIp()) =>
    t.inject({
      method: 'POST',
      url: '/api/booking/my-bookings/find',
      payload: { resort: 'val-neige', lang: 'fr', ...body },
      remoteAddress,
    });
  const mailsTo = (number: string) => sent.filter((m) => m.subject.includes(number));

  describe('the booking a link opens', () => {
    it('shows the lines by day with times, meeting point, what to bring, participants, payment and a voucher that verifies', async () => {
      const o = await paidFamily();
      const token = await createOrderLink(t.conn.db, o.id, 'staff');
      const res = await view(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const v = MyBookingView.parse(res.json());
      expect(v).toMatchObject({
        orderNumber: o.number,
        status: 'paid',
        lang: 'fr',
        siteName: expect.any(String),
        timeZone: 'Europe/Paris',
      });
      expect(v.totalCents).toBe(o.total);
      expect(v.refundedCents).toBe(0);
      expect(v.calendarPath).toBe(`/api/booking/my/${token}/calendar.ics`);
      const [lesson, lift] = v.lines;
      expect(lesson).toMatchObject({
        type: 'ESF',
        status: 'booked',
        name: 'Cours collectif enfants — Flocon',
        meetingPoint: "Chalet de l'école - front de neige des Marmottes",
      });
      expect(lesson!.days).toHaveLength(6);
      expect(lesson!.days[0]).toEqual({ date: weekStart, start: '09:15', end: '11:45' });
      expect(lesson!.days[5]).toEqual({ date: plusDays(weekStart, 5), start: '09:15', end: '11:45' });
      expect(lesson!.bring.join(' ')).toContain('casque');
      expect(lesson!.participants.map((p) => p.firstName)).toEqual(['Léa', 'Tom']);
      expect(lesson!.participants[0]!.details).toContainEqual({ label: 'Âge', value: '8 ans' });
      expect(lift).toMatchObject({ type: 'LIFT', name: 'Forfait Val-Neige', meetingPoint: null });
      expect(lift!.days).toEqual([0, 1, 2].map((n) => ({ date: plusDays(weekStart, n), start: null, end: null })));
      expect(readPassCode(t.env.VOUCHER_SECRET, v.voucher)).toEqual({ site: 'val-neige', orderNumber: o.number, generation: 1 });

      const en = MyBookingView.parse((await view(token, '?lang=en')).json());
      expect(en.lines[1]!.name).toBe('Val-Neige lift pass');
      expect(en.lines[0]!.bring.join(' ')).toContain('helmet');
      // The meeting point in the page's language: the school's point, never the French text a product once copied.
      expect(en.lines[0]!.meetingPoint).toBe('School chalet - Marmottes slopes');
      expect(en.lines[0]!.participants[0]!.details).toContainEqual({ label: 'Age', value: '8 years' });
      const [link] = await t.conn.db
        .select()
        .from(orderLinks)
        .where(and(eq(orderLinks.orderId, o.id), eq(orderLinks.reason, 'staff')));
      expect(link!.lastUsedAt).not.toBeNull();
      // Only the token's hash is stored.
      expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(link!.tokenHash).not.toContain(token);
    });

    it('marks a cancelled line and lists the refund', async () => {
      const o = await paidFamily();
      const [liftLine] = await rows<{ id: number }>(
        t.conn.db,
        sql`select id from order_lines where order_id = ${o.id} and product_type = 'LIFT'`,
      );
      const cancel = await t.inject({
        method: 'POST',
        url: `/api/backoffice/sites/val-neige/orders/${o.number}/cancellations`,
        headers,
        payload: { reason: 'Blessure', lineIds: [liftLine!.id], refundCents: 5000, idempotencyKey: newKey() },
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
      const token = await createOrderLink(t.conn.db, o.id, 'staff');
      const v = MyBookingView.parse((await view(token)).json());
      expect(v.lines.map((l) => [l.type, l.status])).toEqual([
        ['ESF', 'booked'],
        ['LIFT', 'cancelled'],
      ]);
      expect(v.refundedCents).toBe(5000);
      expect(v.refunds).toEqual([{ amountCents: 5000, at: expect.any(String), status: 'succeeded' }]);
      // The calendar leaves the cancelled pass out.
      const ics = (await calendar(token)).body;
      expect(ics).not.toContain('Forfait');
      expect(ics).toContain('Flocon');
    });

    it('refuses a guessed, altered, malformed or revoked link with one 404 that reveals nothing', async () => {
      const o = await paidFamily();
      const token = await createOrderLink(t.conn.db, o.id, 'confirmation');
      expect((await view(token)).statusCode).toBe(200);
      const altered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
      const guessed = 'q'.repeat(43);
      const answers = [];
      for (const bad of [altered, guessed, 'abc', 'not a token!']) {
        answers.push(await view(encodeURIComponent(bad)));
        answers.push(await calendar(encodeURIComponent(bad)));
      }
      await t.conn.db.update(orderLinks).set({ revokedAt: new Date() }).where(eq(orderLinks.orderId, o.id));
      answers.push(await view(token), await calendar(token));
      for (const a of answers) {
        expect(a.statusCode, a.body).toBe(404);
        expect(a.json()).toEqual(answers[0]!.json());
        expect(a.headers['cache-control']).toBe('no-store');
      }
      expect(answers[0]!.json().error).toMatchObject({ code: ErrorCode.LinkInvalid, field: 'params.token' });
      expect(answers[0]!.body).not.toContain(o.number);
    });

    it('rate limits links that do not work per address (429 with Retry-After); other addresses are served', async () => {
      const o = await paidFamily();
      const token = await createOrderLink(t.conn.db, o.id, 'staff');
      const ip = `${subnet}.250.1`;
      for (let i = 0; i < RATE_LIMIT.perIp; i++) expect((await view('x'.repeat(43), '', ip)).statusCode).toBe(404);
      const limited = await view(token, '', ip);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json().error.code).toBe(ErrorCode.RateLimited);
      expect((await view(token, '', `${subnet}.250.2`)).statusCode).toBe(200);
    });

    it("counts the visitor's address the site's server vouches for, not the server's own", async () => {
      const o = await paidFamily();
      const token = await createOrderLink(t.conn.db, o.id, 'staff');
      // Every visitor of the booking page reaches the platform from the site server's address.
      const server = `${subnet}.251.1`;
      const through = (tok: string, visitor: string, signature = visitorSignature(t.env.REVALIDATE_SECRET, visitor)) =>
        t.inject({
          method: 'GET',
          url: `/api/booking/my/${tok}`,
          remoteAddress: server,
          headers: { [VISITOR_HEADER]: `${visitor} ${signature}` },
        });
      for (let i = 0; i < RATE_LIMIT.perIp; i++) expect((await through('x'.repeat(43), '203.0.113.7')).statusCode).toBe(404);
      expect((await through(token, '203.0.113.7')).statusCode).toBe(429);
      // Another visitor through the same server still sees their booking.
      expect((await through(token, '203.0.113.8')).statusCode).toBe(200);
      // An address not signed with the shared secret is not believed: it counts as the server's own.
      const forged = `${subnet}.251.2`;
      for (let i = 0; i < RATE_LIMIT.perIp; i++) {
        const res = await t.inject({
          method: 'GET',
          url: `/api/booking/my/${'y'.repeat(43)}`,
          remoteAddress: forged,
          headers: { [VISITOR_HEADER]: `198.51.100.${i} ${visitorSignature('another-secret-0123456789', `198.51.100.${i}`)}` },
        });
        expect(res.statusCode).toBe(404);
      }
      expect((await t.inject({ method: 'GET', url: `/api/booking/my/${token}`, remoteAddress: forged })).statusCode).toBe(429);
    });

    it('names a bad language', async () => {
      const res = await view('x'.repeat(43), '?lang=de');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe('query.lang');
    });
  });

  describe('the calendar file', () => {
    it('has each lesson day at its times in Europe/Paris with its place, the pass as all-day days, stable UIDs', async () => {
      const o = await paidFamily();
      const token = await createOrderLink(t.conn.db, o.id, 'staff');
      const res = await calendar(token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/calendar/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${o.number}.ics"`);
      const cal = new ICAL.Component(ICAL.parse(res.body));
      const zone = new ICAL.Timezone(cal.getFirstSubcomponent('vtimezone')!);
      expect(zone.tzid).toBe('Europe/Paris');
      const events = cal.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
      const lessons = events.filter((e) => !e.startDate.isDate);
      expect(lessons).toHaveLength(6);
      expect(lessons[0]!.summary).toBe('Cours collectif enfants — Flocon — Léa, Tom');
      expect(lessons[0]!.location).toBe("Chalet de l'école - front de neige des Marmottes");
      expect(wall(lessons[0]!.startDate)).toBe(`${weekStart} 09:15`);
      expect(wall(lessons[0]!.endDate)).toBe(`${weekStart} 11:45`);
      expect(lessons[0]!.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris');
      const pass = events.filter((e) => e.startDate.isDate);
      expect(pass).toHaveLength(1);
      expect(pass[0]!.startDate.toString()).toBe(weekStart);
      expect(pass[0]!.endDate.toString()).toBe(plusDays(weekStart, 3));
      const again = (await calendar(token)).body;
      expect(new Set(events.map((e) => e.uid)).size).toBe(7);
      expect(again).toBe(res.body);
    });

    it('keeps lessons at 09:15 on both sides of the change to summer time (UTC 08:15, then 07:15)', async () => {
      // The last Sunday of March 2027 (28th) clocks go forward in Paris.
      const slotId = await t.makeSlot('cours-enfants-flocon', '2027-03-26', '2027-03-29', 10);
      const added = await t.addLine({ productKey: 'cours-enfants-flocon', slotId, participants: [child('Léa')] });
      const res = await t.checkout(added.cartId);
      expect(res.statusCode, res.body).toBe(201);
      expect((await t.pay(res.json().redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
      const [row] = await t.conn.db.select().from(orders).where(eq(orders.number, res.json().order.number));
      const token = await createOrderLink(t.conn.db, row!.id, 'staff');
      const cal = new ICAL.Component(ICAL.parse((await calendar(token)).body));
      const zone = new ICAL.Timezone(cal.getFirstSubcomponent('vtimezone')!);
      ICAL.TimezoneService.register(zone, 'Europe/Paris');
      try {
        const utc = cal
          .getAllSubcomponents('vevent')
          .map((c) => new ICAL.Event(c).startDate)
          .map((d) => d.toJSDate().toISOString());
        expect(utc).toEqual([
          '2027-03-26T08:15:00.000Z',
          '2027-03-27T08:15:00.000Z',
          '2027-03-28T07:15:00.000Z',
          '2027-03-29T07:15:00.000Z',
        ]);
      } finally {
        ICAL.TimezoneService.remove('Europe/Paris');
      }
    });
  });

  describe('find my booking', () => {
    it('answers the same for known and unknown orders, and e-mails a new link only when number and e-mail match', async () => {
      const o = await paidFamily();
      const before = mailsTo(o.number).length;
      const unknown = [
        { orderNumber: o.number, email: 'someone.else@example.com' },
        { orderNumber: 'VN-26-0000-0000', email: 'anne.martin@example.com' },
        { orderNumber: o.number, email: 'anne.martin@example.com', resort: 'ailleurs' },
      ];
      const answers = [];
      for (const body of unknown) answers.push(await find(body));
      await findsSettled(t.app);
      expect(mailsTo(o.number).length).toBe(before);

      // Case and spaces do not matter.
      const known = await find({ orderNumber: ` ${o.number.toLowerCase()} `, email: 'Anne.Martin@Example.com', lang: 'en' });
      answers.push(known);
      for (const a of answers) {
        expect(a.statusCode, a.body).toBe(202);
        expect(a.body).toBe(answers[0]!.body);
        expect(a.headers['cache-control']).toBe('no-store');
      }
      expect(known.json()).toEqual({ received: true });
      await findsSettled(t.app);
      await vi.waitFor(() => expect(mailsTo(o.number).filter((m) => m.subject.startsWith('The link'))).toHaveLength(1), { timeout: 5000 });
      const mail = mailsTo(o.number).find((m) => m.subject.startsWith('The link'))!;
      expect(mail.to).toBe('anne.martin@example.com');
      expect(mail.html).toContain('lang="en"');
      const url = /http:\/\/localhost:3999\/en\/booking\/([A-Za-z0-9_-]{43})\//.exec(mail.text);
      expect(url, mail.text).not.toBeNull();
      expect(mail.html).toContain(url![0]);
      const opened = await view(url![1]!);
      expect(opened.statusCode).toBe(200);
      expect(opened.json().orderNumber).toBe(o.number);
      const [link] = await t.conn.db
        .select()
        .from(orderLinks)
        .where(and(eq(orderLinks.orderId, o.id), eq(orderLinks.reason, 'find')));
      expect(link).toBeDefined();
      // Staff see it among the order's e-mails.
      const detail = await t.inject({ method: 'GET', url: `/api/backoffice/sites/val-neige/orders/${o.number}`, headers });
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json().emails).toContainEqual(
        expect.objectContaining({ kind: 'link', to: 'anne.martin@example.com', subject: mail.subject }),
      );
    });

    it('throttles per e-mail and per address (429 with Retry-After)', async () => {
      const email = `throttled-${kind}@example.com`;
      for (let i = 0; i < FIND_PER_EMAIL; i++) expect((await find({ orderNumber: 'VN-26-AAAA-AAAA', email })).statusCode).toBe(202);
      const perEmail = await find({ orderNumber: 'VN-26-AAAA-AAAA', email });
      expect(perEmail.statusCode).toBe(429);
      expect(Number(perEmail.headers['retry-after'])).toBeGreaterThan(0);
      const ip = `${subnet}.251.1`;
      for (let i = 0; i < FIND_PER_IP; i++) {
        expect((await find({ orderNumber: 'VN-26-AAAA-AAAA', email: `p${i}-${kind}@example.com` }, ip)).statusCode).toBe(202);
      }
      const perIp = await find({ orderNumber: 'VN-26-AAAA-AAAA', email: `other-${kind}@example.com` }, ip);
      expect(perIp.statusCode).toBe(429);
      expect(perIp.json().error.code).toBe(ErrorCode.RateLimited);
    });

    it('names the field of bad input', async () => {
      for (const [body, field] of [
        [{ orderNumber: 'X', email: 'nope' }, 'body.email'],
        [{ orderNumber: '', email: 'a@example.com' }, 'body.orderNumber'],
        [{ orderNumber: 'X', email: 'a@example.com', lang: 'de' }, 'body.lang'],
      ] as const) {
        const res = await find(body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.field).toBe(field);
      }
    });
  });

  describe('the confirmation e-mail', () => {
    it('carries the personal link, the voucher QR code inline with its code in text, and the calendar file', async () => {
      const o = await paidFamily('en');
      await vi.waitFor(() => expect(mailsTo(o.number)).toHaveLength(1), { timeout: 5000 });
      const mail = mailsTo(o.number)[0]!;
      const url = /http:\/\/localhost:3999\/en\/booking\/([A-Za-z0-9_-]{43})\//.exec(mail.text);
      expect(url, mail.text).not.toBeNull();
      expect(mail.html).toContain(`href="${url![0]}"`);
      const v = MyBookingView.parse((await view(url![1]!)).json());
      expect(mail.text).toContain(`Voucher code: ${v.voucher}`);
      expect(mail.text).toContain(`give the order number ${o.number}`);
      const png = mail.attachments?.find((a) => a.contentType === 'image/png');
      expect(png?.cid).toBeTruthy();
      expect(Buffer.from(png!.content as Buffer).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(mail.html).toContain(`<img src="cid:${png!.cid}" alt="QR code of the voucher of order ${o.number}"`);
      const ics = mail.attachments?.find((a) => a.filename === `${o.number}.ics`);
      expect(ics?.contentType).toMatch(/^text\/calendar/);
      const events = new ICAL.Component(ICAL.parse(String(ics!.content))).getAllSubcomponents('vevent');
      expect(events).toHaveLength(7);
      // Sent again by staff: a new link, the first one still works.
      const again = await t.inject({
        method: 'POST',
        url: `/api/backoffice/sites/val-neige/orders/${o.number}/confirmation`,
        headers,
      });
      expect(again.statusCode, again.body).toBe(200);
      await vi.waitFor(() => expect(mailsTo(o.number)).toHaveLength(2), { timeout: 5000 });
      const second = /booking\/([A-Za-z0-9_-]{43})\//.exec(mailsTo(o.number)[1]!.text)![1]!;
      expect(second).not.toBe(url![1]);
      expect((await view(second)).statusCode).toBe(200);
      expect((await view(url![1]!)).statusCode).toBe(200);
    });
  });
});
