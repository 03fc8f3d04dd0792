'use client';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { handleArrival } from '../../lib/affiliation';
import { ConsentButtons } from './ConsentButtons';
import { applyConsent, consentStore, readConsent, type TrackingConfig, writeConsent } from './consent';
import { consentTexts } from './texts';
import './consent.css';

// The "manage cookies" dialog (Radix) is loaded only when the visitor asks for it.
const ConsentDialog = dynamic(() => import('./ConsentDialog').then((m) => m.ConsentDialog), { ssr: false });

export type ShellIslandProps = TrackingConfig & {
  lang: string;
  enableCookieConsent: boolean;
  /** The cookies page, for the banner's "learn more" link. */
  cookiesHref: string | null;
};

/**
 * The page shell's browser side, mounted once in the layout: records affiliation/referral on
 * arrival, reads the cookie consent, shows the banner while it is undecided, and adds or
 * removes the analytics and heat-map scripts as it changes.
 */
export function ShellIsland({ lang, enableCookieConsent, gaAccount, hotjar, cookiesHref }: ShellIslandProps) {
  const consent = useSyncExternalStore(consentStore.subscribe, consentStore.get, () => null);
  const managerOpen = useSyncExternalStore(consentStore.subscribe, consentStore.isManagerOpen, () => false);
  const [ready, setReady] = useState(false);
  const t = consentTexts(lang);

  useEffect(() => {
    handleArrival(window.location.search);
    consentStore.set(readConsent(enableCookieConsent));
    setReady(true);
  }, [enableCookieConsent]);

  const gaId = gaAccount;
  const hjId = hotjar?.id ?? null;
  const hjVersion = hotjar?.version;
  useEffect(() => {
    if (!ready) return;
    applyConsent(consent, { gaAccount: gaId, hotjar: hjId ? { id: hjId, version: hjVersion } : null });
  }, [ready, consent, gaId, hjId, hjVersion]);

  const choose = (value: boolean) => {
    writeConsent(value);
    consentStore.set(value);
    consentStore.closeManager();
  };

  return (
    <>
      {/* Server-rendered too (the store's server value is null): a choice already made hides it
          before the first paint (CONSENT_DECIDED_SCRIPT), then the store's value removes it. */}
      {enableCookieConsent && consent === null && !managerOpen ? (
        <ConsentBanner lang={lang} cookiesHref={cookiesHref} onChoose={choose} />
      ) : null}
      {managerOpen ? (
        <ConsentDialog
          lang={lang}
          consent={consent}
          cookiesHref={cookiesHref}
          onChoose={choose}
          onClose={() => consentStore.closeManager()}
          texts={t}
        />
      ) : null}
    </>
  );
}

function ConsentBanner({ lang, cookiesHref, onChoose }: { lang: string; cookiesHref: string | null; onChoose: (v: boolean) => void }) {
  const t = consentTexts(lang);
  const ref = useRef<HTMLElement>(null);
  // Room at the bottom of the page, so the banner never hides the end of the footer.
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const body = document.body;
    const observer = new ResizeObserver(() => {
      body.style.paddingBottom = `${el.offsetHeight}px`;
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);
  return (
    <section ref={ref} className="consent-banner" aria-labelledby="consent-banner-title" lang={lang}>
      <div className="consent-banner-inner">
        <h2 id="consent-banner-title" className="consent-title">
          {t.title}
        </h2>
        <p className="consent-text">
          {t.text}{' '}
          {cookiesHref ? (
            <a href={cookiesHref} className="consent-link">
              {t.learnMore}
            </a>
          ) : null}
        </p>
        <ConsentButtons texts={t} onChoose={onChoose} />
      </div>
    </section>
  );
}
