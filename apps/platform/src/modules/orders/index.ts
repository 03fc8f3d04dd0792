/** The orders module's one door: what other modules and the app may use of it. */

export type { ConfirmationLine } from './confirmation';
export { mailLines, sendConfirmation, sendOrderEmail } from './confirmation';
export type { OrderRow, OrdersDeps } from './deps';
export { confirmOrder, lockCartOfOrder, orderById, settleOrder } from './fulfil';
export { ordersDeps, ordersRoutes } from './routes';
