import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest (seconds measured in a full run, 28 Nov 2026), started first. On a fresh clone Vitest
 * has no timings of its own and starts the largest files first: the isolation tests (a few lines each, hundreds of
 * cases from other files) then ran last, alone on one of the two workers, for the last 45 s of the run.
 */
const SLOW_FIRST: [RegExp, number][] = [
  [/jobs\/background\.test\.ts$/, 71],
  [/route-fuzz\.test\.ts$/, 57],
  [/isolation\/backoffice\.test\.ts$/, 45],
  [/payment\/payment\.test\.ts$/, 30],
  [/accounts\/accounts\.test\.ts$/, 23],
  [/backoffice\/access\.test\.ts$/, 21],
  [/closures\/closures\.test\.ts$/, 21],
  [/jobs\/jobs\.test\.ts$/, 19],
  [/places\/concurrency\.test\.ts$/, 17],
  [/scripts\/cycles\.test\.ts$/, 16],
  [/isolation\/content\.test\.ts$/, 10],
  [/isolation\/booking\.test\.ts$/, 8],
];

const weight = (spec: TestSpecification) => SLOW_FIRST.find(([path]) => path.test(spec.moduleId))?.[1] ?? 0;

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => weight(b) - weight(a));
  }
}
