// `npm run size`: first-load JavaScript (gzip) of a content page — every script the page
// loads from /_next/static — and, when built, the booking widget's two files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withDemoStack } from './demo-stack.mjs';
import { root } from './stack.mjs';

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

await withDemoStack({ sitePort: 3300, platformPort: 4300 }, async ({ siteUrl }) => {
  for (const path of ['/cours/ski/enfants/', '/']) {
    const html = await (await fetch(`${siteUrl}${path}`)).text();
    // Scripts marked nomodule (Next's polyfills) are skipped by every browser that runs modules.
    const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)];
    const scripts = [...new Set(tags.filter((m) => !/\snomodule/i.test(m[0])).map((m) => m[1]))];
    const skipped = tags.length - scripts.length;
    let raw = 0;
    let gz = 0;
    const rows = [];
    for (const src of scripts) {
      const body = Buffer.from(await (await fetch(new URL(src, siteUrl))).arrayBuffer());
      const g = gzipSync(body, { level: 9 }).length;
      raw += body.length;
      gz += g;
      rows.push([src.replace(/^.*\/_next\/static\//, ''), g]);
    }
    const inline = [...html.matchAll(/<script(?![^>]*src=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
    const inlineGz = gzipSync(Buffer.from(inline), { level: 9 }).length;
    console.log(
      `\nFirst-load JavaScript of ${path} (${scripts.length} files${skipped ? `; ${skipped} nomodule polyfill file(s) not counted` : ''})`,
    );
    for (const [name, g] of rows.sort((a, b) => b[1] - a[1])) console.log(`  ${kb(g).padStart(9)}  ${name}`);
    console.log(`  total: ${kb(gz)} gzip (${kb(raw)} raw) + inline ${kb(inlineGz)} gzip (flight data) — target ≤ 130 KB`);
  }
});

// The widget's two files (packages/widget/build.mjs): the main one on every booking page, the second
// (cart, checkout tunnel, participants form) fetched by the first once it has mounted.
for (const [file, label, target] of [
  ['widget-msem.js', 'Booking widget, main file', 75],
  ['widget-msem-checkout.js', 'Booking widget, second file (loaded on demand)', 25],
]) {
  const path = join(root, 'apps/platform/public/static/js', file);
  if (existsSync(path))
    console.log(
      `${file === 'widget-msem.js' ? '\n' : ''}${label}: ${kb(gzipSync(readFileSync(path), { level: 9 }).length)} gzip — target ≤ ${target} KB`,
    );
}
