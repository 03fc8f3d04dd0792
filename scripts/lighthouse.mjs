// `npm run lighthouse`: production build, then Lighthouse (mobile preset: simulated slow 4G and a
// 4× slower CPU) on content, booking, cart and purchase-result pages; three runs per page, printed as
// the median run (by performance score) with FCP, LCP, TBT and CLS, the other three category scores,
// and what the LCP element is and where its time goes. Uses Debian's Chromium, no download.
//
// Flags: --rebuild (build the site first), --runs N (default 3), --only /path/ (repeatable),
//        --json FILE (every run's figures, for docs/performance.md).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { withDemoStack } from './demo-stack.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const args = process.argv.slice(2);
const argValues = (name) => args.flatMap((a, i) => (a === name && args[i + 1] ? [args[i + 1]] : []));
const runs = Number(argValues('--runs')[0] ?? 3);
const jsonFile = argValues('--json')[0];

// The purchase result page is measured as a buyer sees it: a lift pass bought through the platform's
// API and paid on the sandbox's card page (the 303 to the result page gives its address).
const RESULT_PAGE = 'the purchase result page';
const allPages = [
  '/',
  '/cours/ski/enfants/',
  '/offres/',
  '/en/offers/',
  '/reserver/cours-collectifs/',
  '/en/book/group-lessons/',
  '/reserver/forfaits/',
  '/panier/',
  RESULT_PAGE,
];

/** Buys a two-day lift pass and pays it with the sandbox's success card; the result page's path. */
async function paidResultPath(platformUrl) {
  const post = async (path, body) => {
    const res = await fetch(`${platformUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const startDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const { cartId } = await post('/api/booking/cart/lines', {
    resort: 'val-neige',
    lang: 'fr',
    productKey: 'forfait-val-neige',
    startDate,
    days: 2,
    participants: [{ firstName: 'Lou', lastName: 'Mesure', birthDate: '1990-02-03' }],
  });
  const { redirectUrl } = await post('/api/checkout', {
    cartId,
    resort: 'val-neige',
    lang: 'fr',
    acceptTerms: true,
    contact: {
      firstName: 'Lou',
      lastName: 'Mesure',
      email: 'lou.mesure@example.org',
      phone: '+33 4 79 00 00 00',
      address: { line1: '1 place de la Mairie', postalCode: '73000', city: 'Val-Neige', country: 'FR' },
    },
  });
  const paid = await fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: '4242 4242 4242 4242', expiry: '12/35', cvc: '123' }),
  });
  const location = paid.headers.get('location');
  if (paid.status !== 303 || !location) throw new Error(`sandbox payment: ${paid.status}`);
  const url = new URL(location);
  return `${url.pathname}${url.search}`;
}
const only = argValues('--only');
// `--only /offres/` picks pages by path; `--only result` the purchase result page.
const pages = only.length ? allPages.filter((p) => only.some((o) => p.startsWith(o) || (p === RESULT_PAGE && o === 'result'))) : allPages;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const score = (lhr, key) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
const ms = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The LCP element (its selector) and its phases, from Lighthouse's own breakdown. */
function lcpDetail(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items[0]?.items?.[0]?.node;
  const phases = Object.fromEntries((items[1]?.items ?? []).map((p) => [p.phase, Math.round(p.timing)]));
  return { element: node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : 'none', phases };
}

function figures(lhr) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: ms(lhr, 'first-contentful-paint'),
    lcp: ms(lhr, 'largest-contentful-paint'),
    tbt: ms(lhr, 'total-blocking-time'),
    cls: ms(lhr, 'cumulative-layout-shift'),
    lcpDetail: lcpDetail(lhr),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'metricSavings'))
      .map((a) => a.id),
  };
}

// The measurement build publishes source maps (for npm run size); Lighthouse reads them and warns about
// Turbopack's last-column mappings, which says nothing about the pages.
// (Before Lighthouse is loaded: its logger binds the console functions when it starts.)
for (const level of ['warn', 'error', 'log']) {
  const print = console[level];
  console[level] = (...a) => (a.some((x) => String(x).includes('mapping for last column out of bounds')) ? undefined : print(...a));
}
const { default: lighthouse } = await import('lighthouse');

const startLoad = loadavg();
const report = { date: new Date().toISOString(), loadBefore: startLoad, runs, pages: {} };

await withDemoStack({ sitePort: 3400, platformPort: 4400, rebuild: args.includes('--rebuild') }, async ({ siteUrl, platformUrl }) => {
  const resultPath = pages.includes(RESULT_PAGE) ? await paidResultPath(platformUrl) : '';
  const pathOf = (p) => (p === RESULT_PAGE ? resultPath : p);
  // Warm the page cache so Lighthouse measures what visitors get.
  for (const p of pages) await fetch(`${siteUrl}${pathOf(p)}`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  try {
    console.log(
      `Lighthouse ${report.date.slice(0, 16)}Z — mobile preset, ${siteUrl}, median of ${runs} run(s); load average ${startLoad.map((l) => l.toFixed(2)).join(' ')}`,
    );
    const head = ['page'.padEnd(34), 'perf', '  FCP', '  LCP', ' TBT', '  CLS', 'a11y', '  bp', ' seo'];
    console.log(head.join(' '));
    for (const p of pages) {
      const all = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${siteUrl}${pathOf(p)}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        if (result) all.push(figures(result.lhr));
      }
      // The run with the median performance score stands for the page; each metric is also its own median.
      const byScore = [...all].sort((a, b) => a.performance - b.performance);
      const mid = byScore[Math.floor((byScore.length - 1) / 2)];
      const m = (k) => median(all.map((r) => r[k]));
      report.pages[p] = { median: { ...mid, fcp: m('fcp'), lcp: m('lcp'), tbt: m('tbt'), cls: m('cls') }, runs: all };
      const s = (v, w) => String(v).padStart(w);
      console.log(
        [
          (p === RESULT_PAGE ? resultPath.replace(/\?.*/, '?…') : p).padEnd(34),
          s(mid.performance, 4),
          s((m('fcp') / 1000).toFixed(2), 5),
          s((m('lcp') / 1000).toFixed(2), 5),
          s(Math.round(m('tbt')), 4),
          s(m('cls').toFixed(3), 5),
          s(mid.accessibility, 4),
          s(mid.bestPractices, 4),
          s(mid.seo, 4),
        ].join(' '),
        `  perf runs ${all.map((r) => r.performance).join('/')}`,
      );
      const { element, phases } = mid.lcpDetail;
      console.log(
        `    LCP element: ${element}; ${Object.entries(phases)
          .map(([k, v]) => `${k} ${v} ms`)
          .join(', ')}`,
      );
      if (mid.failing.length) console.log(`    below 0.9: ${mid.failing.join(', ')}`);
    }
  } finally {
    await chrome.kill();
  }
});
report.loadAfter = loadavg();
console.log(`load average after: ${report.loadAfter.map((l) => l.toFixed(2)).join(' ')}`);
if (jsonFile) writeFileSync(jsonFile, JSON.stringify(report, null, 2));
