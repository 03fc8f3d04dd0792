/** Browser helpers shared by the widget's two files: storage that never throws (on the contract's keys), analytics pushes. */
import type { LocalKeys, SessionKeys } from '@schuss/contracts/api';

function store<K extends string>(kind: 'sessionStorage' | 'localStorage') {
  return {
    get(key: K): string | null {
      try {
        return window[kind].getItem(key);
      } catch {
        return null;
      }
    },
    set(key: K, value: string) {
      try {
        window[kind].setItem(key, value);
      } catch {
        // storage blocked: the value lives for this page only
      }
    },
  };
}
/** sessionStorage and localStorage on the browser contract's keys (`SessionKeys`, `LocalKeys`), values as stored (`cartId` raw, the others JSON: `RAW_STRING_KEYS`). */
export const session = store<keyof SessionKeys>('sessionStorage');
export const local = store<keyof LocalKeys>('localStorage');

/** Pushes a GA4 event to `window.dataLayer`, clearing the previous ecommerce object first. */
export function push(event: object, ecommerce = true) {
  try {
    const w = window as unknown as { dataLayer?: unknown[] };
    w.dataLayer ??= [];
    if (ecommerce) w.dataLayer.push({ ecommerce: null });
    w.dataLayer.push(event);
  } catch {
    // analytics never breaks the widget
  }
}
