/** Types and constants shared by the cart view's parts (cart, tunnel steps, hooks). */
import type { CheckoutConflict } from '@schuss/contracts';
import type { AnalyticsItem } from '@schuss/contracts/rules';
import type { CartCtx } from '../shared';

export type Cart = Awaited<ReturnType<CartCtx['api']['cart']>>['cart'];
/** 0: the cart; 1–3: the tunnel's steps (contact, summary, payment). */
export type Step = 0 | 1 | 2 | 3;
export const STEPS = ['step.contact', 'step.summary', 'step.payment'] as const;
/** Lines a 409 at payment reports unavailable. */
export type Conflict = CheckoutConflict['error']['lines'];
/** Removes a cart line (its analytics items and its name for the announcement). */
export type RemoveFn = (lineId: number, items: AnalyticsItem[], name: string) => void;
