/**
 * Texts of the season area (season, slots, closures, waiting list), spread into fr.ts and en.ts: French is the source, English
 * must have the same keys and signatures.
 */
import type { Widen } from './widen';

export const seasonFr = {};

export const seasonEn: Widen<typeof seasonFr> = {};
