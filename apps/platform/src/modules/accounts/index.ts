/** The accounts module's one door: what other modules and the app may use of it. */
export { invitationMessage } from './emails';
export { accountsRoutes, withoutToken } from './routes';
export { issueLink } from './service';
