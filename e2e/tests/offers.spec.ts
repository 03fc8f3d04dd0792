import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { formatEuros } from '@schuss/contracts/rules';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { offersTexts } from '../../apps/backoffice/src/i18n/offers';
import { violations } from '../axe';
import { groupTomorrow, navLink, paidGroupOrder, STAFF } from '../backoffice-fixtures';
import { waitForMail } from '../mail';
import { sql, stack } from '../stack';
import * as visitor from '../visitor';

/**
 * Offers journeys, in French and in English: staff create a promo code in the back office,
 * a visitor enters it in the cart, sees the discount the platform computed and pays the discounted
 * total on the sandbox's card page; a gift voucher bought on the site arrives by e-mail with its code,
 * which then pays part of a cart (French) or all of it, without card (English). axe finds no
 * or critical violation on the offers screens and the cart with a code, at 375 and 1 280 px.
 */

type Lang = 'fr' | 'en';
const CONFIGS = [
  {
    lang: 'fr' as Lang,
    locale: 'fr-FR',
    m: fr as Messages,
    o: offersTexts.fr,
    site: visitor.FR,
    codeField: 'Code promo ou bon cadeau',
    apply: 'Appliquer',
    applied: /^Code appliqué/,
    totalDue: 'Total à payer',
    sandboxAmount: 'Montant',
    voucherLine: /Bon cadeau de 50,00 € pour Alice Martin — code : ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){6})/,
  },
  {
    lang: 'en' as Lang,
    locale: 'en-GB',
    m: en as Messages,
    o: offersTexts.en,
    site: visitor.EN,
    codeField: 'Promo code or gift voucher',
    apply: 'Apply',
    applied: /^Code applied/,
    totalDue: 'Amount to pay',
    sandboxAmount: 'Amount',
    voucherLine: /€100\.00 gift voucher for Alice Martin — code: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){6})/,
  },
];
type Config = (typeof CONFIGS)[number];

const admin = (path = '/') => `${stack().platformUrl}/admin${path}`;
/** Money as e-mails and the sandbox page write it (plain spaces). */
const plain = (cents: number, lang: Lang) => formatEuros(cents, lang, { plainSpaces: true });

async function logIn(page: Page, c: Config, path = '/') {
  await page.goto(admin(path));
  await expect(page.getByRole('heading', { level: 1, name: c.m.loginTitle })).toBeVisible();
  await page.getByLabel(c.m.loginEmail).fill(STAFF.email);
  await page.getByLabel(c.m.loginPassword).fill(STAFF.password);
  await page.getByRole('button', { name: c.m.loginSubmit }).click();
  await expect(page.getByRole('navigation', { name: c.m.navLabel })).toBeVisible();
}

/** The confirmation e-mail of an order, once delivered. */
async function mailOf(number: string): Promise<string> {
  return (await waitForMail({ contains: number })).text;
}

/** The latest order of a cart (its public id). */
async function orderOf(cartId: string) {
  const [row] = await sql<{ number: string; total_cents: number; status: string }>(
    `select o.number, o.total_cents, o.status from orders o join carts c on c.id = o.cart_id where c.cart_id = $1 order by o.id desc limit 1`,
    [cartId],
  );
  return row!;
}

const cartIdOf = async (page: Page) => (await page.evaluate(() => sessionStorage.getItem('cartId'))) as string;

/** A 3-day lift pass for an adult, added through the widget. */
async function addLiftPass(page: Page, t: visitor.Texts) {
  const widget = page.locator('.widget-host');
  await page.goto(t.liftPath);
  await expect(widget.getByRole('heading', { name: t.offers })).toBeVisible();
  await widget.getByRole('button', { name: t.chooseLift }).click();
  await widget.getByLabel(t.dayCount).selectOption({ label: t.threeDays });
  await visitor.fillPerson(page, t, 1, ['Paul', 'Martin', '1985-04-12']);
  await widget.getByRole('button', { name: t.addToCart }).click();
  await expect(widget.getByRole('status')).toHaveText(t.added);
}

/** A product of the catalogue shown by the host page's own call to the widget (as a page showing one product does), added for one person. */
async function addProduct(page: Page, t: visitor.Texts, key: string, name: string) {
  const widget = page.locator('.widget-host');
  await page.goto(t.liftPath);
  await expect(widget.getByRole('heading', { name: t.offers })).toBeVisible();
  await page.evaluate(
    async ({ key, lang }) => {
      const config = await (await fetch('/static/cms/config.json')).json();
      const el = document.querySelector('.widget-mount') as Element;
      const w = (window as unknown as { MsemWidget: { mount: (e: Element, o: object) => void } }).MsemWidget;
      w.mount(el, { lang, resort: config.resort, apiUrl: config.msemUrl, view: 'product', filter: { product: key } });
    },
    { key, lang: t.lang },
  );
  await expect(widget.getByRole('heading', { name })).toBeVisible();
  await visitor.fillPerson(page, t, 1, ['Alice', 'Martin', '1990-05-20']);
  await widget.getByRole('button', { name: t.addToCart }).click();
  await expect(widget.getByRole('status').filter({ hasText: t.added })).toContainText(name);
}

/** Enters a code in the cart page's field; answers the cart's amount to pay as shown. */
async function enterCode(page: Page, c: Config, typed: string) {
  const widget = page.locator('.widget-host');
  await page.goto(c.site.cartPath);
  await widget.getByLabel(c.codeField).fill(typed);
  await widget.getByRole('button', { name: c.apply }).click();
  const due = widget.getByText(c.totalDue, { exact: true });
  await expect(due).toBeVisible();
  return ((await due.locator('..').locator('strong').textContent()) ?? '').trim();
}

for (const c of CONFIGS) {
  const { lang, m, o } = c;

  test.describe(`offers in ${lang}`, () => {
    test.use({ locale: c.locale });
    test.setTimeout(90_000);
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
    });

    test('staff create a promo code; a visitor enters it in the cart and pays the discounted total', async ({ page, browser }) => {
      const code = `E2E-${lang.toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`;
      await logIn(page, c);
      await (await navLink(page, m, m.navOffers)).click();
      await expect(page.getByRole('heading', { level: 1, name: o.offersTitle })).toBeVisible();
      await page.getByRole('button', { name: o.promoNew }).click();
      const dialog = page.getByRole('dialog', { name: o.promoFormNew });
      await dialog.getByLabel(o.promoFieldCode, { exact: true }).fill(code.toLowerCase());
      await dialog.getByLabel(o.promoFieldPercent).fill('20');
      await dialog.getByRole('checkbox', { name: m.type_.LIFT }).check();
      await dialog.getByLabel(o.promoFieldMaxUses).fill('10');
      await dialog.getByRole('button', { name: o.promoSubmitNew }).click();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
      await expect(row).toContainText(o.promoPercentOff(20));
      await expect(row).toContainText(o.promoUsesValue(0, 10));

      // A visitor, in their own browser.
      const context = await browser.newContext({ locale: c.locale, baseURL: stack().siteUrl });
      await context.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
      const shopper = await context.newPage();
      await addLiftPass(shopper, c.site);
      const cartId = await cartIdOf(shopper);
      const [list] = await sql<{ cents: number }>(
        `select sum(l.total_cents)::int as cents from cart_lines l join carts k on k.id = l.cart_id where k.cart_id = $1`,
        [cartId],
      );
      const discounted = list!.cents - Math.round(list!.cents * 0.2);
      // Typed in lower case: codes are not case-sensitive.
      expect(await enterCode(shopper, c, code.toLowerCase())).toBe(formatEuros(discounted, lang));
      const widget = shopper.locator('.widget-host');
      await expect(widget.getByRole('list', { name: lang === 'fr' ? 'Codes de votre panier' : 'Codes in your cart' })).toContainText(code);
      const total = await visitor.goToPayment(shopper, c.site);
      expect(total).toBe(formatEuros(discounted, lang));
      // The sandbox's card page charges the discounted total.
      await expect(shopper.locator('dl.summary dd.amount')).toHaveText(plain(discounted, lang));
      await visitor.payWith(shopper, c.site, visitor.CARDS.success);
      await expect(shopper.getByRole('heading', { name: c.site.successTitle })).toBeVisible({ timeout: 25_000 });
      await expect.poll(async () => (await orderOf(cartId)).status).toBe('paid');
      expect((await orderOf(cartId)).total_cents).toBe(discounted);
      await context.close();

      // Staff see the use counted.
      await page.reload();
      await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) })).toContainText(
        o.promoUsesValue(1, 10),
      );
    });

    test('a gift voucher bought on the site arrives by e-mail, then pays a cart', async ({ page }) => {
      const product =
        lang === 'fr' ? { key: 'bon-cadeau-50', name: 'Bon cadeau 50 €' } : { key: 'bon-cadeau-100', name: 'Gift voucher €100' };
      await addProduct(page, c.site, product.key, product.name);
      const bought = await cartIdOf(page);
      await visitor.goToPayment(page, c.site);
      await visitor.payWith(page, c.site, visitor.CARDS.success);
      await expect(page.getByRole('heading', { name: c.site.successTitle })).toBeVisible({ timeout: 25_000 });
      const { number } = await orderOf(bought);
      const code = c.voucherLine.exec(await mailOf(number))?.[1];
      expect(code, 'the voucher code in the confirmation e-mail').toBeDefined();

      if (lang === 'fr') {
        // Part of a lift pass: the rest by card.
        await addLiftPass(page, c.site);
        const cartId = await cartIdOf(page);
        expect(cartId).not.toBe(bought);
        const [list] = await sql<{ cents: number }>(
          `select sum(l.total_cents)::int as cents from cart_lines l join carts k on k.id = l.cart_id where k.cart_id = $1`,
          [cartId],
        );
        const rest = list!.cents - 5000;
        expect(await enterCode(page, c, (code as string).toLowerCase())).toBe(formatEuros(rest, lang));
        expect(await visitor.goToPayment(page, c.site)).toBe(formatEuros(rest, lang));
        await expect(page.locator('dl.summary dd.amount')).toHaveText(plain(rest, lang));
        await visitor.payWith(page, c.site, visitor.CARDS.success);
        await expect(page.getByRole('heading', { name: c.site.successTitle })).toBeVisible({ timeout: 25_000 });
        await expect.poll(async () => (await orderOf(cartId)).status).toBe('paid');
      } else {
        // All of a cart of souvenir photos: no card at all.
        await addProduct(page, c.site, 'photo-souvenir', 'Souvenir photos of the week');
        const cartId = await cartIdOf(page);
        expect(await enterCode(page, c, code as string)).toBe(formatEuros(0, lang));
        await visitor.goToPayment(page, c.site, { free: true });
        await expect(page.getByRole('heading', { name: c.site.successTitle })).toBeVisible({ timeout: 25_000 });
        expect(await orderOf(cartId)).toMatchObject({ status: 'paid', total_cents: 0 });
      }
      const [voucher] = await sql<{ balance_cents: number }>(
        `select v.balance_cents from gift_vouchers v join orders o on o.id = v.order_id where o.number = $1`,
        [number],
      );
      expect(voucher!.balance_cents).toBe(lang === 'fr' ? 0 : 10_000 - 1500);
    });

    for (const width of [375, 1280]) {
      test(`axe at ${width} px: no axe violation of any impact on the offers screens and the cart with a code`, async ({
        page,
        browser,
      }) => {
        const suffix = randomBytes(3).toString('hex').toUpperCase();
        const promo = `AXE-${suffix}`;
        await sql(`insert into promo_codes (site, code, kind, percent) values ('val-neige', $1, 'percent', 10)`, [promo]);
        // A paid order with a voucher bought and a code used, as the back office shows them.
        const slotId = await groupTomorrow(4);
        const number = await paidGroupOrder({
          slotId,
          children: [{ firstName: 'Axe', lastName: 'Martin', birthDate: '2018-02-14' }],
          contact: { firstName: 'Axe', lastName: 'Martin', email: 'axe.martin@example.fr', phone: '06 11 22 33 44' },
          lang,
        });
        const [voucher] = await sql<{ id: number }>(
          `insert into gift_vouchers (site, code_hash, last4, order_id, line_id, participant, beneficiary, initial_cents, balance_cents, expires_on, issued_at)
           select 'val-neige', $1, $2, id, 1, 0, 'Axe Martin', 5000, 5000, current_date + 365, now() from orders where number = $3 returning id`,
          [randomBytes(32).toString('hex'), suffix.slice(0, 4).padEnd(4, 'X'), number],
        );
        await sql(`insert into gift_voucher_movements (voucher_id, kind, amount_cents, balance_cents) values ($1, 'issued', 5000, 5000)`, [
          voucher!.id,
        ]);
        await sql(
          `insert into order_offers (order_id, promo_code_id, label, amount_cents, status, reserved_until)
           select o.id, p.id, p.code, 500, 'used', now() from orders o, promo_codes p where o.number = $1 and p.code = $2`,
          [number, promo],
        );

        await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
        const failing: Record<string, string[]> = {};
        const check = async (screen: string, p: Page = page) => {
          const found = await violations(p);
          if (found.length) failing[screen] = found;
        };
        await logIn(page, c, '/offers');
        await expect(page.getByRole('heading', { level: 1, name: o.offersTitle })).toBeVisible();
        await expect(page.getByRole('cell', { name: promo, exact: true })).toBeVisible();
        await check('promo codes');
        await page.getByRole('button', { name: o.promoEditLabel(promo) }).click();
        await expect(page.getByRole('dialog', { name: o.promoFormEdit(promo) })).toBeVisible();
        await check('promo code dialog');
        await page.getByRole('dialog').getByRole('button', { name: m.close }).click();
        await page.getByRole('tab', { name: o.offersTabVouchers }).click();
        const table = page.getByRole('table', { name: o.vouchersTable });
        await expect(table).toBeVisible();
        await check('gift vouchers');
        await table.getByRole('button', { name: o.voucherDetailLabel(`…${suffix.slice(0, 4).padEnd(4, 'X')}`) }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.getByRole('heading', { name: o.voucherHistory })).toBeVisible();
        await check('gift voucher dialog');
        await dialog.getByRole('link', { name: number }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: m.orderTitle(number) })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: o.orderOffersTitle })).toBeVisible();
        await check('order with offers');

        // The visitor's cart with a code entered.
        const context = await browser.newContext({
          locale: c.locale,
          baseURL: stack().siteUrl,
          viewport: { width, height: width < 600 ? 812 : 900 },
        });
        await context.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
        const shopper = await context.newPage();
        await addLiftPass(shopper, c.site);
        await enterCode(shopper, c, promo);
        await check('cart with a code', shopper);
        await context.close();

        expect(failing).toEqual({});
      });
    }
  });
}
