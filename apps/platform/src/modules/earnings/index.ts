/** The earnings module's one door: instructors' hours and earnings, statements, the office's CSV and SEPA file (issue 31). */
export { earningsRoutes } from './routes';
