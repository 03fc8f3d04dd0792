// Next's App Router writes its JavaScript as `<script src async>` tags in the head (React's preinit).
// An async script runs as soon as it arrives, in the middle of parsing: on a fast connection the
// framework's chunks arrive before the first frame and run before it, so the server-rendered text
// is painted only after them (measured: docs/performance.md, "What held the paint"). This rewrite
// requests and starts the scripts once the first contentful paint is done: the text is on screen
// first, then the page hydrates. The downloads are not preloaded either: on a slow network they would
// share the bandwidth with the stylesheets and the HTML the first frame needs.
// Plain JavaScript: Next loads the page cache handler (page-cache-handler.mjs) at run time.

const ASYNC_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"]+\.js)"\/>/g;
export const LOADER_ATTRIBUTE = 'data-after-paint';

/**
 * The inline loader: once the first contentful paint is reported (the text is on screen), or — in a
 * browser without paint timing — two animation frames later; at once in a tab that is not visible
 * (nothing is painted there); after 5 s at the latest.
 * @param {string[]} sources
 */
function afterPaintLoader(sources) {
  const list = JSON.stringify(sources);
  return (
    `<script ${LOADER_ATTRIBUTE}="">(function(){var d=document,l=${list},s=0,P=window.PerformanceObserver;` +
    'function go(){if(s)return;s=1;for(var i=0;i<l.length;i++){var e=d.createElement("script");e.src=l[i];e.async=true;d.head.appendChild(e)}}' +
    'if(d.visibilityState==="hidden")return go();setTimeout(go,5000);' +
    'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0)' +
    'new P(function(x,o){if(x.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true});' +
    'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})})()</script>'
  );
}

/**
 * Rewrites a page's HTML so its framework scripts start after the first paint. Pages without
 * async Next scripts, or already rewritten, are returned unchanged.
 * @param {string} html
 * @returns {string}
 */
export function deferScriptsAfterPaint(html) {
  if (html.includes(`<script ${LOADER_ATTRIBUTE}`) || !html.includes('</body>')) return html;
  /** @type {string[]} */
  const sources = [];
  const withoutScripts = html.replace(ASYNC_SCRIPT, (_tag, src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  // Next's low-priority preload of its bootstrap script goes too: the loader fetches it with the rest.
  const rewritten = withoutScripts.replace(SCRIPT_PRELOAD, (tag, src) => (sources.includes(src) ? '' : tag));
  const at = rewritten.lastIndexOf('</body>');
  return `${rewritten.slice(0, at)}${afterPaintLoader(sources)}${rewritten.slice(at)}`;
}
