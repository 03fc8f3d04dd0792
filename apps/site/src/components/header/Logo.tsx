import Link from 'next/link';
import { translator } from '../../i18n';
import { resolveHref } from '../../lib/links';

type LogoColor = 'red' | 'white' | 'auto';
type LogoPosition = 'right' | 'bottom';
type HomeItem = { path: string; page: string };

const DEFAULT_HOME_ITEM: HomeItem = { path: '/', page: 'home' };

type Props = {
  lang: string;
  /** The site's name, shown beside (right) or under (bottom) the mark. */
  siteName: string;
  /** Path prefix of the language (`/en`). */
  base?: string;
  /** Where the logo leads (default: the root path, page home). */
  homeItem?: HomeItem;
  /** red: the brand red; white: for dark backgrounds; auto: red mark, name in the surrounding text colour. */
  color?: LogoColor;
  /** Where the site name goes relative to the mark. */
  position?: LogoPosition;
  /** The school's own logo (`config.brand.logo`) in place of the mark; its alternative text is the school's name. */
  image?: string;
};

/**
 * The logo (docs/spec.md §2): a link to the home page with a tooltip saying so. The tooltip is CSS only
 * (shown on hover and keyboard focus after 200 ms, docs/spec.md §9); its text is also part of the link's
 * accessible name, so no script is needed.
 */
export function Logo({ lang, siteName, base = '', homeItem = DEFAULT_HOME_ITEM, color = 'auto', position = 'right', image }: Props) {
  const t = translator(lang);
  return (
    <Link
      href={resolveHref(homeItem.path || '/', base)}
      className={`hd-logo hd-logo--${color} hd-logo--${position}`}
      data-page={homeItem.page}
    >
      {image ? (
        // A school's logo of any size and host: a plain image (next/image would need every host configured).
        // biome-ignore lint/performance/noImgElement: see above
        <img className="hd-logo-image" src={image} alt={siteName} height={40} />
      ) : (
        <svg className="hd-logo-mark" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
          <rect width="48" height="48" rx="12" className="hd-logo-bg" />
          <path d="M6 37 19 16l6 9 5-7 12 19Z" className="hd-logo-peak" />
          <path d="m19 16 4.2 6.8-2.7-1.6-2.5 2.6-2.1-1.9Z" className="hd-logo-snow" />
        </svg>
      )}
      {/* With an image, its alternative text already names the school. */}
      <span className="hd-logo-name" aria-hidden={image ? true : undefined}>
        {siteName}
      </span>
      <span className="visually-hidden"> – {t('nav.backToHome')}</span>
      <span className="hd-tip" aria-hidden="true">
        {t('nav.backToHome')}
      </span>
    </Link>
  );
}
