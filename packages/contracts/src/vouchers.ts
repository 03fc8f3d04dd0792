/**
 * Vouchers at check-in (issue 15): staff scan the QR code of a booking page or e-mail; its signed
 * code names the order. Payloads of the back office's voucher routes.
 */
import { z } from 'zod';

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
