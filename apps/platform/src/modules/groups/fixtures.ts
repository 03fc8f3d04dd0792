import type { ProposalChild, ProposalRules } from './proposal';

/** A children's ladder and the rules of a course: Ourson groups of 8, the others of 12 (proposal tests and bench). */
export const LADDER = ['ourson', 'flocon', '1re-etoile', '2e-etoile', '3e-etoile'];
export const rules: ProposalRules = {
  rank: (level) => (level === null ? 999 : LADDER.indexOf(level)),
  name: (level) => level ?? 'Sans niveau',
  size: (level) => (level === 'ourson' ? 8 : 12),
};

/** A February week's 300 children, levels and ages spread the way a school's are (a fixed seed). */
export function februaryWeek(count = 300): ProposalChild[] {
  let seed = 20_270_214;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, i) => {
    const level = random() < 0.03 ? null : (LADDER[Math.floor(random() * LADDER.length)] as string);
    return {
      orderLineId: 1000 + Math.floor(i / 3),
      participant: i % 3,
      firstName: `Enfant${i}`,
      lastName: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert'][i % 5] as string,
      age: 4 + Math.floor(random() * 9),
      level,
    };
  });
}
