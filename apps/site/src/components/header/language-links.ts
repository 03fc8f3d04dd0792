import type { Page, SiteConfig } from '@schuss/contracts';
import { pageUrl } from '../../lib/lang';

/** Each language's name in that language (a language link is read in its own language). */
const LANGUAGE_NAMES: Record<string, string> = {
  fr: 'Français',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  nl: 'Nederlands',
};

const languageName = (lang: string) => LANGUAGE_NAMES[lang] ?? lang.toUpperCase();

export type LanguageLink = { lang: string; name: string; href: string; current: boolean };

/**
 * The language switcher's links (docs/spec.md §2): for each language of the site, the path of the
 * current page's translation (linked by group key), or that language's home when there is none.
 */
export function languageLinks(
  config: Pick<SiteConfig, 'langs' | 'domains'>,
  currentLang: string,
  page?: Pick<Page, 'translations' | 'path' | 'lang'>,
): LanguageLink[] {
  return config.langs
    .filter((lang) => config.domains[lang])
    .map((lang) => {
      const path = (page && page.lang === lang ? page.path : undefined) ?? page?.translations.find((t) => t.lang === lang)?.path ?? '/';
      return { lang, name: languageName(lang), href: pageUrl(config.domains, lang, path), current: lang === currentLang };
    });
}

/** Adds `hoteId=<id>` to a link when a valid business provider id is stored (docs/spec.md §2 "Language switcher"). */
export function withHoteId(href: string, hoteId: string | null | undefined): string {
  if (hoteId === null || hoteId === undefined || hoteId === '') return href;
  const hash = href.indexOf('#');
  const [main, anchor] = hash === -1 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  const q = main.indexOf('?');
  const params = new URLSearchParams(q === -1 ? '' : main.slice(q + 1));
  params.set('hoteId', hoteId);
  return `${q === -1 ? main : main.slice(0, q)}?${params.toString()}${anchor}`;
}
