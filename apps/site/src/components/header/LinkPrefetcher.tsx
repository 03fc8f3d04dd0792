'use client';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { LINK_PREFETCH_MARGIN } from './constants';
import { shouldPrefetch } from './route-progress';

/**
 * Prefetches the pages of the internal links inside CMS content (`a[data-link="internal"]`,
 * plain anchors rendered from HTML) when they come within 200 px of the viewport (docs/spec.md §9).
 * Links rendered with next/link (SmartLink) already do this: Next observes them with an
 * IntersectionObserver whose rootMargin is 200px (see constants.test.ts).
 */
export function LinkPrefetcher() {
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => {
    if (typeof IntersectionObserver !== 'function' || !pathname) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          const href = entry.target.getAttribute('href');
          if (href) router.prefetch(href);
        }
      },
      { rootMargin: LINK_PREFETCH_MARGIN },
    );
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-link="internal"]')) {
      if (shouldPrefetch(a.getAttribute('href'), window.location)) observer.observe(a);
    }
    return () => observer.disconnect();
  }, [router, pathname]);
  return null;
}
