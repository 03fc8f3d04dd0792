import 'server-only';
import type { LangMenus, SiteConfig, SiteResponse } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { cache } from 'react';
import { basePath } from '../lib/lang';
import { cached, platform, siteKey } from './platform.server';

export type SiteView = {
  config: SiteConfig;
  menus: LangMenus;
  lang: string;
  /** Path prefix of the language (`/en`), to build its links. */
  base: string;
};

/** Site config and menus of the site, once per request. */
const getSiteData = cache(async (): Promise<SiteResponse> => platform.call(paths.site, { query: { site: siteKey() } }, cached([])));

/** The view model of the site for one language. */
export async function getSite(lang: string): Promise<SiteView> {
  const data = await getSiteData();
  const menus = data.menus[lang] ?? data.menus[data.config.defaultLang];
  if (!menus) throw new Error(`site ${data.config.site} has no menus`);
  return { config: data.config, menus, lang, base: basePath(data.config.domains, lang) };
}

/** The public part of the config, as served at `/static/cms/config.json`. */
export async function getPublicConfig(): Promise<SiteConfig> {
  return (await getSiteData()).config;
}
