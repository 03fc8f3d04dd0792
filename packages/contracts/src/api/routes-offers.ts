/** Offers (promo codes and gift vouchers): the route table's entries of this area, spread into routes.ts. */
import { CartResponse } from '../booking';
import { ApiError } from '../common';
import {
  CartCodeRequest,
  DisableVoucherRequest,
  GiftVoucherDetail,
  GiftVoucherParams,
  GiftVouchersQuery,
  GiftVouchersResponse,
  OfferSiteParams,
  PromoCodeInput,
  PromoCodeParams,
  PromoCodeResponse,
  PromoCodesResponse,
  RemoveCartCodeParams,
  RemoveCartCodeQuery,
} from '../offers';
import * as paths from './paths-offers';
import { def, type RouteDef, staffRead, staffWrite } from './route-def';

const read = { 400: ApiError, 404: ApiError };

export const offersRoutes = {
  applyCartCode: def(paths.applyCartCode, {
    tag: 'booking',
    summary:
      'Enters a promo code or a gift voucher code in a cart and answers the cart priced with it; unknown, expired, not yet valid, used up, disabled, not applicable or not combinable codes are refused (400 naming body.code)',
    access: 'public',
    answer: 'json',
    body: CartCodeRequest,
    // 429: too many codes that do not exist from this address or on this cart (Retry-After says how long to wait).
    responses: { 200: CartResponse, ...read, 409: ApiError, 429: ApiError },
  }),
  removeCartCode: def(paths.removeCartCode, {
    tag: 'booking',
    summary: 'Takes a promo code or gift voucher out of a cart and answers the cart',
    access: 'public',
    answer: 'json',
    params: RemoveCartCodeParams,
    query: RemoveCartCodeQuery,
    responses: { 200: CartResponse, ...read },
  }),
  boPromoCodes: def(paths.boPromoCodes, {
    tag: 'backoffice',
    summary: "The site's promo codes, with their uses (paid) and reservations (orders awaiting payment)",
    access: 'staff',
    answer: 'json',
    params: OfferSiteParams,
    responses: { 200: PromoCodesResponse, ...staffRead },
  }),
  boCreatePromoCode: def(paths.boCreatePromoCode, {
    tag: 'backoffice',
    summary: 'Creates a promo code (case-insensitive, unique per site); audited',
    access: 'staff',
    answer: 'json',
    params: OfferSiteParams,
    body: PromoCodeInput,
    responses: { 201: PromoCodeResponse, ...staffWrite },
  }),
  boUpdatePromoCode: def(paths.boUpdatePromoCode, {
    tag: 'backoffice',
    summary: 'Edits, disables or enables a promo code (its uses stay counted); audited',
    access: 'staff',
    answer: 'json',
    params: PromoCodeParams,
    body: PromoCodeInput,
    responses: { 200: PromoCodeResponse, ...staffWrite },
  }),
  boGiftVouchers: def(paths.boGiftVouchers, {
    tag: 'backoffice',
    summary: "The site's gift vouchers, newest first (at most 200): last characters of the code, balance, expiry, status",
    access: 'staff',
    answer: 'json',
    params: OfferSiteParams,
    query: GiftVouchersQuery,
    responses: { 200: GiftVouchersResponse, ...staffRead },
  }),
  boGiftVoucher: def(paths.boGiftVoucher, {
    tag: 'backoffice',
    summary: 'A gift voucher with the history of its balance (issued, redeemed, credited back, disabled)',
    access: 'staff',
    answer: 'json',
    params: GiftVoucherParams,
    responses: { 200: GiftVoucherDetail, ...staffRead },
  }),
  boDisableGiftVoucher: def(paths.boDisableGiftVoucher, {
    tag: 'backoffice',
    summary: 'Disables a gift voucher (it pays nothing more; carts holding it are told at checkout); audited',
    access: 'staff',
    answer: 'json',
    params: GiftVoucherParams,
    body: DisableVoucherRequest,
    responses: { 200: GiftVoucherDetail, ...staffWrite },
  }),
} satisfies Record<string, RouteDef>;
