import { expect, test } from '@playwright/test';
import { hydrated } from '../hydration';
import { stack } from '../stack';

test.describe('links in CMS content', () => {
  test('internal links get their trailing slash and base path; PDFs and external links follow the rules', async ({ page }) => {
    // Every content page of both languages is checked: the rules hold wherever an editor writes a link.
    const pages = (await (await fetch(`${stack().platformUrl}/api/pages?site=val-neige`)).json()).pages as { lang: string; path: string }[];
    let internal = 0;
    let pdf = 0;
    let external = 0;
    for (const p of pages.filter((x) =>
      [
        '/faq/',
        '/infos-pratiques/plan-des-pistes/',
        '/information/piste-map/',
        '/cours/ski/enfants/',
        '/lessons/ski/children/',
        '/',
      ].includes(x.path),
    )) {
      await page.goto(`${p.lang === 'en' ? '/en' : ''}${p.path}`);
      const links = await page
        .locator('.zone-content a[href]')
        .evaluateAll((as) =>
          as.map((a) => ({ href: a.getAttribute('href') ?? '', target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
        );
      for (const l of links) {
        if (/^https?:/.test(l.href)) {
          external++;
          expect(l.target, l.href).toBe('_blank');
          expect(l.rel, l.href).toBe('noopener noreferrer');
        } else if (l.href.endsWith('.pdf')) {
          pdf++;
          expect(l.target).toBeNull();
        } else if (l.href.startsWith('/')) {
          internal++;
          const [path] = l.href.split('#');
          expect(path, l.href).toMatch(/\/$/);
          if (p.lang === 'en') expect(l.href, l.href).toMatch(/^\/en\//);
        }
      }
    }
    expect(internal).toBeGreaterThan(5);
    expect(pdf).toBeGreaterThan(0);
    expect(external).toBeGreaterThan(0);
  });

  test('a click on an internal link inside content navigates on the client side', async ({ page }) => {
    await page.goto('/cours/ski/enfants/');
    // Before hydration a click is the browser's own full load (the link works without scripts).
    await hydrated(page, '.zone-content');
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'same document';
    });
    const link = page.locator('.zone-content a[data-link="internal"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(`${stack().siteUrl}${href}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('same document');
  });

  test('the demo PDFs are served, the script that writes them is not (it lives in scripts/)', async ({ request }) => {
    const pdf = await request.get('/static/docs/plan-des-pistes.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await request.get('/static/docs/make-pdfs.mjs')).status()).toBe(404);
  });

  test('an anchor after the hash is kept', async ({ page }) => {
    await page.goto('/');
    const hrefs = await page.locator('a[href*="#"]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    for (const h of hrefs.filter((x) => x.startsWith('/'))) expect(h).toMatch(/^\/[^#]*\/#[\w-]+$/);
  });
});
