import type { PartnerSection } from '@schuss/contracts';
import { translator } from '../../i18n';
import { SmartLink } from '../SmartLink';

/** Partner logos by section (the caller passes at most 6 sections); each opens in a new tab. */
export function Partners({ sections, lang, title }: { sections: PartnerSection[]; lang: string; title: string }) {
  const t = translator(lang);
  if (sections.length === 0) return null;
  return (
    <section className="sf-partners" aria-labelledby="sf-partners-title">
      <h2 id="sf-partners-title" className="sf-title">
        {title}
      </h2>
      <div className="sf-partner-sections">
        {sections.map((section, i) => {
          const name = section.title[lang] ?? section.title.en ?? Object.values(section.title)[0] ?? '';
          const id = `sf-partners-${i}`;
          return (
            <section key={id} className="sf-partner-section" aria-labelledby={id}>
              <h3 id={id} className="sf-partner-title">
                {name}
              </h3>
              <ul className="sf-partner-list">
                {section.partners.map((partner) => (
                  <li key={partner.url}>
                    {/* Named on the link itself: a lazy logo's alt text is not always in the accessibility tree yet (issue 32). */}
                    <SmartLink href={partner.url} className="sf-partner-link" aria-label={`${partner.name} (${t('ui.newTab')})`}>
                      {/* biome-ignore lint/performance/noImgElement: small static SVG logos, no optimisation needed */}
                      <img src={partner.logo} alt={partner.name} width={120} height={40} loading="lazy" decoding="async" />
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
