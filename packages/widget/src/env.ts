/** Browser helpers shared by the widget's two files: storage that never throws, analytics pushes, window events. */

function store(kind: 'sessionStorage' | 'localStorage') {
  return {
    get(key: string): string | null {
      try {
        return window[kind].getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string) {
      try {
        window[kind].setItem(key, value);
      } catch {
        // storage blocked: the value lives for this page only
      }
    },
  };
}
export const session = store('sessionStorage');
export const local = store('localStorage');

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

export const cartChanged = () => window.dispatchEvent(new Event('cart-changed'));
