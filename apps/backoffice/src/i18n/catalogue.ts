/**
 * Texts of the catalogue area (products, prices, promo codes, gift vouchers, catalogue CSV), spread into fr.ts and en.ts: French is the source, English
 * must have the same keys and signatures.
 */
import type { Widen } from './widen';

export const catalogueFr = {};

export const catalogueEn: Widen<typeof catalogueFr> = {};
