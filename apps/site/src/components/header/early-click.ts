/**
 * Clicks on the header's buttons made before the page has hydrated (its scripts start after the
 * first paint, decision 012): the head script below takes them instead of letting them fall on a
 * button React does not handle yet, and the button's component replays the last one when it mounts.
 * Buttons opt in with `data-early-click="<key>"`; once any of them has mounted, clicks go to React.
 */
type EarlyClickWindow = { __schussHydrated?: boolean; __schussEarlyClick?: string };

/** Part of the head's inline script (runs before the first paint; CSP allows the page's inline scripts). */
export const EARLY_CLICK_SCRIPT =
  'document.addEventListener("click",function(e){if(window.__schussHydrated)return;' +
  'var b=e.target&&e.target.closest&&e.target.closest("[data-early-click]");if(!b)return;' +
  'e.preventDefault();e.stopPropagation();window.__schussEarlyClick=b.getAttribute("data-early-click")},true);';

/**
 * Marks the page hydrated and, when the click taken before hydration was on one of this component's
 * buttons (`accepts(key)`), replays it with `act(key)` — once, right after the first commit.
 */
export function takeEarlyClick(accepts: (key: string) => boolean, act: (key: string) => void): void {
  const w = window as EarlyClickWindow;
  w.__schussHydrated = true;
  const pending = w.__schussEarlyClick;
  if (pending === undefined || !accepts(pending)) return;
  w.__schussEarlyClick = undefined;
  act(pending);
}
