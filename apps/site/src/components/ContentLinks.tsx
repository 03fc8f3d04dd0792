'use client';
import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';

/**
 * Client-side navigation for internal links inside CMS HTML (spec §2 "Links"): a plain click
 * on `a[data-link=internal]` goes through the router instead of reloading the page.
 */
export function ContentLinks({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[data-link="internal"]');
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
    event.preventDefault();
    router.push(anchor.getAttribute('href') ?? '/');
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation only; the links inside are the interactive elements.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of a link fires this click event too.
    <div className={className} onClick={onClick}>
      {children}
    </div>
  );
}
