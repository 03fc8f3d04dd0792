/** The my-booking module's one door: what other modules and the app may use of it. */

export { bookingLinks, bookingMailParts } from './emails';
export { createOrderLink, dropOrderLink, revokeOrderLinks } from './links';
export { notesOf } from './notes';
export type { PassClaim } from './pass-code';
export { passCode, readPassCode } from './pass-code';
export { myBookingRoutes } from './routes';
