/** The my-booking module's one door: what other modules and the app may use of it. */
export { createOrderLink, dropOrderLink, revokeOrderLinks } from './links';
export { bookingLinks, bookingMailParts } from './mail-parts';
export type { PassClaim } from './pass-code';
export { passCode, readPassCode } from './pass-code';
export { myBookingRoutes } from './routes';
