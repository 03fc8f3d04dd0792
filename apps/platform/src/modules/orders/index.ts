/** The orders module's one door: what other modules and the app may use of it. */

export type { RefundRow } from './changes';
export {
  cancelOrderLines,
  cancelParticipant,
  insertRefund,
  moveOrderLine,
  raiseAccessGeneration,
  setOrderRefunded,
  settleRefund,
} from './changes';
export type { OrderRow, OrdersDeps } from './deps';
export type { ConfirmationLine } from './emails';
export { mailLines, recordOutboxOutcome, sendConfirmation, sendOrderEmail } from './emails';
export { confirmOrder, lockCartOfOrder, orderById, settleOrder } from './fulfil';
export { ordersDeps, ordersRoutes } from './routes';
