/** Loads the checkout file (widget-msem-checkout.js: cart view and checkout tunnel) on demand, once. */
import { siblingUrl } from './logic';
import { CHUNK_GLOBAL, type CheckoutChunk } from './shared';

/** File name with a content hash (set by build.mjs), so a new main file never runs an old checkout file. */
declare const __CHECKOUT_FILE__: string;

// Only readable while the main file's own code runs, not later in callbacks.
const mainSrc = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null)?.src : undefined;

type W = Window & { [CHUNK_GLOBAL]?: CheckoutChunk };
let pending: Promise<CheckoutChunk> | null = null;

export function loadCheckout(apiUrl: string): Promise<CheckoutChunk> {
  const w = window as W;
  const ready = w[CHUNK_GLOBAL];
  if (ready) return Promise.resolve(ready);
  pending ??= new Promise<CheckoutChunk>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      // A new attempt (retry button) injects the script again.
      script.remove();
      pending = null;
      reject(new Error('checkout file not loaded'));
    };
    script.src = siblingUrl(mainSrc, apiUrl, __CHECKOUT_FILE__);
    script.async = true;
    script.onload = () => {
      const chunk = w[CHUNK_GLOBAL];
      if (chunk) resolve(chunk);
      else fail();
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return pending;
}
