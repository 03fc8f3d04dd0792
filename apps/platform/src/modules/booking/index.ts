/** The booking module's one door: what other modules and the app may use of it. */
export { CART_TTL_DAYS, closeCart, groupedOrders, insertLine, lockOpenCart, prepareLine, putLineBack, readCart, touchCart } from './cart';
export { offeredFromPrices } from './catalogue';
export { bookingRoutes } from './routes';
