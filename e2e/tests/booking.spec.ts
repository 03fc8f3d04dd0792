import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { stack } from '../stack';

/**
 * Booking widget journeys (spec §1, §3, §4, §7; issue 5): the loader injects the widget script
 * from the platform, the widget lists the offers, a children's group lesson week is booked for
 * two participants, and the header cart count follows — in French and in English.
 */

test.beforeEach(async ({ page }) => {
  // An answered consent: the banner stays out of the way of the clicks below.
  await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
});

type Texts = {
  path: string;
  cartPath: string;
  offers: string;
  choose: RegExp;
  participant: (n: number) => string;
  firstName: string;
  lastName: string;
  birthDate: string;
  addParticipant: string;
  addToCart: string;
  required: string;
  added: RegExp;
  cartCount: string;
  emptyCart: string;
  cartTitle: string;
  remove: RegExp;
};

const FR: Texts = {
  path: '/reserver/cours-collectifs/',
  cartPath: '/panier/',
  offers: 'Nos offres',
  choose: /^Choisir Cours collectif enfants — Ourson/,
  participant: (n) => `Participant ${n}`,
  firstName: 'Prénom',
  lastName: 'Nom',
  birthDate: 'Date de naissance',
  addParticipant: 'Ajouter un participant',
  addToCart: 'Ajouter au panier',
  required: 'Ce champ est obligatoire.',
  added: /a été ajouté au panier/,
  cartCount: 'Mon panier, 2 produits',
  emptyCart: 'Mon panier',
  cartTitle: 'Mon panier',
  remove: /^Retirer Cours collectif enfants — Ourson/,
};
const EN: Texts = {
  path: '/en/book/group-lessons/',
  cartPath: '/en/cart/',
  offers: 'Our offers',
  choose: /^Choose Children's group lesson — Ourson/,
  participant: (n) => `Participant ${n}`,
  firstName: 'First name',
  lastName: 'Last name',
  birthDate: 'Date of birth',
  addParticipant: 'Add a participant',
  addToCart: 'Add to cart',
  required: 'This field is required.',
  added: /was added to your cart/,
  cartCount: 'My cart, 2 products',
  emptyCart: 'My cart',
  cartTitle: 'My cart',
  remove: /^Remove Children's group lesson — Ourson/,
};

async function bookTwo(page: Page, t: Texts) {
  await page.goto(t.path);
  const widget = page.locator('.widget-host');
  await expect(widget.getByRole('heading', { name: t.offers })).toBeVisible();
  await widget.getByRole('button', { name: t.choose }).click();

  // A week with places; full weeks are disabled.
  const slot = widget.locator('.msem-slot input:not([disabled])').first();
  await slot.check();

  // Validation: an empty form points at the first field, with its message next to it.
  await widget.getByRole('button', { name: t.addToCart }).click();
  const first = widget.getByRole('group', { name: t.participant(1) }).getByLabel(t.firstName, { exact: true });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-invalid', 'true');
  await expect(first).toHaveAccessibleDescription(t.required);

  await widget.getByRole('button', { name: t.addParticipant }).click();
  const people = [
    ['Léa', 'Martin', '2019-03-10'],
    ['Tom', 'Martin', '2017-07-22'],
  ] as const;
  for (const [i, [firstName, lastName, birthDate]] of people.entries()) {
    const group = widget.getByRole('group', { name: t.participant(i + 1) });
    await group.getByLabel(t.firstName, { exact: true }).fill(firstName);
    await group.getByLabel(t.lastName, { exact: true }).fill(lastName);
    await group.getByLabel(t.birthDate).fill(birthDate);
  }
  await widget.getByRole('button', { name: t.addToCart }).click();
  await expect(widget.getByRole('status')).toHaveText(t.added);
  await expect(page.getByRole('link', { name: t.cartCount })).toBeVisible();
  await expect(page.locator('[data-cart-count="2"]')).toHaveText('2');

  expect(await page.evaluate(() => sessionStorage.getItem('cartId'))).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  const pushed = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { items?: Record<string, unknown>[] } }[] }).dataLayer ?? []).filter(
      (e) => e.event === 'add_to_cart',
    ),
  );
  expect(pushed).toHaveLength(1);
  expect(pushed[0]?.ecommerce?.items?.[0]).toMatchObject({ item_category: 'ESF', quantity: 2, item_brand: 'École de ski Val-Neige' });
}

for (const [lang, t] of [
  ['French', FR],
  ['English', EN],
] as const) {
  test(`${lang}: book a children's group lesson week for two, the header count shows 2, the cart lists and removes it`, async ({
    page,
  }) => {
    await bookTwo(page, t);

    // The cart page: the line grouped under its merchant, then removed; the count follows.
    await page.goto(t.cartPath);
    const cart = page.locator('.widget-host');
    await expect(cart.getByRole('heading', { name: t.cartTitle })).toBeVisible();
    await expect(cart.getByText('Léa Martin')).toBeVisible();
    await expect(cart.getByText('Tom Martin')).toBeVisible();
    await expect(page.getByRole('link', { name: t.cartCount })).toBeVisible();
    await cart.getByRole('button', { name: t.remove }).click();
    await expect(cart.getByText('Léa Martin')).toHaveCount(0);
    await expect(page.getByRole('link', { name: t.emptyCart, exact: true })).toBeVisible();
  });
}

test('the widget script is served by the platform as JavaScript with a cache header', async ({ request }) => {
  const res = await request.get(`${stack().platformUrl}/static/js/widget-msem.js`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/javascript/);
  expect(res.headers()['cache-control']).toMatch(/max-age=\d+/);
  expect(await res.text()).toContain('MsemWidget');
});

test('a spinner while loading, a message with a retry when the widget host cannot be reached', async ({ page }) => {
  // The widget host answers late, then not at all.
  await page.route('**/static/js/widget-msem.js', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.abort();
  });
  await page.goto(FR.path);
  await expect(page.locator('.widget-host').getByRole('status')).toHaveText('Chargement de la réservation…');
  const alert = page.locator('.widget-host').getByRole('alert');
  await expect(alert).toContainText('La réservation n’a pas pu être chargée');
  await page.unroute('**/static/js/widget-msem.js');
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.locator('.widget-host').getByRole('heading', { name: FR.offers })).toBeVisible();
});

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('.widget-host')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('widget accessibility at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test('offers and the product form with its errors: no serious axe violation, no horizontal scrolling', async ({ page }) => {
    await page.goto(EN.path);
    const widget = page.locator('.widget-host');
    await expect(widget.getByRole('heading', { name: EN.offers })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await widget.getByRole('button', { name: EN.choose }).click();
    await widget.locator('.msem-slot input:not([disabled])').first().check();
    await widget.getByRole('button', { name: EN.addToCart }).click();
    await expect(widget.getByText(EN.required).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

const PREVIEW = [
  {
    t: FR,
    region: 'Aperçu du panier',
    products: '2 produits',
    line: /Cours collectif enfants — Ourson.*× 2/,
    euros: /\d+,\d{2}\s€/,
    view: 'Voir le panier',
  },
  {
    t: EN,
    region: 'Cart preview',
    products: '2 products',
    line: /Children's group lesson — Ourson.*× 2/,
    euros: /€\d+\.\d{2}/,
    view: 'View cart',
  },
];

test.describe('header cart preview', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const p of PREVIEW) {
    test(`${p.t.path}: at 1280 px hovering the cart lists it with the count and euros; a removal there updates the count; none at 800 px`, async ({
      page,
    }) => {
      await bookTwo(page, p.t);
      const cart = page.locator('.hd-cart-wrap');
      const preview = page.getByRole('region', { name: p.region });

      await page.setViewportSize({ width: 800, height: 800 });
      await cart.hover();
      await expect(preview).toHaveCount(0);

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.mouse.move(0, 400);
      await cart.hover();
      await expect(preview).toBeVisible();
      await expect(preview).toContainText(p.products);
      await expect(preview).toContainText(p.line);
      await expect(preview).toContainText(p.euros);
      await expect(preview.getByRole('link', { name: p.view })).toHaveAttribute('href', p.t.cartPath);

      await preview.getByRole('button', { name: p.t.remove }).click();
      await expect(page.getByRole('link', { name: p.t.emptyCart, exact: true })).toBeVisible();
      await expect(page.locator('[data-cart-count="0"]')).toHaveText('');
      const removed = await page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((e) => e.event === 'remove_from_cart'),
      );
      expect(removed).toHaveLength(1);
    });
  }
});
