import { describe, expect, it } from 'vitest';
import { type PromoState, priceOffers, share, type VoucherState } from './pricing';

const TODAY = '2027-01-10';
let nextId = 1;
const promo = (over: Partial<PromoState>): PromoState => ({
  kind: 'promo',
  cartCodeId: nextId++,
  promoId: nextId,
  code: 'CODE',
  percent: 10,
  amountCents: null,
  productTypes: [],
  validFrom: null,
  validTo: null,
  maxUses: null,
  uses: 0,
  reservedByOthers: 0,
  exclusive: false,
  active: true,
  ...over,
});
const voucher = (over: Partial<VoucherState>): VoucherState => ({
  kind: 'voucher',
  cartCodeId: nextId++,
  voucherId: nextId,
  last4: 'K7QM',
  balanceCents: 5000,
  reservedByOthers: 0,
  expiresOn: '2027-12-31',
  disabled: false,
  ...over,
});

// A lesson for two (41 000), a lift pass (15 600) and a gift voucher bought (5 000).
const LINES = [
  { type: 'ESF' as const, totalCents: 41_000, giftVoucher: false },
  { type: 'LIFT' as const, totalCents: 15_600, giftVoucher: false },
  { type: 'GENERIC_LINE' as const, totalCents: 5_000, giftVoucher: true },
];

describe('pricing a cart with its codes', () => {
  it('takes a percentage off every product type but gift vouchers, per grouped order', () => {
    const p = priceOffers(LINES, [promo({ code: 'HIVER10', percent: 10 })], TODAY);
    expect(p.discounts).toEqual({
      ESF: [{ code: 'HIVER10', amount: { amount: 4100, currency: 'EUR' } }],
      LIFT: [{ code: 'HIVER10', amount: { amount: 1560, currency: 'EUR' } }],
    });
    expect(p).toMatchObject({ listCents: 61_600, discountCents: 5660, voucherCents: 0, dueCents: 61_600 - 5660 });
    expect(p.codes[0]).toMatchObject({ label: 'HIVER10', status: 'applied', amount: { amount: 5660 }, percent: 10 });
  });

  it('takes a fixed amount off the product types it names only, never more than they cost', () => {
    const lift = priceOffers(LINES, [promo({ code: 'SKI20', percent: null, amountCents: 2000, productTypes: ['LIFT'] })], TODAY);
    expect(lift.discounts).toEqual({ LIFT: [{ code: 'SKI20', amount: { amount: 2000, currency: 'EUR' } }] });
    const big = priceOffers(LINES, [promo({ code: 'BIG', percent: null, amountCents: 100_000, productTypes: ['LIFT'] })], TODAY);
    expect(big.discountCents).toBe(15_600);
    expect(big.dueCents).toBe(61_600 - 15_600);
  });

  it('shares a fixed amount between types in proportion, to the cent', () => {
    expect(share(1000, [41_000, 15_600])).toEqual([724, 276]);
    expect(share(1, [1, 1])).toEqual([1, 0]);
    expect(share(0, [5, 5])).toEqual([0, 0]);
    const p = priceOffers(LINES, [promo({ code: 'TEN', percent: null, amountCents: 1000 })], TODAY);
    expect(p.discountCents).toBe(1000);
  });

  it('says why a code does not apply: not yet valid, expired, used up (reservations count), disabled, for no product of the cart', () => {
    const statuses = priceOffers(
      LINES,
      [
        promo({ code: 'A', validFrom: '2027-01-11' }),
        promo({ code: 'B', validTo: '2027-01-09' }),
        promo({ code: 'C', maxUses: 3, uses: 2, reservedByOthers: 1 }),
        promo({ code: 'D', active: false }),
        promo({ code: 'E', productTypes: ['HOT'] }),
        promo({ code: 'F', validFrom: TODAY, validTo: TODAY, maxUses: 3, uses: 2 }),
      ],
      TODAY,
    ).codes.map((c) => [c.label, c.status]);
    expect(statuses).toEqual([
      ['A', 'not_yet_valid'],
      ['B', 'expired'],
      ['C', 'used_up'],
      ['D', 'disabled'],
      ['E', 'not_applicable'],
      ['F', 'applied'],
    ]);
  });

  it('adds cumulative codes one after the other; a "one per order" code is used alone', () => {
    const both = priceOffers(LINES, [promo({ code: 'P10' }), promo({ code: 'M5', percent: null, amountCents: 500 })], TODAY);
    expect(both.codes.map((c) => c.status)).toEqual(['applied', 'applied']);
    expect(both.discountCents).toBe(5660 + 500);
    const compound = priceOffers(LINES, [promo({ code: 'P10' }), promo({ code: 'P10B' })], TODAY);
    expect(compound.discountCents).toBe(5660 + Math.round(36_900 * 0.1) + Math.round(14_040 * 0.1));

    const exclusiveFirst = priceOffers(LINES, [promo({ code: 'SOLO', exclusive: true }), promo({ code: 'P10' })], TODAY);
    expect(exclusiveFirst.codes.map((c) => [c.label, c.status])).toEqual([
      ['SOLO', 'applied'],
      ['P10', 'not_combinable'],
    ]);
    const exclusiveLast = priceOffers(LINES, [promo({ code: 'P10' }), promo({ code: 'SOLO', exclusive: true })], TODAY);
    expect(exclusiveLast.codes.map((c) => c.status)).toEqual(['applied', 'not_combinable']);
    expect(exclusiveLast.reservations.map((r) => r.label)).toEqual(['P10']);
  });

  it('lets vouchers pay what is left after discounts, never gift vouchers, at most their free balance', () => {
    const p = priceOffers(LINES, [voucher({ balanceCents: 5000 }), promo({ code: 'P10' })], TODAY);
    expect(p).toMatchObject({ discountCents: 5660, voucherCents: 5000, dueCents: 61_600 - 5660 - 5000 });
    // In the order entered: the voucher first, the promo code second.
    expect(p.codes.map((c) => c.kind)).toEqual(['voucher', 'promo']);
    expect(p.codes[0]).toMatchObject({ label: '…K7QM', amount: { amount: 5000 }, balance: { amount: 5000 } });

    const whole = priceOffers(LINES, [voucher({ balanceCents: 100_000, reservedByOthers: 1000 })], TODAY);
    // Everything but the gift voucher line (5 000) is paid by the voucher.
    expect(whole).toMatchObject({ voucherCents: 56_600, dueCents: 5000 });
    expect(whole.codes[0]?.balance).toEqual({ amount: 99_000, currency: 'EUR' });

    const states = priceOffers(
      LINES,
      [
        voucher({ disabled: true }),
        voucher({ expiresOn: '2027-01-09' }),
        voucher({ balanceCents: 2000, reservedByOthers: 2000 }),
        voucher({ balanceCents: 100_000 }),
        voucher({ balanceCents: 100 }),
      ],
      TODAY,
    ).codes.map((c) => c.status);
    expect(states).toEqual(['disabled', 'expired', 'used_up', 'applied', 'not_applicable']);
  });
});
