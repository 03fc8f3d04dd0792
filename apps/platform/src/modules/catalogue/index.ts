/** The catalogue module's one door: what other modules and the app may use of it. */
export { catalogueRoutes } from './routes';
export { pricingAtVersion, samePricing } from './versions';
