import type { Section, SiteConfig } from '@schuss/contracts';

/** What every block component receives: its section, the page language, the language's base path and the school's config. */
export type BlockProps<T extends Section['type']> = {
  section: Extract<Section, { type: T }>;
  lang: string;
  base: string;
  config: SiteConfig;
};
