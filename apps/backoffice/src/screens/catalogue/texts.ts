import { useTexts } from '../../i18n';
import { type CatalogueTexts, catalogueTexts } from '../../i18n/catalogue';

/** The catalogue area's texts in the chosen language (i18n/catalogue.ts: they load with these screens). */
export const useCatalogueTexts = (): CatalogueTexts => useTexts(catalogueTexts);
