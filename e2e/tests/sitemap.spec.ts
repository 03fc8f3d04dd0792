import { expect, test } from '@playwright/test';
import { stack } from '../stack';

test('sitemap.xml lists the indexable pages of every language with their alternates', async ({ request }) => {
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/xml');
  const xml = await res.text();
  const base = stack().siteUrl;
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toContain(`${base}/`);
  expect(locs).toContain(`${base}/en/`);
  expect(locs).toContain(`${base}/en/information/meeting-points/`);
  expect(locs.filter((l) => l?.startsWith(`${base}/en/`)).length).toBeGreaterThanOrEqual(29);
  expect(locs.length).toBeGreaterThanOrEqual(60);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${base}/infos-pratiques/lieux-de-rendez-vous/"/>`);
  const pages = (await (await request.get(`${stack().platformUrl}/api/pages?site=val-neige`)).json()).pages as {
    lang: string;
    path: string;
    disabled: boolean;
  }[];
  for (const p of pages.filter((x) => x.disabled)) expect(locs).not.toContain(`${base}${p.lang === 'en' ? '/en' : ''}${p.path}`);
});

test('robots.txt points to the sitemap', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(await res.text()).toContain(`Sitemap: ${stack().siteUrl}/sitemap.xml`);
});

test('/static/cms/config.json serves the site config', async ({ request }) => {
  const res = await request.get('/static/cms/config.json');
  expect(res.status()).toBe(200);
  const config = await res.json();
  expect(config.langs).toEqual(['fr', 'en']);
  expect(config.site).toBe('val-neige');
  expect(config.siteName).toBe('École de ski Val-Neige');
  expect(config.cms.version).toBe('v3');
  expect(config.ubloApi).toBe(stack().platformUrl);
});
