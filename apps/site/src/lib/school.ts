import type { LangMenus, SiteConfig, SiteResponse } from '@schuss/contracts';
import { type Domains, languageOfSegment } from './lang';

/** The school a request is for, in the language of its URL. */
export type School = {
  siteKey: string;
  lang: string;
  /** Path prefix of the language on this host (`/en`, or `` for a language with its own domain), to build its links. */
  base: string;
  domains: Domains;
  config: SiteConfig;
  menus: LangMenus;
};

/** How a school is looked up (the platform's answers, cached, in src/api/school.server.ts). */
export type SchoolLookup = {
  /** The key of the school whose language base URLs use this host name, or null. */
  keyOfHost: (host: string) => Promise<string | null>;
  siteData: (key: string) => Promise<SiteResponse>;
  /** The school served on a host no school lists (SITE_KEY), or null: such a host gets the not-found page. */
  fallback: string | null;
};

/** The host name of a `Host` header as the rewrites capture it: port left out, lower case. */
export const hostName = (header: string | null | undefined): string => (header ?? '').split(':', 1)[0]?.toLowerCase() ?? '';

/** The school serving a host name: the one listing it (`listed`), else the fallback, else null. */
export async function schoolKeyOf(host: string, lookup: SchoolLookup): Promise<{ key: string; listed: boolean } | null> {
  const key = await lookup.keyOfHost(host);
  if (key) return { key, listed: true };
  return lookup.fallback ? { key: lookup.fallback, listed: false } : null;
}

/**
 * The school of a request from its host and its `[lang]` route segment (a language code, or `-` for
 * the language without a path prefix on that host); null when no school is served there or the
 * school does not serve that language there (the not-found page). Lookup errors are passed on.
 */
export async function resolveSchool(host: string, segment: string, lookup: SchoolLookup): Promise<School | null> {
  const found = await schoolKeyOf(host, lookup);
  if (!found) return null;
  const { config, menus } = await lookup.siteData(found.key);
  const where = languageOfSegment(config.domains, host, segment, { anyHost: !found.listed, defaultLang: config.defaultLang });
  if (!where || !config.langs.includes(where.lang)) return null;
  const langMenus = menus[where.lang] ?? menus[config.defaultLang];
  if (!langMenus) throw new Error(`site ${config.site} has no menus`);
  return { siteKey: found.key, lang: where.lang, base: where.base, domains: config.domains, config, menus: langMenus };
}
