import { expect, type Page, test } from '@playwright/test';
import { violations } from '../axe';
import { api } from '../backoffice-fixtures';
import { sql, stack } from '../stack';

/**
 * Booking widget journeys (docs/spec.md §1, §3, §4, §7): the loader injects the widget script
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
  cartCount: 'Mon panier, 1 produit',
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
  cartCount: 'My cart, 1 product',
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
  // One lesson for two children: one product in the header (its participants are in the preview).
  await expect(page.locator('[data-cart-count="1"]')).toHaveText('1');

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
  test(`${lang}: book a children's group lesson week for two, the header counts one product, the cart lists and removes it`, async ({
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

/** The widget's part of the page, with axe's experimental rules and label-in-name. */
const WIDGET_AXE = { include: '.widget-host', experimental: true };

test.describe('widget accessibility at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test('offers and the product form with its errors: no axe violation, no horizontal scrolling', async ({ page }) => {
    await page.goto(EN.path);
    const widget = page.locator('.widget-host');
    await expect(widget.getByRole('heading', { name: EN.offers })).toBeVisible();
    expect(await violations(page, WIDGET_AXE)).toEqual([]);
    await widget.getByRole('button', { name: EN.choose }).click();
    await widget.locator('.msem-slot input:not([disabled])').first().check();
    await widget.getByRole('button', { name: EN.addToCart }).click();
    await expect(widget.getByText(EN.required).first()).toBeVisible();
    expect(await violations(page, WIDGET_AXE)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

const PREVIEW = [
  {
    t: FR,
    region: 'Aperçu du panier',
    products: '1 produit',
    line: /Cours collectif enfants — Ourson.*Léa Martin, Tom Martin/,
    euros: /\d+,\d{2}\s€/,
    view: 'Voir le panier',
  },
  {
    t: EN,
    region: 'Cart preview',
    products: '1 product',
    line: /Children's group lesson — Ourson.*Léa Martin, Tom Martin/,
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

/* ---------- Products priced by days, participant measures, the stay ---------- */

const STAY = { from: '2027-01-02', to: '2027-01-09' };

/** A stay stored as the header picker does, once (a later change by the picker is kept). */
async function withStay(page: Page, stay = STAY) {
  await page.addInitScript((s) => {
    if (!sessionStorage.getItem('stay')) sessionStorage.setItem('stay', JSON.stringify(s));
  }, stay);
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []) as Promise<
    { event?: string; ecommerce?: { value?: number; currency?: string; items?: Record<string, unknown>[] }; contact_origin?: string }[]
  >;

/** Books a Val-Neige lift pass for an adult and a child over `days` days; returns the price shown before adding. */
async function bookLiftPass(page: Page, days: string) {
  await page.goto('/reserver/forfaits/');
  const widget = page.locator('.widget-host');
  await widget.getByRole('button', { name: /^Choisir Forfait Val-Neige/ }).click();
  await expect(widget.getByRole('heading', { name: 'Forfait Val-Neige' })).toBeFocused();
  // The stay gives the defaults: its first day (chosen on the calendar, opened at its month) and its length.
  await expect(widget.getByRole('button', { name: 'samedi 2 janvier 2027, disponible' })).toHaveAttribute('aria-pressed', 'true');
  await expect(widget.getByLabel('Nombre de jours')).toHaveValue('7');
  await widget.getByLabel('Nombre de jours').selectOption(days);
  await widget.getByRole('button', { name: 'Ajouter un participant' }).click();
  for (const [i, [first, last, birth]] of [
    ['Léa', 'Martin', '1990-05-05'],
    ['Tom', 'Martin', '2017-07-22'],
  ].entries()) {
    const group = widget.getByRole('group', { name: `Participant ${i + 1}` });
    await group.getByLabel('Prénom', { exact: true }).fill(first as string);
    await group.getByLabel('Nom', { exact: true }).fill(last as string);
    await group.getByLabel('Date de naissance').fill(birth as string);
  }
  const price = widget.locator('[data-price-cents]');
  const shown = (await price.textContent()) ?? '';
  const cents = Number(await price.getAttribute('data-price-cents'));
  await widget.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(widget.getByRole('status').filter({ hasText: 'a été ajouté au panier' })).toHaveText(/Forfait Val-Neige/);
  return { shown, cents };
}

test('French: a lift pass for 3 days from the stay, its price shown before adding is the cart line price', async ({ page }) => {
  await withStay(page);
  const { shown, cents } = await bookLiftPass(page, '3');
  // Adult 3 days 156 € + child 3 days 118 € (the demo's price table).
  expect(cents).toBe(27400);
  expect(shown.replace(/\s/g, ' ')).toBe('274,00 €');

  await page.goto('/panier/');
  const cart = page.locator('.widget-host');
  const line = cart.getByRole('listitem').filter({ hasText: 'Forfait Val-Neige' }).filter({ hasText: 'Léa Martin' }).first();
  await expect(line).toContainText(shown);
  await expect(line).toContainText('sam. 2 janv. – lun. 4 janv.');
});

test('English: a rental with height, weight and shoe size, validated next to the fields, priced as in the cart', async ({ page }) => {
  await withStay(page);
  await page.goto('/en/book/rentals/');
  const widget = page.locator('.widget-host');
  await widget.getByRole('button', { name: /^Choose Adult ski pack/ }).click();
  await expect(widget.getByRole('button', { name: 'Saturday, 2 January 2027, available' })).toHaveAttribute('aria-pressed', 'true');
  await widget.getByLabel('Number of days').selectOption('4');
  const person = widget.getByRole('group', { name: 'Participant 1' });
  await person.getByLabel('First name', { exact: true }).fill('Sam');
  await person.getByLabel('Last name', { exact: true }).fill('Lee');
  await person.getByLabel('Date of birth').fill('1985-06-15');
  await person.getByLabel('Height (cm)').fill('300');
  await person.getByLabel('Shoe size (EU)').fill('big');
  await widget.getByRole('button', { name: 'Add to cart' }).click();

  const height = person.getByLabel('Height (cm)');
  await expect(height).toBeFocused();
  await expect(height).toHaveAttribute('aria-invalid', 'true');
  await expect(height).toHaveAccessibleDescription('Enter a value between 50 and 250 cm.');
  await expect(person.getByLabel('Weight (kg)')).toHaveAccessibleDescription('This field is required.');
  await expect(person.getByLabel('Shoe size (EU)')).toHaveAccessibleDescription('Enter a number, e.g. 38 or 38.5.');

  await height.fill('180');
  await person.getByLabel('Weight (kg)').fill('78');
  await person.getByLabel('Shoe size (EU)').fill('43.5');
  const price = widget.locator('[data-price-cents]');
  // 4 days of the adult pack: 32 € + 3 × 26 €.
  await expect(price).toHaveText('€110.00');
  await widget.getByRole('button', { name: 'Add to cart' }).click();
  await expect(widget.getByRole('status').filter({ hasText: 'was added to your cart' })).toBeVisible();
  await expect(height).not.toHaveAttribute('aria-invalid', 'true');

  await page.goto('/en/cart/');
  const line = page
    .locator('.widget-host')
    .getByRole('listitem')
    .filter({ hasText: 'Adult ski pack' })
    .filter({ hasText: 'Sam Lee' })
    .first();
  await expect(line).toContainText('€110.00');
  await expect(line).toContainText('Sat 2 Jan – Tue 5 Jan');
});

test('a group snowboard lesson asks each participant for a level from its list', async ({ page }) => {
  await withStay(page);
  await page.goto('/reserver/cours-collectifs/');
  const widget = page.locator('.widget-host');
  await widget.getByRole('button', { name: /^Choisir Cours collectif snowboard/ }).click();
  await widget.getByRole('radio').and(widget.locator(':not([disabled])')).first().check();
  const person = widget.getByRole('group', { name: 'Participant 1' });
  await person.getByLabel('Prénom', { exact: true }).fill('Noé');
  await person.getByLabel('Nom', { exact: true }).fill('Petit');
  await person.getByLabel('Date de naissance').fill('2000-02-02');
  await widget.getByRole('button', { name: 'Ajouter au panier' }).click();
  const level = person.getByRole('combobox', { name: 'Niveau' });
  await expect(level).toBeFocused();
  await expect(level).toHaveAccessibleDescription('Ce champ est obligatoire.');
  await level.selectOption('Intermédiaire');
  await expect(widget.locator('[data-price-cents]')).toHaveAttribute('data-price-cents', '19900');
  await widget.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(widget.getByRole('status').filter({ hasText: 'a été ajouté au panier' })).toBeVisible();
});

test('a new stay from the header stay picker gives the widget new default dates', async ({ page }) => {
  await withStay(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/reserver/forfaits/');
  const widget = page.locator('.widget-host');
  await expect(widget.getByText('Du sam. 2 janv. au sam. 9 janv.')).toBeVisible();
  await widget.getByRole('button', { name: /^Choisir Forfait Val-Neige/ }).click();
  await expect(widget.getByRole('button', { name: 'samedi 2 janvier 2027, disponible' })).toHaveAttribute('aria-pressed', 'true');

  // The header picker (hydrated) stores the stay and dispatches `stay-changed`.
  await page.waitForFunction(() => {
    const b = document.querySelector('.hd-stay-button');
    return !!b && Object.keys(b).some((k) => k.startsWith('__reactProps'));
  });
  await page.getByRole('button', { name: /— Votre séjour du 2 janv\. 2027/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Arrivée').fill('2027-01-16');
  await dialog.getByLabel('Départ').fill('2027-01-20');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog).toBeHidden();

  await expect(widget.getByRole('button', { name: 'samedi 16 janvier 2027, disponible' })).toHaveAttribute('aria-pressed', 'true');
  await expect(widget.getByText('Du sam. 16 janv. au mar. 19 janv.')).toBeVisible();
  await expect(widget.getByLabel('Nombre de jours')).toHaveValue('4');
  await widget.getByRole('button', { name: /Retour aux offres/ }).click();
  await expect(widget.getByText('Du sam. 16 janv. au mer. 20 janv.')).toBeVisible();
});

/* ---------- Checkout tunnel, up to the payment page ---------- */

test('an empty cart shows no tunnel but a link to the offers', async ({ page }) => {
  await page.goto('/panier/');
  const cart = page.locator('.widget-host');
  await expect(cart.getByText('Votre panier est vide.')).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute('href', '/offres/');
  await expect(cart.getByRole('button', { name: 'Commander' })).toHaveCount(0);
});

test('French: the checkout tunnel — contact errors next to the fields, terms required, analytics, then the payment page', async ({
  page,
}) => {
  // A long journey on a machine shared with other runs.
  test.setTimeout(60_000);
  await withStay(page);
  const { shown } = await bookLiftPass(page, '3');
  await page.goto('/panier/');
  const cart = page.locator('.widget-host');
  await cart.getByRole('button', { name: 'Commander' }).click();

  const steps = cart.getByRole('navigation', { name: 'Étapes de la commande' });
  await expect(steps.getByRole('listitem').filter({ hasText: 'Coordonnées' })).toHaveAttribute('aria-current', 'step');
  await expect(cart.getByRole('heading', { name: /Coordonnées/ })).toBeFocused();
  const checkout = (await dataLayer(page)).filter((e) => e.event === 'checkout');
  expect(checkout).toHaveLength(1);
  expect(checkout[0]?.ecommerce).toMatchObject({ currency: 'EUR', value: 274 });
  // One item per unit price (the adult's and the child's), as the purchase event reports them.
  const items = checkout[0]?.ecommerce?.items ?? [];
  expect(items.map((i) => [i.item_name, i.item_category, i.quantity])).toEqual([
    ['Forfait Val-Neige', 'LIFT', 1],
    ['Forfait Val-Neige', 'LIFT', 1],
  ]);

  // Errors in French next to the fields; focus on the first one.
  await cart.getByRole('button', { name: 'Continuer' }).click();
  const firstName = cart.getByLabel('Prénom');
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Ce champ est obligatoire.');
  await cart.getByLabel('E-mail').fill('lea@');
  await cart.getByLabel('Téléphone').fill('12');
  await cart.getByRole('button', { name: 'Continuer' }).click();
  await expect(cart.getByLabel('E-mail')).toHaveAccessibleDescription('Adresse e-mail invalide, par exemple nom@exemple.fr.');
  await expect(cart.getByLabel('Téléphone')).toHaveAccessibleDescription(/^Numéro de téléphone invalide/);
  await expect(cart.getByLabel('Complément d’adresse (facultatif)')).not.toHaveAttribute('aria-invalid', 'true');

  await firstName.fill('Léa');
  await cart.getByLabel('Nom', { exact: true }).fill('Martin');
  await cart.getByLabel('E-mail').fill('lea.martin@example.fr');
  await cart.getByLabel('Téléphone').fill('06 12 34 56 78');
  await cart.getByLabel('Adresse', { exact: true }).fill('12 rue des Alpes');
  await cart.getByLabel('Code postal').fill('73000');
  await cart.getByLabel('Ville').fill('Chambéry');
  await expect(cart.getByLabel('Pays')).toHaveValue('FR');
  await cart.getByRole('button', { name: 'Continuer' }).click();
  await expect(cart.getByRole('heading', { name: /Récapitulatif/ })).toBeFocused();
  expect((await dataLayer(page)).filter((e) => e.event === 'contact')).toEqual([{ event: 'contact', contact_origin: 'tunnel' }]);

  // Going back keeps what was typed.
  await cart.getByRole('button', { name: 'Retour', exact: true }).click();
  await expect(cart.getByLabel('Prénom')).toHaveValue('Léa');
  await expect(cart.getByLabel('Ville')).toHaveValue('Chambéry');
  await cart.getByRole('button', { name: 'Continuer' }).click();

  // Summary: the lines, the total, the terms (required) with their page.
  await expect(cart.getByRole('listitem').filter({ hasText: 'Forfait Val-Neige' }).first()).toContainText(shown);
  await expect(cart.getByText('Commande au nom de Léa Martin, lea.martin@example.fr')).toBeVisible();
  await expect(cart.getByRole('link', { name: 'Lire les conditions générales de vente' })).toHaveAttribute(
    'href',
    '/conditions-generales-de-vente/',
  );
  const terms = cart.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ });
  await expect(terms).toHaveAccessibleName(/ne bénéficient pas du droit de rétractation/);
  await cart.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await expect(terms).toBeFocused();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(terms).toHaveAccessibleDescription('Vous devez accepter les conditions générales de vente pour continuer.');
  expect((await dataLayer(page)).filter((e) => e.event === 'add_payment_info')).toHaveLength(0);
  await terms.check();
  await cart.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  await expect(cart.getByRole('heading', { name: /Paiement/ })).toBeFocused();
  await expect(steps.getByRole('listitem').filter({ hasText: 'Paiement' })).toHaveAttribute('aria-current', 'step');
  const paymentInfo = (await dataLayer(page)).filter((e) => e.event === 'add_payment_info');
  expect(paymentInfo).toHaveLength(1);
  expect(paymentInfo[0]?.ecommerce).toMatchObject({ currency: 'EUR', value: 274 });

  const pay = cart.getByRole('button', { name: `Payer en toute sécurité ${shown}` });
  const checkoutCall = page.waitForRequest((r) => r.url().endsWith('/api/checkout') && r.method() === 'POST');
  await pay.click();
  const sent = (await checkoutCall).postDataJSON() as Record<string, unknown>;
  // Never a price; the contact and the accepted terms.
  expect(JSON.stringify(sent)).not.toMatch(/price|amount|cents|total/i);
  expect(sent).toMatchObject({ acceptTerms: true, lang: 'fr', contact: { email: 'lea.martin@example.fr', address: { country: 'FR' } } });
  await page.waitForURL(new RegExp(`^${stack().platformUrl}/pay/`));
});

/** Fills the contact step with a valid contact and goes on. */
async function fillContact(cart: ReturnType<Page['locator']>) {
  await cart.getByLabel('Prénom').fill('Léa');
  await cart.getByLabel('Nom', { exact: true }).fill('Martin');
  await cart.getByLabel('E-mail').fill('lea.martin@example.fr');
  await cart.getByLabel('Téléphone').fill('+33 6 12 34 56 78');
  await cart.getByLabel('Adresse', { exact: true }).fill('12 rue des Alpes');
  await cart.getByLabel('Code postal').fill('73000');
  await cart.getByLabel('Ville').fill('Chambéry');
  await cart.getByRole('button', { name: 'Continuer' }).click();
}

test('French: a lesson whose places went meanwhile is named at payment, can be removed, then the rest is paid', async ({ page }) => {
  // A long journey on a machine shared with other runs.
  test.setTimeout(60_000);
  await withStay(page);
  await bookLiftPass(page, '2');
  // A group snowboard lesson for one.
  await page.goto('/reserver/cours-collectifs/');
  const widget = page.locator('.widget-host');
  await widget.getByRole('button', { name: /^Choisir Cours collectif snowboard/ }).click();
  await widget.getByRole('radio').and(widget.locator(':not([disabled])')).first().check();
  const person = widget.getByRole('group', { name: 'Participant 1' });
  await person.getByLabel('Prénom', { exact: true }).fill('Noé');
  await person.getByLabel('Nom', { exact: true }).fill('Petit');
  await person.getByLabel('Date de naissance').fill('2000-02-02');
  await person.getByRole('combobox', { name: 'Niveau' }).selectOption('Débutant');
  await widget.getByRole('button', { name: 'Ajouter au panier' }).click();
  await expect(widget.getByRole('status').filter({ hasText: 'a été ajouté au panier' })).toBeVisible();

  // Its hold runs out (time passes), then other visitors take every place left through the platform: the add
  // that finds the slot full releases the expired hold (as the holds.expire job would) and takes its place too.
  // The counters change only as the platform changes them: the journeys' teardown checks them against the lines.
  const cartId = await page.evaluate(() => sessionStorage.getItem('cartId'));
  const [line] = await sql<{ id: number; slot_id: number; free: number }>(
    `select l.id, l.slot_id, s.capacity - s.held - s.sold as free
       from cart_lines l join carts c on c.id = l.cart_id join slots s on s.id = l.slot_id
      where c.cart_id = $1 and l.slot_id is not null`,
    [cartId],
  );
  await sql("update cart_lines set hold_expires_at = now() - interval '1 second' where id = $1", [line?.id]);
  const others = (n: number) =>
    api('POST', '/api/booking/cart/lines', {
      resort: 'val-neige',
      lang: 'fr',
      productKey: 'cours-snowboard',
      slotId: line?.slot_id,
      participants: Array.from({ length: n }, (_, i) => ({
        firstName: `Autre${i + 1}`,
        lastName: 'Visiteur',
        birthDate: '1990-05-05',
        level: 'Débutant',
      })),
    });
  if ((line?.free ?? 0) > 0) await others(line?.free ?? 0);
  await others(1);

  await page.goto('/panier/');
  const cart = page.locator('.widget-host');
  await cart.getByRole('button', { name: 'Commander' }).click();
  await fillContact(cart);
  await cart.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }).check();
  await cart.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await cart.getByRole('button', { name: /^Payer en toute sécurité/ }).click();

  const alert = cart.getByRole('alert');
  await expect(alert).toContainText('Certaines lignes ne sont plus disponibles. Rien n’a été débité.');
  await expect(alert).toContainText("Cours collectif snowboard n’est plus disponible : Il n'y a plus assez de places sur ce créneau.");
  await expect(cart.getByRole('button', { name: /^Payer en toute sécurité/ })).toBeDisabled();
  await alert.getByRole('button', { name: 'Retirer Cours collectif snowboard du panier' }).click();
  await expect(cart.getByRole('alert')).toHaveCount(0);
  const pay = cart.getByRole('button', { name: /^Payer en toute sécurité/ });
  await expect(pay).toBeEnabled();
  // 2 days: adult 106 € + child 80 €.
  await expect(pay).toHaveAccessibleName(/186,00\s€$/);
  await pay.click();
  await page.waitForURL(new RegExp(`^${stack().platformUrl}/pay/`));
});

test.describe('checkout tunnel at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test('the contact step with its errors and the summary: no axe violation, no horizontal scrolling', async ({ page }) => {
    // A long journey on a machine shared with other runs.
    test.setTimeout(60_000);
    await withStay(page);
    await bookLiftPass(page, '1');
    await page.goto('/panier/');
    const cart = page.locator('.widget-host');
    await cart.getByRole('button', { name: 'Commander' }).click();
    await cart.getByRole('button', { name: 'Continuer' }).click();
    await expect(cart.getByText('Ce champ est obligatoire.').first()).toBeVisible();
    expect(await violations(page, WIDGET_AXE)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await fillContact(cart);
    await cart.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(cart.getByText('Vous devez accepter les conditions générales de vente pour continuer.')).toBeVisible();
    expect(await violations(page, WIDGET_AXE)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test('French: when the platform cannot be reached at payment, a clear message and a retry that then goes to the payment page', async ({
  page,
}) => {
  // A long journey on a machine shared with other runs.
  test.setTimeout(60_000);
  await withStay(page);
  await bookLiftPass(page, '1');
  await page.goto('/panier/');
  const cart = page.locator('.widget-host');
  await cart.getByRole('button', { name: 'Commander' }).click();
  await fillContact(cart);
  await cart.getByRole('checkbox', { name: /J’accepte les conditions générales de vente/ }).check();
  await cart.getByRole('button', { name: 'Continuer vers le paiement' }).click();

  // The platform is out of reach for the first attempt.
  await page.route('**/api/checkout', (route) => route.abort('connectionrefused'));
  await cart.getByRole('button', { name: /^Payer en toute sécurité/ }).click();
  await expect(cart.getByRole('alert')).toHaveText(/^Le paiement n’a pas pu démarrer : la plateforme de réservation ne répond pas/);
  await page.unroute('**/api/checkout');
  await cart.getByRole('button', { name: 'Réessayer le paiement' }).click();
  await page.waitForURL(new RegExp(`^${stack().platformUrl}/pay/`));
});

/* ---------- Every product type of the demo catalogue through the widget ---------- */

// One product per type not covered above, shown in the product view by the host page's own call
// to `MsemWidget.mount` (the public API a page uses to show a given product).
const ALL_TYPES = [
  { type: 'ESF_CUSTOM', key: 'cours-particulier-ski', name: 'Cours particulier de ski' },
  { type: 'HOT', key: 'residence-clarines', name: 'Résidence Les Clarines — studio 4 personnes', nights: true },
  { type: 'STAY_TAX', key: 'taxe-de-sejour', name: 'Taxe de séjour', nights: true },
  { type: 'STAND', key: 'bapteme-snake-gliss', name: 'Descente en snake-gliss' },
  { type: 'TRANSFER', key: 'navette-montee', name: 'Navette gare → Val-Neige' },
  { type: 'GENERIC_LINE', key: 'photo-souvenir', name: 'Photos souvenir de la semaine' },
  { type: 'ASSU', key: 'assurance-carre-neige', name: 'Assurance Carré Neige' },
  { type: 'FFS', key: 'licence-ffs', name: 'Licence Carte Neige FFS (saison)' },
];

test('every other product type of the demo catalogue: booked through the product view, priced before adding as in the cart', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await withStay(page);
  const availability = await page.request.get(
    `${stack().platformUrl}/api/booking/availability?resort=val-neige&lang=fr&from=${STAY.from}&to=2027-01-16`,
  );
  const offered = new Set(((await availability.json()) as { products: { key: string }[] }).products.map((p) => p.key));
  const shownPrices: [string, string][] = [];
  for (const p of ALL_TYPES) {
    expect(offered, `${p.type} ${p.key} is offered for the stay`).toContain(p.key);
    await page.goto('/reserver/forfaits/');
    const widget = page.locator('.widget-host');
    await expect(widget.getByRole('heading', { name: 'Nos offres' })).toBeVisible();
    await page.evaluate(async (key) => {
      const config = await (await fetch('/static/cms/config.json')).json();
      const el = document.querySelector('.widget-mount') as Element;
      const w = (window as unknown as { MsemWidget: { mount: (e: Element, o: object) => void } }).MsemWidget;
      w.mount(el, { lang: 'fr', resort: config.resort, apiUrl: config.msemUrl, view: 'product', filter: { product: key } });
    }, p.key);
    await expect(widget.getByRole('heading', { name: p.name })).toBeVisible();
    // The calendar (dated products and those with a first day) opens on a day with room: wait for it.
    await expect(widget.locator('.msem-form')).toBeVisible();
    if (await widget.locator('.msem-cal').count()) await expect(widget.locator('.msem-day[aria-pressed="true"]')).toBeVisible();
    const slots = widget.getByRole('radio');
    if ((await slots.count()) > 0) await slots.and(widget.locator(':not([disabled])')).first().check();
    const count = widget.getByLabel(p.nights ? 'Nombre de nuits' : 'Nombre de jours');
    if (await count.count()) await count.selectOption('2');
    await widget.getByRole('button', { name: 'Ajouter un participant' }).click();
    for (const [i, birth] of ['1985-06-15', '2016-02-01'].entries()) {
      const group = widget.getByRole('group', { name: `Participant ${i + 1}` });
      await group.getByLabel('Prénom', { exact: true }).fill(i ? 'Jules' : 'Anne');
      await group.getByLabel('Nom', { exact: true }).fill(p.type);
      await group.getByLabel('Date de naissance').fill(birth);
    }
    const shown = (await widget.locator('[data-price-cents]').textContent()) ?? '';
    await widget.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(widget.getByRole('status').filter({ hasText: 'a été ajouté au panier' }), p.type).toContainText(p.name);
    shownPrices.push([p.name, shown]);
  }
  await page.goto('/panier/');
  const cart = page.locator('.widget-host');
  for (const [name, shown] of shownPrices) {
    await expect(cart.getByRole('listitem').filter({ hasText: name }).first(), name).toContainText(shown);
  }
});

test('the cart view comes from the second file: served as JavaScript, a spinner while it loads, a message with a retry if it fails', async ({
  page,
  request,
}) => {
  const main = await (await request.get(`${stack().platformUrl}/static/js/widget-msem.js`)).text();
  const file = main.match(/widget-msem-checkout\.js\?v=[0-9a-f]{10}/)?.[0];
  expect(file).toBeTruthy();
  const res = await request.get(`${stack().platformUrl}/static/js/${file}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/javascript/);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  await page.route('**/static/js/widget-msem-checkout.js*', async (route) => {
    await new Promise((r) => setTimeout(r, 1000));
    await route.abort();
  });
  await page.goto('/panier/');
  const cart = page.locator('.widget-host');
  await expect(cart.getByRole('status').filter({ hasText: 'Chargement…' })).toBeVisible();
  const alert = cart.getByRole('alert');
  await expect(alert).toContainText('Le panier n’a pas pu être chargé.');
  await page.unroute('**/static/js/widget-msem-checkout.js*');
  await alert.getByRole('button', { name: 'Réessayer' }).click();
  await expect(cart.getByRole('heading', { name: 'Mon panier' })).toBeVisible();
  await expect(cart.getByText('Votre panier est vide.')).toBeVisible();
});
