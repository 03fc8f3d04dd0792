/**
 * Texts of the offers area (promo codes, gift vouchers), spread into fr.ts and en.ts: French is the source, English
 * must have the same keys and signatures.
 */
import type { Widen } from './widen';

export const offersFr = {};

export const offersEn: Widen<typeof offersFr> = {};
