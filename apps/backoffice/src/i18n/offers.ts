/**
 * Texts of the offers area (promo codes, gift vouchers), spread into fr.ts and en.ts: empty, because only the area's
 * screens (and the order page's offers) use them — they load with those screens (offers-texts.ts, `useOffersTexts`),
 * not with the first screen (fr.ts and en.ts are in the first load, which has a size limit).
 */
import type { Widen } from './widen';

export const offersFr = {};
export const offersEn: Widen<typeof offersFr> = {};
