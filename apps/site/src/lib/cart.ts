/**
 * The header's view of the cart (spec §3, §4, §7): `POST {msemUrl}/esfplus/cart {cartId, lang, resort}`,
 * the count is the number of inscriptions over all orders. Fetch errors are ignored (spec §8);
 * an empty cart or a failed fetch clears the referral values (spec §4).
 */
import type { CartResponse } from '@schuss/contracts';

/** Number of inscriptions over all orders of a cart (the header count). */
export function countInscriptions(cart: Pick<CartResponse['cart'], 'orders'> | null | undefined): number {
  if (!cart?.orders) return 0;
  return Object.values(cart.orders).reduce((n, o) => n + (o?.inscriptions?.length ?? 0), 0);
}

export type CartCountResult = { count: number; clearReferrals: boolean; cart: CartResponse['cart'] | null };

/**
 * Fetches the cart of `cartId` and tells what the header does: the count, and whether the
 * referral values are to be cleared (empty cart or failed fetch). Never throws.
 */
export async function fetchCartCount(
  msemUrl: string,
  body: { cartId: string; lang: string; resort: string },
  doFetch: typeof fetch = fetch,
): Promise<CartCountResult> {
  try {
    const res = await doFetch(`${msemUrl.replace(/\/+$/, '')}/esfplus/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) return { count: 0, clearReferrals: true, cart: null };
    const { cart } = (await res.json()) as CartResponse;
    const count = countInscriptions(cart);
    return { count, clearReferrals: count === 0, cart };
  } catch {
    return { count: 0, clearReferrals: true, cart: null };
  }
}

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
