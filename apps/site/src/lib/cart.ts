/**
 * The header's view of the cart (docs/spec.md §3, §4, §7): what it shows of the cart the platform answered.
 * The calls are in ./cart-api, loaded only when a cart id is stored.
 */
import type { CartResponse } from '@schuss/contracts';

export type CartCountResult = { count: number; clearReferrals: boolean; cart: CartResponse['cart'] | null };
