/** The search module's one door: what other modules and the app may use of it. */
export { searchRoutes } from './routes';
export { indexPages, reindexAll, searchIndexIsStale } from './service';
