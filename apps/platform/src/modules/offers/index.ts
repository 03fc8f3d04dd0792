/** The offers module's one door: what other modules and the app may use of it. */

export type { CartTouch } from './cart';
export {
  applyCartCode,
  assertOffersPayable,
  cartOffers,
  cartOffersView,
  consumeOffers,
  discountGroups,
  lockCartOffers,
  orderOffersView,
  removeCartCode,
  reserveOffers,
  staffOrderOffers,
} from './cart';
export type { OffersMail } from './emails';
export { offersMail, withdrawOffersMail } from './emails';
export { withCodeGuessLimit } from './guessing';
export type { PricedOffers } from './pricing';
export { offersRoutes } from './routes';
export { createGiftVouchers, creditVouchers, issueVoucherCodes, voucherCreditable } from './vouchers';
