import { useI18n } from '../../i18n';
import { type CatalogueTexts, catTextsEn, catTextsFr } from '../../i18n/catalogue-texts';

const TEXTS = { fr: catTextsFr, en: catTextsEn } as const;

/** The catalogue area's texts in the chosen language (they load with its screens, not with the first one). */
export function useCatalogueTexts(): CatalogueTexts {
  return TEXTS[useI18n().lang];
}
