/** The audit module's one door: what other modules and the app may use of it. */
export { recordAudit, recordAuditAs } from './record';
export { auditRoutes } from './routes';
