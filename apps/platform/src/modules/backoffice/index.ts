/** The backoffice module's one door: what other modules and the app may use of it. */

export type { CancellationDeps, CancelOptions } from './cancellations';
export { cancelOrder } from './cancellations';
export { checkIn, checkInsOf } from './rosters';
export { backofficeRoutes } from './routes';
export { backofficeStaticRoutes } from './static';
