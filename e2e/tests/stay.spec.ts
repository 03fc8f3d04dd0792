import { expect, type Page, test } from '@playwright/test';
import { seasonWeek } from '../../apps/site/src/lib/stay';

/**
 * The stay (docs/spec.md §3 `stay`, `forcedSeasonStay`, `stayWeek`; §4 season products page):
 * the header stay picker saves, validates and clears the stay in sessionStorage; the boutique
 * links of the season products page set the stay to the whole season before the booking page,
 * whose widget then asks for availability from that stay.
 */

test.beforeEach(async ({ page }) => {
  // An answered consent: the banner stays out of the way of the clicks below.
  await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
  await page.setViewportSize({ width: 1280, height: 800 });
});

/** Waits until React has hydrated the header (its buttons carry React's props). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => {
    const button = document.querySelector('.hd-stay-button');
    return !!button && Object.keys(button).some((k) => k.startsWith('__reactProps'));
  });
}

const session = (page: Page, key: string) => page.evaluate((k) => sessionStorage.getItem(k), key);

type Season = { start: string; end: string };
async function season(page: Page): Promise<Season> {
  const res = await page.request.get('/static/cms/config.json');
  return ((await res.json()) as { season: Season }).season;
}

const TEXTS = {
  fr: {
    path: '/',
    stayAt: 'Votre séjour à Val-Neige',
    from: 'Arrivée',
    to: 'Départ',
    save: 'Enregistrer',
    clear: 'Effacer',
    // The button shows the dates in short, then says them in full.
    saved: /^2–9 janv\. — Votre séjour du 2 janv\. 2027 au 9 janv\. 2027$/,
    order: 'La date de départ doit être le même jour ou après la date d’arrivée.',
    season: /comprises dans la saison/,
  },
  en: {
    path: '/en/',
    stayAt: 'Your stay at Val-Neige',
    from: 'Arrival',
    to: 'Departure',
    save: 'Save',
    clear: 'Clear',
    saved: /^2\s?–\s?9 Jan — Your stay from 2 Jan 2027 to 9 Jan 2027$/,
    order: 'The departure date must be on or after the arrival date.',
    season: /within the season/,
  },
} as const;

for (const [lang, t] of Object.entries(TEXTS)) {
  test(`${lang}: the header stay picker saves, validates and clears the stay`, async ({ page }) => {
    await open(page, t.path);
    const button = page.getByRole('button', { name: t.stayAt });
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(t.from)).toHaveAttribute('min', (await season(page)).start);

    // Escape closes it; focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    // Departure before arrival: refused with a message, nothing stored.
    await button.click();
    await dialog.getByLabel(t.from).fill('2027-01-09');
    await dialog.getByLabel(t.to).fill('2027-01-02');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t.order);
    await expect(dialog.getByLabel(t.to)).toHaveAttribute('aria-invalid', 'true');
    expect(await session(page, 'stay')).toBeNull();

    // Outside the season: refused too.
    await dialog.getByLabel(t.from).fill('2027-05-02');
    await dialog.getByLabel(t.to).fill('2027-05-09');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog.getByRole('alert')).toHaveText(t.season);

    // A valid stay is stored and shown on the button.
    let changed = page.evaluate(() => new Promise<boolean>((r) => window.addEventListener('stay-changed', () => r(true), { once: true })));
    await dialog.getByLabel(t.from).fill('2027-01-02');
    await dialog.getByLabel(t.to).fill('2027-01-09');
    await dialog.getByRole('button', { name: t.save }).click();
    await expect(dialog).toBeHidden();
    expect(await changed).toBe(true);
    expect(JSON.parse((await session(page, 'stay')) ?? 'null')).toEqual({ from: '2027-01-02', to: '2027-01-09' });
    const saved = page.getByRole('button', { name: t.saved });
    await expect(saved).toBeVisible();
    await expect(saved).toBeFocused();

    // Clear removes it.
    changed = page.evaluate(() => new Promise<boolean>((r) => window.addEventListener('stay-changed', () => r(true), { once: true })));
    await saved.click();
    await expect(dialog.getByLabel(t.from)).toHaveValue('2027-01-02');
    await dialog.getByRole('button', { name: t.clear }).click();
    await expect(dialog).toBeHidden();
    expect(await changed).toBe(true);
    expect(await session(page, 'stay')).toBeNull();
    await expect(page.getByRole('button', { name: t.stayAt })).toBeVisible();
  });
}

// The widget shows the stay's dates without the year ("Du sam. 12 déc. au dim. 18 avr.").
for (const [lang, path, link, booking, seasonEnd] of [
  ['fr', '/produits-saison/', 'Forfaits', '/reserver/forfaits/', /au .*18 avr/],
  ['en', '/en/season-products/', 'Lift passes', '/en/book/lift-passes/', /to .*18 Apr/],
] as const) {
  test(`${lang}: a boutique link of the season products page sets the stay to the season, then the widget uses it`, async ({ page }) => {
    const { start, end } = await season(page);
    await open(page, path);
    // A stay chosen before is replaced by the season.
    await page.evaluate(() => sessionStorage.setItem('stay', JSON.stringify({ from: '2027-01-02', to: '2027-01-09' })));
    const today = await page.evaluate(() => {
      const d = new Date();
      const p = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
    });
    const from = today > start ? today : start;

    const availability = page.waitForRequest((req) => req.url().includes('/api/booking/availability'));
    await page.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${booking}$`));

    expect(JSON.parse((await session(page, 'stay')) ?? 'null')).toEqual({ from, to: end });
    expect(await session(page, 'forcedSeasonStay')).toBe('true');
    expect(Number(await session(page, 'stayWeek'))).toBe(seasonWeek(today));

    const query = new URL((await availability).url()).searchParams;
    expect(query.get('from')).toBe(from);
    expect((query.get('to') ?? '') >= end).toBe(true);
    expect(end).toBe('2027-04-18'); // the demo season
    await expect(page.locator('.widget-host .msem-stay')).toHaveText(seasonEnd);
  });
}
