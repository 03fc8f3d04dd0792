/** The health module's one door: what other modules and the app may use of it. */
export { healthRoutes, trackClosing } from './routes';
