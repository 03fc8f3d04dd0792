// `npm run lighthouse`: production build, then Lighthouse (mobile, its default) on the home page
// and the offers page; prints the four category scores. Uses Debian's Chromium, no download.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
const pages = ['/', '/offres/', '/en/offers/'];

await withDemoStack({ sitePort: 3400, platformPort: 4400, rebuild: process.argv.includes('--rebuild') }, async ({ siteUrl }) => {
  // Warm the page cache so Lighthouse measures what visitors get.
  for (const p of pages) await fetch(`${siteUrl}${p}`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags });
  try {
    console.log(`Lighthouse ${new Date().toISOString().slice(0, 10)} — mobile, ${siteUrl}`);
    console.log('page'.padEnd(16), 'performance', 'accessibility', 'best-practices', 'seo');
    for (const p of pages) {
      const result = await lighthouse(`${siteUrl}${p}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const c = result?.lhr.categories ?? {};
      const s = (k) => String(Math.round((c[k]?.score ?? 0) * 100)).padStart(k.length);
      console.log(p.padEnd(16), s('performance'), s('accessibility'), s('best-practices'), s('seo'));
      const failing = Object.values(result?.lhr.audits ?? {}).filter(
        (a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary',
      );
      for (const a of failing.slice(0, 8)) console.log(`    ✗ ${a.id}: ${a.title}`);
    }
  } finally {
    await chrome.kill();
  }
});
