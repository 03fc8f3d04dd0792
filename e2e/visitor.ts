import { expect, type Page } from '@playwright/test';

/**
 * A visitor on the site, shared by the journeys: the widget's texts in French and in English, a
 * participant's fields, the cart's tunnel up to the payment, and the sandbox's hosted card page.
 */

/** What the journeys read and type on the site's pages, per language. */
export type Texts = {
  lang: 'fr' | 'en';
  lessonsPath: string;
  liftPath: string;
  cartPath: string;
  resultPath: string;
  offers: string;
  chooseLesson: RegExp;
  chooseLift: RegExp;
  participant: (n: number) => string;
  firstName: string;
  lastName: string;
  birthDate: string;
  addParticipant: string;
  dayCount: string;
  threeDays: string;
  addToCart: string;
  added: RegExp;
  checkout: string;
  email: string;
  phone: string;
  line1: string;
  postalCode: string;
  city: string;
  country: string;
  next: string;
  terms: RegExp;
  toPayment: string;
  pay: RegExp;
  cardNumber: RegExp;
  expiry: RegExp;
  cvc: RegExp;
  payCard: RegExp;
  euros: RegExp;
  successTitle: string;
  failureTitle: string;
  /** The purchase result page's editorial section after the result (seeded "what happens next"). */
  nextSteps: string;
  refused: RegExp;
  retry: string;
  confirming: string;
  stillPending: string;
  notFound: string;
  invalid: string;
  backToCart: string;
  contact: { firstName: string; lastName: string; email: string; phone: string; line1: string; postalCode: string; city: string };
};

export const FR: Texts = {
  lang: 'fr',
  lessonsPath: '/reserver/cours-collectifs/',
  liftPath: '/reserver/forfaits/',
  cartPath: '/panier/',
  resultPath: '/resultat-achat/',
  offers: 'Nos offres',
  chooseLesson: /^Choisir Cours collectif enfants — Ourson/,
  chooseLift: /^Choisir Forfait Val-Neige/,
  participant: (n) => `Participant ${n}`,
  firstName: 'Prénom',
  lastName: 'Nom',
  birthDate: 'Date de naissance',
  addParticipant: 'Ajouter un participant',
  dayCount: 'Nombre de jours',
  threeDays: '3 jours',
  addToCart: 'Ajouter au panier',
  added: /a été ajouté au panier/,
  checkout: 'Commander',
  email: 'E-mail',
  phone: 'Téléphone',
  line1: 'Adresse',
  postalCode: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  next: 'Continuer',
  terms: /^J’accepte les conditions générales de vente/,
  toPayment: 'Continuer vers le paiement',
  pay: /^Payer en toute sécurité (.+)$/,
  cardNumber: /Numéro de carte/,
  expiry: /Date d[’']expiration|Expiration/,
  cvc: /CVC|Cryptogramme/,
  payCard: /^Payer/,
  euros: /^\d{1,3}(?:[\s\u202f\u00a0]\d{3})*,\d{2}[\s\u202f\u00a0]€$/,
  successTitle: 'Merci, votre commande est confirmée',
  failureTitle: 'Le paiement n’a pas abouti',
  nextSteps: 'Et maintenant ?',
  refused: /Votre banque a refusé le paiement/,
  retry: 'Réessayer le paiement',
  confirming: 'Nous confirmons votre paiement…',
  stillPending: 'Paiement en cours de confirmation',
  notFound: 'Commande introuvable',
  invalid: 'Lien de résultat incomplet',
  backToCart: 'Retour au panier',
  contact: {
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'claire.martin@example.fr',
    phone: '06 12 34 56 78',
    line1: '12 rue des Alpes',
    postalCode: '73000',
    city: 'Chambéry',
  },
};

export const EN: Texts = {
  lang: 'en',
  lessonsPath: '/en/book/group-lessons/',
  liftPath: '/en/book/lift-passes/',
  cartPath: '/en/cart/',
  resultPath: '/en/purchase-result/',
  offers: 'Our offers',
  chooseLesson: /^Choose Children's group lesson — Ourson/,
  chooseLift: /^Choose Val-Neige lift pass/,
  participant: (n) => `Participant ${n}`,
  firstName: 'First name',
  lastName: 'Last name',
  birthDate: 'Date of birth',
  addParticipant: 'Add a participant',
  dayCount: 'Number of days',
  threeDays: '3 days',
  addToCart: 'Add to cart',
  added: /was added to your cart/,
  checkout: 'Checkout',
  email: 'E-mail',
  phone: 'Phone',
  line1: 'Address',
  postalCode: 'Postal code',
  city: 'City',
  country: 'Country',
  next: 'Continue',
  terms: /^I accept the terms of sale/,
  toPayment: 'Continue to payment',
  pay: /^Pay securely (.+)$/,
  cardNumber: /Card number/,
  expiry: /Expir/,
  cvc: /CVC|Security code/,
  payCard: /^Pay/,
  euros: /^€\d{1,3}(?:,\d{3})*\.\d{2}$/,
  successTitle: 'Thank you, your order is confirmed',
  failureTitle: 'Your payment did not go through',
  nextSteps: 'What happens next?',
  refused: /Your bank refused the payment/,
  retry: 'Try the payment again',
  confirming: 'We are confirming your payment…',
  stillPending: 'Payment being confirmed',
  notFound: 'Order not found',
  invalid: 'Incomplete result link',
  backToCart: 'Back to the cart',
  contact: {
    firstName: 'Jane',
    lastName: 'Smith',
    email: 'jane.smith@example.com',
    phone: '+44 20 7946 0000',
    line1: '10 Downing Street',
    postalCode: 'SW1A 2AA',
    city: 'London',
  },
};

/** The sandbox's test cards (README; `SANDBOX_CARDS` in the contracts), typed as a visitor would. */
export const CARDS = { success: '4242 4242 4242 4242', refused: '4000 0000 0000 0002' };

/** A participant's fields in the widget's form (the `n`th participant group). */
export async function fillPerson(page: Page, t: Texts, n: number, [firstName, lastName, birthDate]: readonly [string, string, string]) {
  const group = page.locator('.widget-host').getByRole('group', { name: t.participant(n) });
  await group.getByLabel(t.firstName, { exact: true }).fill(firstName);
  await group.getByLabel(t.lastName, { exact: true }).fill(lastName);
  await group.getByLabel(t.birthDate).fill(birthDate);
}

/** The cart's tunnel: contact, terms, then "pay"; returns the total shown on the pay button. */
export async function goToPayment(page: Page, t: Texts, { free = false, back = false } = {}): Promise<string> {
  await page.goto(t.cartPath);
  const pay = await throughTunnel(page, t, { back });
  const total = ((await pay.textContent()) ?? '').trim().match(t.pay)?.[1]?.trim() ?? '';
  expect(total).toMatch(t.euros);
  await pay.click();
  // A zero total skips the payment page.
  if (free) await page.waitForURL((url) => url.pathname === t.resultPath);
  else await page.waitForURL(/\/pay\//);
  return total;
}

/** From the cart page on screen: "order", the contact, the terms, up to the payment step; answers its pay button. */
export async function throughTunnel(page: Page, t: Texts, { back = false } = {}) {
  const widget = page.locator('.widget-host');
  await widget.getByRole('button', { name: t.checkout, exact: true }).click();
  const c = t.contact;
  await widget.getByLabel(t.firstName, { exact: true }).fill(c.firstName);
  await widget.getByLabel(t.lastName, { exact: true }).fill(c.lastName);
  await widget.getByLabel(t.email, { exact: true }).fill(c.email);
  await widget.getByLabel(t.phone, { exact: true }).fill(c.phone);
  await widget.getByLabel(t.line1, { exact: true }).fill(c.line1);
  await widget.getByLabel(t.postalCode, { exact: true }).fill(c.postalCode);
  await widget.getByLabel(t.city, { exact: true }).fill(c.city);
  const country = widget.getByLabel(t.country, { exact: true });
  if ((await country.evaluate((el) => el.tagName)) === 'SELECT') await country.selectOption(t.lang === 'fr' ? 'FR' : 'GB');
  else await country.fill(t.lang === 'fr' ? 'FR' : 'GB');
  await widget.getByRole('button', { name: t.next, exact: true }).click();
  if (back) {
    // Each step has its own address: the browser's Back goes one step back, with the contact as typed, and Forward returns.
    await expect(widget.getByRole('checkbox', { name: t.terms })).toBeVisible();
    await page.goBack();
    await expect(widget.getByLabel(t.firstName, { exact: true })).toHaveValue(c.firstName);
    await expect(widget.getByLabel(t.phone, { exact: true })).toHaveValue(c.phone);
    await page.goForward();
  }
  await widget.getByRole('checkbox', { name: t.terms }).check();
  await widget.getByRole('button', { name: t.toPayment }).click();
  const pay = widget.getByRole('button', { name: t.pay });
  await expect(pay).toBeVisible();
  return pay;
}

/** The sandbox's hosted card page: a card, a future expiry, a CVC, then pay. */
export async function payWith(page: Page, t: Texts, card: string) {
  await expect(page.getByLabel(t.cardNumber)).toBeVisible();
  await page.getByLabel(t.cardNumber).fill(card);
  await page.getByLabel(t.expiry).fill('12/34');
  await page.getByLabel(t.cvc).fill('123');
  await page.getByRole('button', { name: t.payCard }).click();
  await page.waitForURL((url) => url.pathname === t.resultPath, { timeout: 20_000 });
}

/**
 * The widget's calendar: shows the month of `date` (`YYYY-MM-DD`), going back or forth a month at a
 * time, then picks that day (its slots, or its first day, appear under the calendar).
 */
export async function pickDay(page: Page, date: string) {
  const widget = page.locator('.widget-host');
  const day = widget.locator(`.msem-day[data-date="${date}"]`);
  for (let i = 0; i < 12; i++) {
    const shown = widget.locator('.msem-day').first();
    await expect(shown).toBeVisible();
    if (await day.isVisible()) break;
    const month = ((await shown.getAttribute('data-date')) ?? '').slice(0, 7);
    // The month navigation buttons: the first goes back, the last goes on.
    const nav = widget.locator('.msem-cal-nav');
    await (month > date.slice(0, 7) ? nav.first() : nav.last()).click();
  }
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
}
