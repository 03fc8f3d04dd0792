import { expect, type Locator, type Page, test } from '@playwright/test';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { violations } from '../axe';
import { type Contact, groupTomorrow, paidGroupOrder, STAFF } from '../backoffice-fixtures';
import { stack } from '../stack';

/**
 * The back office on a phone at the meeting point (issue 32): at 320 and 375 px the orders list
 * puts its results first (the filters behind a "Filtres (1)" button), each order a card with its
 * number on one line, its status and amount in view; a roster's participants are cards with their
 * phone and order in view; no screen scrolls sideways, and axe finds nothing.
 */

const ADMIN = { email: 'admin@val-neige.example', password: 'Admin-Val-Neige-2026!' };

type Config = { lang: 'fr' | 'en'; locale: string; m: Messages; contact: Contact; child: { firstName: string; lastName: string } };
const CONFIGS: Config[] = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    m: fr,
    contact: { firstName: 'Margaux', lastName: 'Lefèvre-Dumontier', email: 'margaux.lefevre@example.fr', phone: '06 12 98 76 54' },
    child: { firstName: 'Apolline', lastName: 'Lefèvre-Dumontier' },
  },
  {
    lang: 'en',
    locale: 'en-GB',
    m: en,
    contact: { firstName: 'Harriet', lastName: 'Montgomery-Smith', email: 'harriet.montgomery@example.com', phone: '+44 20 7946 0222' },
    child: { firstName: 'Florence', lastName: 'Montgomery-Smith' },
  },
];
const WIDTHS = [320, 375];

const admin = (path = '/') => `${stack().platformUrl}/admin${path}`;

async function logIn(page: Page, m: Messages, path: string, who: { email: string; password: string } = STAFF) {
  await page.goto(admin(path));
  await page.getByLabel(m.loginEmail).fill(who.email);
  await page.getByLabel(m.loginPassword).fill(who.password);
  await page.getByRole('button', { name: m.loginSubmit }).click();
  await expect(page.getByRole('navigation', { name: m.navLabel })).toBeVisible();
}

/** The page does not scroll sideways: nothing is wider than the screen. */
async function expectNoSideScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** The element is on one line: one box, about one line high. */
async function expectOneLine(el: Locator) {
  const { rects, height, lineHeight } = await el.evaluate((node) => {
    const style = getComputedStyle(node);
    const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
    return { rects: node.getClientRects().length, height: node.getBoundingClientRect().height, lineHeight: line };
  });
  expect(rects).toBe(1);
  expect(height).toBeLessThan(lineHeight * 1.5);
}

/** Seen, and wholly within the screen's width. */
async function expectInView(el: Locator, width: number) {
  await expect(el).toBeVisible();
  const box = await el.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

for (const c of CONFIGS) {
  const { m, lang } = c;
  test.describe(`back office on a phone, in ${lang}`, () => {
    test.use({ locale: c.locale });

    test('the orders list and a roster at 320 and 375 px: cards, results first, nothing cut, axe clean', async ({ page }) => {
      const slotId = await groupTomorrow(4);
      const number = await paidGroupOrder({
        slotId,
        children: [{ ...c.child, birthDate: '2018-02-14' }],
        contact: c.contact,
        lang,
      });
      await page.setViewportSize({ width: 375, height: 812 });
      await logIn(page, m, '/orders?status=paid');

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 700 });
        await page.goto(admin('/orders?status=paid'));
        await expect(page.getByRole('heading', { level: 1, name: m.ordersTitle })).toBeVisible();
        const link = page.getByRole('link', { name: number, exact: true });
        await expect(link).toBeVisible();

        // The results first: the filters are folded behind a button that counts them.
        const toggle = page.getByRole('button', { name: m.filtersToggle(1) });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByLabel(m.searchLabel)).toBeHidden();
        const card = page.getByRole('row').filter({ has: link });
        // The first result is on the first screen (other journeys' orders, made meanwhile, may come before this one's).
        const firstResult = page.getByRole('rowgroup').nth(1).getByRole('row').first();
        const cardTop = (await firstResult.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
        expect(cardTop).toBeLessThan(700);

        // The card: number on one line, date, customer, status and amount in view.
        await expectOneLine(link);
        await expectInView(link, width);
        await expectInView(card.getByText(`${c.contact.lastName} ${c.contact.firstName}`), width);
        await expectInView(card.getByText(m.status_.paid, { exact: true }), width);
        await expectInView(card.locator(`td[data-label="${m.amount}"]`), width);
        await expect(card.locator(`td[data-label="${m.amount}"]`)).toContainText(/\d/);
        await expectInView(card.locator(`td[data-label="${m.createdAt}"]`), width);
        await expectNoSideScroll(page, width);
        expect(await violations(page)).toEqual([]);

        // The filters open on demand, and close again.
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByLabel(m.searchLabel)).toBeVisible();
        await expectNoSideScroll(page, width);
        expect(await violations(page)).toEqual([]);
        await toggle.click();
        await expect(page.getByLabel(m.searchLabel)).toBeHidden();

        // The roster: each participant a card with level, phone and order in view.
        await page.goto(admin(`/rosters/${slotId}`));
        const name = `${c.child.firstName} ${c.child.lastName}`;
        const participant = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) });
        await expect(participant).toBeVisible();
        const order = participant.getByRole('link', { name: number, exact: true });
        await expectInView(order, width);
        await expectOneLine(order);
        await expectInView(participant.getByRole('link', { name: c.contact.phone }), width);
        await expectInView(participant.locator(`td[data-label="${m.level}"]`), width);
        await expectNoSideScroll(page, width);
        expect(await violations(page)).toEqual([]);
      }
      // On a wider screen, the filters are simply there.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(admin('/orders?status=paid'));
      await expect(page.getByLabel(m.searchLabel)).toBeVisible();
      await expect(page.getByRole('button', { name: m.filtersToggle(1) })).toHaveCount(0);
    });

    test('every screen at 320 px: the page never scrolls sideways (wide tables scroll in their own region)', async ({ page }) => {
      test.setTimeout(120_000);
      const slotId = await groupTomorrow(4);
      const number = await paidGroupOrder({ slotId, children: [{ ...c.child, birthDate: '2018-02-14' }], contact: c.contact, lang });
      await page.setViewportSize({ width: 320, height: 700 });
      await logIn(page, m, '/', ADMIN);
      const screens = [
        '/',
        '/orders',
        `/orders/${encodeURIComponent(number)}`,
        `/orders/${encodeURIComponent(number)}/check-in`,
        '/scan',
        '/rosters',
        `/rosters/${slotId}`,
        '/reports',
        '/earnings',
        '/reconciliation',
        '/catalogue',
        '/catalogue/cours-enfants-flocon',
        '/levels',
        '/instructors',
        '/planning',
        '/lesson-requests',
        '/season',
        '/season/products/cours-enfants-flocon',
        '/offers',
        '/closures',
        '/invoicing',
        '/accounts',
        '/activity',
      ];
      const wide: Record<string, number> = {};
      for (const path of screens) {
        await page.goto(admin(path));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Loaded: no spinner left (the widest content comes with the data).
        await expect(page.locator('.spinner')).toHaveCount(0);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > 320) wide[path] = width;
      }
      expect(wide).toEqual({});
    });
  });
}
