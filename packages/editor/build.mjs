// Builds the editing tool into ONE IIFE file with React and TipTap bundled:
// apps/platform/public/cms/v3/cms.js (served by the platform at /cms/v3/cms.js, loaded only for editors).
// `npm run build -w @schuss/editor` or `node packages/editor/build.mjs`.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { browserBundle } from '../../scripts/esbuild-browser.mjs';
import { writeOutputs } from '../../scripts/write-atomic.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const outfile = join(here, '../../apps/platform/public/cms/v3/cms.js');

mkdirSync(dirname(outfile), { recursive: true });
const result = await build({
  entryPoints: [join(here, 'src/index.tsx')],
  outfile,
  ...browserBundle,
  write: false,
});
writeOutputs(result.outputFiles);
const gz = gzipSync(readFileSync(outfile), { level: 9 }).length / 1024;
// Editors only download it: no hard limit, but a size worth watching.
console.log(`cms.js: ${gz.toFixed(1)} KB gzip -> ${outfile}`);
