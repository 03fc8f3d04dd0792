/**
 * Vouchers at check-in: staff scan the QR code of a booking page or e-mail; its signed
 * code names the order. Payloads of the back office's voucher routes.
 */
import { z } from 'zod';
import { OrderStatus } from './order';

/** `POST …/vouchers/scan`: the text the camera read. */
export const VoucherScanRequest = z.object({
  code: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
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
 * the next one; `day` is null when the order has no lesson day to come (or is not paid).
 */
export const OrderCheckInResponse = z.object({
  orderNumber: z.string(),
  status: OrderStatus,
  day: z.string().nullable(),
  lines: z.array(OrderCheckInLine),
});
export type OrderCheckInResponse = z.infer<typeof OrderCheckInResponse>;
