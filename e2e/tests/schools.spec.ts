import { request as httpRequest } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { violations } from '../axe';
import { stack } from '../stack';

/**
 * One build of the site serves every school: the school comes from the request's host.
 * Val-Neige on localhost (fr at `/`, en at `/en/`), Les Arolles on arolles.localhost (fr) and
 * en.arolles.localhost (en). Chromium resolves `*.localhost` to loopback by itself; from Node the
 * requests go to 127.0.0.1 with the Host header.
 */

type Menu = { name: string; title: string; shortTitle?: string };
type SchoolData = {
  config: {
    site: string;
    siteName: string;
    domains: Record<string, string>;
    brand?: { logo?: string; colors?: { primary: string; accent: string } };
  };
  menus: Record<string, { main: Menu[] }>;
};

const port = () => new URL(stack().siteUrl).port;
const arolles = () => ({ fr: `http://arolles.localhost:${port()}`, en: `http://en.arolles.localhost:${port()}` });

/** A school as the platform holds it: what each school's pages must show. */
async function school(key: string): Promise<SchoolData> {
  const res = await fetch(`${stack().platformUrl}/api/site?site=${key}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SchoolData;
}

/** A GET to the site as a browser on `host` would send it (Node may not resolve `*.localhost`). */
function getOnHost(host: string, path: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: port(), path, headers: { host: `${host}:${port()}` } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const NAV = { fr: 'Navigation principale', en: 'Main navigation' } as const;
const SWITCHER = { fr: 'Langue : FR', en: 'Language: EN' } as const;
const label = (item: Menu) => item.shortTitle ?? item.title;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startsWith = (text: string) => new RegExp(`^${escaped(text)}`);

/** The header of a school's page in a language: its name, its menus, its language links, its look. */
async function expectSchoolPage(page: Page, data: SchoolData, lang: 'fr' | 'en', other: SchoolData) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const home = page.getByRole('banner').getByRole('link', { name: startsWith(data.config.siteName) });
  await expect(home).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(escaped(data.config.siteName)));
  const nav = page.getByRole('navigation', { name: NAV[lang] });
  const own = data.menus[lang]?.main ?? [];
  expect(own.length).toBeGreaterThan(0);
  for (const item of own) await expect(nav.getByText(label(item), { exact: true }).first()).toBeVisible();
  // Nothing of the other school.
  await expect(page.getByText(other.config.siteName)).toHaveCount(0);
  // The language switcher leads to this school's own base URLs.
  await page.getByRole('button', { name: SWITCHER[lang], exact: true }).click();
  for (const [l, name] of [
    ['fr', 'Français'],
    ['en', 'English'],
  ] as const) {
    const url = data.config.domains[l];
    if (url) await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', `${url.replace(/\/+$/, '')}/`);
  }
  await page.keyboard.press('Escape');
  // The school's colours on <html> (what the stylesheets read), its logo in the header.
  const brand = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--color-brand').trim().toLowerCase(),
  );
  const colors = data.config.brand?.colors;
  expect(brand).toBe(colors ? colors.primary.toLowerCase() : '#b3122e');
  const logo = page.getByRole('banner').getByRole('img', { name: data.config.siteName, exact: true });
  if (data.config.brand?.logo) await expect(logo).toBeVisible();
  else await expect(logo).toHaveCount(0);
}

test.describe('every school on its own host', () => {
  test('Val-Neige on localhost, French and English', async ({ page }) => {
    const [valNeige, lesArolles] = [await school('val-neige'), await school('les-arolles')];
    await page.goto('/');
    await expectSchoolPage(page, valNeige, 'fr', lesArolles);
    await page.goto('/en/');
    await expectSchoolPage(page, valNeige, 'en', lesArolles);
  });

  test('Les Arolles on arolles.localhost (French) and en.arolles.localhost (English)', async ({ page }) => {
    const [valNeige, lesArolles] = [await school('val-neige'), await school('les-arolles')];
    expect(lesArolles.config.domains).toEqual(arolles());
    await page.goto(`${arolles().fr}/`);
    await expectSchoolPage(page, lesArolles, 'fr', valNeige);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`${arolles().en}/`);
    await expectSchoolPage(page, lesArolles, 'en', valNeige);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('each school has its own sitemap.xml, robots.txt and config.json', async () => {
    const valNeige = await getOnHost('localhost', '/sitemap.xml');
    const fr = await getOnHost('arolles.localhost', '/sitemap.xml');
    const en = await getOnHost('en.arolles.localhost', '/sitemap.xml');
    for (const res of [valNeige, fr, en]) {
      expect(res.status).toBe(200);
      expect(res.type).toContain('application/xml');
    }
    expect(fr.body).toBe(en.body); // one school, one sitemap, whichever of its hosts is asked
    expect(fr.body).toContain(`<loc>${arolles().fr}/</loc>`);
    expect(fr.body).toContain(`<loc>${arolles().en}/</loc>`);
    expect(fr.body).not.toContain(stack().siteUrl);
    expect(valNeige.body).toContain(`<loc>${stack().siteUrl}/en/</loc>`);
    expect(valNeige.body).not.toContain('arolles.localhost');

    expect((await getOnHost('en.arolles.localhost', '/robots.txt')).body).toContain(`Sitemap: ${arolles().fr}/sitemap.xml`);

    const config = await getOnHost('en.arolles.localhost', '/static/cms/config.json');
    expect(config.status).toBe(200);
    expect(JSON.parse(config.body)).toMatchObject({ site: 'les-arolles', domains: arolles() });
    expect(JSON.parse((await getOnHost('localhost', '/static/cms/config.json')).body)).toMatchObject({ site: 'val-neige' });
  });

  test('a language the school does not serve on that host is the not-found page', async ({ page }) => {
    const res = await page.goto(`${arolles().fr}/en/`);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect((await page.goto(`${arolles().fr}/cette-page-n-existe-pas/`))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });

  test('a host no school lists gets the fallback school (SITE_KEY, Val-Neige by default)', async ({ page }) => {
    const valNeige = await school('val-neige');
    const res = await page.goto(`http://unknown-school.localhost:${port()}/`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: startsWith(valNeige.config.siteName) })).toBeVisible();
    expect(JSON.parse((await getOnHost('unknown-school.localhost', '/static/cms/config.json')).body)).toMatchObject({ site: 'val-neige' });
  });
});

test.describe('Les Arolles at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test('home page in French and English: no axe violation, no horizontal scrolling', async ({ page }) => {
    for (const url of [`${arolles().fr}/`, `${arolles().en}/`]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
  });
});
