/**
 * `npm run bench:planning` — the planning board's "propose" of issue 31 on a February day of a big school: 120
 * instructors and 400 lessons (groups morning and afternoon, privates through the day; a fixed seed), side by side
 * with a floor: checking once whether each instructor may teach each lesson (`refusalOf` over every pair), which any
 * proposal must at least do. Pure computation (no database, no HTTP).
 *
 * Each figure is the median of BENCH_ROUNDS rounds of BENCH_RUNS runs (after a warm-up). It also checks that the same
 * day given in another order gives the same proposal. Figures only: nothing here fails because of a number.
 *
 * Env (optional): BENCH_INSTRUCTORS (120), BENCH_LESSONS (400), BENCH_RUNS (20), BENCH_ROUNDS (3).
 */
import { performance } from 'node:perf_hooks';
import { februaryDay } from '../apps/platform/src/modules/planning/fixtures';
import { proposeDay, refusalOf } from '../apps/platform/src/modules/planning/rules';
import { median, ms, printHeader, ratio, table } from './lib/common';

const INSTRUCTORS = Number(process.env.BENCH_INSTRUCTORS ?? 120);
const LESSONS = Number(process.env.BENCH_LESSONS ?? 400);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

function time(run: () => unknown): number {
  const start = performance.now();
  for (let i = 0; i < RUNS; i++) run();
  return (performance.now() - start) / RUNS;
}

printHeader(`Planning proposal: ${INSTRUCTORS} instructors, ${LESSONS} lessons, ${RUNS} runs × ${ROUNDS} rounds`, 'npm run bench:planning');
const { needs, teachers } = februaryDay(INSTRUCTORS, LESSONS);
/** The floor: whether each instructor may teach each lesson, once. */
const floor = () => {
  let n = 0;
  for (const l of needs) for (const t of teachers) if (refusalOf(t, l) === null) n++;
  return n;
};
const propose = () => proposeDay(needs, teachers, []);
const result = propose();
const same = JSON.stringify(result) === JSON.stringify(proposeDay([...needs].reverse(), [...teachers].reverse(), []));
for (let i = 0; i < 3; i++) {
  floor();
  propose();
}
const floors: number[] = [];
const proposals: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  floors.push(time(floor));
  proposals.push(time(propose));
}
console.log(
  table(
    ['scenario', 'median per run (ms)', 'ratio to the floor'],
    [
      ['floor: may each instructor teach each lesson', ms(median(floors)), '1.00×'],
      ['proposal: qualification, hours, continuity', ms(median(proposals)), ratio(median(proposals), median(floors))],
    ],
  ),
);
console.log(
  `\n${result.assigned.length} lessons assigned, ${result.left.length} left without a qualified instructor free; the same proposal in reverse order: ${same ? 'yes' : 'NO'}`,
);
