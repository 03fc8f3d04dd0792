'use client';
import type { ConsentTexts } from './texts';

/**
 * Refuse and Accept, equally easy to reach. `data-consent-choice` lets the head script
 * (CONSENT_DECIDED_SCRIPT) take a click on the banner before the page has hydrated.
 */
export function ConsentButtons({ texts, onChoose }: { texts: ConsentTexts; onChoose: (v: boolean) => void }) {
  return (
    <div className="consent-actions">
      <button type="button" className="consent-button consent-refuse" data-consent-choice="false" onClick={() => onChoose(false)}>
        {texts.refuse}
      </button>
      <button type="button" className="consent-button consent-accept" data-consent-choice="true" onClick={() => onChoose(true)}>
        {texts.accept}
      </button>
    </div>
  );
}
