/** Vouchers at check-in and the order's personal links: the route table's entries of this area, spread into routes.ts. */

import { BackofficeOrderParams, BackofficeSiteParams } from '../backoffice';
import { OrderCheckInQuery, OrderCheckInResponse, RevokeLinksResponse, VoucherScanRequest, VoucherScanResponse } from '../vouchers';
import * as paths from './paths-vouchers';
import { def, type RouteDef, staffRead, staffWrite } from './route-def';

export const voucherRoutes = {
  boVoucherScan: def(paths.boVoucherScan, {
    tag: 'backoffice',
    summary: "The order a scanned voucher is for; a forged, altered or revoked code, or another school's, is refused alike",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: VoucherScanRequest,
    responses: { 200: VoucherScanResponse, ...staffRead },
  }),
  boRevokeLinks: def(paths.boRevokeLinks, {
    tag: 'backoffice',
    summary: "Revokes every personal link and voucher of an order (the customer can ask for a new link from 'My bookings')",
    access: 'staff',
    answer: 'json',
    params: BackofficeOrderParams,
    responses: { 200: RevokeLinksResponse, ...staffWrite },
  }),
  boOrderCheckIn: def(paths.boOrderCheckIn, {
    tag: 'backoffice',
    summary: "An order's participants for today's lesson day (else the next one), with their check-ins: where a scanned voucher leads",
    access: 'staff',
    answer: 'json',
    params: BackofficeOrderParams,
    query: OrderCheckInQuery,
    responses: { 200: OrderCheckInResponse, ...staffRead },
  }),
} satisfies Record<string, RouteDef>;
