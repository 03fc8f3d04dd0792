/**
 * Texts of the catalogue area spread into fr.ts and en.ts: none. Its screens load theirs with them
 * (i18n/catalogue-texts.ts, `useCatalogueTexts`), so the first load (which has a size limit) does not carry them.
 */
import type { Widen } from './widen';

export const catalogueFr = {};

export const catalogueEn: Widen<typeof catalogueFr> = {};
