/**
 * The header's view of the cart (spec §3, §4, §7): `paths.cart` with `{cartId, lang, resort}`; the
 * count is the number of inscriptions over all orders (`countInscriptions`, the rule every program
 * counts with). Fetch errors are ignored (spec §8); an empty cart or a failed fetch clears the
 * referral values (spec §4).
 */
import type { CartResponse } from '@schuss/contracts';
import { createClient, paths } from '@schuss/contracts/api';
import { countInscriptions } from '@schuss/contracts/rules';

export type CartCountResult = { count: number; clearReferrals: boolean; cart: CartResponse['cart'] | null };

/**
 * Fetches the cart of `cartId` and tells what the header does: the count, and whether the
 * referral values are to be cleared (empty cart or failed fetch). Never throws.
 */
export async function fetchCartCount(
  msemUrl: string,
  body: { cartId: string; lang: string; resort: string },
  doFetch?: typeof fetch,
): Promise<CartCountResult> {
  try {
    const { cart } = await createClient({ baseUrl: msemUrl, fetch: doFetch }).call(paths.cart, { body });
    const count = countInscriptions(cart);
    return { count, clearReferrals: count === 0, cart };
  } catch {
    return { count: 0, clearReferrals: true, cart: null };
  }
}

/** Removes a line of the cart (and releases its places); true when the platform removed it. Never throws. */
export async function removeCartLine(msemUrl: string, cartId: string, lineId: number, doFetch?: typeof fetch): Promise<boolean> {
  try {
    await createClient({ baseUrl: msemUrl, fetch: doFetch }).call(paths.removeLine, { params: { id: lineId }, query: { cartId } });
    return true;
  } catch {
    return false;
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
