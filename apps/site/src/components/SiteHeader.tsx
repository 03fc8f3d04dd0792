import type { Page } from '@schuss/contracts';
import type { SiteView } from '../api/site.server';
import { translator } from '../i18n';
import { pageUrl } from '../lib/lang';
import { SmartLink } from './SmartLink';

const langNames: Record<string, string> = { fr: 'Français', en: 'English' };

/** Header: logo back to home, main navigation, language links (the full shell comes with its own issue). */
export function SiteHeader({ site, page }: { site: SiteView; page?: Pick<Page, 'translations' | 'path'> }) {
  const t = translator(site.lang);
  const { homeItem } = site.menus.shortcuts;
  const others = site.config.langs.filter((l) => l !== site.lang);
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        {t('nav.skipToContent')}
      </a>
      <SmartLink href={homeItem.path} base={site.base} className="logo">
        <span aria-hidden="true">▲</span> {site.config.siteName}
        <span className="visually-hidden"> — {t('nav.backToHome')}</span>
      </SmartLink>
      <nav aria-label={t('nav.main')} className="main-nav">
        <ul>
          {site.menus.main.map((item) => (
            <li key={item.path}>
              <SmartLink href={item.path} base={site.base} aria-current={page?.path === item.path ? 'page' : undefined}>
                {item.shortTitle ?? item.title}
              </SmartLink>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="lang-links">
        {others.map((lang) => {
          const path = page?.translations.find((tr) => tr.lang === lang)?.path ?? '/';
          return (
            <li key={lang}>
              <a href={pageUrl(site.config.domains, lang, path)} hrefLang={lang} lang={lang}>
                {langNames[lang] ?? lang}
              </a>
            </li>
          );
        })}
      </ul>
    </header>
  );
}
