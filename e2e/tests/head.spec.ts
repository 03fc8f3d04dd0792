import { expect, test } from '@playwright/test';
import { stack } from '../stack';

const SITE = 'École de ski Val-Neige';

test.describe('page head', () => {
  test('French home: lang, title, description, canonical and alternates', async ({ page }) => {
    const res = await page.goto('/');
    expect(res?.status()).toBe(200);
    const base = stack().siteUrl;
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle(new RegExp(` - ${SITE}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${base}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', `${base}/`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${base}/en/`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${base}/`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('English home is served at /en/ in English', async ({ page }) => {
    const res = await page.goto('/en/');
    expect(res?.status()).toBe(200);
    const base = stack().siteUrl;
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${base}/en/`);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', `${base}/`);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('title is title plus subtitle, a dash and the site name; alternates follow translated paths', async ({ page, request }) => {
    const api = await (
      await request.get(`${stack().platformUrl}/api/page?site=val-neige&lang=en&path=/information/meeting-points/`)
    ).json();
    await page.goto('/en/information/meeting-points/');
    const expected = `${[api.title, api.subTitle].filter(Boolean).join(' ')} - ${SITE}`;
    await expect(page).toHaveTitle(expected);
    const base = stack().siteUrl;
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      `${base}/infos-pratiques/lieux-de-rendez-vous/`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${base}/en/information/meeting-points/`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${base}/infos-pratiques/lieux-de-rendez-vous/`,
    );
    // The language link leads to the French translation of this very page.
    await page.getByRole('button', { name: 'Language: EN', exact: true }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(`${base}/infos-pratiques/lieux-de-rendez-vous/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('a disabled page is served with noindex, nofollow', async ({ page, request }) => {
    const list = await (await request.get(`${stack().platformUrl}/api/pages?site=val-neige&lang=fr`)).json();
    const disabled = list.pages.find((p: { disabled: boolean }) => p.disabled);
    expect(disabled).toBeTruthy();
    const res = await page.goto(disabled.path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});

test.describe('404', () => {
  test('an unknown French path answers 404 with a French page', async ({ page }) => {
    const res = await page.goto('/cette-page-n-existe-pas/');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(`${stack().siteUrl}/`);
  });

  test('an unknown English path answers 404 with an English page', async ({ page }) => {
    const res = await page.goto('/en/no-such-page/');
    expect(res?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/');
  });

  test('a French path under /en/ is not an English page', async ({ page }) => {
    const res = await page.goto('/en/cours/');
    expect(res?.status()).toBe(404);
  });
});
