import { randomBytes } from 'node:crypto';
import {
  type Account,
  type AccountLang,
  type AccountLink,
  type AccountResponse,
  type AccountsResponse,
  ErrorCode,
  INVITATION_TTL_HOURS,
  type InvitationRequest,
  type InvitationResponse,
  LINK_INVALID,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RESET_TTL_HOURS,
  type SetPasswordResponse,
} from '@schuss/contracts';
import { type AccountLinkKind, accountLinks, type Db, sites, type Tx, type UserRole, userSites, users } from '@schuss/db';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PlatformEnv } from '../../env';
import { HttpError, notFound } from '../../lib/errors';
import { type Mailer, type MailMessage, schoolSent } from '../../lib/mail';
import { recordAudit } from '../audit';
import {
  type AuthSession,
  addMembership,
  createUser,
  type HashCost,
  hashPassword,
  RATE_LIMIT,
  RateLimited,
  recordFailure,
  replacePassword,
  retryAfter,
  setMembershipDisabled,
  setMembershipRole,
  sha256,
} from '../auth';
import { invitationMessage, resetMessage } from './emails';

/**
 * The accounts of a school, for its admins: who works there with which role, invitations
 * by e-mail, role changes, disabling, password resets. Every change is made in a transaction that
 * first locks the site's admin rows, so that two admins acting at once queue and the site always
 * keeps an active admin; every change is in the audit log.
 */
export type AccountsDeps = {
  db: Db;
  env: PlatformEnv;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** argon2id cost of the passwords set through links (tests make it cheap). */
  cost?: HashCost;
};

const HOUR = 3_600_000;
const TTL_HOURS: Record<AccountLinkKind, number> = { invitation: INVITATION_TTL_HOURS, reset: PASSWORD_RESET_TTL_HOURS };

type Site = { id: number; key: string; name: string; mail?: { from?: string; replyTo?: string } };

async function siteOf(db: Db, key: string): Promise<Site> {
  const [s] = await db.select({ id: sites.id, key: sites.key, config: sites.config }).from(sites).where(eq(sites.key, key)).limit(1);
  if (!s) throw notFound(`params.site: no site "${key}"`, 'params.site');
  return { id: s.id, key: s.key, name: s.config.siteName, mail: s.config.mail };
}

const memberColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  role: userSites.role,
  disabledAt: userSites.disabledAt,
  /** Disabled for every school (by the platform's operator). */
  userDisabledAt: users.disabledAt,
  lastLoginAt: userSites.lastLoginAt,
};
type Member = {
  userId: number;
  name: string;
  email: string;
  role: UserRole;
  disabledAt: Date | null;
  userDisabledAt: Date | null;
  lastLoginAt: Date | null;
};

const label = (m: { name: string; email: string }) => `${m.name} <${m.email}>`;

/**
 * An account that has a live invitation at this school has not accepted it: a new account has not set
 * its password, another school's cannot log in here yet (the login checks the same).
 */
const pendingInvitation = (db: Db | Tx, siteId: number, userId: number | typeof userSites.userId) =>
  db
    .select({ one: sql`1` })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.userId, userId),
        eq(accountLinks.siteId, siteId),
        eq(accountLinks.kind, 'invitation'),
        isNull(accountLinks.usedAt),
      ),
    );

type Invitation = { expiresAt: Date; name: string | null };

/** The live invitations of these accounts at this school (the invited ones): when they expire, the name typed. */
async function invitations(db: Db | Tx, siteId: number, userIds: number[]): Promise<Map<number, Invitation>> {
  if (!userIds.length) return new Map();
  const found = await db
    .select({ userId: accountLinks.userId, expiresAt: accountLinks.expiresAt, name: accountLinks.invitedName })
    .from(accountLinks)
    .where(
      and(
        inArray(accountLinks.userId, userIds),
        eq(accountLinks.siteId, siteId),
        eq(accountLinks.kind, 'invitation'),
        isNull(accountLinks.usedAt),
      ),
    );
  return new Map(found.map((l) => [l.userId, { expiresAt: l.expiresAt, name: l.name }]));
}

function view(m: Member, invitation: Invitation | undefined, you: number): Account {
  return {
    userId: m.userId,
    // Until it is accepted, the name the admin typed: nothing of an account another school made.
    name: invitation?.name ?? m.name,
    email: m.email,
    role: m.role,
    status: m.disabledAt || m.userDisabledAt ? 'disabled' : invitation ? 'invited' : 'active',
    lastLoginAt: m.lastLoginAt?.toISOString() ?? null,
    invitationExpiresAt: invitation?.expiresAt.toISOString() ?? null,
    you: m.userId === you,
  };
}

function members(db: Db | Tx, siteId: number) {
  return db
    .select(memberColumns)
    .from(userSites)
    .innerJoin(users, eq(users.id, userSites.userId))
    .where(eq(userSites.siteId, siteId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/** The accounts of a site, by name. */
export async function listAccounts(db: Db, siteKey: string, you: number): Promise<AccountsResponse> {
  const site = await siteOf(db, siteKey);
  const list: Member[] = await members(db, site.id);
  const pending = await invitations(
    db,
    site.id,
    list.map((m) => m.userId),
  );
  return { accounts: list.map((m) => view(m, pending.get(m.userId), you)) };
}

async function accountOf(db: Db, siteId: number, userId: number, you: number): Promise<Account> {
  const [m] = await db
    .select(memberColumns)
    .from(userSites)
    .innerJoin(users, eq(users.id, userSites.userId))
    .where(and(eq(userSites.siteId, siteId), eq(userSites.userId, userId)));
  if (!m) throw noAccount(userId);
  return view(m, (await invitations(db, siteId, [userId])).get(userId), you);
}

const noAccount = (userId: number) => notFound(`params.userId: no account ${userId} at this school`, 'params.userId');

/**
 * Locks the site's admin rows (FOR UPDATE, in account order, so two admins' changes queue instead of
 * deadlocking) and answers its active admins: enabled, not disabled for every school, password set.
 * Under READ COMMITTED a row another admin demoted meanwhile no longer matches once the lock is
 * granted, and the second query sees what was committed before it.
 */
async function lockActiveAdmins(tx: Tx, siteId: number): Promise<number[]> {
  const admins = await tx
    .select({ userId: userSites.userId })
    .from(userSites)
    .where(and(eq(userSites.siteId, siteId), eq(userSites.role, 'admin')))
    .orderBy(asc(userSites.userId))
    .for('update');
  if (!admins.length) return [];
  const active = await tx
    .select({ userId: userSites.userId })
    .from(userSites)
    .innerJoin(users, eq(users.id, userSites.userId))
    .where(
      and(
        eq(userSites.siteId, siteId),
        eq(userSites.role, 'admin'),
        inArray(
          userSites.userId,
          admins.map((a) => a.userId),
        ),
        isNull(userSites.disabledAt),
        isNull(users.disabledAt),
        notExists(pendingInvitation(tx, siteId, userSites.userId)),
      ),
    );
  return active.map((a) => a.userId);
}

/** The caller must still be an active admin of the site when the change is made (the guard read the role before). */
function assertAdmin(active: number[], staff: AuthSession) {
  if (!active.includes(staff.userId)) {
    throw new HttpError(403, 'You are no longer an active admin of this school', undefined, ErrorCode.Forbidden);
  }
}

async function lockMember(tx: Tx, siteId: number, userId: number): Promise<Member> {
  const [m] = await tx
    .select(memberColumns)
    .from(userSites)
    .innerJoin(users, eq(users.id, userSites.userId))
    .where(and(eq(userSites.siteId, siteId), eq(userSites.userId, userId)))
    .for('update', { of: userSites });
  if (!m) throw noAccount(userId);
  return m;
}

const lastAdmin = (m: Member, field: string) =>
  new HttpError(
    409,
    `${field}: ${m.name} is the last active admin of this school: make another account admin first`,
    field,
    ErrorCode.LastAdmin,
  );

/**
 * A new link for an account at a school, replacing its live one there if any (only one works at a time
 * per school: another school's stays). Answers the token, which only the e-mail carries: the table keeps
 * its SHA-256. An invitation keeps the name the admin typed (`invitedName`), shown until it is accepted.
 */
export async function issueLink(
  tx: Tx,
  o: { userId: number; siteId: number; kind: AccountLinkKind; by: number | null; now: Date; invitedName?: string },
) {
  const [live] = await tx
    .select({ invitedName: accountLinks.invitedName })
    .from(accountLinks)
    .where(and(eq(accountLinks.userId, o.userId), eq(accountLinks.siteId, o.siteId), isNull(accountLinks.usedAt)));
  await tx
    .delete(accountLinks)
    .where(and(eq(accountLinks.userId, o.userId), eq(accountLinks.siteId, o.siteId), isNull(accountLinks.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(o.now.getTime() + TTL_HOURS[o.kind] * HOUR);
  const invitedName = o.kind === 'invitation' ? (o.invitedName ?? live?.invitedName ?? null) : null;
  const [row] = await tx
    .insert(accountLinks)
    .values({
      tokenHash: sha256(token),
      userId: o.userId,
      siteId: o.siteId,
      kind: o.kind,
      createdBy: o.by,
      createdAt: o.now,
      expiresAt,
      invitedName,
    })
    .returning({ id: accountLinks.id });
  return { id: row!.id, token, expiresAt };
}

const linkUrl = (env: PlatformEnv, token: string) => `${env.PLATFORM_URL.replace(/\/+$/, '')}/admin/invitation?token=${token}`;

/** Sends an account's e-mail; the change is already committed, so a failure says what to do rather than undoing it. */
async function sendOrSay(d: AccountsDeps, site: Site, message: MailMessage, retry: string) {
  try {
    await d.mailer.send(schoolSent(message, { siteName: site.name, mail: site.mail }));
  } catch (err) {
    d.log.error({ err, to: message.to }, 'account e-mail not sent');
    throw new HttpError(
      502,
      `The change was made but the e-mail to ${message.to} could not be sent: ${retry}`,
      undefined,
      ErrorCode.MailFailed,
    );
  }
}

/** A password nobody knows, for an invited account until its link sets one (checking it takes as long as any). */
const unknownPassword = (d: AccountsDeps) => hashPassword(randomBytes(32).toString('base64url'), d.cost);

/**
 * Invites a colleague: a new account (no password yet) with an e-mailed link to set one. An e-mail that
 * already has an account (another school's) gets the same invitation: the role here works only once its
 * link is used (the login refuses it before), and the answer, the e-mail and the list are those of a
 * new person (the name typed here, no last login): nothing of the other school's account is told.
 * Refused (409) when the e-mail already works at this school.
 */
export async function inviteAccount(
  d: AccountsDeps,
  staff: AuthSession,
  siteKey: string,
  body: InvitationRequest,
): Promise<InvitationResponse> {
  const site = await siteOf(d.db, siteKey);
  const email = body.email.trim().toLowerCase();
  const now = new Date();
  // Hashed whether or not the e-mail has an account, so that the time taken tells nothing either.
  const placeholder = await unknownPassword(d);

  const done = await d.db.transaction(async (tx) => {
    assertAdmin(await lockActiveAdmins(tx, site.id), staff);
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).for('update');
    let userId: number;
    if (existing) {
      const [member] = await tx
        .select({ role: userSites.role })
        .from(userSites)
        .where(and(eq(userSites.userId, existing.id), eq(userSites.siteId, site.id)));
      if (member) {
        throw new HttpError(
          409,
          `body.email: ${email} already has an account at this school (role ${member.role}): change its role instead`,
          'body.email',
          ErrorCode.Exists,
        );
      }
      // Another school's account: invited like a new person; its live links at other schools stay.
      userId = existing.id;
    } else {
      const created = await createUser(tx, { email, name: body.name, passwordHash: placeholder, createdAt: now });
      // Another school invited the same e-mail at this very moment.
      if (created === undefined)
        throw new HttpError(409, `body.email: ${email} was just given an account: try again`, 'body.email', ErrorCode.Conflict);
      userId = created;
    }
    await addMembership(tx, { userId, siteId: site.id, role: body.role });
    const link = await issueLink(tx, { userId, siteId: site.id, kind: 'invitation', by: staff.userId, now, invitedName: body.name });
    await recordAudit(tx, staff, {
      action: 'account.invite',
      subject: label({ name: body.name, email }),
      after: { email, name: body.name, role: body.role, lang: body.lang, expiresAt: link.expiresAt.toISOString() },
    });
    return { userId, link };
  });

  await sendOrSay(
    d,
    site,
    invitationMessage({
      lang: body.lang,
      siteName: site.name,
      from: d.env.MAIL_FROM,
      to: email,
      name: body.name,
      by: staff.name,
      id: `account-invitation-${done.link.id}`,
      role: body.role,
      url: linkUrl(d.env, done.link.token),
      hours: INVITATION_TTL_HOURS,
    }),
    'send the invitation again from the list',
  );
  return { outcome: 'invited', account: await accountOf(d.db, site.id, done.userId, staff.userId) };
}

/** Changes an account's role on the site; never the last active admin's (409 `last_admin`). */
export async function changeRole(db: Db, staff: AuthSession, siteKey: string, userId: number, role: UserRole): Promise<AccountResponse> {
  const site = await siteOf(db, siteKey);
  await db.transaction(async (tx) => {
    const active = await lockActiveAdmins(tx, site.id);
    assertAdmin(active, staff);
    const m = await lockMember(tx, site.id, userId);
    if (m.role === role) return;
    if (role !== 'admin' && active.includes(userId) && active.length <= 1) throw lastAdmin(m, 'body.role');
    await setMembershipRole(tx, site.id, userId, role);
    await recordAudit(tx, staff, { action: 'account.role', subject: label(m), before: { role: m.role }, after: { role } });
  });
  return { account: await accountOf(db, site.id, userId, staff.userId) };
}

/**
 * Disables an account on the site — its sessions there end at once (revoked, and the session check
 * refuses a disabled account) — or enables it again. An admin cannot disable their own account, nor
 * the last active admin.
 */
export async function setDisabled(
  db: Db,
  staff: AuthSession,
  siteKey: string,
  userId: number,
  disabled: boolean,
): Promise<AccountResponse> {
  if (disabled && userId === staff.userId) {
    throw new HttpError(
      409,
      'params.userId: you cannot disable your own account (another admin can)',
      'params.userId',
      ErrorCode.OwnAccount,
    );
  }
  const site = await siteOf(db, siteKey);
  const now = new Date();
  await db.transaction(async (tx) => {
    const active = await lockActiveAdmins(tx, site.id);
    assertAdmin(active, staff);
    const m = await lockMember(tx, site.id, userId);
    if (disabled === (m.disabledAt !== null)) return;
    if (disabled && active.includes(userId) && active.length <= 1) throw lastAdmin(m, 'body.disabled');
    if (!disabled && m.userDisabledAt) {
      throw new HttpError(
        409,
        'body.disabled: this account is disabled for every school by the platform’s operator: it cannot be enabled here',
        'body.disabled',
        ErrorCode.Conflict,
      );
    }
    await setMembershipDisabled(tx, site.id, userId, disabled ? now : null);
    await recordAudit(tx, staff, {
      action: disabled ? 'account.disable' : 'account.enable',
      subject: label(m),
      before: { disabled: !disabled },
      after: { disabled },
    });
  });
  return { account: await accountOf(db, site.id, userId, staff.userId) };
}

/**
 * E-mails an account a new link: a password `reset` (an account that has its password) or its
 * `invitation` again (one that never set it). The previous link stops working; the admin never sees
 * the password nor the link.
 */
export async function sendAccountLink(
  d: AccountsDeps,
  staff: AuthSession,
  siteKey: string,
  userId: number,
  kind: AccountLinkKind,
  lang: AccountLang,
): Promise<AccountResponse> {
  const site = await siteOf(d.db, siteKey);
  const now = new Date();
  const done = await d.db.transaction(async (tx) => {
    assertAdmin(await lockActiveAdmins(tx, site.id), staff);
    const m = await lockMember(tx, site.id, userId);
    if (m.disabledAt || m.userDisabledAt) {
      throw new HttpError(409, 'params.userId: this account is disabled: enable it first', 'params.userId', ErrorCode.Conflict);
    }
    const pending = (await pendingInvitation(tx, site.id, userId)).length > 0;
    if (kind === 'reset' && pending) {
      throw new HttpError(
        409,
        'params.userId: this account has not chosen a password yet: send its invitation again',
        'params.userId',
        ErrorCode.Conflict,
      );
    }
    if (kind === 'invitation' && !pending) {
      throw new HttpError(
        409,
        'params.userId: this account has already chosen its password: send a password reset instead',
        'params.userId',
        ErrorCode.Conflict,
      );
    }
    const link = await issueLink(tx, { userId, siteId: site.id, kind, by: staff.userId, now });
    await recordAudit(tx, staff, {
      action: kind === 'reset' ? 'account.password-reset' : 'account.invitation-resend',
      subject: label(m),
      after: { lang, expiresAt: link.expiresAt.toISOString() },
    });
    return { m, link };
  });
  const common = {
    id: `account-${kind}-${done.link.id}`,
    lang,
    siteName: site.name,
    from: d.env.MAIL_FROM,
    to: done.m.email,
    name: done.m.name,
    by: staff.name,
    url: linkUrl(d.env, done.link.token),
    hours: TTL_HOURS[kind],
  };
  await sendOrSay(
    d,
    site,
    kind === 'reset' ? resetMessage(common) : invitationMessage({ ...common, role: done.m.role }),
    'send it again from the list',
  );
  return { account: await accountOf(d.db, site.id, userId, staff.userId) };
}

// ---------------------------------------------------------------------------------------------
// The e-mailed links (public: the token is the credential)

/** Too many links that did not work from one address: the login's limits, on their own key. */
class LinkRateLimited extends RateLimited {
  constructor(retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = `Too many links that did not work: try again in ${Math.ceil(retryAfterSeconds / 60)} min`;
  }
}

const linkKey = (ip: string) => `link-ip:${ip}`;
const linkInvalid = () => new HttpError(404, LINK_INVALID, undefined, ErrorCode.LinkInvalid);

async function checkRate(db: Db, ip: string, now: Date) {
  const wait = await retryAfter(db, linkKey(ip), RATE_LIMIT.perIp, now);
  if (wait > 0) throw new LinkRateLimited(wait);
}

/** A link that does not work, whatever the reason, is one answer, and counts against the address. */
async function refuse(db: Db, ip: string, now: Date): Promise<never> {
  await recordFailure(db, [linkKey(ip)], now);
  throw linkInvalid();
}

/** The link of a token when it works: unused, not expired, its account enabled on its site. */
async function workingLink(db: Db | Tx, token: string, now: Date) {
  const [l] = await db
    .select({
      id: accountLinks.id,
      kind: accountLinks.kind,
      expiresAt: accountLinks.expiresAt,
      usedAt: accountLinks.usedAt,
      userId: accountLinks.userId,
      siteId: accountLinks.siteId,
      name: users.name,
      email: users.email,
      userDisabledAt: users.disabledAt,
      site: sites.key,
      config: sites.config,
      role: userSites.role,
      disabledAt: userSites.disabledAt,
    })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.userId))
    .innerJoin(sites, eq(sites.id, accountLinks.siteId))
    .innerJoin(userSites, and(eq(userSites.userId, accountLinks.userId), eq(userSites.siteId, accountLinks.siteId)))
    .where(eq(accountLinks.tokenHash, sha256(token)))
    .limit(1);
  if (!l || l.usedAt || l.expiresAt.getTime() <= now.getTime() || l.userDisabledAt || l.disabledAt) return null;
  return l;
}

/** Whom a link is for (the set-password screen shows it); a link that does not work is a 404 `link_invalid`. */
export async function accountLink(db: Db, token: string, ip: string, now = new Date()): Promise<AccountLink> {
  await checkRate(db, ip, now);
  const l = await workingLink(db, token, now);
  if (!l) return refuse(db, ip, now);
  return {
    kind: l.kind,
    name: l.name,
    email: l.email,
    site: l.site,
    siteName: l.config.siteName,
    role: l.role,
    expiresAt: l.expiresAt.toISOString(),
    passwordMinLength: PASSWORD_MIN_LENGTH,
    passwordMaxLength: PASSWORD_MAX_LENGTH,
  };
}

/**
 * Sets the password of a link's account; the link is used (one use), and every session of the account
 * ends (a reset after a lost or leaked password). Two uses at once: the second finds it used.
 */
export async function setPassword(
  d: AccountsDeps,
  token: string,
  password: string,
  ip: string,
  now = new Date(),
): Promise<SetPasswordResponse> {
  await checkRate(d.db, ip, now);
  if (!(await workingLink(d.db, token, now))) return refuse(d.db, ip, now);
  const passwordHash = await hashPassword(password, d.cost);
  const done = await d.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: accountLinks.id })
      .from(accountLinks)
      .where(eq(accountLinks.tokenHash, sha256(token)))
      .for('update');
    const l = locked ? await workingLink(tx, token, now) : null;
    if (!l) return null;
    await replacePassword(tx, l.userId, passwordHash, now);
    await tx.update(accountLinks).set({ usedAt: now }).where(eq(accountLinks.id, l.id));
    // The account holder did it: the audit log names them.
    const holder: AuthSession = {
      sessionId: 0,
      userId: l.userId,
      email: l.email,
      name: l.name,
      siteId: l.siteId,
      site: l.site,
      role: l.role,
      expiresAt: now,
    };
    await recordAudit(tx, holder, {
      action: l.kind === 'invitation' ? 'account.invitation-accepted' : 'account.password-changed',
      subject: label(l),
    });
    return { site: l.site, email: l.email, role: l.role };
  });
  if (!done) return refuse(d.db, ip, now);
  return done;
}
