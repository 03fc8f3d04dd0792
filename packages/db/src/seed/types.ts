import type { LangMenus, PageSeo, SiteConfig, Template, Zones } from '@schuss/contracts';

/** One language of a seed page. `path` is relative to the language's base URL. */
export type SeedPageLang = {
  path: string;
  name: string;
  title: string;
  subTitle?: string;
  shortTitle?: string;
  disabled?: boolean;
  seo: PageSeo;
  zones: Zones;
};

/** A page and its translations, linked by `group`. */
export type SeedPage = {
  group: string;
  template: Template;
  fr?: SeedPageLang;
  en?: SeedPageLang;
};

/** URLs the demo config points to (they depend on the ports the demo runs on). */
export type DemoUrls = {
  /** Public base URL of the site, e.g. `http://localhost:3000`. */
  siteUrl: string;
  /** Public base URL of the platform, e.g. `http://localhost:4000`. */
  platformUrl: string;
};

export type SeedSite = { config: SiteConfig; menus: Record<string, LangMenus> };
