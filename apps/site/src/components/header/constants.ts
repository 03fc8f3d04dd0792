/** Shell constants of docs/spec.md §9 used by the header. */

/** The navigation gets its scrolling-down state past this many pixels (docs/spec.md §9 "Scroll threshold"). */
export const SCROLL_THRESHOLD = 180;

/** Links prefetch their page when they come this close to the viewport (docs/spec.md §9 "link prefetch margin"). */
const LINK_PREFETCH_MARGIN_PX = 200;
export const LINK_PREFETCH_MARGIN = `${LINK_PREFETCH_MARGIN_PX}px`;

/** Below this width the navigation is the mobile menu (same cut-off as the cart preview, docs/spec.md §9). */
const MOBILE_BREAKPOINT = 992;
export const DESKTOP_MEDIA = `(min-width: ${MOBILE_BREAKPOINT}px)`;
/** The cart preview shows on hover only from this window width (docs/spec.md §4, §9). */
export const CART_PREVIEW_MIN_WIDTH = 992;

/** The loader bar gives up after this long if the route never changes (failed or cancelled navigation). */
export const LOADER_TIMEOUT_MS = 15_000;

/** True once the page is scrolled down more than the threshold (strictly more, docs/spec.md §4). */
export function isScrolledDown(scrollY: number, threshold = SCROLL_THRESHOLD): boolean {
  return scrollY > threshold;
}
