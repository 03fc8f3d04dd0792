import type { MyBookingLang } from '@schuss/contracts';
import { type Db, products } from '@schuss/db';
import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { BookingLinks, BookingMailParts } from '../../lib/booking-links';
import { esc } from '../../lib/format';
import type { MailMessage } from '../../lib/mail';
import type { SchoolRow } from '../schools';
import { familyToken, familyUrl } from './family';
import { calendarFile } from './ics';
import { bookingPageUrl, createOrderLink, dropOrderLink, type OrderRow } from './links';
import { bookingView, langOf } from './view';

/**
 * A new personal link (reason `confirmation`), the booking pass's QR code as a PNG shown inline by cid, and
 * the order's calendar file attached: for the confirmation e-mail, sent first or again.
 */
export async function bookingMailParts(db: Db, voucherSecret: string, order: OrderRow, site: SchoolRow): Promise<BookingMailParts> {
  const lang = langOf(order.lang);
  const token = await createOrderLink(db, order.id, 'confirmation');
  const url = bookingPageUrl(site.config, lang, token);
  const view = await bookingView(db, voucherSecret, order, site, token, lang);
  // Medium error correction and a quiet zone: it scans from a phone's screen or a print-out.
  const qr = await QRCode.toBuffer(view.voucher, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 264 });
  const qrCid = `voucher-${order.number}@schuss`;
  const ics = calendarFile(view, { site: order.site, lang, stamp: order.paidAt ?? order.createdAt, pageUrl: url });
  return {
    token,
    url,
    voucher: view.voucher,
    qrCid,
    attachments: [
      { filename: `${order.number}-qr.png`, contentType: 'image/png', content: qr, cid: qrCid },
      { filename: `${order.number}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics },
    ],
  };
}

/** A personal link written by a staff's action (a cancellation's e-mail): the booking page, without QR code or calendar. */
async function bookingPageLink(db: Db, order: OrderRow, site: SchoolRow): Promise<{ token: string; url: string }> {
  const token = await createOrderLink(db, order.id, 'staff');
  return { token, url: bookingPageUrl(site.config, langOf(order.lang), token) };
}

/** The family link of an order, on the booking page of the course's product type (the progress card e-mail). */
async function familyLink(db: Db, voucherSecret: string, order: OrderRow, site: SchoolRow, productKey: string): Promise<string> {
  const [p] = await db
    .select({ type: products.type })
    .from(products)
    .where(and(eq(products.key, productKey), eq(products.resort, order.resort)));
  return familyUrl(db, site, langOf(order.lang), familyToken(voucherSecret, order), p?.type ?? null);
}

/** The customer's booking as the confirmation e-mail asks for it (app.ts hands it to the orders module). */
export const bookingLinks: BookingLinks = { mailParts: bookingMailParts, drop: dropOrderLink, pageLink: bookingPageLink, familyLink };

/** The e-mail that carries a link asked for on "find my booking". */
export const LINK_MAIL = {
  fr: {
    subject: (n: string, site: string) => `Le lien de votre réservation ${n} — ${site}`,
    hello: (name: string) => `Bonjour ${name},`,
    intro: (n: string) => `Voici le lien personnel de votre réservation ${n}, comme demandé :`,
    action: 'Voir ma réservation',
    keep: 'Ce lien donne accès à votre réservation : ne le transmettez qu’aux personnes de votre choix. Les liens envoyés auparavant restent valables.',
    notYou: 'Vous n’avez rien demandé ? Ignorez ce message : votre réservation reste inchangée.',
    bye: 'À bientôt sur les pistes !',
  },
  en: {
    subject: (n: string, site: string) => `The link to your booking ${n} — ${site}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (n: string) => `Here is the personal link to your booking ${n}, as asked:`,
    action: 'See my booking',
    keep: 'This link opens your booking: only share it with people you choose. Links sent before still work.',
    notYou: 'Did not ask for it? Ignore this message: your booking is unchanged.',
    bye: 'See you on the slopes!',
  },
} satisfies Record<MyBookingLang, unknown>;

/** The e-mail with a booking's link, in the language asked (text and HTML). */
export function linkMessage(c: {
  order: OrderRow;
  site: SchoolRow;
  lang: 'fr' | 'en';
  url: string;
  from: string;
  id: string;
}): MailMessage {
  const t = LINK_MAIL[c.lang];
  const siteName = c.site.config.siteName;
  const subject = t.subject(c.order.number, siteName);
  const text = [t.hello(c.order.contact.firstName), '', t.intro(c.order.number), c.url, '', t.keep, '', t.notYou, '', t.bye, siteName].join(
    '\n',
  );
  const html = `<!doctype html>
<html lang="${c.lang}"><head><meta charset="utf-8"><title>${esc(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a2a3a;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:22px;color:#0b4f8a">${esc(siteName)}</h1>
<p>${esc(t.hello(c.order.contact.firstName))}</p>
<p>${esc(t.intro(c.order.number))}</p>
<p><a href="${esc(c.url)}" style="display:inline-block;background:#0b4f8a;color:#fff;padding:12px 18px;border-radius:6px;text-decoration:none">${esc(t.action)}</a></p>
<p style="font-size:13px;color:#555">${esc(c.url)}</p>
<p>${esc(t.keep)}</p>
<p style="font-size:13px;color:#555">${esc(t.notYou)}</p>
<p>${esc(t.bye)}<br>${esc(siteName)}</p>
</body></html>
`;
  return { id: c.id, from: { name: siteName, address: c.from }, to: c.order.contact.email, subject, text, html };
}
