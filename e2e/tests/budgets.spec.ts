import { expect, test } from '@playwright/test';
// @ts-expect-error plain ESM script shared with `npm run size` (the error is reported on this line)
import { BUDGET_PAGES, BUDGETS } from '../../scripts/budgets.mjs';
// @ts-expect-error plain ESM script shared with `npm run size` (the error is reported on this line)
import { firstLoad } from '../../scripts/first-load.mjs';
import { stack } from '../stack';

/**
 * The site's size budget, on the journeys' production build: our own first-load JavaScript (gzip, the framework's
 * part not counted) of a content page and of a booking page stays within BUDGETS.siteOwnFirstLoad. Sizes, not
 * timings: the figures are the same on any machine. Printed on every run; a page over budget fails with its figure
 * and its largest files. (The widget's and the back office's budgets are checked by their builds.)
 */
type Part = { gz: number; rows: [string, number][] };
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

for (const [label, path] of BUDGET_PAGES as [string, string][]) {
  test(`our own first-load JavaScript of the ${label} ${path} is within ${BUDGETS.siteOwnFirstLoad} KB gzip`, async () => {
    const load = (await firstLoad(stack().siteUrl, path)) as { own: Part; framework: Part; unmapped: number; scripts: string[] };
    const files = load.own.rows
      .sort((a, b) => b[1] - a[1])
      .map(([file, gz]) => `${kb(gz)} ${file}`)
      .join(', ');
    console.log(
      `${label} ${path}: our own ${kb(load.own.gz)} gzip (budget ${BUDGETS.siteOwnFirstLoad} KB), framework ${kb(load.framework.gz)}: ${files}`,
    );
    // A build without source maps cannot be split: refuse it rather than count everything as the framework's.
    expect(load.unmapped, 'scripts without a source map (build the site with SITE_SOURCE_MAPS=1)').toBe(0);
    expect(load.own.gz / 1024, `${label} ${path}: our own first-load JavaScript is ${kb(load.own.gz)} gzip — ${files}`).toBeLessThanOrEqual(
      BUDGETS.siteOwnFirstLoad,
    );
  });
}
