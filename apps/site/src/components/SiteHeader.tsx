import type { Page } from '@schuss/contracts';
import type { SiteView } from '../api/site.server';
import { translator } from '../i18n';
import { inter } from './header/font';
import { HeaderRoot } from './header/HeaderRoot';
import { LanguageSwitcher } from './header/LanguageSwitcher';
import { Logo } from './header/Logo';
import { languageLinks } from './header/language-links';
import { MegaMenu } from './header/MegaMenu';
import { MenuShortcuts, Shortcuts } from './header/Shortcuts';
import { SearchButton } from './search/SearchButton';
import './header/header.css';

/**
 * The page shell's header (docs/spec.md §2): logo back to home, mega-menu / mobile menu from the CMS
 * menus, language switcher, shortcut buttons, the route-change loader bar and the scrolling-down
 * state. Rendered on the server; the client parts are the menus' open/closed states.
 */
export function SiteHeader({ site, page }: { site: SiteView; page?: Pick<Page, 'translations' | 'path' | 'lang'> }) {
  const t = translator(site.lang);
  const { shortcuts } = site.menus;
  return (
    <HeaderRoot className={inter.variable} loadingLabel={t('nav.loading')}>
      <a className="skip-link" href="#content">
        {t('nav.skipToContent')}
      </a>
      <div className="hd-bar">
        <Logo
          lang={site.lang}
          siteName={site.config.siteName}
          base={site.base}
          homeItem={shortcuts.homeItem}
          color="red"
          image={site.config.brand?.logo}
        />
        <MegaMenu
          items={site.menus.main}
          base={site.base}
          currentPath={page?.path}
          label={t('nav.main')}
          menuLabel={t('nav.menu')}
          extra={<MenuShortcuts items={shortcuts} lang={site.lang} base={site.base} />}
        />
        <div className="hd-tools">
          <SearchButton lang={site.lang} label={t('nav.showSearch')} />
          <LanguageSwitcher links={languageLinks(site.config, site.lang, page)} label={t('nav.language')} listLabel={t('nav.languages')} />
          <Shortcuts items={shortcuts} lang={site.lang} base={site.base} />
        </div>
      </div>
    </HeaderRoot>
  );
}
