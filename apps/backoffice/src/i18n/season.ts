/**
 * Texts of the season area (season, slots, closures, waiting list), spread into fr.ts and en.ts: empty, because only the
 * area's screens use them — they load with those screens (season-texts.ts, `useSeasonTexts`), not with the first screen
 * (fr.ts and en.ts are in the first load, which has a size limit).
 */
import type { Widen } from './widen';

export const seasonFr = {};

export const seasonEn: Widen<typeof seasonFr> = {};
