import type { Db, orders, sites } from '@schuss/db';
import type { MailAttachment } from './mail';

/**
 * What the confirmation e-mail (the orders module) asks of the customer's booking (the my-booking module): a
 * personal link to the booking page with the booking pass's QR code and calendar file, and dropping that link
 * again when the e-mail could not be sent. Orders never imports my-booking, which reads orders: the app hands
 * orders an implementation of this (modules/my-booking `bookingLinks`), as it does the payment attempts.
 */
export interface BookingLinks {
  mailParts(db: Db, passSecret: string, order: typeof orders.$inferSelect, site: typeof sites.$inferSelect): Promise<BookingMailParts>;
  drop(db: Db, token: string): Promise<void>;
  /** A new personal link to the booking page alone (a staff's e-mail: a cancellation, a refund), dropped like the others. */
  pageLink(db: Db, order: typeof orders.$inferSelect, site: typeof sites.$inferSelect): Promise<{ token: string; url: string }>;
  /** Where the family books again with its children's advised levels proposed (a family link; nothing stored). */
  familyLink(
    db: Db,
    passSecret: string,
    order: typeof orders.$inferSelect,
    site: typeof sites.$inferSelect,
    productKey: string,
  ): Promise<string>;
}

/** What the confirmation e-mail carries of the booking page. */
export type BookingMailParts = {
  /** The new personal link's token (dropped again when the e-mail cannot be sent). */
  token: string;
  /** The booking page. */
  url: string;
  /** The booking pass's signed code (the QR code's text, written out too). */
  voucher: string;
  /** `cid:` of the QR code's image in the HTML part. */
  qrCid: string;
  attachments: MailAttachment[];
};
