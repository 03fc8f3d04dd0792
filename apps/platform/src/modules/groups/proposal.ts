import type { ChildRef, ProposedGroup } from '@schuss/contracts';

/** A child of a course as the proposal reads them. */
export type ProposalChild = ChildRef & {
  firstName: string;
  lastName: string;
  age: number;
  /** The level's key, null when the child has none. */
  level: string | null;
};

/** What the proposal needs of the school's ladder and of the product: a level's rank and name, a group's size. */
export type ProposalRules = {
  rank: (level: string | null) => number;
  name: (level: string | null) => string;
  size: (level: string | null) => number;
};

const letter = (i: number) =>
  i < 26 ? String.fromCharCode(65 + i) : `${String.fromCharCode(65 + Math.floor(i / 26) - 1)}${String.fromCharCode(65 + (i % 26))}`;

/**
 * The split a course's children are proposed (issue 30): by level in ladder order, then by age, in as few groups
 * per level as the product's group size allows, of sizes that differ by one at most — the youngest together.
 * Deterministic: the same children give the same groups, whatever order they come in (ties broken by name, then
 * by order line and place in it). Named after the level, with a letter when a level has several ("Flocon A").
 */
export function proposeGroups(children: readonly ProposalChild[], rules: ProposalRules): ProposedGroup[] {
  const byLevel = new Map<string | null, ProposalChild[]>();
  for (const c of children) byLevel.set(c.level, [...(byLevel.get(c.level) ?? []), c]);
  const levels = [...byLevel.keys()].sort((a, b) => rules.rank(a) - rules.rank(b) || String(a).localeCompare(String(b)));
  return levels.flatMap((level) => {
    const kids = [...(byLevel.get(level) ?? [])].sort(
      (a, b) =>
        a.age - b.age ||
        a.lastName.localeCompare(b.lastName, 'fr') ||
        a.firstName.localeCompare(b.firstName, 'fr') ||
        a.orderLineId - b.orderLineId ||
        a.participant - b.participant,
    );
    const size = Math.max(1, rules.size(level));
    const count = Math.ceil(kids.length / size);
    const name = rules.name(level);
    const groups: ProposedGroup[] = [];
    let from = 0;
    for (let g = 0; g < count; g++) {
      // Balanced: the first groups take one more child when the division is not even.
      const take = Math.floor(kids.length / count) + (g < kids.length % count ? 1 : 0);
      groups.push({
        name: count > 1 ? `${name} ${letter(g)}` : name,
        level,
        members: kids.slice(from, from + take).map(({ orderLineId, participant }) => ({ orderLineId, participant })),
      });
      from += take;
    }
    return groups;
  });
}
