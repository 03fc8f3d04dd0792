import type { CartCode, CartCodeStatus, GroupDiscount, ProductType } from '@schuss/contracts';
import { eur } from '@schuss/contracts';
import { share } from '../../lib/money';
import { voucherLabel } from './codes';

/**
 * How the codes of a cart price it — a pure function, the same for the cart shown, the checkout
 * and the order (the platform never trusts a client's figure).
 *
 * Promo codes, in the order they were entered, each on what is left of the product types it applies
 * to: a percentage of each type's amount (rounded to the cent), or a fixed amount shared between
 * those types in proportion to their amounts (largest remainders get the odd cents), never more than
 * what is left. Cumulative codes therefore compound (10 % then 10 % is 19 %). A "one per order"
 * (exclusive) code is used alone: after a code applied it is `not_combinable`, and once it applied
 * every later code is. Gift voucher lines are never discounted.
 *
 * Gift vouchers then pay what is left, in the order entered, each at most its balance not reserved
 * by other orders awaiting payment; they never pay for gift vouchers.
 */

export type PricedLine = { type: ProductType; totalCents: number; giftVoucher: boolean };

export type PromoState = {
  kind: 'promo';
  cartCodeId: number;
  promoId: number;
  code: string;
  percent: number | null;
  amountCents: number | null;
  productTypes: ProductType[];
  validFrom: string | null;
  validTo: string | null;
  maxUses: number | null;
  uses: number;
  /** Uses reserved by orders of other carts awaiting payment. */
  reservedByOthers: number;
  exclusive: boolean;
  active: boolean;
};

export type VoucherState = {
  kind: 'voucher';
  cartCodeId: number;
  voucherId: number;
  last4: string | null;
  balanceCents: number;
  /** Cents reserved by orders of other carts awaiting payment. */
  reservedByOthers: number;
  expiresOn: string;
  disabled: boolean;
};

export type CodeState = PromoState | VoucherState;

/** What an order reserves at checkout and takes when paid. */
export type Reservation = { promoId: number | null; voucherId: number | null; label: string; amountCents: number };

export type PricedOffers = {
  listCents: number;
  discountCents: number;
  voucherCents: number;
  /** What is left to pay (by card). */
  dueCents: number;
  /** Discounts per product type (the grouped orders'). */
  discounts: Partial<Record<ProductType, GroupDiscount[]>>;
  codes: CartCode[];
  reservations: Reservation[];
};

/** Statuses that stop a checkout (the code must be removed first): anything but applied or harmlessly unused. */
export const BLOCKING: ReadonlySet<CartCodeStatus> = new Set(['not_yet_valid', 'expired', 'used_up', 'disabled', 'not_combinable']);

/** Why a promo code cannot be used today, regardless of the cart (null: it can). */
export function promoValidity(p: Omit<PromoState, 'kind' | 'cartCodeId'>, today: string): CartCodeStatus | null {
  if (!p.active) return 'disabled';
  if (p.validFrom && today < p.validFrom) return 'not_yet_valid';
  if (p.validTo && today > p.validTo) return 'expired';
  if (p.maxUses !== null && p.uses + p.reservedByOthers >= p.maxUses) return 'used_up';
  return null;
}

/** Why a voucher cannot pay today (null: it can). */
export function voucherValidity(v: Omit<VoucherState, 'kind' | 'cartCodeId'>, today: string): CartCodeStatus | null {
  if (v.disabled) return 'disabled';
  if (v.expiresOn < today) return 'expired';
  if (v.balanceCents - v.reservedByOthers <= 0) return 'used_up';
  return null;
}

export { share };

export function priceOffers(lines: PricedLine[], states: CodeState[], today: string): PricedOffers {
  const listCents = lines.reduce((n, l) => n + l.totalCents, 0);
  // What promo codes may still take off, per product type (gift voucher lines excluded).
  const left = new Map<ProductType, number>();
  for (const l of lines) if (!l.giftVoucher) left.set(l.type, (left.get(l.type) ?? 0) + l.totalCents);
  const discounts: PricedOffers['discounts'] = {};
  const codes: CartCode[] = [];
  const reservations: Reservation[] = [];
  let discountCents = 0;
  let anyApplied = false;
  let exclusiveApplied = false;

  const view = (s: CodeState, status: CartCodeStatus, amount: number): CartCode =>
    s.kind === 'promo'
      ? {
          id: s.cartCodeId,
          kind: 'promo',
          label: s.code,
          status,
          amount: eur(amount),
          percent: s.percent,
          amountOff: s.amountCents === null ? null : eur(s.amountCents),
          balance: null,
          expiresOn: null,
        }
      : {
          id: s.cartCodeId,
          kind: 'voucher',
          label: voucherLabel(s.last4),
          status,
          amount: eur(amount),
          percent: null,
          amountOff: null,
          balance: eur(Math.max(0, s.balanceCents - s.reservedByOthers)),
          expiresOn: s.expiresOn,
        };

  for (const s of states) {
    if (s.kind !== 'promo') continue;
    const invalid = promoValidity(s, today);
    if (invalid) {
      codes.push(view(s, invalid, 0));
      continue;
    }
    if (exclusiveApplied || (s.exclusive && anyApplied)) {
      codes.push(view(s, 'not_combinable', 0));
      continue;
    }
    const types = [...left.keys()].filter((t) => (s.productTypes.length === 0 || s.productTypes.includes(t)) && (left.get(t) ?? 0) > 0);
    const bases = types.map((t) => left.get(t) ?? 0);
    const base = bases.reduce((a, b) => a + b, 0);
    if (base === 0) {
      codes.push(view(s, 'not_applicable', 0));
      continue;
    }
    const parts =
      s.percent !== null
        ? bases.map((b) => Math.round((b * (s.percent as number)) / 100))
        : share(Math.min(s.amountCents ?? 0, base), bases);
    let taken = 0;
    types.forEach((t, i) => {
      const d = Math.min(parts[i] ?? 0, left.get(t) ?? 0);
      if (d <= 0) return;
      left.set(t, (left.get(t) ?? 0) - d);
      discounts[t] = [...(discounts[t] ?? []), { code: s.code, amount: eur(d) }];
      taken += d;
    });
    if (taken === 0) {
      // A percentage too small to take a cent off what is left.
      codes.push(view(s, 'not_applicable', 0));
      continue;
    }
    discountCents += taken;
    anyApplied = true;
    if (s.exclusive) exclusiveApplied = true;
    codes.push(view(s, 'applied', taken));
    reservations.push({ promoId: s.promoId, voucherId: null, label: s.code, amountCents: taken });
  }

  // Vouchers pay what is left of everything but gift vouchers.
  let payable = [...left.values()].reduce((a, b) => a + b, 0);
  let voucherCents = 0;
  for (const s of states) {
    if (s.kind !== 'voucher') continue;
    const invalid = voucherValidity(s, today);
    if (invalid) {
      codes.push(view(s, invalid, 0));
      continue;
    }
    const paid = Math.min(s.balanceCents - s.reservedByOthers, payable);
    if (paid <= 0) {
      codes.push(view(s, 'not_applicable', 0));
      continue;
    }
    payable -= paid;
    voucherCents += paid;
    codes.push(view(s, 'applied', paid));
    reservations.push({ promoId: null, voucherId: s.voucherId, label: voucherLabel(s.last4), amountCents: paid });
  }
  // In the order entered.
  const position = new Map(states.map((s, i) => [s.cartCodeId, i]));
  codes.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return {
    listCents,
    discountCents,
    voucherCents,
    dueCents: listCents - discountCents - voucherCents,
    discounts,
    codes,
    reservations,
  };
}
