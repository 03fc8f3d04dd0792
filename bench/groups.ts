/**
 * `npm run bench:groups` — the group proposal of issue 30 on a February week of 300 children (five levels and a
 * few without one, ages 4 to 12, a fixed seed), side by side with a floor: sorting the same children by level and
 * age, the least any split by level then age must do. Pure computation (no database, no HTTP).
 *
 * Each figure is the median of BENCH_ROUNDS rounds of BENCH_RUNS runs (after a warm-up). It also checks that the
 * same children, in another order, give the same groups. Figures only: nothing here fails because of a number.
 *
 * Env (optional): BENCH_CHILDREN (300), BENCH_RUNS (500), BENCH_ROUNDS (3).
 */
import { performance } from 'node:perf_hooks';
import { februaryWeek, LADDER, rules } from '../apps/platform/src/modules/groups/fixtures';
import { type ProposalChild, proposeGroups } from '../apps/platform/src/modules/groups/proposal';
import { median, ms, printHeader, ratio, table } from './lib/common';

const CHILDREN = Number(process.env.BENCH_CHILDREN ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const rank = (l: string | null) => (l === null ? 999 : LADDER.indexOf(l));
/** The floor: the children in level then age order, nothing else. */
const floor = (children: readonly ProposalChild[]) => [...children].sort((a, b) => rank(a.level) - rank(b.level) || a.age - b.age);

function time(run: () => unknown): number {
  const start = performance.now();
  for (let i = 0; i < RUNS; i++) run();
  return (performance.now() - start) / RUNS;
}

printHeader(`Group proposal: ${CHILDREN} children, ${RUNS} runs × ${ROUNDS} rounds`, 'npm run bench:groups');
const children = februaryWeek(CHILDREN);
const reversed = [...children].reverse();
const same = JSON.stringify(proposeGroups(children, rules)) === JSON.stringify(proposeGroups(reversed, rules));
for (let i = 0; i < 50; i++) {
  floor(children);
  proposeGroups(children, rules);
}
const floors: number[] = [];
const proposals: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  floors.push(time(() => floor(children)));
  proposals.push(time(() => proposeGroups(children, rules)));
}
const groups = proposeGroups(children, rules);
console.log(
  table(
    ['scenario', 'median per run (ms)', 'ratio to the floor'],
    [
      ['floor: sort by level and age', ms(median(floors)), '1.00×'],
      ['proposal: groups by level, age, size', ms(median(proposals)), ratio(median(proposals), median(floors))],
    ],
  ),
);
console.log(`\n${groups.length} groups for ${CHILDREN} children; the same groups in reverse order: ${same ? 'yes' : 'NO'}`);
