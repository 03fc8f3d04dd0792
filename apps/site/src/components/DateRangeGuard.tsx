'use client';
import { useEffect } from 'react';
import { isInDateRanges } from '../lib/date-ranges';

/**
 * Shows or hides date-ranged sections by the browser's clock, now and at each range boundary,
 * so a page served from cache never shows a section outside its ranges.
 */
export function DateRangeGuard() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const apply = () => {
      const now = Date.now();
      let next = Number.POSITIVE_INFINITY;
      for (const el of document.querySelectorAll<HTMLElement>('[data-date-ranges]')) {
        try {
          const ranges = JSON.parse(el.dataset.dateRanges ?? '[]') as { from: string; to: string }[];
          el.hidden = !isInDateRanges(ranges, new Date(now));
          for (const r of ranges) for (const b of [Date.parse(r.from), Date.parse(r.to)]) if (b > now && b < next) next = b;
        } catch {
          el.hidden = true;
        }
      }
      // setTimeout takes at most ~24.8 days.
      if (Number.isFinite(next)) timer = setTimeout(apply, Math.min(next - now + 50, 2 ** 31 - 1));
    };
    apply();
    return () => clearTimeout(timer);
  }, []);
  return null;
}
