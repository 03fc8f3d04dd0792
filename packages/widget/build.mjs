// Builds the booking widget into ONE IIFE file with React bundled:
// apps/platform/public/static/js/widget-msem.js (served by the platform). `npm run build -w @schuss/widget`.
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
export const outfile = join(here, '../../apps/platform/public/static/js/widget-msem.js');
const LIMIT_KB = 75;

mkdirSync(dirname(outfile), { recursive: true });
await build({
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
});
const gz = gzipSync(readFileSync(outfile), { level: 9 }).length / 1024;
console.log(`widget-msem.js: ${gz.toFixed(1)} KB gzip (limit ${LIMIT_KB} KB) -> ${outfile}`);
if (gz > LIMIT_KB) {
  console.error(`The widget is larger than ${LIMIT_KB} KB gzip`);
  process.exit(1);
}
