'use client';
import type { ConsentTexts } from './texts';

/** Refuse and Accept, equally easy to reach. */
export function ConsentButtons({ texts, onChoose }: { texts: ConsentTexts; onChoose: (v: boolean) => void }) {
  return (
    <div className="consent-actions">
      <button type="button" className="consent-button consent-refuse" onClick={() => onChoose(false)}>
        {texts.refuse}
      </button>
      <button type="button" className="consent-button consent-accept" onClick={() => onChoose(true)}>
        {texts.accept}
      </button>
    </div>
  );
}
