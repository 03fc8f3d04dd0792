// Back office and visitors, offers (promo codes and gift vouchers).
import { route } from './route-path';

// visitors: a promo code or a gift voucher's code in the cart
export const applyCartCode = /* @__PURE__ */ route('applyCartCode', 'POST', '/api/booking/cart/codes');
export const removeCartCode = /* @__PURE__ */ route('removeCartCode', 'DELETE', '/api/booking/cart/codes/:id');

// staff: promo codes and gift vouchers
export const boPromoCodes = /* @__PURE__ */ route('boPromoCodes', 'GET', '/api/backoffice/sites/:site/promo-codes');
export const boCreatePromoCode = /* @__PURE__ */ route('boCreatePromoCode', 'POST', '/api/backoffice/sites/:site/promo-codes');
export const boUpdatePromoCode = /* @__PURE__ */ route('boUpdatePromoCode', 'PUT', '/api/backoffice/sites/:site/promo-codes/:promoCodeId');
export const boGiftVouchers = /* @__PURE__ */ route('boGiftVouchers', 'GET', '/api/backoffice/sites/:site/gift-vouchers');
export const boGiftVoucher = /* @__PURE__ */ route('boGiftVoucher', 'GET', '/api/backoffice/sites/:site/gift-vouchers/:voucherId');
export const boDisableGiftVoucher = /* @__PURE__ */ route(
  'boDisableGiftVoucher',
  'POST',
  '/api/backoffice/sites/:site/gift-vouchers/:voucherId/disable',
);
