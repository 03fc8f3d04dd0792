/** The content module's one door: what other modules and the app may use of it. */
export { contentRoutes } from './routes';
export { withCatalogPrices } from './prices';
