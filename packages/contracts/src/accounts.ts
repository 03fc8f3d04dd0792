/**
 * Back office, accounts: an admin lists the school's accounts, invites colleagues by e-mail,
 * changes roles, disables and enables accounts and sends password-reset links. The invited (or reset)
 * account holder opens the e-mailed link, logged out, and sets a password.
 */
import { z } from 'zod';
import { Role } from './auth';
import { IsoInstant, SiteKey } from './common';

/** How long an invitation link works (hours). */
export const INVITATION_TTL_HOURS = 72;
/** How long a password-reset link works (hours). */
export const PASSWORD_RESET_TTL_HOURS = 24;

/** The password rules of every account (the login's and `user:create`'s): a length, nothing else to remember. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/** A password an account holder chooses (invitation, reset). */
export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** The language of the e-mails sent to an account (the admin chooses it for each e-mail). */
export const AccountLang = z.enum(['fr', 'en'], 'must be fr or en');
export type AccountLang = z.infer<typeof AccountLang>;

/** Roles an admin gives, named in the error when another is sent. */
export const AccountRole = z.enum(Role.options, `must be one of ${Role.options.join(', ')}`);

/**
 * An account on a site: `active`; `invited` (it has not set its password yet: the invitation link
 * was not used); `disabled` on this site (it can no longer log in, its sessions ended).
 */
export const AccountStatus = z.enum(['active', 'invited', 'disabled']);
export type AccountStatus = z.infer<typeof AccountStatus>;

export const Account = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: Role,
  status: AccountStatus,
  /** Its last login on this site, if any. */
  lastLoginAt: IsoInstant.nullable(),
  /** While invited: when the invitation link stops working (it may be past: send it again). */
  invitationExpiresAt: IsoInstant.nullable(),
  /** The admin's own account (it cannot disable itself). */
  you: z.boolean(),
});
export type Account = z.infer<typeof Account>;

export const AccountsResponse = z.object({ accounts: z.array(Account) });
export type AccountsResponse = z.infer<typeof AccountsResponse>;

export const AccountParams = z.object({
  site: SiteKey,
  userId: z.coerce.number('must be an account id').int('must be an account id').min(1, 'must be an account id').max(2_147_483_647),
});
export type AccountParams = z.infer<typeof AccountParams>;

const Name = z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters');
const Email = z.string().trim().pipe(z.email('must be an e-mail address').max(254, 'must be at most 254 characters'));

/** `POST …/accounts`: invites a colleague (a new account, or the role on this site for an existing one). */
export const InvitationRequest = z.object({
  email: Email,
  name: Name,
  role: AccountRole,
  /** The language of the e-mail. */
  lang: AccountLang,
});
export type InvitationRequest = z.infer<typeof InvitationRequest>;

/**
 * What an invitation did: `invited` (an e-mail with a link to accept, also for an account another
 * school has: the answer is the same, and the role works once the link is used). `role-added` is no
 * longer answered by the accounts route (the schools module's operator still adds a role directly).
 */
export const InvitationResponse = z.object({
  outcome: z.enum(['invited', 'role-added']),
  account: Account,
});
export type InvitationResponse = z.infer<typeof InvitationResponse>;

/** `PUT …/accounts/:userId/role`. */
export const RoleRequest = z.object({ role: AccountRole });
export type RoleRequest = z.infer<typeof RoleRequest>;

/** `PUT …/accounts/:userId/status`: disable (its sessions end at once) or enable an account on this site. */
export const AccountStatusRequest = z.object({ disabled: z.boolean('must be true or false') });
export type AccountStatusRequest = z.infer<typeof AccountStatusRequest>;

/** `POST …/accounts/:userId/password-reset` and `…/invitation` (sent again): the e-mail's language. */
export const AccountMailRequest = z.object({ lang: AccountLang });
export type AccountMailRequest = z.infer<typeof AccountMailRequest>;

export const AccountResponse = z.object({ account: Account });
export type AccountResponse = z.infer<typeof AccountResponse>;

/** An e-mailed link (its token in the path): nothing but its own token says whose it is. */
export const AccountLinkParams = z.object({ token: z.string().min(1, 'must not be empty').max(200, 'is not a link token') });
export type AccountLinkParams = z.infer<typeof AccountLinkParams>;

/** `GET /api/backoffice/invitations/:token`: whom the link is for, to set a password. */
export const AccountLink = z.object({
  /** An invitation (a new account) or a password reset. */
  kind: z.enum(['invitation', 'reset']),
  name: z.string(),
  email: z.string(),
  site: SiteKey,
  siteName: z.string(),
  role: Role,
  expiresAt: IsoInstant,
  passwordMinLength: z.number().int(),
  passwordMaxLength: z.number().int(),
});
export type AccountLink = z.infer<typeof AccountLink>;

/** `POST /api/backoffice/invitations/:token`: the password chosen. */
export const SetPasswordRequest = z.object({ password: NewPassword });
export type SetPasswordRequest = z.infer<typeof SetPasswordRequest>;

/** The password is set (the link no longer works): the account logs in with it on `site`. */
export const SetPasswordResponse = z.object({ site: SiteKey, email: z.string(), role: Role });
export type SetPasswordResponse = z.infer<typeof SetPasswordResponse>;

/** The one message of a link that does not work, whatever is wrong with it (expired, used, made up). */
export const LINK_INVALID =
  'This link no longer works: it has expired, was already used or was replaced. Ask an administrator for a new one.';
