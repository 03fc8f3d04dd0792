/**
 * The header's calls for the cart (docs/spec.md §3, §4, §7): `paths.cart` with `{cartId, lang, resort}`
 * (the count is the number of lines over all orders, `countLines`: a lesson for two children is one
 * product) and `paths.removeLine`. Fetch errors are ignored (docs/spec.md §8); an empty cart or a failed fetch clears the referral values (docs/spec.md §4). Loaded by the header only when a cart
 * id is stored: visitors without a cart never download it.
 */
import { createClient, isApiCallError } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { countLines } from '@schuss/contracts/rules';
import type { CartCountResult } from './cart';

/**
 * Fetches the cart of `cartId` and tells what the header does: the count, and whether the
 * referral values are to be cleared (empty cart or failed fetch). A fetch the page cut short
 * (`signal` aborted: the visitor is leaving) is no failed fetch and clears nothing. Never throws.
 */
export async function fetchCartCount(
  msemUrl: string,
  body: { cartId: string; lang: string; resort: string },
  doFetch?: typeof fetch,
  signal?: AbortSignal,
): Promise<CartCountResult> {
  const read = async () => {
    const { cart } = await createClient({ baseUrl: msemUrl, fetch: doFetch }).call(paths.cart, { body }, { signal });
    const count = countLines(cart);
    // Lines whose places were released are still the visitor's: such a cart is not empty.
    return { count, clearReferrals: count === 0 && !cart.released?.length, cart };
  };
  const failed = () => ({ count: 0, clearReferrals: !signal?.aborted, cart: null });
  try {
    return await read();
  } catch (err) {
    if (!(isApiCallError(err) && err.status === 0) || signal?.aborted) return failed();
  }
  // Chromium may fail a fetch the page is leaving ("Failed to fetch") before the page's `pagehide`
  // says so, and a slow next page keeps the old one alive for a while: a network failure is believed
  // only when the page is still there a moment later and the cart cannot be read a second time.
  await new Promise((r) => setTimeout(r, LEAVING_GRACE_MS));
  if (signal?.aborted) return failed();
  try {
    return await read();
  } catch {
    return failed();
  }
}

/** How long a failed cart fetch waits for the page's `pagehide` before it counts as failed (ms). */
export const LEAVING_GRACE_MS = 500;

/** Removes a line of the cart (and releases its places); true when the platform removed it. Never throws. */
export async function removeCartLine(msemUrl: string, cartId: string, lineId: number, doFetch?: typeof fetch): Promise<boolean> {
  try {
    await createClient({ baseUrl: msemUrl, fetch: doFetch }).call(paths.removeLine, { params: { id: lineId }, query: { cartId } });
    return true;
  } catch {
    return false;
  }
}
