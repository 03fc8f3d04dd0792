/**
 * The third file (widget-msem-waitlist.js: the panel of a waiting-list e-mail's link), loaded on demand by
 * the second file once, the way the main file loads the second (docs/decisions/008-widget-checkout-chunk.md):
 * the link is followed rarely, and its panel no longer weighs on every cart and product page.
 */
import { type ComponentProps, type ComponentType, useEffect, useState } from 'react';
import { WAITLIST_GLOBAL, type WaitlistPart } from '../shared';
import { waitlistTranslator } from './texts';

/** File name with the third file's content hash (set by build.mjs), so a new second file never runs an old third one. */
declare const __WAITLIST_FILE__: string;
// Beside the second file, as the second file sits beside the main one (only readable while this file's code runs).
const selfSrc = typeof document !== 'undefined' ? (document.currentScript as HTMLScriptElement | null)?.src : undefined;

type W = Window & { [WAITLIST_GLOBAL]?: WaitlistPart };
let pending: Promise<WaitlistPart> | null = null;

function loadWaitlist(): Promise<WaitlistPart> {
  const w = window as W;
  const ready = w[WAITLIST_GLOBAL];
  if (ready) return Promise.resolve(ready);
  pending ??= new Promise<WaitlistPart>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      // A retry injects the script again.
      script.remove();
      pending = null;
      reject(new Error('waiting-list file not loaded'));
    };
    script.src = (selfSrc ?? '').replace(/widget-msem-checkout\.js(?:[?#].*)?$/, __WAITLIST_FILE__);
    script.async = true;
    script.onload = () => {
      const part = w[WAITLIST_GLOBAL];
      if (part) resolve(part);
      else fail();
    };
    script.onerror = fail;
    document.head.appendChild(script);
  });
  return pending;
}

/** A panel of the third file once it is there: a spinner until then, a message and a retry if it fails. */
export function Third<K extends keyof WaitlistPart>({ k, p }: { k: K; p: ComponentProps<WaitlistPart[K]> }) {
  const t = waitlistTranslator(p.ctx.lang);
  const [part, setPart] = useState<WaitlistPart | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry is a new round
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadWaitlist().then(
      (x) => live && setPart(x),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [round]);
  if (part) {
    const Panel = part[k] as ComponentType<object>;
    return <Panel {...p} />;
  }
  return failed ? (
    <div className="msem-error" role="alert">
      <p>{t(`${k}LoadError`)}</p>
      <button type="button" className="msem-btn" onClick={() => setRound((r) => r + 1)}>
        {t('retry')}
      </button>
    </div>
  ) : (
    <p role="status">
      <span className="msem-spinner" aria-hidden="true" /> {t('loading')}
    </p>
  );
}
