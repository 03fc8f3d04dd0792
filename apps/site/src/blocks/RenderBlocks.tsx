import type { Section, SiteConfig } from '@schuss/contracts';
import type { ComponentType } from 'react';
import { datedSectionProps } from '../lib/dated-sections';
import { FindBooking } from './FindBooking/Component';
import { Hero } from './Hero/Component';
import { LinkList } from './LinkList/Component';
import { OfferCards } from './OfferCards/Component';
import { RichText } from './RichText/Component';
import type { BlockProps } from './types';
import { Widget } from './Widget/Component';

/** One component per section type (the registry; schemas live in @schuss/contracts). */
const registry: { [T in Section['type']]: ComponentType<BlockProps<T>> } = {
  richText: RichText,
  hero: Hero,
  offerCards: OfferCards,
  linkList: LinkList,
  widget: Widget,
  findBooking: FindBooking,
};

/**
 * Renders a zone's sections. Sections with date ranges carry them in `data-date-ranges` and
 * are hidden outside them; the DateRangeGuard re-checks in the browser, because a cached
 * page may outlive the moment a range opens or closes. `data-section-id` and `data-section-type`
 * let the editing tool find each section.
 */
export function RenderBlocks({
  sections,
  lang,
  base,
  config,
  now,
}: {
  sections: Section[];
  lang: string;
  base: string;
  config: SiteConfig;
  now: Date;
}) {
  return (
    <>
      {sections.map((section) => {
        const Block = registry[section.type] as ComponentType<BlockProps<Section['type']>> | undefined;
        if (!Block) return null;
        return (
          <section
            key={section.id}
            id={`section-${section.id}`}
            className={`section section-${section.type}`}
            data-section-id={section.id}
            data-section-type={section.type}
            {...datedSectionProps(section, now)}
          >
            <Block section={section} lang={lang} base={base} config={config} />
          </section>
        );
      })}
    </>
  );
}
