import './booking.css';
import { translator } from '../../i18n';
import { linkAttributes } from '../../lib/links';
import { SeasonShopLink } from './SeasonShopLink';

/** Booking pages of the season products, per language (paths of the demo site, without the language base). */
const LINKS: Record<string, { key: string; path: string }[]> = {
  fr: [
    { key: 'season.link.liftPasses', path: '/reserver/forfaits/' },
    { key: 'season.link.rentals', path: '/reserver/location/' },
    { key: 'season.link.groupLessons', path: '/reserver/cours-collectifs/' },
  ],
  en: [
    { key: 'season.link.liftPasses', path: '/book/lift-passes/' },
    { key: 'season.link.rentals', path: '/book/rentals/' },
    { key: 'season.link.groupLessons', path: '/book/group-lessons/' },
  ],
};

/**
 * The season products list (widget view `season-products`, docs/spec.md §4): links to the booking pages,
 * each a boutique link that sets the stay to the whole season before navigating.
 */
export function SeasonProducts({ lang, base }: { lang: string; base: string }) {
  const t = translator(lang);
  const links = LINKS[lang] ?? LINKS.fr ?? [];
  return (
    <nav className="season-shop" aria-labelledby="season-shop-title">
      <h2 id="season-shop-title">{t('season.shop')}</h2>
      <ul>
        {links.map((l) => (
          <li key={l.path}>
            <SeasonShopLink href={linkAttributes(l.path, base).href} className="season-shop-link">
              {t(l.key)}
            </SeasonShopLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
