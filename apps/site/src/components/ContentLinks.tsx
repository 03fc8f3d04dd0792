'use client';
import { useRouter } from 'next/navigation';
import type { MouseEvent, ReactNode } from 'react';
import { reloadOnEditorClick } from '../lib/editor-links';

/**
 * Client-side navigation for internal links inside CMS HTML (docs/spec.md §2 "Links"): a plain click
 * on `a[data-link=internal]` goes through the router instead of reloading the page; in editor
 * mode it loads the new page in full, so the editing tool mounts again there.
 *
 * `zone` names the zone this container holds (`data-zone`): the editing tool renders the
 * zone's draft into it, so the container is there even when the zone is empty.
 */
export function ContentLinks({ children, className, zone }: { children: ReactNode; className?: string; zone?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[data-link="internal"]');
    if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return;
    if (reloadOnEditorClick(event, anchor)) return;
    // Text being edited in place: a click there places the caret, it does not follow the link.
    if (anchor.closest('[contenteditable]:not([contenteditable="false"])')) return;
    event.preventDefault();
    router.push(anchor.getAttribute('href') ?? '/');
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegation only; the links inside are the interactive elements.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard activation of a link fires this click event too.
    <div className={className} data-zone={zone} onClick={onClick}>
      {children}
    </div>
  );
}
