import 'server-only';
import { cacheTags, type SiteConfig, SiteHostQuery, type SiteResponse } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { cache } from 'react';
import { env } from '../env.server';
import { resolveSchool, type School, type SchoolLookup, schoolKeyOf } from '../lib/school';
import { cached, orNull, platform } from './platform.server';

export { hostName, type School } from '../lib/school';

/** A school's config and menus of every language, once per request. */
export const getSiteData = cache(
  async (site: string): Promise<SiteResponse> => platform.call(paths.site, { query: { site } }, cached(site, [])),
);

/** The school listing a host name; cached with the `hosts` tag like other platform reads. */
const keyOfHost = cache(async (host: string): Promise<string | null> => {
  const query = SiteHostQuery.safeParse({ host });
  if (!query.success) return null; // not a host name a school can list (an IP v6 address…)
  const found = await orNull(platform.call(paths.siteHost, { query: query.data }, cached(null, [cacheTags.hosts()])));
  return found?.site ?? null;
});

const lookup: SchoolLookup = { keyOfHost, siteData: getSiteData, fallback: env.FALLBACK_SITE_KEY };

/** The school serving a host name (its own, or the fallback SITE_KEY), or null. */
export const schoolOfHost = cache((host: string) => schoolKeyOf(host, lookup));

/** The school of a request (`[host]` and `[lang]` route segments), once per request; null: the not-found page. */
export const getSchool = cache((host: string, segment: string): Promise<School | null> => resolveSchool(host, segment, lookup));

/** The public config of the school of a host, as served at `/static/cms/config.json`; null for a host no school serves. */
export async function configOfHost(host: string): Promise<SiteConfig | null> {
  const found = await schoolOfHost(host);
  return found ? (await getSiteData(found.key)).config : null;
}
