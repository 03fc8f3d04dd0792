/** The payment module's one door: what other modules and the app may use of it. */
export { paymentDeps } from './providers';
export type { Notifier } from './providers/sandbox';
export { SANDBOX_SIGNATURE_HEADER, signSandbox } from './providers/sandbox';
export type { PaymentOptions } from './routes';
export { paymentRoutes } from './routes';
export type { PaymentDeps } from './service';
export { checkoutPayments, refundPayment, settlingPayment } from './service';
