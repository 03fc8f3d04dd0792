import type { ProductType } from '@schuss/contracts';
import { share } from '../../lib/money';

/**
 * What each line of an order was paid, and what a refund gives back for each line — pure functions, the
 * same for the entries written when an order is paid, the refunds, the closures' previews and the tests.
 * Every split adds up to the cent to what it splits.
 */

export type SaleLine = { id: number; productType: ProductType; totalCents: number; giftVoucher: boolean };
export type LineShare = { discount: number; voucher: number; card: number };

/**
 * An order's lines' shares of its promo codes, its gift vouchers and its card payment, as the cart priced
 * them (offers' `priceOffers`): each product type's discount on that type's lines in proportion to their
 * list prices; gift vouchers on what is left of every line but gift-voucher lines (never discounted nor
 * paid by voucher); the card payment on what is left after that. When the discounts per type are unknown
 * (an order from before they were kept) or do not add up to `promoCents`, the discount is shared over every
 * line that can be discounted.
 */
export function allocateSale(
  lines: SaleLine[],
  money: { promoCents: number; voucherCents: number; cardCents: number; discountsByType?: Partial<Record<ProductType, number>> },
): LineShare[] {
  const discountable = lines.map((l) => (l.giftVoucher ? 0 : l.totalCents));
  const discount = lines.map(() => 0);
  const byType = money.discountsByType ?? {};
  const typed = Object.values(byType).reduce((a, b) => a + (b ?? 0), 0);
  if (typed === money.promoCents && typed > 0) {
    for (const [type, cents] of Object.entries(byType) as [ProductType, number][]) {
      const parts = share(
        cents,
        lines.map((l, i) => (l.productType === type ? (discountable[i] ?? 0) : 0)),
      );
      parts.forEach((p, i) => {
        discount[i] = (discount[i] ?? 0) + p;
      });
    }
  } else {
    share(money.promoCents, discountable).forEach((p, i) => {
      discount[i] = p;
    });
  }
  // A discount never takes a line below zero (the cart never does; a wrong stored figure would).
  lines.forEach((l, i) => {
    discount[i] = Math.min(discount[i] ?? 0, l.totalCents);
  });
  const voucher = share(
    money.voucherCents,
    lines.map((l, i) => (l.giftVoucher ? 0 : l.totalCents - (discount[i] ?? 0))),
  );
  const card = share(
    money.cardCents,
    lines.map((l, i) => l.totalCents - (discount[i] ?? 0) - (voucher[i] ?? 0)),
  );
  return lines.map((_, i) => ({ discount: discount[i] ?? 0, voucher: voucher[i] ?? 0, card: card[i] ?? 0 }));
}

export type RefundableLine = { id: number; left: number };

/**
 * A refund of `cents` given to lines: first to `first` (the lines it is for: cancelled, closed, a
 * participant's), in their order, each up to what is left of what it was paid; then what remains to the
 * other lines in line order. `rest` is what no line can take (more than the lines were paid).
 */
export function attributeRefund(
  lines: RefundableLine[],
  first: number[],
  cents: number,
): { parts: { id: number; cents: number }[]; rest: number } {
  let left = Math.max(0, cents);
  const parts: { id: number; cents: number }[] = [];
  const firstSet = new Set(first);
  const ordered = [
    ...first.map((id) => lines.find((l) => l.id === id)).filter((l) => l !== undefined),
    ...lines.filter((l) => !firstSet.has(l.id)),
  ];
  for (const line of ordered) {
    if (left <= 0) break;
    const c = Math.min(left, Math.max(0, line.left));
    if (c <= 0) continue;
    parts.push({ id: line.id, cents: c });
    left -= c;
  }
  return { parts, rest: left };
}
