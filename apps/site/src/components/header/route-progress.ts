import { isInternal } from '../../lib/links';

/** The parts of a click and of its link the loader bar looks at (a DOM event and anchor fit). */
export type ClickLike = { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean };
export type AnchorLike = { href: string; target: string; hasAttribute(name: string): boolean };
export type LocationLike = { href: string; origin: string; pathname: string };

/**
 * True when a click on a link starts a route change of this site: a plain left click on a
 * same-origin link to a page (no file extension) other than the current one, opened in this tab.
 * Hash-only and same-page links, downloads, new tabs and modifier clicks do not.
 */
export function startsRouteChange(click: ClickLike, anchor: AnchorLike, location: LocationLike): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  if (!isInternal(url.pathname)) return false;
  return url.pathname !== location.pathname;
}

/**
 * True when a link inside CMS content should be prefetched as it nears the viewport: a
 * same-origin page link (internal by the spec's rules) to another page.
 */
export function shouldPrefetch(href: string | null, location: LocationLike): boolean {
  if (!href) return false;
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return false;
  }
  return url.origin === location.origin && isInternal(url.pathname) && url.pathname !== location.pathname;
}
