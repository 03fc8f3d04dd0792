/** A meeting point as the rules read it (`SchoolMeetingPoint` of site.ts, without zod). */
type Point = {
  key: string;
  name: { fr: string; en: string };
  address: { fr: string; en: string };
  directions?: { fr: string; en: string } | undefined;
};

/**
 * A product's meeting point in a language: the school's point of that key, or — for a product written before
 * points had keys — the text as it was typed, in its one language. Null when the product names none.
 */
export function meetingPointIn(
  points: readonly Point[],
  value: string | null | undefined,
  lang: string,
): { name: string; address: string | null; directions: string | null } | null {
  const v = value?.trim();
  if (!v) return null;
  const point = points.find((p) => p.key === v);
  if (!point) return { name: v, address: null, directions: null };
  const l = lang === 'fr' ? 'fr' : 'en';
  return { name: point.name[l], address: point.address[l] || null, directions: point.directions?.[l] || null };
}
