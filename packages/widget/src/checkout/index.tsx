/**
 * The second file (widget-msem-checkout.js): the cart view, the checkout tunnel and the product
 * view's participants form, loaded on demand by the main file (chunk.ts) and running on its React
 * (build.mjs aliases `react`). The panel of a waiting-list e-mail's link is in a third file, which
 * this one loads when the panel shows (waitlist/load.tsx).
 */

import { BookingForm } from '../product/BookingForm';
import { CHUNK_GLOBAL, type CheckoutChunk } from '../shared';
import { Third } from '../waitlist/load';
import { CartView } from './CartView';
import { injectCheckoutStyle } from './styles';

injectCheckoutStyle();
const chunk: CheckoutChunk = { CartView, BookingForm, Third };
(window as unknown as Record<string, unknown>)[CHUNK_GLOBAL] = chunk;
