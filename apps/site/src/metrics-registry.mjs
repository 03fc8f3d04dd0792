// The site's Prometheus metrics, one registry per process held on globalThis: Next loads
// the page cache handler (plain Node) and each route's bundle (its own module instances) apart,
// and all of them must count into the same metrics. Whichever loads first creates them.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

const KEY = Symbol.for('schuss.site.metrics');
/** The platform client (src/lib/api.ts, shared with browser code) finds its observer here, without importing prom-client. */
export const PLATFORM_CALL_OBSERVER = Symbol.for('schuss.site.platformCallObserver');

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const cache = new Counter({
    name: 'schuss_site_page_cache_total',
    help: "Reads of Next's cache by kind (page: one per page request; fetch: the data cache) and result (hit, stale, miss)",
    labelNames: ['kind', 'result'],
    registers,
  });
  const renders = new Counter({
    name: 'schuss_site_renders_total',
    help: 'Pages rendered and stored in the page cache (a miss, a stale page refreshed in the background, a revalidation)',
    registers,
  });
  const platformCalls = new Counter({
    name: 'schuss_site_platform_calls_total',
    help: "The site's calls to the platform by route name and outcome (ok, 4xx, 5xx, network), answers of Next's data cache included",
    labelNames: ['route', 'outcome'],
    registers,
  });
  const platformDuration = new Histogram({
    name: 'schuss_site_platform_call_duration_seconds',
    help: "Time of the site's calls to the platform by route name, retries included",
    labelNames: ['route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  return { registry, cache, renders, platformCalls, platformDuration };
}

/** @returns {ReturnType<typeof create>} */
export function siteMetrics() {
  const g = /** @type {Record<symbol, ReturnType<typeof create> | undefined>} */ (globalThis);
  if (!g[KEY]) {
    const m = create();
    g[KEY] = m;
    g[PLATFORM_CALL_OBSERVER] = (/** @type {string} */ route, /** @type {string} */ outcome, /** @type {number} */ seconds) => {
      m.platformCalls.inc({ route, outcome });
      m.platformDuration.observe({ route }, seconds);
    };
  }
  return /** @type {ReturnType<typeof create>} */ (g[KEY]);
}

/** @type {Record<string, string>} */
const KINDS = { APP_PAGE: 'page', APP_ROUTE: 'route', PAGES: 'pages', FETCH: 'fetch' };
/** A bounded label for the kind of a cache read: `page`, `route`, `pages`, `fetch` or `other`. */
export const cacheKind = (/** @type {unknown} */ kind) => (typeof kind === 'string' && KINDS[kind]) || 'other';
