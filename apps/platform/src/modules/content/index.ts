/** The content module's one door: what other modules and the app may use of it. */

export { type PriceLookup, withCatalogPrices } from './prices';
export { contentRoutes } from './routes';
