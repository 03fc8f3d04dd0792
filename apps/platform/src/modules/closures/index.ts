/** The closures module's one door: what other modules and the app may use of it. */
export { closuresRoutes } from './routes';
