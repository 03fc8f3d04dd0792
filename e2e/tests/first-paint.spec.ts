import { expect, type Page, test } from '@playwright/test';

// the server-rendered text is painted before any of the framework's scripts is even
// requested (the page cache starts them after the first frame), the page still becomes interactive,
// and the booking widget appears in space kept for it from the first paint (no layout shift).

/** Records the first contentful paint and the layout shifts from the very start of the page. */
async function observePaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __fcp?: number; __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!e.hadRecentInput) w.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page as visitors get it: the second request is served from the page cache. */
async function cachedHtml(page: Page, path: string) {
  await page.request.get(path);
  const res = await page.request.get(path);
  expect(res.headers()['x-nextjs-cache']).toBe('HIT');
  return res.text();
}

for (const path of ['/cours/ski/enfants/', '/en/offers/']) {
  test(`${path}: the text is painted before the framework's scripts are requested, then the page is interactive`, async ({ page }) => {
    const html = await cachedHtml(page, path);
    // No framework script in the markup, where the browser would fetch and run it before the first frame.
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(html).toContain('<script data-after-paint="">');

    await observePaint(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/_next/static/chunks/')));
    const { fcp, firstScript } = await page.evaluate(() => ({
      fcp: (window as unknown as { __fcp?: number }).__fcp,
      firstScript: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((r) => /\/_next\/static\/chunks\/[^?]+\.js/.test(r.name))
          .map((r) => r.startTime),
      ),
    }));
    expect(fcp).toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThan(fcp ?? Number.POSITIVE_INFINITY);

    // Hydrated: the language list opens and closes like before.
    const button = page.getByRole('button', { name: /^(Langue :|Language:)/ });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
}

test('a header button clicked before the page has hydrated is not lost: its list opens once the scripts have run', async ({ page }) => {
  // The framework's scripts held back: a visitor on a slow network clicks before they arrive.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/_next\/static\/chunks\/.+\.js/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/offers/');
  const button = page.getByRole('button', { name: /^Language:/ });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: /Français/ })).toBeVisible();
  // Hydrated: clicks go to the page as usual.
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

for (const [path, heading] of [
  ['/reserver/cours-collectifs/', 'Nos offres'],
  ['/reserver/forfaits/', 'Nos offres'],
  ['/en/book/group-lessons/', 'Our offers'],
] as const) {
  test(`${path} on a phone: the widget appears in its kept space, the footer stays below the fold, nothing shifts`, async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await cachedHtml(page, path);
    await observePaint(page);
    await page.goto(path);
    // Before the widget is there, the footer already starts below the screen.
    const footerTop = await page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThanOrEqual(823);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
    // Let the list settle, then add up the shifts (the layout-shift score a visitor's browser reports).
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.02);
  });
}
