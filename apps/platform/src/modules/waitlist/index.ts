/** The waitlist module's one door: what other modules and the app may use of it. */
export { waitlistMailer } from './mail';
export { offerFreedPlaces, sweepWaitlist } from './offers';
export { waitlistRoutes } from './routes';
