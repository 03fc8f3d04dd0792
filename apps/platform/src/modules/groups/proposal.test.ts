import { describe, expect, it } from 'vitest';
import { februaryWeek, LADDER, rules } from './fixtures';
import { proposeGroups } from './proposal';

const shuffled = <T>(list: readonly T[], seed: number) => {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 48_271) % 2_147_483_647;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
};

describe('the group proposal', () => {
  const children = februaryWeek();
  const proposal = proposeGroups(children, rules);

  it('gives the same groups for the same children, whatever order they come in', () => {
    for (const seed of [1, 7, 42]) expect(proposeGroups(shuffled(children, seed), rules)).toEqual(proposal);
  });

  it('puts each of the 300 children in exactly one group of their level, within its size, in as few groups as can be', () => {
    const placed = proposal.flatMap((g) => g.members.map((m) => `${m.orderLineId}:${m.participant}`));
    expect(placed).toHaveLength(300);
    expect(new Set(placed).size).toBe(300);
    const level = new Map(children.map((c) => [`${c.orderLineId}:${c.participant}`, c.level]));
    for (const g of proposal) {
      expect(g.members.length).toBeLessThanOrEqual(rules.size(g.level));
      for (const m of g.members) expect(level.get(`${m.orderLineId}:${m.participant}`)).toBe(g.level);
    }
    for (const l of [...LADDER, null]) {
      const count = children.filter((c) => c.level === l).length;
      const groups = proposal.filter((g) => g.level === l);
      expect(groups).toHaveLength(Math.ceil(count / rules.size(l)));
      const sizes = groups.map((g) => g.members.length);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    }
    // Ladder order, lettered when a level has several groups, the children without a level last.
    expect(proposal[0]?.name).toBe('ourson A');
    expect(proposal.at(-1)?.level).toBeNull();
  });

  it('keeps the youngest together within a level', () => {
    const age = new Map(children.map((c) => [`${c.orderLineId}:${c.participant}`, c.age]));
    const flocons = proposal.filter((g) => g.level === 'flocon');
    for (let i = 1; i < flocons.length; i++) {
      const older = flocons[i - 1]!.members.map((m) => age.get(`${m.orderLineId}:${m.participant}`) ?? 0);
      const next = flocons[i]!.members.map((m) => age.get(`${m.orderLineId}:${m.participant}`) ?? 0);
      expect(Math.max(...older)).toBeLessThanOrEqual(Math.min(...next));
    }
  });

  it('proposes nothing for a course without children, one group for a small level', () => {
    expect(proposeGroups([], rules)).toEqual([]);
    const one = proposeGroups(
      children.slice(0, 2).map((c) => ({ ...c, level: 'flocon' })),
      rules,
    );
    expect(one.map((g) => g.name)).toEqual(['flocon']);
  });
});
