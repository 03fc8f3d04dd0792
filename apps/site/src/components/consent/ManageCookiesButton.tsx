'use client';
import { consentStore } from './consent';
import { consentTexts } from './texts';

/** Footer control that reopens the cookie choice (in the "manage cookies" dialog). */
export function ManageCookiesButton({ lang, className }: { lang: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={(e) => consentStore.openManager(e.currentTarget)}>
      {consentTexts(lang).manage}
    </button>
  );
}
