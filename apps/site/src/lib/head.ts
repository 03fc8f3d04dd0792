import type { Page, SiteConfig } from '@schuss/contracts';
import { pageUrl } from './lang';

/** Page title (docs/spec.md §2 "Page head"): title plus subtitle, then a dash and the site name. */
export function pageTitle(page: Pick<Page, 'title' | 'subTitle'>, siteName: string): string {
  const main = [page.title, page.subTitle]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return `${main} - ${siteName}`;
}

/** True when the language is flagged pre-production (whole site `true`, or a list of languages). */
export function isPreProd(config: Pick<SiteConfig, 'preProd'>, lang: string): boolean {
  return config.preProd === true || (Array.isArray(config.preProd) && config.preProd.includes(lang));
}

/** Pages marked disabled, or in a pre-production language, are not indexed. */
export function isIndexable(config: Pick<SiteConfig, 'preProd'>, page: Pick<Page, 'disabled' | 'lang'>): boolean {
  return !page.disabled && !isPreProd(config, page.lang);
}

/** hreflang alternates: every translation in a language of the site, plus x-default. */
export function alternates(
  config: Pick<SiteConfig, 'domains' | 'langs' | 'defaultLang'>,
  page: Pick<Page, 'translations' | 'lang' | 'path'>,
) {
  const languages: Record<string, string> = {};
  for (const t of page.translations) {
    if (config.langs.includes(t.lang) && config.domains[t.lang]) languages[t.lang] = pageUrl(config.domains, t.lang, t.path);
  }
  if (!languages[page.lang]) languages[page.lang] = pageUrl(config.domains, page.lang, page.path);
  const fallback = languages[config.defaultLang] ?? languages[page.lang];
  if (fallback) languages['x-default'] = fallback;
  return languages;
}
