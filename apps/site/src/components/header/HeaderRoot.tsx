'use client';
import { type ReactNode, useEffect, useState } from 'react';
import { isScrolledDown } from './constants';
import { LinkPrefetcher } from './LinkPrefetcher';
import { LoaderBar } from './LoaderBar';

/**
 * The header element: carries the scrolling-down state (`data-scrolled`, docs/spec.md §4: scrolled more
 * than 180 px), the route-change loader bar and the content link prefetcher. Its children are
 * rendered on the server.
 */
export function HeaderRoot({ children, className, loadingLabel }: { children: ReactNode; className?: string; loadingLabel: string }) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setScrolled(isScrolledDown(window.scrollY));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
  return (
    <header className={className ? `hd ${className}` : 'hd'} data-scrolled={scrolled ? 'true' : 'false'}>
      <LoaderBar label={loadingLabel} />
      {children}
      <LinkPrefetcher />
    </header>
  );
}
