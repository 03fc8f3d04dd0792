/** The site-processes module's one door: what other modules and the app may use of it. */
export { siteProcessRoutes } from './routes';
export { liveSiteProcesses } from './service';
