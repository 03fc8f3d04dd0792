// The first-load JavaScript (gzip) of a page of a running site, split into the framework's part (Next.js, React,
// React DOM, the Turbopack runtime) and our own part (our client components and the libraries they use): every
// script the page loads from /_next/static, and the list its after-paint loader starts. Chunks mix both, so each
// chunk's bytes are attributed to their sources with the build's source maps (SITE_SOURCE_MAPS=1) and its gzip size
// is shared out in proportion. Used by `npm run size` and by the journeys' budget check.
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

export const gzip = (body) => gzipSync(body, { level: 9 }).length;
/** Sources that are the framework's: Next.js, React, React DOM, their scheduler and helpers, Turbopack's runtime. */
const FRAMEWORK_SOURCE = /node_modules\/(next|react|react-dom|scheduler|@swc\/helpers)\/|\[turbopack\]/;

/** The fraction of a chunk's bytes that come from framework sources (by its source map; all of it without one). */
async function frameworkShare(code, url) {
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  if (!mapName) return { share: 1, mapped: false };
  const res = await fetch(new URL(mapName, url));
  if (!res.ok) return { share: 1, mapped: false };
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
  return { share: mapped ? framework / mapped : 1, mapped: true };
}

/**
 * The page's first-load JavaScript: `{ scripts, framework, own, inline, unmapped }`, where framework and own are
 * `{ raw, gz, rows: [[file, gz]] }` in bytes, inline is the gzip size of the inline scripts (flight data) and
 * unmapped counts the scripts without a source map (all counted as the framework's: a build without maps cannot
 * be measured, and a caller checking a budget must refuse it).
 */
export async function firstLoad(siteUrl, path) {
  // Twice: the first request renders and caches the page, the second is what visitors get.
  await fetch(`${siteUrl}${path}`);
  const html = await (await fetch(`${siteUrl}${path}`)).text();
  // Script tags, and the list the page's after-paint loader starts (apps/site/src/cache/defer-scripts.mjs).
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)];
  const modern = tags.filter((m) => !/\snomodule/i.test(m[0])).map((m) => m[1]);
  const deferred = JSON.parse(html.match(/<script data-after-paint="">[^<]*?l=(\[[^\]]*\])/)?.[1] ?? '[]');
  const scripts = [...new Set([...modern, ...deferred])];
  const parts = { framework: { raw: 0, gz: 0, rows: [] }, own: { raw: 0, gz: 0, rows: [] } };
  let unmapped = 0;
  for (const src of scripts) {
    const url = new URL(src, siteUrl);
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const { share, mapped } = await frameworkShare(body.toString('utf8'), url);
    if (!mapped) unmapped++;
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
  return { scripts, ...parts, inline: gzip(Buffer.from(inline)), unmapped };
}
