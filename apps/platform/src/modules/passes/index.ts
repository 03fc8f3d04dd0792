/** The passes module's one door: what other modules and the app may use of it. */
export { passRoutes } from './routes';
