// Builds the editing tool into ONE IIFE file with React and TipTap bundled:
// apps/platform/public/cms/v3/cms.js (served by the platform at /cms/v3/cms.js, loaded only for editors).
// `npm run build -w @schuss/editor` or `node packages/editor/build.mjs`.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
export const outfile = join(here, '../../apps/platform/public/cms/v3/cms.js');

mkdirSync(dirname(outfile), { recursive: true });
const result = await build({
  entryPoints: [join(here, 'src/index.tsx')],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  platform: 'browser',
  target: ['es2022'],
  jsx: 'automatic',
  // Without it the bundle is development React (3× larger) and crashes on `process`.
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  logLevel: 'warning',
  write: false,
});
// A running platform (`npm start`) may serve the file while `npm test` rebuilds it: write a temporary file and
// rename it over the old one, so a request gets the old file or the new one, never half of one.
for (const output of result.outputFiles) {
  const tmp = `${output.path}.${process.pid}.tmp`;
  writeFileSync(tmp, output.contents);
  renameSync(tmp, output.path);
}
const gz = gzipSync(readFileSync(outfile), { level: 9 }).length / 1024;
// Editors only download it: no hard limit, but a size worth watching.
console.log(`cms.js: ${gz.toFixed(1)} KB gzip -> ${outfile}`);
