import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

/**
 * The application's routes live under /admin/ (the platform answers its page for any of them);
 * this small router reads and writes the History API. Paths given to it are the app's own
 * (`/orders?status=paid`), the base is added here.
 */
export const BASE = '/admin';
const CHANGE = 'backoffice:navigate';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

const snapshot = () => `${window.location.pathname}${window.location.search}`;

/** The app path (without /admin) and its query. */
export function useLocation(): { path: string; search: URLSearchParams; href: string } {
  const full = useSyncExternalStore(subscribe, snapshot, () => '/admin/');
  const [pathname = '', query = ''] = full.split('?');
  const path = pathname.startsWith(BASE) ? pathname.slice(BASE.length) || '/' : pathname;
  return { path, search: new URLSearchParams(query), href: `${path}${query ? `?${query}` : ''}` };
}

export const hrefOf = (to: string) => `${BASE}${to.startsWith('/') ? to : `/${to}`}`;

export function navigate(to: string, { replace = false } = {}) {
  const url = hrefOf(to);
  if (url === snapshot()) return;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  window.dispatchEvent(new Event(CHANGE));
}

/** A link inside the app: a real `<a href>` (opens in a new tab, copies), followed without reloading the page. */
export function Link({ to, onClick, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <a href={hrefOf(to)} onClick={follow} {...rest} />;
}

/** Matches an app path against `/orders/:number` patterns; the params decoded, or null. */
export function match(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const re = new RegExp(
    `^${pattern.replace(/\/:(\w+)/g, (_, n: string) => {
      names.push(n);
      return '/([^/]+)';
    })}/?$`,
  );
  const m = re.exec(path);
  if (!m) return null;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1] ?? '')]));
}
