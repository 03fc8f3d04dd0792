import type { Section } from '@schuss/contracts';

/** What every block component receives: its section, the page language and the language's base path. */
export type BlockProps<T extends Section['type']> = { section: Extract<Section, { type: T }>; lang: string; base: string };
