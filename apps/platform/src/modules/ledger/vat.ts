import type { ProductType } from '@schuss/contracts';

/**
 * VAT rates by product type, in basis points (1000 = 10 %), French law, until the school's invoicing
 * settings say otherwise: lift passes 10 % (CGI art. 279 b quater), lodging and passenger transport 10 %,
 * rentals, stands and other lines 20 %; lessons given personally by independent instructors are exempt
 * (CGI art. 261-4-4° b), as are insurance (art. 261 C), the federation's licence and the tourist tax (not a
 * sale). A gift voucher usable on anything is a multi-purpose voucher: no VAT when sold, VAT when spent.
 * Prices include VAT.
 */
export const DEFAULT_VAT_BP: Record<ProductType, number> = {
  ESF: 0,
  ESF_CUSTOM: 0,
  LIFT: 1000,
  SKI_RENTAL: 2000,
  HOT: 1000,
  STAY_TAX: 0,
  STAND: 2000,
  TRANSFER: 1000,
  GENERIC_LINE: 2000,
  ASSU: 0,
  FFS: 0,
};

/**
 * The VAT rate of a line: none for a gift voucher (a multi-purpose voucher is taxed when spent), else the
 * school's rate for its product type (its invoicing settings), else French law's default.
 */
export const vatRateOf = (productType: ProductType, giftVoucher: boolean, school?: Record<string, { rateBp: number }>): number =>
  giftVoucher ? 0 : (school?.[productType]?.rateBp ?? DEFAULT_VAT_BP[productType]);

/** The VAT included in `cents` at `rateBp`. */
export const vatIncluded = (cents: number, rateBp: number): number => cents - Math.round((cents * 10000) / (10000 + rateBp));
