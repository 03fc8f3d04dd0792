/**
 * Money in whole cents, shared without losing or inventing one: every split of an amount adds up to it
 * exactly. Used for the discounts of a cart (offers), what each line of an order was paid and what a refund
 * gives back per line (ledger), a day's or a participant's share of a line (closures, cancellations).
 */

/** `total` shared in proportion to `weights` (whole cents, largest remainders first, ties in order). */
export function share(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + Math.max(0, b), 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * Math.max(0, w)) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left--;
  }
  return parts;
}

/** `total` in `n` equal parts (the first ones get the odd cents): a day of a course, a participant of a line. */
export const evenly = (total: number, n: number): number[] =>
  share(
    total,
    Array.from({ length: Math.max(0, n) }, () => 1),
  );
