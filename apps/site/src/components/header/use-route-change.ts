'use client';
import { usePathname } from 'next/navigation';
import { useState } from 'react';

/**
 * Calls `onChange` (which sets state of the calling component) during render when the route's
 * pathname changes — React's "adjust state when a prop changes" pattern: the closed state is
 * rendered with the new page, without a flash of the open menu. Returns the pathname.
 */
export function useRouteChange(onChange: () => void): string {
  const pathname = usePathname();
  const [seen, setSeen] = useState(pathname);
  if (pathname !== seen) {
    setSeen(pathname);
    onChange();
  }
  return pathname;
}
