import { useI18n } from '.';
import { OFFERS_TEXTS, type OffersMessages } from './offers-texts';

/** The offers area's texts in the chosen language. */
export function useOffersTexts(): OffersMessages {
  return OFFERS_TEXTS[useI18n().lang];
}
