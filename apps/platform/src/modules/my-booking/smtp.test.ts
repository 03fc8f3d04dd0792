import { SANDBOX_CARDS } from '@schuss/contracts';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../../lib/mail';
import { mainDrivers } from '../../test/app';
import { type OrderPlatform, orderPlatform } from '../../test/orders';
import { type SmtpSink, smtpSink } from '../mail/smtp-fixtures';
import { findsSettled } from './routes';

/** The booking page's e-mails as they arrive at a real SMTP server, parsed the way a mail client reads them. */
describe.each(mainDrivers)('booking e-mails through SMTP on %s', (kind) => {
  let t: OrderPlatform;
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await smtpSink();
    t = await orderPlatform(kind, { mailer: createMailer({ SMTP_URL: sink.url, MAIL_DIR: '/nonexistent' }) });
    // SMTP mail is delivered by the job workers (modules/jobs), which test apps start when asked.
    await t.app.jobs.start();
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });
  const arrived = async (match: (m: ParsedMail) => boolean) => {
    await vi.waitFor(() => expect(sink.received.some(match)).toBe(true), { timeout: 15_000, interval: 100 });
    return sink.received.find(match) as ParsedMail;
  };

  it('the confirmation shows the voucher QR inline (with its code in text), attaches the calendar, links the page; "find my booking" e-mails a link that opens it', async () => {
    const cart = await t.familyCart();
    const res = await t.checkout(cart.cartId, { lang: 'fr' });
    const { order, redirectUrl } = res.json();
    expect((await t.pay(redirectUrl, SANDBOX_CARDS.success)).statusCode).toBe(303);
    const mail = await arrived((m) => m.subject?.includes(order.number) === true && m.subject.startsWith('Confirmation'));

    const url = /http:\/\/localhost:3999\/reservation\/([A-Za-z0-9_-]{43})\//.exec(mail.text ?? '');
    expect(url, mail.text).not.toBeNull();
    const page = await t.inject({ method: 'GET', url: `/api/booking/my/${url![1]}` });
    expect(page.statusCode).toBe(200);
    expect(mail.text).toContain(`Code du bon : ${page.json().voucher}`);
    const qr = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(qr?.cid).toBeTruthy();
    expect(qr!.content.subarray(1, 4).toString()).toBe('PNG');
    expect(qr!.contentDisposition).toBe('inline');
    // mailparser turns the HTML's cid: reference into the image itself, as a client shows it; the alt text says what it is.
    expect(mail.html).toMatch(new RegExp(`<img src="data:image/png;base64,[^"]+" alt="Code QR du bon de la commande ${order.number}"`));
    const ics = mail.attachments.find((a) => a.filename === `${order.number}.ics`);
    expect(ics?.contentType).toBe('text/calendar');
    const cal = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    expect(cal.getAllSubcomponents('vevent')).toHaveLength(7);
    expect(cal.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Paris');

    const find = await t.inject({
      method: 'POST',
      url: '/api/booking/my-bookings/find',
      payload: { resort: 'val-neige', orderNumber: order.number, email: 'anne.martin@example.com', lang: 'en' },
    });
    expect(find.statusCode).toBe(202);
    await findsSettled(t.app);
    const link = await arrived((m) => m.subject === `The link to your booking ${order.number} — ${page.json().siteName}`);
    const found = /http:\/\/localhost:3999\/en\/booking\/([A-Za-z0-9_-]{43})\//.exec(link.text ?? '');
    expect(found, link.text).not.toBeNull();
    expect((await t.inject({ method: 'GET', url: `/api/booking/my/${found![1]}` })).json().orderNumber).toBe(order.number);
  });
});
