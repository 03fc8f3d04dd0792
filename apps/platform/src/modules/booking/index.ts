/** The booking module's one door: what other modules and the app may use of it. */
export { CART_TTL_DAYS, groupedOrders, insertLine, lockOpenCart, prepareLine, readCart } from './cart';
export { bookingRoutes } from './routes';
