import type { DateRange, Section, Zones } from '@schuss/contracts';

/** Pure operations on a page's zones (the editor never mutates its state in place). */

/** A section id unique in its zone: short, readable in the page's HTML (`section-n3k9`). */
export function newSectionId(existing: Iterable<string>, random: () => number = Math.random): string {
  const taken = new Set(existing);
  for (;;) {
    const id = `n${Math.floor(random() * 36 ** 5)
      .toString(36)
      .padStart(5, '0')}`;
    if (!taken.has(id)) return id;
  }
}

/** Every section id of every zone (new ids are kept unique page-wide, which is stricter than needed). */
const allIds = (zones: Zones) => Object.values(zones).flatMap((list) => list.map((s) => s.id));

/** Adds an empty rich-text section to `zone` at `index` (default: the end); returns the zones and the new id. */
export function addRichText(zones: Zones, zone: string, index?: number, random?: () => number): { zones: Zones; id: string } {
  const id = newSectionId(allIds(zones), random);
  const list = [...(zones[zone] ?? [])];
  const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
  list.splice(at, 0, { id, type: 'richText', html: '<p></p>' });
  return { zones: { ...zones, [zone]: list }, id };
}

export function removeSection(zones: Zones, zone: string, id: string): Zones {
  const list = zones[zone];
  if (!list) return zones;
  return { ...zones, [zone]: list.filter((s) => s.id !== id) };
}

/** Moves a section one place up (-1) or down (+1); at either end nothing changes. */
export function moveSection(zones: Zones, zone: string, id: string, delta: -1 | 1): Zones {
  const list = zones[zone];
  const i = list?.findIndex((s) => s.id === id) ?? -1;
  if (!list || i < 0) return zones;
  const j = i + delta;
  if (j < 0 || j >= list.length) return zones;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return { ...zones, [zone]: next };
}

/** The zones with one section changed by `change` (the banner's or a card's texts, its dates…). */
export function updateSection(zones: Zones, zone: string, id: string, change: (s: Section) => Section): Zones {
  const list = zones[zone];
  if (!list) return zones;
  return { ...zones, [zone]: list.map((s) => (s.id === id ? change(s) : s)) };
}

export const setHtml = (zones: Zones, zone: string, id: string, html: string) =>
  updateSection(zones, zone, id, (s) => (s.type === 'richText' ? { ...s, html } : s));

/** Sets a section's date ranges; an empty list removes them (the section is then always shown). */
export const setDateRanges = (zones: Zones, zone: string, id: string, ranges: DateRange[]) =>
  updateSection(zones, zone, id, (s) => {
    const { dateRanges: _old, ...rest } = s;
    return (ranges.length ? { ...rest, dateRanges: ranges } : rest) as Section;
  });
