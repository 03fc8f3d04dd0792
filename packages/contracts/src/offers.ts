/**
 * Offers: promo codes and gift vouchers — payloads of their routes.
 *
 * Visitors enter a code in the cart (`POST /api/booking/cart/codes`): the platform tells a promo code
 * from a gift voucher, checks it and answers the cart priced with it (`CartResponse.cart.offers`,
 * booking.ts). Staff create, edit and disable promo codes, and read and disable gift vouchers, in the
 * back office.
 */
import { z } from 'zod';
import { CartId, Money, PRODUCT_TYPES, ProductType } from './booking';
import { IsoDate, Lang, SiteKey } from './common';
import { isIsoDate } from './rules/dates';

// ---------------------------------------------------------------------------------------------
// Visitors: a code in the cart

/** What a visitor types: a promo code (`NOEL10`) or a gift voucher's code (`7K3M-…`), spaces and dashes allowed. */
export const CODE_INPUT_MAX = 64;

/** `POST /api/booking/cart/codes`: enters a promo code or a gift voucher's code in a cart; answers the cart. */
export const CartCodeRequest = z.object({
  cartId: CartId,
  resort: SiteKey,
  lang: Lang,
  code: z.string().trim().min(1, 'is required').max(CODE_INPUT_MAX, `must be at most ${CODE_INPUT_MAX} characters`),
});
export type CartCodeRequest = z.infer<typeof CartCodeRequest>;

/** `DELETE /api/booking/cart/codes/:id?cartId=&resort=&lang=`: takes a code out of the cart; answers the cart. */
export const RemoveCartCodeParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const RemoveCartCodeQuery = z.object({ cartId: CartId, resort: SiteKey, lang: Lang });
export type RemoveCartCodeQuery = z.infer<typeof RemoveCartCodeQuery>;

// ---------------------------------------------------------------------------------------------
// Staff: promo codes

/** Letters, digits and inner dashes, 3 to 32; stored and compared in capitals (case-insensitive). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9](?:[A-Z0-9-]{1,30})[A-Z0-9]$/;
export const PROMO_KINDS = ['percent', 'amount'] as const;
export const MAX_USES_MAX = 1_000_000;
/** Largest amount off a promo code may take (10 000 €). */
export const AMOUNT_OFF_MAX_CENTS = 1_000_000;

/**
 * A promo code as staff write it. `productTypes` empty: every product type. `validFrom`/`validTo`:
 * first and last valid day (inclusive), null when open. `maxUses`: paid orders that may use it, null
 * for no limit. `exclusive`: "one per order", used alone; otherwise it adds to other cumulative codes.
 */
export const PromoCodeInput = z
  .object({
    code: z.string().trim().toUpperCase().regex(PROMO_CODE_PATTERN, 'must be 3 to 32 letters, digits or inner dashes, e.g. NOEL-10'),
    kind: z.enum(PROMO_KINDS, 'must be percent or amount'),
    /** Percentage off (kind `percent`). */
    percent: z.number().int('must be a whole percentage').min(1, 'must be at least 1 %').max(100, 'must be at most 100 %').nullish(),
    /** Cents off (kind `amount`). */
    amountCents: z
      .number()
      .int('must be a whole number of cents')
      .min(1, 'must be more than 0')
      .max(AMOUNT_OFF_MAX_CENTS, `must be at most ${AMOUNT_OFF_MAX_CENTS / 100} €`)
      .nullish(),
    productTypes: z
      .array(ProductType)
      .max(PRODUCT_TYPES.length)
      .refine((t) => new Set(t).size === t.length, 'must not list a type twice')
      .default([]),
    validFrom: IsoDate.refine((d) => isIsoDate(d), 'is not a valid date').nullish(),
    validTo: IsoDate.refine((d) => isIsoDate(d), 'is not a valid date').nullish(),
    maxUses: z
      .number()
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(MAX_USES_MAX, `must be at most ${MAX_USES_MAX}`)
      .nullish(),
    exclusive: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.kind === 'percent' && (p.percent === null || p.percent === undefined))
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'is required for a percentage off' });
    if (p.kind === 'amount' && (p.amountCents === null || p.amountCents === undefined))
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'is required for an amount off' });
    if (p.validFrom && p.validTo && p.validTo < p.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must not be before validFrom' });
  })
  .transform((p) => ({
    ...p,
    percent: p.kind === 'percent' ? (p.percent ?? null) : null,
    amountCents: p.kind === 'amount' ? (p.amountCents ?? null) : null,
    validFrom: p.validFrom ?? null,
    validTo: p.validTo ?? null,
    maxUses: p.maxUses ?? null,
  }));
export type PromoCodeInput = z.input<typeof PromoCodeInput>;
export type PromoCodeRequest = z.output<typeof PromoCodeInput>;

export const PromoCodeView = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  percent: z.number().int().nullable(),
  amountOff: Money.nullable(),
  productTypes: z.array(ProductType),
  validFrom: IsoDate.nullable(),
  validTo: IsoDate.nullable(),
  maxUses: z.number().int().nullable(),
  /** Paid orders that used it. */
  uses: z.number().int(),
  /** Orders awaiting payment that reserved a use. */
  reserved: z.number().int(),
  exclusive: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromoCodeView = z.infer<typeof PromoCodeView>;

export const PromoCodesResponse = z.object({ promoCodes: z.array(PromoCodeView) });
export type PromoCodesResponse = z.infer<typeof PromoCodesResponse>;
export const PromoCodeResponse = z.object({ promoCode: PromoCodeView });
export type PromoCodeResponse = z.infer<typeof PromoCodeResponse>;

export const OfferSiteParams = z.object({ site: SiteKey });
const Id = z.coerce.number().int().positive().max(2_147_483_647);
export const PromoCodeParams = z.object({ site: SiteKey, promoCodeId: Id });

// ---------------------------------------------------------------------------------------------
// Staff: gift vouchers

export const VOUCHER_STATUSES = ['pending', 'active', 'spent', 'expired', 'disabled'] as const;
/**
 * `pending`: paid, its code not e-mailed yet; `active`: can pay; `spent`: no balance left; `expired`:
 * past its last day; `disabled`: by staff.
 */
export const VoucherStatus = z.enum(VOUCHER_STATUSES);
export type VoucherStatus = z.infer<typeof VoucherStatus>;

export const GiftVoucherView = z.object({
  id: z.number().int(),
  /** The code's last four characters (the code itself is never stored). */
  last4: z.string().nullable(),
  initial: Money,
  balance: Money,
  expiresOn: IsoDate,
  status: VoucherStatus,
  /** The order that bought it, and for whom. */
  orderNumber: z.string(),
  beneficiary: z.string(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
});
export type GiftVoucherView = z.infer<typeof GiftVoucherView>;

export const GiftVouchersQuery = z.object({
  /** Last characters of the code, an order number, or the beneficiary's name. */
  q: z.string().trim().max(64, 'must be at most 64 characters').optional(),
  status: VoucherStatus.optional(),
});
export type GiftVouchersQuery = z.infer<typeof GiftVouchersQuery>;
export const GiftVouchersResponse = z.object({
  vouchers: z.array(GiftVoucherView),
  /** More vouchers matched than listed (the newest are listed). */
  truncated: z.boolean(),
});
export type GiftVouchersResponse = z.infer<typeof GiftVouchersResponse>;

export const VOUCHER_MOVEMENTS = ['issued', 'redeemed', 'credited', 'disabled'] as const;
export const VoucherMovement = z.object({
  at: z.string(),
  kind: z.enum(VOUCHER_MOVEMENTS),
  /** Signed: + issued or credited back, − redeemed. */
  amount: Money,
  /** The balance after it. */
  balance: Money,
  orderNumber: z.string().nullable(),
  by: z.string().nullable(),
  note: z.string().nullable(),
});
export type VoucherMovement = z.infer<typeof VoucherMovement>;

export const GiftVoucherDetail = z.object({ voucher: GiftVoucherView, history: z.array(VoucherMovement) });
export type GiftVoucherDetail = z.infer<typeof GiftVoucherDetail>;

export const GiftVoucherParams = z.object({ site: SiteKey, voucherId: Id });
export const DisableVoucherRequest = z.object({
  reason: z.string().trim().min(1, 'is required').max(500, 'must be at most 500 characters'),
});
export type DisableVoucherRequest = z.infer<typeof DisableVoucherRequest>;

// ---------------------------------------------------------------------------------------------
// An order's offers, as staff read them on the order's page

export const OrderOffer = z.object({
  kind: z.enum(['promo', 'voucher']),
  /** The promo code, or the voucher's `…K7QM`. */
  label: z.string(),
  /** Taken off (promo code) or paid (voucher). */
  amount: Money,
  /** A voucher: its id (link to it) and what refunds credited back to it. */
  voucherId: z.number().int().nullable(),
  credited: Money,
  /** `reserved` while the order awaits payment, `used` once paid. */
  status: z.enum(['reserved', 'used']),
});
export type OrderOffer = z.infer<typeof OrderOffer>;
export const OrderOffersView = z.object({
  discount: Money,
  vouchers: Money,
  /** What can still be credited back to vouchers by a refund. */
  voucherCreditable: Money,
  offers: z.array(OrderOffer),
});
export type OrderOffersView = z.infer<typeof OrderOffersView>;
