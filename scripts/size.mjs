// `npm run size`: first-load JavaScript (gzip) of a content page and of a booking page — every script
// the page loads from /_next/static — split into the framework's part (Next.js, React, React DOM, the
// Turbopack runtime) and our own part (our client components and the libraries they use). Chunks mix
// both, so each chunk's bytes are attributed to their sources with the measurement build's source
// maps, and its gzip size is shared out in proportion. Then the booking widget's two files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { withDemoStack } from './demo-stack.mjs';
import { root } from './stack.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gzip = (body) => gzipSync(body, { level: 9 }).length;
const OWN_TARGET_KB = 20;
/** Sources that are the framework's: Next.js, React, React DOM, their scheduler and helpers, Turbopack's runtime. */
const FRAMEWORK_SOURCE = /node_modules\/(next|react|react-dom|scheduler|@swc\/helpers)\/|\[turbopack\]/;

/** The fraction of a chunk's bytes that come from framework sources (by its source map; all of it without one). */
async function frameworkShare(code, url) {
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  if (!mapName) return 1;
  const res = await fetch(new URL(mapName, url));
  if (!res.ok) return 1;
  const consumer = new SourceMapConsumer(await res.json());
  const lines = code.split('\n');
  const segments = [];
  consumer.eachMapping((m) => segments.push(m));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  let framework = 0;
  let mapped = 0;
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i];
    const next = segments[i + 1];
    const end =
      next && next.generatedLine === s.generatedLine ? next.generatedColumn : (lines[s.generatedLine - 1]?.length ?? s.generatedColumn);
    const length = end - s.generatedColumn;
    mapped += length;
    // Unmapped glue (chunk wrappers) counts as the framework's.
    if (!s.source || FRAMEWORK_SOURCE.test(s.source)) framework += length;
  }
  return mapped ? framework / mapped : 1;
}

// The same ports as `npm run lighthouse`: both share one measurement build.
await withDemoStack({ sitePort: 3400, platformPort: 4400 }, async ({ siteUrl }) => {
  for (const [label, path] of [
    ['content page', '/cours/ski/enfants/'],
    ['booking page', '/reserver/cours-collectifs/'],
  ]) {
    // Twice: the first request renders and caches the page, the second is what visitors get.
    await fetch(`${siteUrl}${path}`);
    const html = await (await fetch(`${siteUrl}${path}`)).text();
    // Script tags, and the list the page's after-paint loader starts (apps/site/src/cache/defer-scripts.mjs).
    const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)];
    const modern = tags.filter((m) => !/\snomodule/i.test(m[0])).map((m) => m[1]);
    const deferred = JSON.parse(html.match(/<script data-after-paint="">[^<]*?l=(\[[^\]]*\])/)?.[1] ?? '[]');
    const scripts = [...new Set([...modern, ...deferred])];
    const parts = { framework: { raw: 0, gz: 0, rows: [] }, own: { raw: 0, gz: 0, rows: [] } };
    for (const src of scripts) {
      const url = new URL(src, siteUrl);
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      const share = await frameworkShare(body.toString('utf8'), url);
      const g = gzip(body);
      for (const [name, fraction] of [
        ['framework', share],
        ['own', 1 - share],
      ]) {
        if (fraction === 0) continue;
        parts[name].raw += body.length * fraction;
        parts[name].gz += g * fraction;
        parts[name].rows.push([
          `${src.replace(/^.*\/_next\/static\//, '')}${fraction < 1 ? ` (${Math.round(fraction * 100)} %)` : ''}`,
          g * fraction,
        ]);
      }
    }
    const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
    console.log(`\nFirst-load JavaScript of the ${label} ${path} (${scripts.length} files; nomodule polyfills not counted)`);
    for (const [name, part] of Object.entries(parts)) {
      console.log(`  ${name === 'framework' ? 'framework (Next.js + React)' : 'our own'}: ${kb(part.gz)} gzip (${kb(part.raw)} raw)`);
      for (const [file, g] of part.rows.sort((a, b) => b[1] - a[1])) console.log(`    ${kb(g).padStart(9)}  ${file}`);
    }
    console.log(
      `  total: ${kb(parts.framework.gz + parts.own.gz)} gzip + inline ${kb(gzip(Buffer.from(inline)))} gzip (flight data)` +
        ` — our own part ${kb(parts.own.gz)}, target ≤ ${OWN_TARGET_KB} KB on a content page`,
    );
  }
});

// The widget's two files (packages/widget/build.mjs): the main one on every booking page, the second
// (cart, checkout tunnel, participants form) fetched by the first when the page is idle.
for (const [file, label, target] of [
  ['widget-msem.js', 'Booking widget, main file', 75],
  ['widget-msem-checkout.js', 'Booking widget, second file (loaded when idle)', 25],
]) {
  const path = join(root, 'apps/platform/public/static/js', file);
  if (existsSync(path))
    console.log(`${file === 'widget-msem.js' ? '\n' : ''}${label}: ${kb(gzip(readFileSync(path)))} gzip — target ≤ ${target} KB`);
}
