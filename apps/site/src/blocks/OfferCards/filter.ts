/** Category filter of the offers page: pure helpers (unit-tested). */

/** Categories in the spec's order (docs/spec.md §1), for stable buttons. */
export const CATEGORY_ORDER = ['nouveaute', 'promotion', 'mountain', 'actualite', 'decouverte'] as const;

/** The categories present among the cards, in the spec's order. */
export function presentCategories(cardCategories: (string | null | undefined)[]): string[] {
  const set = new Set(cardCategories.filter((c): c is string => !!c));
  return [...CATEGORY_ORDER.filter((c) => set.has(c)), ...[...set].filter((c) => !(CATEGORY_ORDER as readonly string[]).includes(c))];
}

/** A stored category code is restored only if it is one of the page's categories. */
export function restoredCategory(stored: string | null | undefined, present: string[]): string | null {
  return stored && present.includes(stored) ? stored : null;
}

/** Whether a card of `category` is shown under the filter `selected` (null = all). */
export const isShown = (category: string | null | undefined, selected: string | null) => selected === null || category === selected;
