'use client';
import Link from 'next/link';
import type { ComponentProps, MouseEvent } from 'react';
import { reloadOnEditorClick } from '../../lib/editor-links';

/**
 * next/link for page links, except that in editor mode a click loads the page in full (docs/spec.md §2
 * "Links"): Link skips its client-side navigation when the click's default is prevented.
 */
export function PageLink({ onClick, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      {...props}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        reloadOnEditorClick(event, event.currentTarget);
      }}
    />
  );
}
