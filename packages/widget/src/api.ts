import { createClient, type RouteInput } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';

/**
 * The booking calls of the widget, on the shared client: each method calls a route of the table
 * (`paths`) and answers its typed result; a failure is an `ApiCallError` (`isApiCallError` tells it
 * by shape, whichever of the widget's two files threw it) with the status and an `ErrorCode`.
 * Made once by the main file and handed to the checkout file (`CartCtx.api`).
 */
export function bookingApi(apiUrl: string) {
  const { call } = createClient({ baseUrl: apiUrl });
  return {
    availability: (query: RouteInput<'availability'>['query']) => call(paths.availability, { query }),
    product: (key: string, query: RouteInput<'product'>['query']) => call(paths.product, { params: { key }, query }),
    addLine: (body: RouteInput<'addLine'>['body']) => call(paths.addLine, { body }),
    removeLine: (id: number, cartId: string) => call(paths.removeLine, { params: { id }, query: { cartId } }),
    cart: (body: RouteInput<'cart'>['body']) => call(paths.cart, { body }),
    /** The visitor is back: the places of lines whose hold ran out are held again where there is room; answers the cart. */
    renewHolds: (body: RouteInput<'renewHolds'>['body']) => call(paths.renewHolds, { body }),
    /** Moves a line whose places were released to another slot of its product; answers the cart. */
    moveLine: (id: number, body: RouteInput<'moveLine'>['body']) => call(paths.moveLine, { params: { id }, body }),
    /** Turns the cart into an order and starts its payment (never sends a price). */
    checkout: (body: RouteInput<'checkout'>['body']) => call(paths.checkout, { body }),
    /** Enters a promo code or gift voucher code in the cart (the platform checks and prices it); answers the cart. */
    applyCode: (body: RouteInput<'applyCartCode'>['body']) => call(paths.applyCartCode, { body }),
    removeCode: (id: number, query: RouteInput<'removeCartCode'>['query']) => call(paths.removeCartCode, { params: { id }, query }),
    /** Any route of the table, for the checkout file's calls the main file never makes (the waiting list). */
    call,
  };
}
export type BookingApi = ReturnType<typeof bookingApi>;
