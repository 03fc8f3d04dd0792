import type { Db } from '@schuss/db';
import QRCode from 'qrcode';
import type { BookingLinks, BookingMailParts } from '../../lib/booking-links';
import type { SiteRow } from '../schools';
import { calendarFile } from './ics';
import { bookingPageUrl, createOrderLink, dropOrderLink, type OrderRow } from './links';
import { bookingView, langOf } from './view';

/**
 * A new personal link (reason `confirmation`), the voucher's QR code as a PNG shown inline by cid, and
 * the order's calendar file attached: for the confirmation e-mail, sent first or again.
 */
export async function bookingMailParts(db: Db, voucherSecret: string, order: OrderRow, site: SiteRow): Promise<BookingMailParts> {
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

/** The customer's booking as the confirmation e-mail asks for it (app.ts hands it to the orders module). */
export const bookingLinks: BookingLinks = { mailParts: bookingMailParts, drop: dropOrderLink };
