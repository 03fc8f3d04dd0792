import { useTexts } from '../../i18n';
import { type OffersMessages, offersTexts } from '../../i18n/offers';

/** The offers area's texts in the chosen language (i18n/offers.ts: they load with these screens). */
export const useOffersTexts = (): OffersMessages => useTexts(offersTexts);
