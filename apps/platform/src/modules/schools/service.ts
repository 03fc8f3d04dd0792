import { randomBytes } from 'node:crypto';
import { INVITATION_TTL_HOURS, LoginRequest, SiteConfig } from '@schuss/contracts';
import { type Db, siteHosts, sites, type Tx, users } from '@schuss/db';
import { defaultTexts, STARTER_LANGS, type StarterLang, seedSite, starterMenus, starterPages } from '@schuss/db/seed';
import { eq, inArray, sql } from 'drizzle-orm';
import type { PlatformEnv } from '../../env';
import { type Mailer, schoolSent } from '../../lib/mail';
import { invitationMessage, issueLink } from '../accounts';
import { addMembership, createUser, type HashCost, hashPassword } from '../auth';
import { indexPages } from '../search';

/** A wrong argument of `school:add`: the message names it. */
export class SchoolArgError extends Error {
  constructor(
    readonly arg: string,
    message: string,
  ) {
    super(`${arg} ${message}`);
    this.name = 'SchoolArgError';
  }
}

/** The arguments of `school:add` as given on the command line. */
export type SchoolArgs = {
  key?: string;
  name?: string;
  resort?: string;
  domain?: string[];
  admin?: string;
  'admin-name'?: string;
  lang?: string;
  'season-start'?: string;
  'season-end'?: string;
};

export type NewSchool = {
  key: string;
  name: string;
  resort: string;
  /** Base URL of each language, without a trailing slash. */
  domains: Partial<Record<StarterLang, string>>;
  admin: { email: string; name: string; lang: StarterLang };
  season: { start: string; end: string };
};

const KEY = /^[a-z0-9][a-z0-9-]{0,63}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isLang = (l: string): l is StarterLang => (STARTER_LANGS as readonly string[]).includes(l);

/** The coming winter (or this one until the end of April): 1 December to 30 April. */
function defaultSeason(today: Date): { start: string; end: string } {
  const y = today.getUTCFullYear();
  const first = today.getUTCMonth() >= 4 ? y : y - 1;
  return { start: `${first}-12-01`, end: `${first + 1}-04-30` };
}

function validDay(arg: string, value: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  if (!DAY.test(value) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) {
    throw new SchoolArgError(arg, `must be a date such as 2026-12-19 (got "${value}")`);
  }
  return value;
}

/** Checks every argument of `school:add`; throws a SchoolArgError naming the first wrong one. */
export function parseSchoolArgs(a: SchoolArgs, today = new Date()): NewSchool {
  const text = (arg: keyof SchoolArgs) => {
    const v = a[arg];
    return typeof v === 'string' ? v.trim() : undefined;
  };
  const key = text('key');
  if (!key) throw new SchoolArgError('--key', 'is required (the school key, e.g. les-arolles)');
  if (!KEY.test(key)) throw new SchoolArgError('--key', 'must be lowercase letters, digits and dashes (at most 64)');
  const name = text('name');
  if (!name) throw new SchoolArgError('--name', 'is required (the school name shown on its site)');
  if (name.length > 200) throw new SchoolArgError('--name', 'must be at most 200 characters');
  const resort = text('resort');
  if (!resort) throw new SchoolArgError('--resort', 'is required (the resort whose catalogue the school sells)');
  if (!KEY.test(resort)) throw new SchoolArgError('--resort', 'must be lowercase letters, digits and dashes (at most 64)');

  const domains: Partial<Record<StarterLang, string>> = {};
  if (!a.domain?.length) throw new SchoolArgError('--domain', 'is required: one per language, e.g. --domain fr=https://ecole.example');
  for (const given of a.domain) {
    const eq = given.indexOf('=');
    const lang = eq > 0 ? given.slice(0, eq).trim() : '';
    const url = eq > 0 ? given.slice(eq + 1).trim() : '';
    if (!lang || !url) throw new SchoolArgError('--domain', `must be LANG=URL, e.g. fr=https://ecole.example (got "${given}")`);
    if (!isLang(lang)) throw new SchoolArgError('--domain', `language must be one of ${STARTER_LANGS.join(', ')} (got "${lang}")`);
    if (domains[lang]) throw new SchoolArgError('--domain', `gives ${lang} twice`);
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      throw new SchoolArgError('--domain', `${lang}: "${url}" is not a URL`);
    }
    if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new SchoolArgError('--domain', `${lang}: must be an http or https URL`);
    if (u.search || u.hash || u.username || u.password) {
      throw new SchoolArgError('--domain', `${lang}: must be a base URL, without user, query or fragment`);
    }
    domains[lang] = `${u.origin}${u.pathname.replace(/\/+$/, '')}`;
  }

  const email = text('admin');
  if (!email) throw new SchoolArgError('--admin', "is required (the e-mail of the school's first admin)");
  const checked = LoginRequest.shape.email.safeParse(email);
  if (!checked.success) throw new SchoolArgError('--admin', `must be an e-mail address (got "${email}")`);
  const adminName = text('admin-name') || email.split('@')[0] || email;
  if (adminName.length > 200) throw new SchoolArgError('--admin-name', 'must be at most 200 characters');
  const langs = Object.keys(domains) as StarterLang[];
  const lang = text('lang') ?? (langs.includes('fr') ? 'fr' : langs[0]);
  if (!lang || !isLang(lang)) throw new SchoolArgError('--lang', `must be one of ${STARTER_LANGS.join(', ')} (the invitation's language)`);

  const season = defaultSeason(today);
  const start = text('season-start') ? validDay('--season-start', text('season-start') as string) : season.start;
  const end = text('season-end') ? validDay('--season-end', text('season-end') as string) : season.end;
  if (end < start) throw new SchoolArgError('--season-end', `must not be before --season-start (${start})`);

  return { key, name, resort, domains, admin: { email: checked.data.toLowerCase(), name: adminName, lang }, season: { start, end } };
}

/** The config of a new school: its domains and names, the platform's URLs, nothing else turned on. */
export function newSchoolConfig(s: NewSchool, platformUrl: string): SiteConfig {
  const langs = STARTER_LANGS.filter((l) => s.domains[l]);
  return SiteConfig.parse({
    site: s.key,
    siteName: s.name,
    resort: s.resort,
    langs,
    defaultLang: langs.includes('fr') ? 'fr' : langs[0],
    domains: s.domains,
    preProd: false,
    season: s.season,
    ubloApi: platformUrl,
    msemUrl: platformUrl,
    searchUrl: platformUrl,
    gaAccount: null,
    hotjar: null,
    enableCookieConsent: true,
    cms: { version: 'v3' },
    contact: { placeName: s.name, address: '', postalCode: '', city: '', tel: '', clickableTel: '' },
    social: [],
    partners: [],
    mapTiles: null,
    mapPlan: null,
    timeZone: 'Europe/Paris',
  });
}

const hostOf = (url: string) => new URL(url).hostname.toLowerCase().replace(/\.$/, '');

/** Refuses a key, resort or host name another school already has (SchoolArgError naming the argument). */
async function assertFree(db: Db | Tx, s: NewSchool): Promise<void> {
  const [byKey] = await db.select({ id: sites.id }).from(sites).where(eq(sites.key, s.key)).limit(1);
  if (byKey) throw new SchoolArgError('--key', `"${s.key}" is already a school`);
  const [byResort] = await db.select({ key: sites.key }).from(sites).where(sql`${sites.config}->>'resort' = ${s.resort}`).limit(1);
  if (byResort) throw new SchoolArgError('--resort', `"${s.resort}" is already sold by school ${byResort.key}`);
  const hosts = [...new Set(Object.values(s.domains).map((u) => hostOf(u as string)))];
  const [byHost] = await db
    .select({ host: siteHosts.host, key: sites.key })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(inArray(siteHosts.host, hosts))
    .limit(1);
  if (byHost) throw new SchoolArgError('--domain', `host ${byHost.host} already belongs to school ${byHost.key}`);
}

/** A unique violation of the database (a school added at the same moment): which argument it is about. */
function conflictArg(err: unknown): SchoolArgError | undefined {
  const cause = (err as { cause?: { code?: string; constraint?: string; message?: string } })?.cause ?? (err as { code?: string });
  if ((cause as { code?: string })?.code !== '23505') return undefined;
  const c = cause as { constraint?: string; message?: string };
  if (c.constraint === 'sites_resort_uq') return new SchoolArgError('--resort', 'is already sold by another school');
  if (c.constraint === 'site_hosts_pkey') return new SchoolArgError('--domain', c.message ?? 'a host already belongs to another school');
  return new SchoolArgError('--key', 'is already a school');
}

export type SchoolsDeps = {
  db: Db;
  env: Pick<PlatformEnv, 'PLATFORM_URL' | 'MAIL_FROM'>;
  mailer: Mailer;
  /** argon2id cost of the placeholder password (tests make it cheap). */
  cost?: HashCost;
};

export type AddedSchool = {
  siteId: number;
  key: string;
  pages: number;
  hosts: string[];
  admin: {
    email: string;
    /** `invited`: a new account, with a link to set its password; `role-added`: an existing account, the role added. */
    outcome: 'invited' | 'role-added';
    invitationUrl?: string;
    expiresAt?: Date;
    /** Why the invitation e-mail was not sent (the link is printed anyway). */
    mailError?: string;
  };
};

/**
 * Adds a school: its config, starter pages and menus in its languages, and its first admin, in one
 * transaction; then e-mails the admin the invitation (the accounts module's). Nothing is written
 * when an argument is refused.
 */
export async function addSchool(d: SchoolsDeps, s: NewSchool, now = new Date()): Promise<AddedSchool> {
  await assertFree(d.db, s);
  const config = newSchoolConfig(s, d.env.PLATFORM_URL);
  const langs = STARTER_LANGS.filter((l) => s.domains[l]);
  const placeholder = await hashPassword(randomBytes(32).toString('base64url'), d.cost);
  let done: { siteId: number; pages: number; userId: number; name: string; token?: string; linkId?: number; expiresAt?: Date };
  try {
    done = await d.db.transaction(async (tx) => {
      const seeded = await seedSite(
        tx,
        { config, menus: Object.fromEntries(langs.map((l) => [l, starterMenus(l)])) },
        starterPages(Object.fromEntries(langs.map((l) => [l, defaultTexts(l, s.name)]))),
      );
      const [known] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, s.admin.email)).for('update');
      const userId = known?.id ?? (await createUser(tx, { email: s.admin.email, name: s.admin.name, passwordHash: placeholder }));
      if (userId === undefined) throw new Error('user insert returned nothing');
      await addMembership(tx, { userId, siteId: seeded.siteId, role: 'admin' });
      const base = { siteId: seeded.siteId, pages: seeded.pages, userId, name: known?.name ?? s.admin.name };
      // An existing account gets the role only (the platform's operator adds the school's first admin;
      // a school's admin invites through the accounts module, whose invitation must be accepted).
      if (known) return base;
      const link = await issueLink(tx, { userId, siteId: seeded.siteId, kind: 'invitation', by: null, now });
      return { ...base, token: link.token, linkId: link.id, expiresAt: link.expiresAt };
    });
  } catch (err) {
    throw conflictArg(err) ?? err;
  }

  // Its pages are found by the site's search at once.
  await indexPages(d.db, sql`p.site_id = ${done.siteId}`);
  const hosts = [...new Set(Object.values(s.domains).map((u) => hostOf(u as string)))];
  if (!done.token)
    return { siteId: done.siteId, key: s.key, pages: done.pages, hosts, admin: { email: s.admin.email, outcome: 'role-added' } };
  // The accounts module's link (apps/backoffice's invitation page).
  const url = `${d.env.PLATFORM_URL.replace(/\/+$/, '')}/admin/invitation?token=${done.token}`;
  const admin: AddedSchool['admin'] = { email: s.admin.email, outcome: 'invited', invitationUrl: url, expiresAt: done.expiresAt };
  try {
    await d.mailer.send(
      schoolSent(
        invitationMessage({
          id: `account-invitation-${done.linkId}`,
          lang: s.admin.lang,
          siteName: s.name,
          from: d.env.MAIL_FROM,
          to: s.admin.email,
          name: done.name,
          by: 'Schuss',
          role: 'admin',
          url,
          hours: INVITATION_TTL_HOURS,
        }),
        config,
      ),
    );
  } catch (err) {
    admin.mailError = String((err as Error)?.message ?? err);
  }
  return { siteId: done.siteId, key: s.key, pages: done.pages, hosts, admin };
}
