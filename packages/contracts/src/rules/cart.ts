/** The cart as every program counts it (spec §3, §7). */
type CountableCart = { orders: Partial<Record<string, { inscriptions?: readonly unknown[] } | undefined>> };

/** Number of inscriptions over all orders of a cart: the header's count and the widget's. */
export function countInscriptions(cart: CountableCart | null | undefined): number {
  if (!cart?.orders) return 0;
  return Object.values(cart.orders).reduce((n, o) => n + (o?.inscriptions?.length ?? 0), 0);
}
