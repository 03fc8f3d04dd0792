// Staff, vouchers at check-in and the order's personal links.
import { route } from './route-path';

export const boVoucherScan = /* @__PURE__ */ route('boVoucherScan', 'POST', '/api/backoffice/sites/:site/vouchers/scan');
export const boRevokeLinks = /* @__PURE__ */ route('boRevokeLinks', 'POST', '/api/backoffice/sites/:site/orders/:number/links/revoke');
export const boOrderCheckIn = /* @__PURE__ */ route('boOrderCheckIn', 'GET', '/api/backoffice/sites/:site/orders/:number/check-in');
