/** A rung of a ladder as the rules read it (`Level` of levels.ts, without zod). */
type Rung = { key: string; name: { fr: string; en: string } };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'")
    .trim()
    .toLowerCase();

/**
 * The rung a product's or a participant's level names: by its key, else by its name in either language (products
 * and orders written before ladders existed hold names: "2e Étoile", "Débutant"). Null when none matches.
 */
export function levelIn<L extends Rung>(ladder: readonly L[], value: string | null | undefined): L | null {
  const v = value ? fold(value) : '';
  if (!v) return null;
  return ladder.find((l) => l.key === v) ?? ladder.find((l) => fold(l.name.fr) === v || fold(l.name.en) === v) ?? null;
}

/** A level as a reader sees it: its rung's name in their language, else the word as it was given (not on the ladder). */
export function levelNameIn(ladder: readonly Rung[], given: string | null | undefined, lang: string): string | null {
  const rung = levelIn(ladder, given);
  return rung ? rung.name[lang === 'fr' ? 'fr' : 'en'] : (given ?? null);
}

/** Most children a group of a course teaches at a level: the product's size for that level, else its size, else 10. */
export function groupSizeOf(attributes: { groupSize?: number; groupSizes?: Record<string, number> }, level: string | null): number {
  return (level ? attributes.groupSizes?.[level] : undefined) ?? attributes.groupSize ?? 10;
}

/** A rung with what a result needs of it: its rank, its words and its medal. */
type RankedRung = Rung & { discipline?: string; position: number; medal: { fr: string; en: string } | null };

/**
 * A result as staff and parents read it (issue 30): the level's name, the medal when passed, and the level advised —
 * the one staff named, else the next rung — unless "not yet". The same words on the staff's screen, the e-mailed
 * progress card and the booking page.
 */
export function resultWords(
  ladder: readonly RankedRung[],
  r: { outcome: 'passed' | 'not_yet' | 'next_advised'; level: string | null; advisedLevel: string | null },
  lang: string,
): { levelName: string | null; medal: string | null; advisedLevel: string | null; advisedLevelName: string | null } {
  const l = lang === 'fr' ? 'fr' : 'en';
  const rung = (key: string | null) => (key ? ladder.find((x) => x.key === key) : undefined);
  const name = (key: string | null) => rung(key)?.name[l] ?? key;
  const own = rung(r.level);
  // The next rung of the same ladder (ladders of several disciplines may be given together).
  const next = own ? (ladder.find((x) => x.discipline === own.discipline && x.position === own.position + 1)?.key ?? null) : null;
  const advised = r.outcome === 'not_yet' ? null : (r.advisedLevel ?? next);
  return {
    levelName: name(r.level),
    medal: r.outcome === 'passed' ? (own?.medal?.[l] ?? null) : null,
    advisedLevel: advised,
    advisedLevelName: name(advised),
  };
}
