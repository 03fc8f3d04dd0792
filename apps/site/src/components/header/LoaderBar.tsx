'use client';
import { useEffect, useRef, useState } from 'react';
import { LOADER_TIMEOUT_MS } from './constants';
import { startsRouteChange } from './route-progress';
import { useRouteChange } from './use-route-change';

/**
 * A thin bar at the top of the page while a route change is in progress (docs/spec.md §2): it starts on
 * a click on a link to another page of the site and on history navigation (popstate), and stops
 * when the route's pathname changes.
 */
export function LoaderBar({ label }: { label: string }) {
  const [active, setActive] = useState(false);
  const pathname = useRouteChange(() => setActive(false));
  const rendered = useRef(pathname);
  useEffect(() => {
    rendered.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && startsRouteChange(event, anchor, window.location)) setActive(true);
    };
    const onPopState = () => {
      if (window.location.pathname !== rendered.current) setActive(true);
    };
    // Capture phase: seen before any handler can stop the event.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setActive(false), LOADER_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [active]);

  if (!active) return null;
  return (
    <div className="hd-loader" role="progressbar" aria-label={label}>
      <span className="hd-loader-bar" />
    </div>
  );
}
