/**
 * Follows the link under a click with a full page load (the tool mounts again on the new page) and
 * says whether it did. Modified clicks, downloads and non-http links are left to the browser's
 * default only where harmless; same-page anchors are not followed.
 */
export function followLink(e: MouseEvent): boolean {
  const a = (e.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!a) return false;
  const url = new URL(a.href, window.location.href);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.origin === window.location.origin && url.pathname === window.location.pathname && url.hash) return false;
  if (a.target === '_blank' || e.ctrlKey || e.metaKey || e.shiftKey) window.open(url.href, '_blank', 'noopener');
  else window.location.assign(url.href);
  return true;
}
