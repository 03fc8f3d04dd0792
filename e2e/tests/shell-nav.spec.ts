import { expect, type Page, test } from '@playwright/test';
import { violations } from '../axe';
import { hydrated } from '../hydration';
import { stack } from '../stack';

/**
 * Page shell, header part (docs/spec.md §2 "Page shell", "Language switcher"; §4 states): mega-menu,
 * mobile menu, scrolling-down state, language list with hoteId, loader bar.
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.beforeEach(async ({ page }) => {
  // An answered consent: the banner stays out of the way of the clicks below.
  await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
});

test.describe('mega-menu (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('one section at a time; clicking the selected one again deselects it; outside click closes', async ({ page }) => {
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const lessons = nav.getByRole('button', { name: 'Cours' });
    const offers = nav.getByRole('button', { name: 'Offres' });
    const child = nav.getByRole('link', { name: 'Cours collectifs enfants' });
    await expect(lessons).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();

    await lessons.click();
    await expect(lessons).toHaveAttribute('aria-expanded', 'true');
    await expect(child).toBeVisible();
    await expect(page.locator(`#${await lessons.getAttribute('aria-controls')}`)).toBeVisible();

    await lessons.click();
    await expect(lessons).toHaveAttribute('aria-expanded', 'false');
    await expect(child).toBeHidden();

    await lessons.click();
    await offers.click();
    await expect(offers).toHaveAttribute('aria-expanded', 'true');
    await expect(lessons).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.locator('[aria-expanded="true"]')).toHaveCount(1);

    // Outside click: on the page below the panel.
    await page.mouse.click(10, 790);
    await expect(offers).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard: Enter opens, Escape closes and returns focus, arrows move between sections and into the panel', async ({ page }) => {
    await open(page, '/en/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const lessons = nav.getByRole('button', { name: 'Lessons' });
    await lessons.focus();
    await page.keyboard.press('Enter');
    await expect(lessons).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: "Children's group lessons" })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(lessons).toHaveAttribute('aria-expanded', 'false');
    await expect(lessons).toBeFocused();

    await page.keyboard.press('Space');
    await expect(lessons).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(lessons).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowRight');
    const second = nav.getByRole('button', { name: 'Lift passes' });
    await expect(second).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(lessons).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(lessons).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Ski lessons' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nav.getByRole('link', { name: "Children's group lessons" })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(lessons).toHaveAttribute('aria-expanded', 'false');
    await expect(lessons).toBeFocused();
  });

  test('the header gets its scrolling-down state past 180 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await open(page, '/faq/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 181));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('logo: back to home, with its tooltip', async ({ page }) => {
    await open(page, '/en/lessons/');
    const logo = page.getByRole('link', { name: /Back to home/ });
    await expect(logo).toHaveAttribute('href', '/en/');
    await logo.hover();
    await expect(logo.getByText('Back to home', { exact: true })).toBeVisible();
    await logo.click();
    await expect(page).toHaveURL(`${stack().siteUrl}/en/`);
  });

  test('shortcut buttons: contact, account list and cart', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('link', { name: 'Contact', exact: true }).first()).toHaveAttribute('href', '/contact/');
    await expect(page.getByRole('link', { name: 'Mon panier' })).toHaveAttribute('href', '/panier/');
    const account = page.getByRole('button', { name: 'Mon compte' });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await account.click();
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Mes réservations' }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('mobile menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('opens and locks the body scroll, closes and unlocks it', async ({ page }) => {
    await open(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'Cours' })).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Cours' })).toBeVisible();
    expect(await bodyOverflow(page)).toBe('hidden');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyOverflow(page)).not.toBe('hidden');

    await menu.click();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('closes on navigation', async ({ page }) => {
    await open(page, '/en/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('button', { name: 'Offers' }).click();
    await page.getByRole('link', { name: 'Current offers' }).click();
    await expect(page).toHaveURL(`${stack().siteUrl}/en/offers/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Current offers' })).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  /** What the stay button shows where there is no stay yet. */
  const SHOWN: Record<number, string> = { 375: 'Vos dates', 320: 'Dates' };
  test("a phone's bar: search, language, the stay in words, cart and menu, each at least 44 px; the other shortcuts in the menu", async ({
    page,
  }) => {
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 740 });
      await open(page, '/');
      const banner = page.getByRole('banner');
      const stay = banner.getByRole('button', { name: /^(Vos dates|Dates) — Votre séjour à Val-Neige$/ });
      // What it shows is the start of its name (WCAG 2.5.3).
      await expect(stay.getByText(SHOWN[width] ?? '', { exact: true })).toBeVisible();
      for (const control of [
        banner.getByRole('button', { name: 'Afficher la recherche' }),
        banner.getByRole('button', { name: 'Langue : FR', exact: true }),
        stay,
        banner.getByRole('link', { name: 'Mon panier' }),
        banner.getByRole('button', { name: 'Menu' }),
      ]) {
        await expect(control).toBeInViewport();
        const box = await control.boundingBox();
        expect(box?.width, `${width} px`).toBeGreaterThanOrEqual(44);
        expect(box?.height, `${width} px`).toBeGreaterThanOrEqual(44);
      }
      // Meeting points, contact and account are in the menu, in words.
      await expect(banner.getByRole('button', { name: 'Lieux de rendez-vous' })).toBeHidden();
      await expect(banner.getByRole('link', { name: 'Contact' })).toBeHidden();
      await banner.getByRole('button', { name: 'Menu' }).click();
      await expect(banner.getByRole('link', { name: 'Contact' })).toBeVisible();
      expect(await violations(page, { include: 'header' })).toEqual([]);
      const points = banner.getByRole('button', { name: 'Lieux de rendez-vous' });
      await expect(points).toBeVisible();
      await points.click();
      const dialog = page.getByRole('dialog', { name: 'Lieux de rendez-vous' });
      await expect(dialog).toBeVisible();
      // Loaded first: while its zone loads, the dialog does not close on Escape (a busy machine took longer).
      await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(points).toBeFocused();
    }
  });

  test('fits 320 px without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await open(page, '/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await expect(page.getByRole('button', { name: 'Menu' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Mon panier' })).toBeInViewport();
  });
});

test.describe('language switcher', () => {
  test('the list opens on click, closes on an outside click and on Escape (English page)', async ({ page }) => {
    await open(page, '/en/information/meeting-points/');
    const button = page.getByRole('button', { name: 'Language: EN', exact: true });
    const french = page.getByRole('link', { name: 'Français' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(french).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(french).toBeVisible();
    await expect(french).toHaveAttribute('href', `${stack().siteUrl}/infos-pratiques/lieux-de-rendez-vous/`);
    await expect(french).toHaveAttribute('hreflang', 'fr');
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

    await page.getByRole('heading', { level: 1 }).click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(french).toBeHidden();

    await button.click();
    await expect(french).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await button.click();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('French page: the list names the current language and links the English translation', async ({ page }) => {
    await open(page, '/');
    const button = page.getByRole('button', { name: 'Langue : FR', exact: true });
    await button.click();
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', `${stack().siteUrl}/en/`);
  });

  // WCAG 2.5.3: the name contains what the button shows — the language's name where there is room,
  // its code elsewhere, only the globe at 320 px (the code then stays in the name).
  for (const [width, shown, name] of [
    [320, '', 'Langue : FR'],
    [412, 'FR', 'Langue : FR'],
    [1280, 'FR', 'Langue : FR'],
    [1440, 'Français', 'Langue : Français'],
  ] as const) {
    test(`at ${width} px the language button's name contains its visible text`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await open(page, '/');
      const button = page.getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      // What a sighted visitor reads on it (the hidden "Langue :" is 1 px, clipped).
      if (shown) expect((await button.getByText(shown, { exact: true }).boundingBox())?.width).toBeGreaterThan(8);
      else expect((await button.boundingBox())?.width).toBeLessThan(48);
      expect(await violations(page, { include: 'header' })).toEqual([]);
    });
  }

  const provider =
    (id: string | number, expInMs: number) =>
    async ({ page }: { page: Page }) => {
      await page.addInitScript(
        ([value, delta]) => localStorage.setItem('businessProvider', JSON.stringify({ id: value, exp: Date.now() + Number(delta) })),
        [id, expInMs] as const,
      );
    };

  test('hoteId is added when a valid business provider id is stored', async ({ page }) => {
    await provider('1234', 24 * 3600 * 1000)({ page });
    await open(page, '/cours/');
    await page.getByRole('button', { name: 'Langue : FR', exact: true }).click();
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', `${stack().siteUrl}/en/lessons/?hoteId=1234`);
    await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute('href', `${stack().siteUrl}/cours/?hoteId=1234`);
  });

  test('hoteId is not added when the stored provider is expired', async ({ page }) => {
    await provider('1234', -1000)({ page });
    await open(page, '/cours/');
    await page.getByRole('button', { name: 'Langue : FR', exact: true }).click();
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', `${stack().siteUrl}/en/lessons/`);
  });

  test('hoteId is not added when the stored id is -1', async ({ page }) => {
    await provider(-1, 24 * 3600 * 1000)({ page });
    await open(page, '/en/lessons/');
    await page.getByRole('button', { name: 'Language: EN', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute('href', `${stack().siteUrl}/cours/`);
  });
});

test.describe('loader bar', () => {
  test('shows while a slow route change is in progress, and goes when the page has changed', async ({ page }) => {
    let delayed = 0;
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (request.headers().rsc === '1' || request.url().includes('_rsc=')) {
        delayed++;
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue().catch(() => {});
    });
    await open(page, '/en/');
    const bar = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(bar).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Info' }).click();
    await nav.getByRole('link', { name: 'Opening hours' }).click();
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(`${stack().siteUrl}/en/information/opening-hours/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bar).toHaveCount(0);
    expect(delayed).toBeGreaterThan(0);
  });

  test('shows in French too, and not for a link to the current page', async ({ page }) => {
    await page.route('**/*', async (route) => {
      const request = route.request();
      if (request.headers().rsc === '1' || request.url().includes('_rsc=')) await new Promise((r) => setTimeout(r, 1500));
      await route.continue().catch(() => {});
    });
    await open(page, '/cours/');
    const bar = page.getByRole('progressbar', { name: 'Chargement de la page' });
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('button', { name: 'Cours' }).click();
    await nav.getByRole('link', { name: 'Cours de ski', exact: true }).click();
    // A link to the current page is no route change: no bar, and the menu closes.
    await expect(nav.getByRole('button', { name: 'Cours' })).toHaveAttribute('aria-expanded', 'false');
    await expect(bar).toHaveCount(0);
    await nav.getByRole('button', { name: 'Cours' }).click();
    await nav.getByRole('link', { name: 'Snowboard' }).click();
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(`${stack().siteUrl}/cours/snowboard/`);
    await expect(bar).toHaveCount(0);
  });
});
