// `npm run size`: first-load JavaScript (gzip) of a content page and of a booking page — every script
// the page loads from /_next/static — split into the framework's part (Next.js, React, React DOM, the
// Turbopack runtime) and our own part (our client components and the libraries they use). Chunks mix
// both, so each chunk's bytes are attributed to their sources with the measurement build's source
// maps, and its gzip size is shared out in proportion. Then the booking widget's two files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET_PAGES, BUDGETS } from './budgets.mjs';
import { withDemoStack } from './demo-stack.mjs';
import { firstLoad, gzip } from './first-load.mjs';
import { root } from './stack.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// The same ports as `npm run lighthouse`: both share one measurement build.
await withDemoStack({ sitePort: 3400, platformPort: 4400 }, async ({ siteUrl }) => {
  for (const [label, path] of BUDGET_PAGES) {
    const { scripts, inline, ...parts } = await firstLoad(siteUrl, path);
    console.log(`\nFirst-load JavaScript of the ${label} ${path} (${scripts.length} files; nomodule polyfills not counted)`);
    for (const name of ['framework', 'own']) {
      const part = parts[name];
      console.log(`  ${name === 'framework' ? 'framework (Next.js + React)' : 'our own'}: ${kb(part.gz)} gzip (${kb(part.raw)} raw)`);
      for (const [file, g] of part.rows.sort((a, b) => b[1] - a[1])) console.log(`    ${kb(g).padStart(9)}  ${file}`);
    }
    console.log(
      `  total: ${kb(parts.framework.gz + parts.own.gz)} gzip + inline ${kb(inline)} gzip (flight data)` +
        ` — our own part ${kb(parts.own.gz)}, budget ≤ ${BUDGETS.siteOwnFirstLoad} KB`,
    );
  }
});

// The widget's two files (packages/widget/build.mjs): the main one on every booking page, the second
// (cart, checkout tunnel, participants form) fetched by the first when the page is idle.
for (const [file, label, target] of [
  ['widget-msem.js', 'Booking widget, main file', BUDGETS.widgetMain],
  ['widget-msem-checkout.js', 'Booking widget, second file (loaded when idle)', BUDGETS.widgetSecond],
  ['widget-msem-waitlist.js', 'Booking widget, third file (a waiting-list link’s panel)', BUDGETS.widgetWaitlist],
]) {
  const path = join(root, 'apps/platform/public/static/js', file);
  if (existsSync(path))
    console.log(`${file === 'widget-msem.js' ? '\n' : ''}${label}: ${kb(gzip(readFileSync(path)))} gzip — budget ≤ ${target} KB`);
}
