/**
 * The header's view of the cart (spec §3, §4, §7): what it shows of the cart the platform answered.
 * The calls are in ./cart-api, loaded only when a cart id is stored.
 */
import type { CartResponse } from '@schuss/contracts';

export type CartCountResult = { count: number; clearReferrals: boolean; cart: CartResponse['cart'] | null };

export type PreviewLine = { lineId: number; type: string; merchantName: string; name: string; quantity: number; cents: number };

/** The cart's lines for the header preview (pure): one per cart line, in order, with its inscriptions summed. */
export function previewLines(cart: Pick<CartResponse['cart'], 'orders'> | null | undefined): PreviewLine[] {
  const lines = new Map<number, PreviewLine>();
  for (const [type, order] of Object.entries(cart?.orders ?? {})) {
    for (const i of order?.inscriptions ?? []) {
      const line = lines.get(i.lineId) ?? {
        lineId: i.lineId,
        type,
        merchantName: order?.merchantName ?? '',
        name: 'product' in i ? i.product.name : i.activity.label,
        quantity: 0,
        cents: 0,
      };
      line.quantity += 1;
      line.cents += i.price.amount;
      lines.set(i.lineId, line);
    }
  }
  return [...lines.values()];
}
