/** The catalogue module's one door: what other modules and the app may use of it. */
export { resortLevels, schoolLevels } from './levels';
export { catalogueRoutes } from './routes';
export { pricingAtVersion, samePricing } from './versions';
