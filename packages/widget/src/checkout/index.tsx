/**
 * The second file (widget-msem-checkout.js): the cart view, the checkout tunnel and the product
 * view's participants form, loaded on
 * demand by the main file (chunk.ts) and running on its React (build.mjs aliases `react`).
 */

import { BookingForm } from '../product/BookingForm';
import { CHUNK_GLOBAL, type CheckoutChunk } from '../shared';
import { WaitlistLink } from '../waitlist/WaitlistLink';
import { CartView } from './CartView';
import { injectCheckoutStyle } from './styles';

injectCheckoutStyle();
const chunk: CheckoutChunk = { CartView, BookingForm, WaitlistLink };
(window as unknown as Record<string, unknown>)[CHUNK_GLOBAL] = chunk;
