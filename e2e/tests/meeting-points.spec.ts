import { expect, type Page, test } from '@playwright/test';
import { stack } from '../stack';

/**
 * Meeting points dialog (docs/spec.md §2, §4 "Dialog", §7 zone call): the `content` zone of the meeting
 * points page from the real platform, in a dialog with its loading state, and the points on a
 * Leaflet map without any tile server.
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector('button.hd-meeting-points');
    return !!button && Object.keys(button).some((k) => k.startsWith('__reactProps'));
  });
}

/** Console errors and page errors of the test, and image requests (map tiles). */
function watch(page: Page) {
  const errors: string[] = [];
  const images: string[] = [];
  page.on('console', (m) => {
    // The site has no favicon yet: the browser's own /favicon.ico request is not this dialog's.
    if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => {
    if (r.resourceType() === 'image') images.push(r.url());
  });
  return { errors, images };
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
});

test.use({ viewport: { width: 1280, height: 900 } });

/** The demo resort's plan, served by the site. */
const PLAN = '/static/images/map/val-neige.svg';

const points = {
  fr: [
    ["Chalet de l'école - front de neige des Marmottes", '12 place des Marmottes, 73500 Val-Neige (altitude 1 550 m)'],
    ['Jardin des neiges des Oursons', "Rue des Chalets, à 200 m à l'est du chalet de l'école"],
    ['Sommet du télésiège des Crêtes', 'Arrivée du télésiège des Crêtes, altitude 1 950 m'],
    ['Les Granges', 'Départ du télésiège des Granges, route des Granges, 73500 Val-Neige'],
    ['Stand du sommet des Clarines', 'Arrivée du télésiège des Clarines, altitude 1 800 m'],
    ['Gare routière de Val-Neige', 'Avenue de la Gare, 73500 Val-Neige, quai des navettes'],
    ['Foyer nordique du Plan du Lac', 'Route du Plan du Lac, altitude 1 700 m (navette gratuite, ligne 3)'],
  ],
  en: [
    ['School chalet - Marmottes slopes', '12 place des Marmottes, 73500 Val-Neige (altitude 1,550 m)'],
    ['Oursons snow garden', 'Rue des Chalets, 200 m east of the school chalet'],
    ['Top of the Crêtes chairlift', 'Arrival of the Crêtes chairlift, altitude 1,950 m'],
    ['Les Granges', 'Bottom of the Granges chairlift, route des Granges, 73500 Val-Neige'],
    ['Clarines summit stand', 'Top of the Clarines chairlift, altitude 1,800 m'],
    ['Val-Neige bus station', 'Avenue de la Gare, 73500 Val-Neige, shuttle bay'],
    ['Plan du Lac nordic centre', 'Route du Plan du Lac, altitude 1,700 m (free shuttle, line 3)'],
  ],
};

test('French: the dialog shows the meeting points and their map, closes with Escape, focus returns', async ({ page }) => {
  const { errors, images } = watch(page);
  const zoneRequests: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/zone') zoneRequests.push(url);
  });
  await open(page, '/');
  const button = page.getByRole('button', { name: 'Lieux de rendez-vous' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Lieux de rendez-vous' });
  await expect(dialog).toBeVisible();
  for (const [name, address] of points.fr) {
    await expect(dialog.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(dialog.getByText(address!, { exact: true })).toBeVisible();
  }
  await expect(dialog.locator('article.meeting-point')).toHaveCount(7);

  // The zone call of docs/spec.md §7.
  expect(zoneRequests).toHaveLength(1);
  const zone = zoneRequests[0]!;
  expect(zone.origin).toBe(stack().platformUrl);
  expect(Object.fromEntries(zone.searchParams)).toEqual({
    site: 'val-neige',
    lang: 'fr',
    path: '/infos-pratiques/lieux-de-rendez-vous/',
    id: 'content',
  });

  // The map: one circle marker per point, on the resort's plan shipped with the school's data (the site's own
  // image: no tile server, nothing third-party), with zoom buttons in the page's language.
  const map = dialog.getByRole('region', { name: 'Carte des lieux de rendez-vous' });
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(7);
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);
  await expect(map.locator('img.leaflet-image-layer')).toHaveAttribute('src', PLAN);
  await expect(map.getByRole('button', { name: 'Zoom avant' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom arrière' })).toBeVisible();
  await map.locator('path.leaflet-interactive').first().click();
  await expect(map.locator('.leaflet-popup-content')).toContainText(points.fr[0]![0]!);
  await expect(map.locator('.leaflet-popup-content')).toContainText(points.fr[0]![1]!);

  await page.keyboard.press('Escape');
  if (await dialog.isVisible()) await page.keyboard.press('Escape'); // the first one may close the popup
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(new Set(images)).toEqual(new Set([new URL(PLAN, page.url()).href]));
  expect(errors).toEqual([]);
});

test('English: the dialog shows the English meeting points, closes on a backdrop click, focus returns', async ({ page }) => {
  const { errors, images } = watch(page);
  await open(page, '/en/');
  const button = page.getByRole('button', { name: 'Meeting points' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Meeting points' });
  for (const [name, address] of points.en) {
    await expect(dialog.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(dialog.getByText(address!, { exact: true })).toBeVisible();
  }
  const map = dialog.getByRole('region', { name: 'Map of the meeting points' });
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(7);
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom out' })).toBeVisible();

  // The map toggle.
  await dialog.getByRole('button', { name: 'Hide map' }).click();
  await expect(map).toBeHidden();
  await dialog.getByRole('button', { name: 'Show map' }).click();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(7);

  await page.mouse.click(8, 8);
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Opened again: the content is kept, no second request needed.
  await button.click();
  await expect(dialog.getByRole('heading', { level: 3, name: points.en[0]![0]! })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(new Set(images)).toEqual(new Set([new URL(PLAN, page.url()).href]));
  expect(errors).toEqual([]);
});

test('loading state: a spinner and no close button while the zone loads', async ({ page }) => {
  const { errors } = watch(page);
  await page.route(
    (url) => url.pathname === '/api/zone',
    async (route) => {
      // Long enough for the loading state's checks on a busy machine (1.5 s was not, under load).
      await new Promise((r) => setTimeout(r, 4000));
      await route.continue().catch(() => {});
    },
  );
  await open(page, '/');
  await page.getByRole('button', { name: 'Lieux de rendez-vous' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lieux de rendez-vous' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-busy', 'true');
  await expect(dialog.getByRole('status')).toHaveText('Chargement…');
  await expect(dialog.locator('.ui-spinner')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toHaveCount(0);
  // Escape does not close it while it loads.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await expect(dialog.getByRole('heading', { level: 3, name: points.fr[0]![0]! })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
