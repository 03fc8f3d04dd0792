/**
 * Vouchers at check-in: staff scan the QR code of a booking page or e-mail; its signed
 * code names the order. Payloads of the back office's voucher routes.
 */
import { z } from 'zod';
import { OrderStatus } from './order';

/** A booking pass's signed code, as the QR code and the e-mail write it (its signature is checked by the platform). */
const PASS_CODE_SHAPE = /^SV1\./i;
/**
 * An order number as the confirmation e-mail and the booking page print it (`VN-26-4K7Q-9M2P`):
 * groups of letters and digits joined by dashes; staff may type it in lower case or with spaces.
 */
const ORDER_NUMBER_SHAPE = /^[A-Z0-9]{1,8}(?:-[A-Z0-9]{1,12}){1,5}$/;

/**
 * What staff typed or the camera read at the meeting point: a booking pass's code, or an order
 * number (upper-cased, spaces read as dashes); null for anything else. One rule for the scan
 * screen (which names the field before sending) and the platform (which looks the order up).
 */
export function readScanEntry(text: string): { kind: 'code'; code: string } | { kind: 'number'; number: string } | null {
  const t = text.trim();
  if (PASS_CODE_SHAPE.test(t)) return { kind: 'code', code: t };
  const number = t.toUpperCase().replace(/\s*-\s*|\s+/g, '-');
  // A number has digits (its year at least): words typed by mistake are not taken for one.
  return number.length <= 40 && ORDER_NUMBER_SHAPE.test(number) && /\d/.test(number) ? { kind: 'number', number } : null;
}

/** `POST …/vouchers/scan`: the text the camera read or staff typed — the pass's code or the order number. */
export const VoucherScanRequest = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200, 'must be at most 200 characters')
    .refine((c) => readScanEntry(c) !== null, 'must be a voucher code (SV1.…) or an order number such as VN-26-4K7Q-9M2P'),
});
export type VoucherScanRequest = z.infer<typeof VoucherScanRequest>;
/** The order the voucher is for (of the staff's school). */
export const VoucherScanResponse = z.object({ orderNumber: z.string() });
export type VoucherScanResponse = z.infer<typeof VoucherScanResponse>;

/** `POST …/orders/:number/links/revoke`: every personal link and voucher of the order stops working. */
export const RevokeLinksResponse = z.object({ revoked: z.number().int(), accessGeneration: z.number().int() });
export type RevokeLinksResponse = z.infer<typeof RevokeLinksResponse>;

/** `GET …/orders/:number/check-in?lang=`: where a scanned voucher leads. */
export const OrderCheckInQuery = z.object({ lang: z.enum(['fr', 'en']).optional() });
export type OrderCheckInQuery = z.infer<typeof OrderCheckInQuery>;
/** A line of the order cancelled alone (the order going on): nothing to check in on it. */
export const OrderCheckInCancelledLine = z.object({
  orderLineId: z.number().int(),
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** The day it was cancelled (YYYY-MM-DD). */
  cancelledOn: z.string(),
});
/** One participant of a line, with the days they were checked in. */
export const OrderCheckInParticipant = z.object({
  index: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  checkIns: z.array(z.string()),
});
/** A running line of the order on a lesson slot that has `day` among its days. */
export const OrderCheckInLine = z.object({
  orderLineId: z.number().int(),
  slotId: z.number().int(),
  /** The product's name in the language asked. */
  name: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  participants: z.array(OrderCheckInParticipant),
});
/**
 * The order's check-in: its participants per line for today's lesson day (the resort's day), else
 * the next one; `day` is null when the order has no lesson day to come (or is not paid). `today` is
 * the platform's day, which a check-in on another day must be confirmed against (`confirmOtherDay`).
 */
export const OrderCheckInResponse = z.object({
  orderNumber: z.string(),
  status: OrderStatus,
  /** The customer's name, to tell the family at the meeting point. */
  customer: z.string(),
  today: z.string(),
  /** The day a cancelled or refunded order was (last) cancelled; null otherwise. */
  closedOn: z.string().nullable(),
  day: z.string().nullable(),
  lines: z.array(OrderCheckInLine),
  /** Lines to come cancelled alone, said as such rather than left out. */
  cancelledLines: z.array(OrderCheckInCancelledLine),
});
export type OrderCheckInResponse = z.infer<typeof OrderCheckInResponse>;
