import type { Level, LevelView, Participant, ProductAttributes } from '@schuss/contracts';
import { levelIn } from '@schuss/contracts/rules';
import { localized } from '../../lib/format';

/** A level a product teaches: the ladder's rung, or — for a word the school's ladder does not have — the word itself. */
export type Taught = { key: string; rung: Level | null };

const overlaps = (l: Level, a: ProductAttributes) =>
  (l.ageMax === null || a.ageMin === undefined || l.ageMax >= a.ageMin) &&
  (l.ageMin === null || a.ageMax === undefined || l.ageMin <= a.ageMax);

/**
 * The levels a product teaches, in ladder order: those its `levels` name (keys, or names for products written
 * before ladders), else — when it asks each participant's level — every rung of its discipline for its ages.
 */
export function taughtLevels(ladder: readonly Level[], a: ProductAttributes): Taught[] {
  const own = ladder.filter((l) => l.discipline === a.discipline);
  if (a.levels?.length) {
    const named = a.levels.map((word) => {
      const rung = levelIn(own, word);
      return { key: rung?.key ?? word, rung };
    });
    return named.sort((x, y) => (x.rung?.position ?? 999) - (y.rung?.position ?? 999));
  }
  if (!a.participantFields?.includes('level')) return [];
  return own.filter((l) => overlaps(l, a)).map((rung) => ({ key: rung.key, rung }));
}

/** The levels the widget offers, in the visitor's language: only for a product that asks each participant's. */
export function levelViews(taught: readonly Taught[], a: ProductAttributes, lang: string): LevelView[] {
  if (!a.participantFields?.includes('level')) return [];
  return taught.map(({ key, rung }) =>
    rung
      ? { key, name: localized(rung.name, lang), canDo: localized(rung.canDo, lang), ageMin: rung.ageMin, ageMax: rung.ageMax }
      : { key, name: key, canDo: '', ageMin: null, ageMax: null },
  );
}

/**
 * A participant's level as it is stored: the ladder's key of what they gave (a key, or a name in either
 * language), refused when the product does not teach it; a product that teaches one level gives it to whoever
 * gave none, so rosters and groups know every child's level. `undefined` stays undefined where nothing is taught.
 */
export function participantLevel(
  taught: readonly Taught[],
  given: string | undefined,
): { ok: true; level: string | undefined } | { ok: false } {
  if (given === undefined) return { ok: true, level: taught.length === 1 ? taught[0]?.key : undefined };
  if (!taught.length) return { ok: true, level: given };
  const found = taught.find((t) => t.key === given || (t.rung !== null && levelIn([t.rung], given) !== null));
  return found ? { ok: true, level: found.key } : { ok: false };
}

/** The names a refusal lists, in French and English alike: what the widget shows. */
export const taughtNames = (taught: readonly Taught[]) => taught.map((t) => t.rung?.name.fr ?? t.key).join(', ');

/** A participant with their level as stored (see `participantLevel`). */
export const withLevel = <P extends Participant>(p: P, level: string | undefined): P => (level === undefined ? p : { ...p, level });
