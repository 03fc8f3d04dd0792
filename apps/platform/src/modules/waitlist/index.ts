/** The waitlist module's one door: what other modules and the app may use of it. */
export { waitlistMailer } from './mailer';
export { offerFreedPlaces, sweepWaitlist } from './offers';
export { waitlistRoutes } from './routes';
