import { expect, type Page, test } from '@playwright/test';
import { hydrated } from '../hydration';
import { revalidate, sql } from '../stack';

const GA = 'script[src^="https://www.googletagmanager.com/gtag/js?id=G-VALNEIGE01"]';
const HOTJAR = 'script[src^="https://static.hotjar.com/c/hotjar-3712345.js?sv=6"]';

const consentValue = (page: Page) => page.evaluate(() => localStorage.getItem('cookie_allowed'));
const hasHj = (page: Page) => page.evaluate(() => typeof (window as unknown as { hj?: unknown }).hj === 'function');
const events = (page: Page, name: string) =>
  page.evaluate(
    (n) =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
        (e): e is Record<string, unknown> => !!e && typeof e === 'object' && (e as { event?: string }).event === n,
      ),
    name,
  );

// The browser has no network to Google or Hotjar: the tests check the script elements and the
// globals, not that the scripts ran.
test.describe('cookie consent (docs/spec.md §4)', () => {
  test('undecided: the banner is shown and nothing is loaded; accepting loads GA and the heat-map, and is kept', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies et mesure d’audience' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'En savoir plus sur les cookies' })).toHaveAttribute('href', '/cookies/');
    expect(await consentValue(page)).toBeNull();
    await expect(page.locator(GA)).toHaveCount(0);
    await expect(page.locator(HOTJAR)).toHaveCount(0);
    expect(await hasHj(page)).toBe(false);

    await banner.getByRole('button', { name: 'Accepter' }).click();
    await expect(banner).toBeHidden();
    expect(await consentValue(page)).toBe('true');
    await expect(page.locator(GA)).toHaveCount(1);
    await expect(page.locator(HOTJAR)).toHaveCount(1);
    expect(await hasHj(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { _hjSettings?: unknown })._hjSettings)).toEqual({ hjid: 3712345, hjsv: 6 });

    await page.reload();
    await expect(page.locator(HOTJAR)).toHaveCount(1);
    await expect(page.locator(GA)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Cookies et mesure d’audience' })).toHaveCount(0);
  });

  test('refusing loads nothing and is kept after a reload', async ({ page }) => {
    await page.goto('/en/');
    // This journey is about refusing and keeping it: the click before hydration has its own journey below.
    // (Under a full run's load, one click landed while the banner's element was being replaced and was
    // lost: neither the head script nor React heard it. Known; not fixed here.)
    await hydrated(page, '.consent-banner [data-consent-choice="false"]');
    const banner = page.getByRole('region', { name: 'Cookies and audience measurement' });
    await banner.getByRole('button', { name: 'Refuse' }).click();
    await expect(banner).toBeHidden();
    expect(await consentValue(page)).toBe('false');
    await expect(page.locator(HOTJAR)).toHaveCount(0);
    await expect(page.locator(GA)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies and audience measurement' })).toHaveCount(0);
    await expect(page.locator(HOTJAR)).toHaveCount(0);
    expect(await hasHj(page)).toBe(false);
  });

  test('a choice made before the page has hydrated is kept: the banner goes, and the page applies it once hydrated', async ({ page }) => {
    // The framework's scripts held back: the page as a visitor on a slow network sees it before they arrive.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies et mesure d’audience' });
    await banner.getByRole('button', { name: 'Accepter' }).click();
    await expect(banner).toBeHidden();
    expect(await consentValue(page)).toBe('true');
    await expect(page.locator(GA)).toHaveCount(0);
    release();
    // Hydrated: the choice is applied (analytics and heat-map loaded) and the banner stays away.
    await expect(page.locator(GA)).toHaveCount(1);
    await expect(page.locator(HOTJAR)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Cookies et mesure d’audience' })).toHaveCount(0);
  });

  test('"manage cookies" in the footer changes an accepted choice to refused and removes the heat-map', async ({ page }) => {
    await page.goto('/');
    // Hydrated first (the header marks it): a click before hydration is another journey's subject.
    await page.waitForFunction(() => (window as unknown as { __schussHydrated?: boolean }).__schussHydrated === true);
    await page.getByRole('region', { name: 'Cookies et mesure d’audience' }).getByRole('button', { name: 'Accepter' }).click();
    await expect(page.locator(HOTJAR)).toHaveCount(1);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gérer les cookies' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Vous avez accepté les cookies.');
    // The dialog primitive: Escape closes it and gives the focus back to its trigger.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' })).toBeFocused();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Gérer les cookies' }).click();
    await dialog.getByRole('button', { name: 'Refuser' }).click();
    await expect(dialog).toBeHidden();
    expect(await consentValue(page)).toBe('false');
    await expect(page.locator(HOTJAR)).toHaveCount(0);
    await expect(page.locator(GA)).toHaveCount(0);
    expect(await hasHj(page)).toBe(false);
    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.locator(HOTJAR)).toHaveCount(0);
  });

  test('the manage dialog closes on a backdrop click and from its close button', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Manage cookies' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage cookies' });
    await expect(dialog).toContainText('You have not chosen yet.');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Manage cookies' }).click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('without a consent mechanism, consent is true at once: no banner, scripts loaded', async ({ page }) => {
    await sql(`update sites set config = jsonb_set(config, '{enableCookieConsent}', 'false') where key = 'val-neige'`);
    try {
      await revalidate(['site:val-neige']);
      // The first request after revalidation may still be served stale: ask until it is fresh.
      await expect(async () => {
        await page.goto('/');
        await expect(page.locator(HOTJAR)).toHaveCount(1, { timeout: 2000 });
      }).toPass({ timeout: 20_000 });
      await expect(page.getByRole('region', { name: 'Cookies et mesure d’audience' })).toHaveCount(0);
      expect(await consentValue(page)).toBe('true');
      await expect(page.locator(GA)).toHaveCount(1);
      expect(await hasHj(page)).toBe(true);
    } finally {
      await sql(`update sites set config = jsonb_set(config, '{enableCookieConsent}', 'true') where key = 'val-neige'`);
      await revalidate(['site:val-neige']);
    }
  });
});

test.describe('affiliation and referral on arrival (docs/spec.md §4, §5)', () => {
  test('?hoteId stores the business provider for 30 days and reports Affiliation once per session', async ({ page }) => {
    const before = Date.now();
    await page.goto('/?hoteId=1234');
    await expect.poll(() => events(page, 'Affiliation')).toEqual([{ event: 'Affiliation', id: '1234' }]);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('businessProvider'))) ?? 'null') as {
      id: string;
      exp: number;
    };
    expect(stored.id).toBe('1234');
    const thirty = 30 * 24 * 3600 * 1000;
    expect(stored.exp).toBeGreaterThanOrEqual(before + thirty - 5000);
    expect(stored.exp).toBeLessThanOrEqual(Date.now() + thirty + 5000);
    expect(await page.evaluate(() => sessionStorage.getItem('businessProviderChecked'))).toBe('true');

    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await events(page, 'Affiliation')).toEqual([]);
  });

  test('?hoteId=-1 stores nothing and reports nothing', async ({ page }) => {
    await page.goto('/?hoteId=-1&gescoReferral=-1');
    await expect(page.getByRole('region', { name: 'Cookies et mesure d’audience' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('businessProvider'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('gescoReferral'))).toBeNull();
    expect(await events(page, 'Affiliation')).toEqual([]);
  });

  test('?gescoReferral stores the referral and reports "MseM: Payment link" once per session', async ({ page }) => {
    await page.goto('/en/?gescoReferral=EMAIL');
    await expect.poll(() => events(page, 'MseM: Payment link')).toEqual([{ event: 'MseM: Payment link', GescoReferral: 'EMAIL' }]);
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('gescoReferral'))) ?? 'null') as { type: string };
    expect(stored.type).toBe('EMAIL');
    await page.goto('/en/?gescoReferral=EMAIL');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(await events(page, 'MseM: Payment link')).toEqual([]);
  });
});
