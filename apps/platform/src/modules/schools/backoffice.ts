import { randomBytes } from 'node:crypto';
import { type BoSchoolsResponse, ErrorCode, type LoginSchoolsResponse } from '@schuss/contracts';
import { authSessions, type Db, siteHosts, sites, userSites } from '@schuss/db';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { HttpError } from '../../lib/errors';
import { type AuthSession, BACKOFFICE_LOGIN_ROLES, openSession, revoke } from '../auth';

/** The schools where an account works in the back office (staff or admin, not disabled there), by name. */
export async function schoolsOf(db: Db, userId: number): Promise<BoSchoolsResponse> {
  const found = await db
    .select({ site: sites.key, config: sites.config, role: userSites.role })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.siteId))
    .where(and(eq(userSites.userId, userId), isNull(userSites.disabledAt), inArray(userSites.role, [...BACKOFFICE_LOGIN_ROLES])))
    .orderBy(asc(sites.key));
  const schools = found.map((r) => ({ site: r.site, name: r.config?.siteName ?? r.site, role: r.role }));
  return { schools: schools.sort((a, b) => a.name.localeCompare(b.name, 'fr')) };
}

/**
 * The schools the back office's login offers on a host name (the port left out): the school whose
 * site uses it (`site_hosts`, one school per host), else every school of the deployment — the
 * platform's own host serves them all. By name; 404 when there is no school at all.
 */
export async function schoolsOnHost(db: Db, host: string): Promise<LoginSchoolsResponse> {
  const wanted = host.toLowerCase().replace(/\.$/, '');
  const named = await db
    .select({ site: sites.key, config: sites.config })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(eq(siteHosts.host, wanted))
    .limit(1);
  const found = named.length > 0 ? named : await db.select({ site: sites.key, config: sites.config }).from(sites).orderBy(asc(sites.key));
  if (found.length === 0) throw new HttpError(404, 'No school is served here', undefined, ErrorCode.NotFound);
  const schools = found.map((r) => ({ site: r.site, name: r.config?.siteName ?? r.site }));
  return { schools: schools.sort((a, b) => a.name.localeCompare(b.name, 'fr')) };
}

/**
 * Moves a back-office session to another of its account's schools: a new session there (its own
 * token, the same absolute expiry: switching never extends a login), the old one revoked. 403 naming
 * `body.site` when the account has no back-office role at that school.
 */
export async function switchSchool(db: Db, session: AuthSession, site: string, now = new Date()): Promise<{ token: string }> {
  const [membership] = await db
    .select({ siteId: userSites.siteId, role: userSites.role })
    .from(userSites)
    .innerJoin(sites, eq(sites.id, userSites.siteId))
    .where(
      and(
        eq(userSites.userId, session.userId),
        eq(sites.key, site),
        isNull(userSites.disabledAt),
        inArray(userSites.role, [...BACKOFFICE_LOGIN_ROLES]),
      ),
    )
    .limit(1);
  if (!membership) {
    throw new HttpError(403, `body.site: your account has no back-office role at school "${site}"`, 'body.site', ErrorCode.Forbidden);
  }
  const [current] = await db.select({ expiresAt: authSessions.expiresAt }).from(authSessions).where(eq(authSessions.id, session.sessionId));
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await revoke(tx, session.sessionId, now);
    await openSession(tx, {
      token,
      userId: session.userId,
      siteId: membership.siteId,
      role: membership.role,
      now,
      expiresAt: current?.expiresAt ?? now,
    });
  });
  return { token };
}
