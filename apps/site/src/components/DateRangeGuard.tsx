'use client';
import { useEffect } from 'react';
import { applyDateRanges } from '../lib/dated-sections';
import { isEditorMode } from '../lib/editor-links';

/**
 * Shows or hides date-ranged sections by the browser's clock, now and at each range boundary,
 * so a page served from cache never shows a section outside its ranges. In editor mode (docs/spec.md §4)
 * ranges are not applied: every section is shown, from the moment the mode turns on.
 */
export function DateRangeGuard() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const apply = () => {
      clearTimeout(timer);
      const now = Date.now();
      const editor = isEditorMode();
      const next = applyDateRanges(document.querySelectorAll<HTMLElement>('[data-date-ranges]'), now, editor);
      // setTimeout takes at most ~24.8 days.
      if (!editor && Number.isFinite(next)) timer = setTimeout(apply, Math.min(next - now + 50, 2 ** 31 - 1));
    };
    apply();
    // The editor mode turns on (or off) after the page loaded, once the editor's token is checked.
    const observer = new MutationObserver(apply);
    observer.observe(document.documentElement, { attributeFilter: ['data-editor'] });
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);
  return null;
}
