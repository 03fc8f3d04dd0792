/** The orders module's one door: what other modules and the app may use of it. */

export type { RefundRow } from './changes';
export { cancelOrderLines, insertRefund, moveOrderLine, raiseAccessGeneration, setOrderRefunded, settleRefund } from './changes';
export type { ConfirmationLine } from './confirmation';
export { mailLines, recordOutboxOutcome, sendConfirmation, sendOrderEmail } from './confirmation';
export type { OrderRow, OrdersDeps } from './deps';
export { confirmOrder, lockCartOfOrder, orderById, settleOrder } from './fulfil';
export { ordersDeps, ordersRoutes } from './routes';
