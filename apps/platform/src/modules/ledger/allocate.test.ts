import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evenly, share } from '../../lib/money';
import { allocateSale, attributeRefund, type SaleLine } from './allocate';
import { vatIncluded } from './vat';

const line = (id: number, totalCents: number, productType: SaleLine['productType'] = 'ESF', giftVoucher = false): SaleLine => ({
  id,
  productType,
  totalCents,
  giftVoucher,
});

describe('allocateSale', () => {
  it('gives each line its share of a 15 % code: a five-day course of 249,00 € is paid 211,65 €', () => {
    const [course] = allocateSale([line(1, 24_900)], { promoCents: 3735, voucherCents: 0, cardCents: 21_165 });
    expect(course).toEqual({ discount: 3735, voucher: 0, card: 21_165 });
    // A fifth of it a day, to the cent.
    expect(evenly(21_165, 5)).toEqual([4233, 4233, 4233, 4233, 4233]);
  });

  it('puts a code for lift passes on the lift pass only, and a gift voucher on what is left of the others', () => {
    const shares = allocateSale([line(1, 10_600, 'LIFT'), line(2, 1500, 'SKI_RENTAL'), line(3, 5000, 'GENERIC_LINE', true)], {
      promoCents: 5300,
      voucherCents: 5000,
      cardCents: 1800 + 5000,
      discountsByType: { LIFT: 5300 },
    });
    expect(shares).toEqual([
      { discount: 5300, voucher: 3897, card: 1403 },
      { discount: 0, voucher: 1103, card: 397 },
      // A gift voucher bought is never discounted nor paid by another voucher.
      { discount: 0, voucher: 0, card: 5000 },
    ]);
  });

  it('adds up to the cent to what the order was paid, whatever the lines, codes and vouchers', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ total: fc.integer({ min: 0, max: 200_000 }), gift: fc.boolean() }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (raw, promoRate, voucherRate) => {
          const lines = raw.map((l, i) => line(i + 1, l.total, 'ESF', l.gift));
          const discountable = lines.filter((l) => !l.giftVoucher).reduce((n, l) => n + l.totalCents, 0);
          const promoCents = Math.floor(discountable * promoRate);
          const voucherCents = Math.floor((discountable - promoCents) * voucherRate);
          const list = lines.reduce((n, l) => n + l.totalCents, 0);
          const cardCents = list - promoCents - voucherCents;
          const shares = allocateSale(lines, { promoCents, voucherCents, cardCents });
          expect(shares.reduce((n, s) => n + s.discount, 0)).toBe(promoCents);
          expect(shares.reduce((n, s) => n + s.voucher, 0)).toBe(voucherCents);
          expect(shares.reduce((n, s) => n + s.card, 0)).toBe(cardCents);
          shares.forEach((s, i) => {
            expect(s.discount + s.voucher + s.card).toBe(lines[i]?.totalCents);
            expect(Math.min(s.discount, s.voucher, s.card)).toBeGreaterThanOrEqual(0);
          });
        },
      ),
    );
  });
});

describe('attributeRefund', () => {
  it('gives a refund to the lines it is for first, each up to what is left of it, then to the others', () => {
    const lines = [
      { id: 1, left: 1000 },
      { id: 2, left: 500 },
      { id: 3, left: 300 },
    ];
    expect(attributeRefund(lines, [2], 400)).toEqual({ parts: [{ id: 2, cents: 400 }], rest: 0 });
    expect(attributeRefund(lines, [2], 700)).toEqual({
      parts: [
        { id: 2, cents: 500 },
        { id: 1, cents: 200 },
      ],
      rest: 0,
    });
    expect(attributeRefund(lines, [3, 2], 2000)).toEqual({
      parts: [
        { id: 3, cents: 300 },
        { id: 2, cents: 500 },
        { id: 1, cents: 1000 },
      ],
      rest: 200,
    });
  });
});

describe('money', () => {
  it('shares in proportion, the odd cents to the largest remainders', () => {
    expect(share(1000, [41_000, 15_600])).toEqual([724, 276]);
    expect(share(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(share(5, [0, 0])).toEqual([0, 0]);
  });

  it('finds the VAT included in a price', () => {
    expect(vatIncluded(10_600, 1000)).toBe(964);
    expect(vatIncluded(12_000, 2000)).toBe(2000);
    expect(vatIncluded(21_165, 0)).toBe(0);
  });
});
