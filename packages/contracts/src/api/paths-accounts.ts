// Back office, accounts (staff accounts and invitations). Admin only, except the e-mailed links' two routes
// (public: the token is the credential), which live outside `/sites/:site/`.
import { route } from './route-path';

export const boAccounts = /* @__PURE__ */ route('boAccounts', 'GET', '/api/backoffice/sites/:site/accounts');
export const boInvite = /* @__PURE__ */ route('boInvite', 'POST', '/api/backoffice/sites/:site/accounts');
export const boAccountRole = /* @__PURE__ */ route('boAccountRole', 'PUT', '/api/backoffice/sites/:site/accounts/:userId/role');
export const boAccountStatus = /* @__PURE__ */ route('boAccountStatus', 'PUT', '/api/backoffice/sites/:site/accounts/:userId/status');
export const boPasswordReset = /* @__PURE__ */ route(
  'boPasswordReset',
  'POST',
  '/api/backoffice/sites/:site/accounts/:userId/password-reset',
);
export const boResendInvitation = /* @__PURE__ */ route(
  'boResendInvitation',
  'POST',
  '/api/backoffice/sites/:site/accounts/:userId/invitation',
);
export const boAccountLink = /* @__PURE__ */ route('boAccountLink', 'GET', '/api/backoffice/invitations/:token');
export const boSetPassword = /* @__PURE__ */ route('boSetPassword', 'POST', '/api/backoffice/invitations/:token');
