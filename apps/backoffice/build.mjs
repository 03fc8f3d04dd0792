// Builds the back office (Vite) and puts it where the platform serves it: apps/platform/public/admin/
// (static.ts, at /admin/). The build is made in a folder beside it and swapped in, so a running
// platform never serves a half-written build. It records a digest of its sources (build-stamp.json,
// read by scripts/stack.mjs to rebuild when they changed) and prints the gzip sizes of the first
// load and of the chart chunk.
// `npm run build -w @schuss/backoffice` or `node apps/backoffice/build.mjs`.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { BUDGETS } from '../../scripts/budgets.mjs';
import { backofficeSourceDigest } from '../../scripts/stack.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const outDir = join(here, '../platform/public/admin');
const next = `${outDir}.next`;
const old = `${outDir}.old`;
/** Gzip limits in KB: the first load (entry script, its static imports and the CSS) and the lazy chart chunk. */
export const LIMITS = { first: BUDGETS.backofficeFirstLoad, chart: BUDGETS.backofficeChart };

rmSync(next, { recursive: true, force: true });
await build({ root: here, configFile: join(here, 'vite.config.ts'), logLevel: 'warn', build: { outDir: next, emptyOutDir: true } });

// What the first screen downloads: the entry chunk, the chunks it imports statically, and their CSS.
const manifestFile = join(next, '.vite/manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(next, file)), { level: 9 }).length;
const firstFiles = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || firstFiles.has(chunk.file)) return;
  firstFiles.add(chunk.file);
  for (const css of chunk.css ?? []) firstFiles.add(css);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit('index.html');
const chartKeys = Object.keys(manifest).filter((k) => /src\/charts\//.test(k));
const chartFiles = new Set();
for (const key of chartKeys) {
  chartFiles.add(manifest[key].file);
  for (const imported of manifest[key].imports ?? [])
    if (!firstFiles.has(manifest[imported]?.file)) chartFiles.add(manifest[imported].file);
}
const first = [...firstFiles].reduce((n, f) => n + gz(f), 0) / 1024;
const chart = [...chartFiles].reduce((n, f) => n + gz(f), 0) / 1024;
rmSync(join(next, '.vite'), { recursive: true, force: true });
writeFileSync(join(next, 'build-stamp.json'), `${JSON.stringify({ SOURCES: backofficeSourceDigest() }, null, 2)}\n`);

// Swap: the new build in, the old one out.
rmSync(old, { recursive: true, force: true });
if (existsSync(outDir)) renameSync(outDir, old);
renameSync(next, outDir);
rmSync(old, { recursive: true, force: true });

console.log(
  `back office first load: ${first.toFixed(1)} KB gzip (limit ${LIMITS.first} KB), chart chunk: ${chart.toFixed(1)} KB gzip -> ${outDir}`,
);
if (first > LIMITS.first || chart > LIMITS.chart) {
  console.error('the back office is larger than its limits');
  process.exit(1);
}
