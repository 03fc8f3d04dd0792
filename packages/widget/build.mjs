// Builds the booking widget into three IIFE files served by the platform (apps/platform/public/static/js/):
// - widget-msem.js: React bundled, the offers and product views; exposes React on a private global;
// - widget-msem-checkout.js: the cart view and the checkout tunnel, loaded on demand by the first,
//   running on the first file's React (see docs/decisions/008-widget-checkout-chunk.md);
// - widget-msem-waitlist.js: the panels of links e-mailed to families (waiting list, family, a private-lesson request's
//   payment link) and the private-lesson request form, loaded on demand by the second,
//   running on the first file's React and the second file's booking form.
// `npm run build -w @schuss/widget` or `node packages/widget/build.mjs`.

import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { BUDGETS } from '../../scripts/budgets.mjs';
import { browserBundle } from '../../scripts/esbuild-browser.mjs';
import { writeOutputs } from '../../scripts/write-atomic.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outdir = join(here, '../../apps/platform/public/static/js');
export const outfile = join(outdir, 'widget-msem.js');
export const checkoutFile = join(outdir, 'widget-msem-checkout.js');
export const waitlistFile = join(outdir, 'widget-msem-waitlist.js');
/** Gzip limits in KB: the main file is on every booking page's first paint; the checkout file only on the cart page. */
export const LIMITS = { main: BUDGETS.widgetMain, checkout: BUDGETS.widgetSecond, waitlist: BUDGETS.widgetWaitlist };
const SHARED_GLOBAL = '__msemShared';
const CHUNK_GLOBAL = '__msemCheckout';

const common = browserBundle;

/** In the checkout file, `react`, `react-dom` and `react/jsx-runtime` are the main file's copies (one React per page). */
const sharedReact = {
  name: 'shared-react',
  setup(b) {
    // The third file's booking form is the second file's (registered before it loads the third).
    b.onResolve({ filter: /\/product\/BookingForm$/ }, (args) =>
      args.importer.includes('/waitlist/') ? { path: 'BookingForm', namespace: 'second-file' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'second-file' }, () => ({ contents: `module.exports = window.${CHUNK_GLOBAL};`, loader: 'js' }));
    const names = { react: 'React', 'react-dom': 'ReactDOM', 'react/jsx-runtime': 'JsxRuntime' };
    b.onResolve({ filter: /^react(-dom)?(\/jsx-runtime)?$/ }, (args) => {
      if (!(args.path in names)) throw new Error(`the checkout file may not import ${args.path}: only ${Object.keys(names).join(', ')}`);
      return { path: args.path, namespace: 'shared-react' };
    });
    b.onLoad({ filter: /.*/, namespace: 'shared-react' }, (args) => ({
      contents: `module.exports = window.${SHARED_GLOBAL}.${names[args.path]};`,
      loader: 'js',
    }));
  },
};

mkdirSync(outdir, { recursive: true });
const hashOf = (out) => createHash('sha256').update(out.outputFiles[0].contents).digest('hex').slice(0, 10);
const waitlist = await build({
  ...common,
  write: false,
  entryPoints: [join(here, 'src/waitlist/index.tsx')],
  outfile: waitlistFile,
  plugins: [sharedReact],
});
// Each file asks for the next by content hash: a cached file never runs a newer file's API.
const checkout = await build({
  ...common,
  write: false,
  define: { ...common.define, __WAITLIST_FILE__: JSON.stringify(`widget-msem-waitlist.js?v=${hashOf(waitlist)}`) },
  entryPoints: [join(here, 'src/checkout/index.tsx')],
  outfile: checkoutFile,
  plugins: [sharedReact],
});
const hash = hashOf(checkout);
const main = await build({
  ...common,
  write: false,
  define: { ...common.define, __CHECKOUT_FILE__: JSON.stringify(`widget-msem-checkout.js?v=${hash}`) },
  entryPoints: [join(here, 'src/index.tsx')],
  outfile,
});
// The last file first: a file in place always finds the next file it names, or a newer one.
writeOutputs([...waitlist.outputFiles, ...checkout.outputFiles, ...main.outputFiles]);

let over = false;
for (const [name, file, limit] of [
  ['widget-msem.js', outfile, LIMITS.main],
  ['widget-msem-checkout.js', checkoutFile, LIMITS.checkout],
  ['widget-msem-waitlist.js', waitlistFile, LIMITS.waitlist],
]) {
  const gz = gzipSync(readFileSync(file), { level: 9 }).length / 1024;
  console.log(`${name}: ${gz.toFixed(1)} KB gzip (limit ${limit} KB) -> ${file}`);
  if (gz > limit) {
    console.error(`${name} is larger than ${limit} KB gzip`);
    over = true;
  }
}
if (over) process.exit(1);
