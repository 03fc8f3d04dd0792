/** Back office, accounts (staff accounts and invitations): the route table's entries of this area, spread into routes.ts. */
import {
  AccountLink,
  AccountLinkParams,
  AccountMailRequest,
  AccountParams,
  AccountResponse,
  AccountStatusRequest,
  AccountsResponse,
  InvitationRequest,
  InvitationResponse,
  RoleRequest,
  SetPasswordRequest,
  SetPasswordResponse,
} from '../accounts';
import { BackofficeSiteParams } from '../backoffice';
import { ApiError } from '../common';
import * as paths from './paths-accounts';
import { def, type RouteDef, staffRead, staffWrite } from './route-def';

/** The e-mailed links' answers: bad input, a link that does not work (one answer whatever is wrong), too many tries. */
const linkAnswers = { 400: ApiError, 404: ApiError, 429: ApiError };

export const accountsRoutes = {
  boAccounts: def(paths.boAccounts, {
    tag: 'backoffice',
    summary: 'Admin only: the accounts of the site (name, e-mail, role, status, last login)',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    responses: { 200: AccountsResponse, ...staffRead },
  }),
  boInvite: def(paths.boInvite, {
    tag: 'backoffice',
    summary: 'Admin only: invites a colleague by e-mail (a link to set a password), or gives an existing account a role on the site',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: InvitationRequest,
    responses: { 201: InvitationResponse, ...staffWrite },
  }),
  boAccountRole: def(paths.boAccountRole, {
    tag: 'backoffice',
    summary: 'Admin only: changes the role of an account on the site (never the last active admin’s)',
    access: 'staff',
    answer: 'json',
    params: AccountParams,
    body: RoleRequest,
    responses: { 200: AccountResponse, ...staffWrite },
  }),
  boAccountStatus: def(paths.boAccountStatus, {
    tag: 'backoffice',
    summary: 'Admin only: disables an account on the site (its sessions end at once) or enables it again',
    access: 'staff',
    answer: 'json',
    params: AccountParams,
    body: AccountStatusRequest,
    responses: { 200: AccountResponse, ...staffWrite },
  }),
  boPasswordReset: def(paths.boPasswordReset, {
    tag: 'backoffice',
    summary: 'Admin only: e-mails the account a link to choose a new password (the admin never sees it)',
    access: 'staff',
    answer: 'json',
    params: AccountParams,
    body: AccountMailRequest,
    responses: { 200: AccountResponse, ...staffWrite },
  }),
  boResendInvitation: def(paths.boResendInvitation, {
    tag: 'backoffice',
    summary: 'Admin only: sends an invited account a new invitation link (the previous one stops working)',
    access: 'staff',
    answer: 'json',
    params: AccountParams,
    body: AccountMailRequest,
    responses: { 200: AccountResponse, ...staffWrite },
  }),
  boAccountLink: def(paths.boAccountLink, {
    tag: 'backoffice',
    summary: 'Whom an e-mailed invitation or password-reset link is for (the token is the credential; rate limited)',
    access: 'public',
    answer: 'json',
    params: AccountLinkParams,
    responses: { 200: AccountLink, ...linkAnswers },
  }),
  boSetPassword: def(paths.boSetPassword, {
    tag: 'backoffice',
    summary: 'Sets the password of the account an e-mailed link is for; the link then stops working (rate limited)',
    access: 'public',
    answer: 'json',
    params: AccountLinkParams,
    body: SetPasswordRequest,
    responses: { 200: SetPasswordResponse, ...linkAnswers },
  }),
} satisfies Record<string, RouteDef>;
