import { expect, type Page, test } from '@playwright/test';
import { violations } from '../axe';
import { waitForMail } from '../mail';
import { sql, stack } from '../stack';
import { CARDS, EN, FR, fillPerson, goToPayment, payWith, type Texts } from '../visitor';

/**
 * Checkout journeys (docs/spec.md §2, §3, §4, §5, §9): a children's group lesson for
 * two and a 3-day lift pass go through the widget's tunnel (contact, terms, pay), are paid on the
 * sandbox's hosted card page, and the site's purchase result page shows the order as the platform
 * has it; the order is paid in the platform, the places are sold, the confirmation e-mail is
 * written; a refused card shows the failure, counts the attempt, and the payment can be tried
 * again — in French and in English, with the analytics events checked in the data layer.
 */

const CHILDREN = [
  ['Léa', 'Martin', '2019-03-10'],
  ['Tom', 'Martin', '2017-07-22'],
] as const;
const ADULT = ['Paul', 'Martin', '1985-04-12'] as const;

type Pushed = {
  event?: string;
  ecommerce?: Record<string, unknown> & { value?: number; items?: Record<string, unknown>[] };
  page?: string;
};

test.beforeEach(async ({ page }) => {
  // An answered consent keeps the banner out of the way. The site's data layer is logged in
  // sessionStorage as it is pushed, so that events of pages the journey has left (the cart page
  // before the payment page) can still be read.
  await page.addInitScript((sitePort: string) => {
    localStorage.setItem('cookie_allowed', 'false');
    if (location.port !== sitePort) return;
    const KEY = '__e2e_datalayer';
    const w = window as unknown as { dataLayer?: unknown[] };
    const layer: unknown[] = Array.isArray(w.dataLayer) ? w.dataLayer : [];
    w.dataLayer = layer;
    const push = layer.push.bind(layer);
    layer.push = (...events: unknown[]) => {
      try {
        const log = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as unknown[];
        for (const e of events) log.push({ ...JSON.parse(JSON.stringify(e)), page: location.pathname });
        sessionStorage.setItem(KEY, JSON.stringify(log));
      } catch {}
      return push(...events);
    };
  }, new URL(stack().siteUrl).port);
});

/** Events pushed on the site's pages since the journey started (all pages of this tab). */
const loggedEvents = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('__e2e_datalayer') ?? '[]') as Pushed[]);
/** Events in the current page's own data layer. */
const pageEvents = (page: Page) =>
  page.evaluate(() => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e && typeof e === 'object'));

/** Books the lesson week for two children and a 3-day lift pass for an adult; returns the cart id. */
async function fillCart(page: Page, t: Texts, query = ''): Promise<string> {
  const widget = page.locator('.widget-host');
  await page.goto(t.lessonsPath + query);
  await expect(widget.getByRole('heading', { name: t.offers })).toBeVisible();
  // The arrival is recorded once the page is up (what is checked after the cart is filled is that it stays).
  if (query.includes('hoteId')) await expect.poll(() => page.evaluate(() => localStorage.getItem('businessProvider'))).not.toBeNull();
  await widget.getByRole('button', { name: t.chooseLesson }).click();
  await widget.locator('.msem-slot input:not([disabled])').first().check();
  await widget.getByRole('button', { name: t.addParticipant }).click();
  for (const [i, person] of CHILDREN.entries()) await fillPerson(page, t, i + 1, person);
  await widget.getByRole('button', { name: t.addToCart }).click();
  await expect(widget.getByRole('status')).toHaveText(t.added);

  await page.goto(t.liftPath);
  await expect(widget.getByRole('heading', { name: t.offers })).toBeVisible();
  await widget.getByRole('button', { name: t.chooseLift }).click();
  await widget.getByLabel(t.dayCount).selectOption({ label: t.threeDays });
  await fillPerson(page, t, 1, ADULT);
  await widget.getByRole('button', { name: t.addToCart }).click();
  await expect(widget.getByRole('status')).toHaveText(t.added);

  const cartId = await page.evaluate(() => sessionStorage.getItem('cartId'));
  expect(cartId).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  return cartId as string;
}

async function adminToken(): Promise<string> {
  const res = await fetch(`${stack().platformUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site: 'val-neige', email: 'admin@val-neige.example', password: 'Admin-Val-Neige-2026!' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

type AdminOrder = {
  number: string;
  status: string;
  total: { amount: number };
  contact: { email: string };
  businessProviderId: string | null;
};

/** The order as staff see it in the platform. */
async function adminOrder(number: string): Promise<AdminOrder | undefined> {
  const res = await fetch(`${stack().platformUrl}/api/admin/orders?site=val-neige&limit=200`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { orders: AdminOrder[] }).orders.find((o) => o.number === number);
}

/** Sold places of the cart's dated lesson slot. */
async function lessonSlot(cartId: string): Promise<{ id: number; sold: number; held: number }> {
  const [row] = await sql<{ id: number; sold: number; held: number }>(
    `select s.id, s.sold, s.held from slots s
       join cart_lines l on l.slot_id = s.id
       join carts c on c.id = l.cart_id
      where c.cart_id = $1`,
    [cartId],
  );
  expect(row).toBeDefined();
  return row as { id: number; sold: number; held: number };
}

/** The confirmation e-mail mentioning an order number, once delivered. */
async function confirmationMail(number: string): Promise<string> {
  return (await waitForMail({ contains: number })).text;
}

const euros = (text: string) =>
  Number(
    text
      .replace(/[^\d,.]/g, '')
      .replace(/,(?=\d{2}$)/, '.')
      .replace(/,/g, ''),
  );

/** The success view: the order read from the platform, with the total seen in the cart. */
async function expectSuccess(page: Page, t: Texts, total: string): Promise<string> {
  const result = page.locator('.purchase-result');
  const heading = page.getByRole('heading', { name: t.successTitle });
  await expect(heading).toBeVisible({ timeout: 25_000 });
  await expect(heading).toBeFocused();
  await expect(result.locator('[data-order-total]')).toHaveText(total);
  for (const [first, last] of [...CHILDREN, ADULT]) await expect(result.getByText(new RegExp(`${first} ${last}`))).toBeVisible();
  await expect(result).toContainText(t.contact.email);
  const number = ((await result.locator('[data-order-number]').textContent()) ?? '').trim();
  expect(number).toMatch(/^[A-Z0-9-]{6,}$/);
  return number;
}

/** Serious or critical axe violations of the result view. */

function expectEcommerce(events: Pushed[], name: string, value: number) {
  const found = events.filter((e) => e.event === name);
  expect(found, `${name} events`).toHaveLength(1);
  const ecommerce = found[0]?.ecommerce ?? {};
  expect(ecommerce.currency).toBe('EUR');
  expect(ecommerce.value).toBeCloseTo(value, 2);
  const items = ecommerce.items ?? [];
  expect(items.length).toBeGreaterThan(0);
  for (const item of items)
    expect(Object.keys(item)).toEqual(expect.arrayContaining(['item_name', 'item_brand', 'item_category', 'price', 'quantity']));
  const sum = items.reduce((s, i) => s + Math.round(Number(i.price) * 100) * Number(i.quantity), 0) / 100;
  expect(sum).toBeCloseTo(value, 2);
  return ecommerce;
}

for (const t of [FR, EN]) {
  test.describe(`checkout in ${t.lang}`, () => {
    test.setTimeout(150_000);

    test('pay with the success card: confirmation with the cart total, order paid, places sold, e-mail written, one purchase event', async ({
      page,
    }) => {
      // Arriving from a business provider: recorded on the order, cleared on success.
      const cartId = await fillCart(page, t, '?hoteId=HOTEL42');
      expect(await page.evaluate(() => localStorage.getItem('businessProvider'))).toContain('HOTEL42');
      const before = await lessonSlot(cartId);
      const total = await goToPayment(page, t, { back: true });
      // The result page breaks none of the site's Content-Security-Policy (zod's eval probe did).
      const violations: string[] = [];
      await page.exposeFunction('reportCspViolation', (v: string) => violations.push(v));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          (window as unknown as { reportCspViolation: (v: string) => void }).reportCspViolation(
            `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`,
          ),
        ),
      );
      await payWith(page, t, CARDS.success);
      expect(new URL(page.url()).searchParams.get('executionCode')).toBe('0000');
      expect(new URL(page.url()).searchParams.get('cartId')).toBe(cartId);

      const number = await expectSuccess(page, t, total);
      expect(violations).toEqual([]);

      // In the platform: the order is paid for the total shown; the two places are sold.
      const order = await adminOrder(number);
      expect(order?.status).toBe('paid');
      expect(order?.total.amount).toBe(Math.round(euros(total) * 100));
      expect(order?.contact.email).toBe(t.contact.email);
      expect(order?.businessProviderId).toBe('HOTEL42');
      const after = await lessonSlot(cartId);
      expect(after.id).toBe(before.id);
      expect(after.sold).toBe(before.sold + 2);

      // The confirmation e-mail: the order number and the participants.
      const mail = await confirmationMail(number);
      for (const [first, last] of [...CHILDREN, ADULT]) expect(mail).toContain(`${first} ${last}`);

      // Analytics: checkout and payment info in the cart, then one purchase worth the total.
      const value = euros(total);
      const log = await loggedEvents(page);
      expectEcommerce(log, 'checkout', value);
      expectEcommerce(log, 'add_payment_info', value);
      const purchase = expectEcommerce(log, 'purchase', value);
      expect(purchase.transaction_id).toBe(number);
      expect(log.filter((e) => e.event === 'payment_failure')).toHaveLength(0);
      expect(log.filter((e) => e.event === 'contact')).toEqual([expect.objectContaining({ contact_origin: 'tunnel' })]);
      const sequence = ['checkout', 'add_payment_info', 'purchase'].map((name) => log.findIndex((e) => e.event === name));
      expect(sequence).toEqual([...sequence].sort((a, b) => a - b));

      // Success clears the referral values; a reload shows the order again and sends no second purchase.
      expect(await page.evaluate(() => [localStorage.getItem('businessProvider'), localStorage.getItem('gescoReferral')])).toEqual([
        null,
        null,
      ]);
      await page.reload();
      await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible();
      await expect(page.locator('[data-order-number]')).toHaveText(number);
      expect((await pageEvents(page)).filter((e) => e.event === 'purchase')).toHaveLength(0);
      expect((await loggedEvents(page)).filter((e) => e.event === 'purchase')).toHaveLength(1);
    });

    test('a refused card: failure view, one attempt counted, try again with the success card, success', async ({ page }) => {
      const cartId = await fillCart(page, t);
      const before = await lessonSlot(cartId);
      const total = await goToPayment(page, t);
      await payWith(page, t, CARDS.refused);
      expect(new URL(page.url()).searchParams.get('executionCode')).toBe('4001');

      const heading = page.getByRole('heading', { name: t.failureTitle });
      await expect(heading).toBeVisible();
      await expect(heading).toBeFocused();
      await expect(page.locator('.purchase-result').getByRole('alert')).toContainText(t.refused);
      await expect(page.getByRole('link', { name: t.backToCart })).toHaveAttribute('href', t.cartPath);
      // The page's "what happens next" (confirmation by e-mail…) speaks of a paid order: hidden on a failure.
      await expect(page.getByRole('heading', { name: t.nextSteps })).toBeHidden();
      const attempts = () => page.evaluate((id) => JSON.parse(localStorage.getItem('purchase_attempts') ?? '{}')[id], cartId);
      expect(await attempts()).toBe(1);
      const failures = (await loggedEvents(page)).filter((e) => e.event === 'payment_failure');
      expect(failures).toHaveLength(1);
      expect(failures[0]?.ecommerce?.execution_code).toBe('4001');
      expect((await loggedEvents(page)).filter((e) => e.event === 'purchase')).toHaveLength(0);

      expect(await violations(page, { include: '.purchase-result' })).toEqual([]);

      // Nothing paid, nothing sold; a reload of the same result counts nothing more.
      expect((await lessonSlot(cartId)).sold).toBe(before.sold);
      await page.reload();
      await expect(page.getByRole('heading', { name: t.failureTitle })).toBeVisible();
      expect(await attempts()).toBe(1);

      await page.getByRole('button', { name: t.retry }).click();
      await page.waitForURL(/\/pay\//);
      await payWith(page, t, CARDS.success);
      const number = await expectSuccess(page, t, total);
      await expect(page.getByRole('heading', { name: t.nextSteps })).toBeVisible();
      expect(await violations(page, { include: '.purchase-result' })).toEqual([]);
      expect((await adminOrder(number))?.status).toBe('paid');
      expect((await lessonSlot(cartId)).sold).toBe(before.sold + 2);
      expect(await attempts()).toBe(1);
      const purchases = (await loggedEvents(page)).filter((e) => e.event === 'purchase');
      expect(purchases).toHaveLength(1);
      expect(purchases[0]?.ecommerce?.value).toBeCloseTo(euros(total), 2);
      expect(purchases[0]?.ecommerce?.transaction_id).toBe(number);
      const log = await loggedEvents(page);
      expect(log.findIndex((e) => e.event === 'payment_failure')).toBeLessThan(log.findIndex((e) => e.event === 'purchase'));
      await confirmationMail(number);
    });
  });
}

test('a free order (a lift pass for a child under 5): no payment page, the confirmation, and no purchase event', async ({ page }) => {
  test.setTimeout(90_000);
  const t = EN;
  const widget = page.locator('.widget-host');
  await page.goto(t.liftPath);
  await widget.getByRole('button', { name: t.chooseLift }).click();
  await widget.getByLabel(t.dayCount).selectOption({ label: t.threeDays });
  await fillPerson(page, t, 1, ['Zoé', 'Martin', '2023-06-01']);
  await widget.getByRole('button', { name: t.addToCart }).click();
  await expect(widget.getByRole('status')).toHaveText(t.added);
  const total = await goToPayment(page, t, { free: true });
  expect(total).toBe('€0.00');
  const url = new URL(page.url());
  expect([url.searchParams.get('executionCode'), url.searchParams.get('hasQuotation')]).toEqual(['0000', '1']);
  await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible();
  await expect(page.getByText('Your quotation is settled')).toBeVisible();
  await expect(page.locator('[data-order-total]')).toHaveText(total);
  const number = ((await page.locator('[data-order-number]').textContent()) ?? '').trim();
  expect((await adminOrder(number))?.status).toBe('paid');
  expect((await loggedEvents(page)).filter((e) => e.event === 'purchase')).toHaveLength(0);
});

test.describe('result page at 320 px', () => {
  test.use({ viewport: { width: 320, height: 700 } });
  test('the failure view of a bank that did not answer: plain words, no axe violation, no horizontal scrolling', async ({ page }) => {
    await page.goto(`${EN.resultPath}?cartId=${'z'.repeat(24)}&executionCode=9999`);
    await expect(page.getByRole('heading', { name: EN.failureTitle })).toBeFocused();
    await expect(page.locator('.purchase-result').getByRole('alert')).toContainText('The bank did not answer in time.');
    await expect(page.getByRole('button', { name: EN.retry })).toBeVisible();
    expect(await violations(page, { include: '.purchase-result' })).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

test.describe('the result page never trusts its URL', () => {
  test.setTimeout(120_000);

  test('executionCode=0000 for an order never paid: "confirming", then "still being confirmed" — no success, no purchase', async ({
    page,
  }) => {
    const cartId = await fillCart(page, FR);
    await goToPayment(page, FR);
    // The visitor leaves the card page without paying and forges the success return.
    await page.goto(`${FR.resultPath}?cartId=${cartId}&executionCode=0000`);
    await expect(page.getByRole('status').filter({ hasText: FR.confirming })).toBeVisible();
    await expect(page.getByRole('heading', { name: FR.stillPending })).toBeVisible({ timeout: 40_000 });
    await expect(page.getByRole('heading', { name: FR.successTitle })).toHaveCount(0);
    expect((await loggedEvents(page)).filter((e) => e.event === 'purchase')).toHaveLength(0);
    const [row] = await sql<{ status: string }>(
      'select o.status from orders o join carts c on c.id = o.cart_id where c.cart_id = $1 order by o.id desc limit 1',
      [cartId],
    );
    expect(row?.status).toBe('pending_payment');
  });

  test('the platform out of reach: a message and a retry', async ({ page }) => {
    // The order lookup fails (network error) until the platform answers again.
    await page.route('**/api/orders/by-cart**', (route) => route.abort());
    await page.goto(`${FR.resultPath}?cartId=${'y'.repeat(24)}&executionCode=0000`);
    await expect(page.getByRole('heading', { name: 'Commande momentanément indisponible' })).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/api/orders/by-cart**');
    await page.getByRole('button', { name: 'Réessayer', exact: true }).click();
    await expect(page.getByRole('heading', { name: FR.notFound })).toBeVisible();
    expect((await loggedEvents(page)).filter((e) => e.event === 'purchase')).toHaveLength(0);
  });

  test('a cart without an order, and a link without a cart id: a clear message and a way back to the cart', async ({ page }) => {
    await page.goto(`${EN.resultPath}?cartId=${'x'.repeat(24)}&executionCode=0000`);
    await expect(page.getByRole('heading', { name: EN.notFound })).toBeVisible();
    await expect(page.getByRole('link', { name: EN.backToCart })).toHaveAttribute('href', EN.cartPath);
    await page.goto(`${FR.resultPath}?executionCode=0000`);
    await expect(page.getByRole('heading', { name: FR.invalid })).toBeVisible();
    await expect(page.getByRole('link', { name: FR.backToCart })).toHaveAttribute('href', FR.cartPath);
    expect((await loggedEvents(page)).filter((e) => e.event === 'purchase' || e.event === 'payment_failure')).toHaveLength(0);
  });
});
