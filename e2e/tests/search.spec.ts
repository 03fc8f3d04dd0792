import { expect, type Page, type Request, test } from '@playwright/test';
import { stack } from '../stack';

/**
 * Site search (docs/spec.md §2 "Search", §4, §5, §7, §9): the bar in the navigation against the real search
 * service. `page.route` only delays or observes requests; every one goes on to the platform.
 */

const EXCLUDED = ['/levels/snowboard/adults', '/levels/ski/adults', '/levels/nordic-ski/adults'];
type Result = { name: string; title: string; page: string; path: string; snippet: string };

/** The platform's own answer for a query (what the page should show). */
async function platformSearch(lang: string, query: string, exclude = EXCLUDED): Promise<Result[]> {
  const url = new URL('/api/search', stack().platformUrl);
  url.searchParams.set('site', 'val-neige');
  url.searchParams.set('lang', lang);
  url.searchParams.set('query', query);
  for (const p of exclude) url.searchParams.append('exclude', p);
  const res = await fetch(url);
  expect(res.status).toBe(200);
  return (await res.json()) as Result[];
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector('button.hd-search-toggle');
    return !!button && Object.keys(button).some((k) => k.startsWith('__reactProps'));
  });
}

/** Requests to the search service, as the page sends them. */
function searchRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/search') seen.push(r);
  });
  return seen;
}

const searchEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
      (e) => typeof e?.event === 'string' && (e.event as string).startsWith('Search'),
    ),
  );

const fr = { button: 'Afficher la recherche', field: 'Rechercher sur le site', results: 'Résultats de la recherche' };
const en = { button: 'Show search', field: 'Search the site', results: 'Search results' };

async function openBar(page: Page, texts = fr) {
  const button = page.getByRole('button', { name: texts.button });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const field = page.getByRole('combobox', { name: texts.field });
  await expect(field).toBeFocused();
  return { button, field, list: page.getByRole('listbox', { name: texts.results }) };
}

/** Leaves the search field the way a keyboard user does. */
async function leaveField(page: Page) {
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox')).not.toBeFocused();
}

test.beforeEach(async ({ page }) => {
  // An answered consent: the banner stays out of the way.
  await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
});

test.use({ viewport: { width: 1280, height: 900 } });

test('debounce: fast typing sends exactly one request, 600 ms after the last keystroke, with the exclusions', async ({ page }) => {
  const requests = searchRequests(page);
  await open(page, '/');
  const { field, list } = await openBar(page);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await field.pressSequentially('moniteur', { delay: 60 });
  const typedAt = Date.now();
  await expect(list.getByRole('option').first()).toBeVisible();
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(500);
  await page.waitForTimeout(1000);
  expect(requests).toHaveLength(1);
  const url = new URL(requests[0]!.url());
  expect(url.origin).toBe(stack().platformUrl);
  expect(url.searchParams.get('query')).toBe('moniteur');
  expect(url.searchParams.get('site')).toBe('val-neige');
  expect(url.searchParams.get('lang')).toBe('fr');
  expect(url.searchParams.getAll('exclude')).toEqual(EXCLUDED);
  expect(url.searchParams.has('seo')).toBe(false);

  // The combobox/listbox pattern and the live region announcing the count.
  const expected = await platformSearch('fr', 'moniteur');
  await expect(list.getByRole('option')).toHaveCount(expected.length);
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  await expect(field).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
  await expect(page.getByRole('status').filter({ hasText: /résultats?$/ })).toHaveText(
    expected.length === 1 ? '1 résultat' : `${expected.length} résultats`,
  );
  // The snippet's highlight is rendered as <mark>.
  await expect(list.locator('mark').first()).toBeVisible();

  // Blank text sends nothing.
  await field.fill('   ');
  await page.waitForTimeout(900);
  expect(requests).toHaveLength(1);
  await expect(list).toBeHidden();
});

test('last request wins: a slowed first answer never replaces the second one', async ({ page }) => {
  const first = 'forfait';
  const second = 'snowboard';
  const [firstExpected, secondExpected] = await Promise.all([platformSearch('fr', first), platformSearch('fr', second)]);
  expect(firstExpected.map((r) => r.path)).not.toEqual(secondExpected.map((r) => r.path));

  let delayed = 0;
  await page.route(
    (url) => url.pathname === '/api/search',
    async (route) => {
      if (new URL(route.request().url()).searchParams.get('query') === first) {
        delayed++;
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue().catch(() => {});
    },
  );
  const requests = searchRequests(page);
  await open(page, '/');
  const { field, list } = await openBar(page);
  await field.pressSequentially(first, { delay: 20 });
  await expect.poll(() => requests.length).toBe(1);
  // Loading state while the first answer is held back.
  await expect(page.getByText('Recherche en cours…')).toBeVisible();
  await field.fill(second);
  await expect.poll(() => requests.length).toBe(2);
  await expect(list.getByRole('option')).toHaveCount(secondExpected.length);
  const shown = async () => list.getByRole('option').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
  expect(await shown()).toEqual(secondExpected.map((r) => r.path));
  // Well past the first answer's delay: still the second one's results.
  await page.waitForTimeout(2000);
  expect(await shown()).toEqual(secondExpected.map((r) => r.path));
  expect(delayed).toBe(1);
});

test('keyboard: ArrowDown/ArrowUp move the selection, Enter opens it and reports "Search"', async ({ page }) => {
  await open(page, '/');
  const { field, list, button } = await openBar(page);
  const terms = 'cours collectif enfant';
  await field.fill(terms);
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThanOrEqual(2);

  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? '');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  const last = (await options.count()) - 1;
  await expect(options.nth(last)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

  const path = await options.nth(0).getAttribute('data-path');
  expect(path).toBe((await platformSearch('fr', terms))[0]?.path);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${stack().siteUrl}${path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(await searchEvents(page)).toEqual([{ event: 'Search', Terms: terms, destination: path }]);
});

test('Ctrl+K and Cmd+K focus the field from anywhere on the page', async ({ page }) => {
  await open(page, '/cours/');
  const button = page.getByRole('button', { name: fr.button });
  await page.getByRole('link', { name: /Retour à l'accueil/ }).focus();
  await page.keyboard.press('Control+k');
  const field = page.getByRole('combobox', { name: fr.field });
  await expect(field).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'true');

  // Open already: the shortcut brings the focus back to the field.
  await page.getByRole('link', { name: /Retour à l'accueil/ }).focus();
  await expect(field).not.toBeFocused();
  await page.keyboard.press('Meta+k');
  await expect(field).toBeFocused();
});

test('Escape clears and closes; the toggle button closes the bar too', async ({ page }) => {
  await open(page, '/');
  const { button, field, list } = await openBar(page);
  await field.fill('ski');
  await expect(list.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(field).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await button.click();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('');
  await button.click();
  await expect(field).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('empty state, and "Search failed" when leaving the field without results', async ({ page }) => {
  await open(page, '/');
  const { field, list } = await openBar(page);
  await field.fill('zzqxwvk');
  await expect(page.getByText('Aucun résultat pour « zzqxwvk »')).toBeVisible();
  await expect(list).toBeHidden();
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('status').filter({ hasText: 'Aucun résultat' })).toHaveText('Aucun résultat');
  expect(await searchEvents(page)).toEqual([]);
  await leaveField(page);
  await expect.poll(() => searchEvents(page)).toEqual([{ event: 'Search failed', Terms: 'zzqxwvk' }]);
  // Leaving again with the same terms is not reported twice.
  await field.focus();
  await leaveField(page);
  await page.waitForTimeout(200);
  expect(await searchEvents(page)).toHaveLength(1);
});

test('"Search canceled" when leaving with results; nothing for 2 characters or fewer', async ({ page }) => {
  await open(page, '/');
  const { field, list, button } = await openBar(page);
  await field.fill('sk');
  await leaveField(page);
  await page.waitForTimeout(200);
  expect(await searchEvents(page)).toEqual([]);

  await field.fill('moniteur');
  await expect(list.getByRole('option').first()).toBeVisible();
  // Closing with the toggle button is leaving the field.
  await button.click();
  await expect.poll(() => searchEvents(page)).toEqual([{ event: 'Search canceled', Terms: 'moniteur' }]);
});

test('excluded paths are never requested nor shown (English)', async ({ page }) => {
  // Without the exclusions, the service would answer with the adult level pages.
  const unfiltered = await platformSearch('en', 'adult levels', []);
  expect(unfiltered.map((r) => r.path)).toContain('/levels/ski/adults/');

  const requests = searchRequests(page);
  await open(page, '/en/');
  const { field, list } = await openBar(page, en);
  await field.fill('adult levels');
  await expect(list.getByRole('option').first()).toBeVisible();
  const paths = await list.getByRole('option').evaluateAll((els) => els.map((e) => e.getAttribute('data-path')));
  for (const p of EXCLUDED) expect(paths).not.toContain(`${p}/`);
  expect(paths).toEqual((await platformSearch('en', 'adult levels')).map((r) => r.path));
  expect(requests).toHaveLength(1);
  expect(new URL(requests[0]!.url()).searchParams.getAll('exclude')).toEqual(EXCLUDED);
});

test('English: "chairlift" on /en/ shows English results and opens them under /en', async ({ page }) => {
  const requests = searchRequests(page);
  await open(page, '/en/');
  const { field, list } = await openBar(page, en);
  await field.fill('chairlift');
  const options = list.getByRole('option');
  await expect(options.first()).toBeVisible();
  const expected = await platformSearch('en', 'chairlift');
  expect(expected.length).toBeGreaterThan(0);
  await expect(options).toHaveCount(expected.length);
  await expect(options.first()).toContainText(expected[0]!.title);
  expect(new URL(requests[0]!.url()).searchParams.get('lang')).toBe('en');
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(
    expected.length === 1 ? '1 result' : `${expected.length} results`,
  );

  await options.first().click();
  await expect(page).toHaveURL(`${stack().siteUrl}/en${expected[0]!.path}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await searchEvents(page)).toEqual([{ event: 'Search', Terms: 'chairlift', destination: `/en${expected[0]!.path}` }]);
});
