/** The Lyra payment provider (SystemPay / PayZen form protocol): one provider among others behind `PaymentProvider`. */
export { verifyLyraNotification } from './notification';
export { type LyraOptions, lyraFields, lyraProvider, transDate } from './provider';
export { cancelOrRefund, type LyraApi } from './refund';
export { lyraRoutes } from './routes';
export { lyraSignature, signedString, verifyLyraSignature } from './signature';
