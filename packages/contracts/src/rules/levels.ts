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

/** Most children a group of a course teaches at a level: the product's size for that level, else its size, else 10. */
export function groupSizeOf(attributes: { groupSize?: number; groupSizes?: Record<string, number> }, level: string | null): number {
  return (level ? attributes.groupSizes?.[level] : undefined) ?? attributes.groupSize ?? 10;
}
