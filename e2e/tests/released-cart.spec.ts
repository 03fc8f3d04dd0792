import type { ChildProcess } from 'node:child_process';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { checkoutTranslator } from '../../packages/widget/src/checkout/texts';
// @ts-expect-error plain ESM script shared with `npm start` (the error is reported on this line)
import { startPlatform, stop } from '../../scripts/stack.mjs';
import { violations } from '../axe';
import { api, groupTomorrow, isoDay, slotPlaces } from '../backoffice-fixtures';
import { stack } from '../stack';
import * as visitor from '../visitor';

/**
 * A cart whose places were released, in French and in English. The carts are filled through a
 * second platform process on the journeys' database whose holds last 4 seconds (CART_HOLD_SECONDS, the
 * test setting); the visitor then comes back on the site, whose widget talks to the usual platform (20
 * minutes). On a phone 320 px wide: an expired hold with room is held again, said so, and paid; an expired
 * hold on a group that filled meanwhile says so, offers the next slots, and checkout goes on with the
 * other lines once the 409 at payment named it. At 1 280 px, the cart and the header's preview show the
 * time left.
 */

const SHORT_HOLD_SECONDS = 4;
let shortHolds: ChildProcess | undefined;
let shortUrl = '';

test.beforeAll(async () => {
  const s = stack();
  const port = Number(new URL(s.platformUrl).port) + 37;
  shortUrl = `http://localhost:${port}`;
  shortHolds = await startPlatform({
    port,
    stdio: 'ignore',
    env: {
      APP_ENV: 'test',
      DATABASE_URL: s.databaseUrl,
      PLATFORM_URL: shortUrl,
      SITE_URL: s.siteUrl,
      REVALIDATE_SECRET: s.revalidateSecret,
      JOBS_WORKERS: 'false',
      LOG_LEVEL: 'warn',
      CART_HOLD_SECONDS: String(SHORT_HOLD_SECONDS),
    },
  });
});
test.afterAll(() => stop(shortHolds));

type Lang = 'fr' | 'en';
const TEXTS: Record<Lang, visitor.Texts> = { fr: visitor.FR, en: visitor.EN };
const LOCALE: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };
const CART_LINK: Record<Lang, RegExp> = { fr: /^Mon panier/, en: /^My cart/ };
const LESSON: Record<Lang, RegExp> = { fr: /Cours collectif enfants — Flocon/, en: /Children's group lesson — Flocon/ };
/** The widget's words the journeys look for (the exact texts are in packages/widget/src/checkout/texts.ts). */
const WORDS: Record<Lang, { renewed: RegExp; moveTo: RegExp; remove: RegExp }> = {
  fr: { renewed: /^Vos places sont de nouveau réservées : /, moveTo: /^Réserver le /, remove: /^Retirer .*Flocon/ },
  en: { renewed: /^Your places are held again: /, moveTo: /^Book on /, remove: /^Remove .*Flocon/ },
};

const post = <T>(base: string, path: string, body: unknown) => api<T>('POST', path, body, base);

/** Adds a line through `base` (the short-hold platform, or the usual one); answers the cart id. */
const addLine = (base: string, lang: Lang, line: object, cartId?: string) =>
  post<{ cartId: string }>(base, '/api/booking/cart/lines', { resort: 'val-neige', lang, ...(cartId ? { cartId } : {}), ...line }).then(
    (r) => r.cartId,
  );
const lesson = (slotId: number, firstName: string) => ({
  productKey: 'cours-enfants-flocon',
  slotId,
  participants: [{ firstName, lastName: 'Garnier', birthDate: '2018-03-09' }],
});
const liftPass = {
  productKey: 'forfait-val-neige',
  startDate: isoDay(1),
  days: 2,
  participants: [{ firstName: 'Paul', lastName: 'Garnier', birthDate: '1985-06-02' }],
};

/** Waits until the usual platform says the cart's lesson was released (its hold ran out). */
async function heldNoMore(lang: Lang, cartId: string) {
  await expect
    .poll(
      async () =>
        (await post<{ cart: { released?: unknown[] } }>(stack().platformUrl, '/esfplus/cart', { cartId, lang, resort: 'val-neige' })).cart
          .released?.length,
      { timeout: 20_000 },
    )
    .toBe(1);
}

/** The visitor's own browser, with the cart (its id in sessionStorage, as the widget keeps it) and consent answered. */
async function visitorWith(browser: Browser, lang: Lang, cartId: string, width = 320): Promise<Page> {
  const context = await browser.newContext({ locale: LOCALE[lang], baseURL: stack().siteUrl, viewport: { width, height: 800 } });
  await context.addInitScript((id: string) => {
    localStorage.setItem('cookie_allowed', 'false');
    sessionStorage.setItem('cartId', id);
  }, cartId);
  return context.newPage();
}

for (const lang of ['fr', 'en'] as const) {
  const t = checkoutTranslator(lang);
  const site = TEXTS[lang];

  test.describe(`a cart whose places were released, in ${lang}`, () => {
    test.setTimeout(90_000);

    test('an expired hold with room is held again, said so, and paid', async ({ browser }) => {
      const slotId = await groupTomorrow(3, 'cours-enfants-flocon', '10:05');
      const cartId = await addLine(shortUrl, lang, lesson(slotId, 'Inès'));
      await heldNoMore(lang, cartId);

      const page = await visitorWith(browser, lang, cartId);
      const widget = page.locator('.widget-host');
      await page.goto(site.cartPath);
      // Held again for the usual 20 minutes: the notice names the lesson, the line is back among the lines to pay.
      // (The live region says it too; the notice stays on the page.)
      await expect(widget.getByRole('paragraph').filter({ hasText: WORDS[lang].renewed })).toContainText(LESSON[lang]);
      await expect(widget.getByRole('timer')).toHaveText(/(19:[0-5]\d|20:00)/);
      await expect(widget.getByRole('region', { name: t('releasedTitle') })).toHaveCount(0);
      await expect(page.getByRole('link', { name: CART_LINK[lang] }).first()).toHaveAccessibleName(/1 (produit|product)/);
      expect(await slotPlaces(slotId)).toMatchObject({ held: 1, sold: 0 });
      expect(await violations(page)).toEqual([]);

      await visitor.goToPayment(page, site);
      await visitor.payWith(page, site, visitor.CARDS.success);
      await expect(page.getByRole('heading', { name: site.successTitle })).toBeVisible();
      await expect.poll(() => slotPlaces(slotId)).toMatchObject({ held: 0, sold: 1 });
      await page.context().close();
    });

    test('a group that filled meanwhile: the line says so with the next slots; checkout goes on with the other lines', async ({
      browser,
    }) => {
      const slotId = await groupTomorrow(1, 'cours-enfants-flocon', '08:40');
      const cartId = await addLine(shortUrl, lang, lesson(slotId, 'Hugo'));
      await addLine(shortUrl, lang, liftPass, cartId);
      await heldNoMore(lang, cartId);
      // Someone else takes the place (their add releases the expired hold at once).
      await addLine(stack().platformUrl, lang, lesson(slotId, 'Rose'));
      expect(await slotPlaces(slotId)).toMatchObject({ capacity: 1, held: 1 });

      const page = await visitorWith(browser, lang, cartId);
      const widget = page.locator('.widget-host');
      await page.goto(site.cartPath);
      const released = widget.getByRole('region', { name: t('releasedTitle') });
      await expect(released).toBeVisible();
      const line = released.getByRole('listitem').filter({ hasText: LESSON[lang] }).first();
      await expect(line).toContainText(t('releasedFull'));
      await expect(line).toContainText('Hugo Garnier');
      await expect(released).toContainText(t('nextSlots'));
      await expect(released.getByRole('button', { name: WORDS[lang].moveTo }).first()).toBeVisible();
      await expect(released.getByRole('button', { name: t('waitFor') })).toBeVisible();
      // The lift pass is still in the cart, to be paid; the header counts what the cart holds.
      await expect(widget.getByRole('button', { name: site.checkout, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: CART_LINK[lang] }).first()).toHaveAccessibleName(/1 (produit|product)/);
      expect(await violations(page)).toEqual([]);

      // Paying with the full line still there: the 409 names it; nothing is charged.
      const pay = await visitor.throughTunnel(page, site);
      await pay.click();
      const conflict = widget.getByRole('alert').filter({ hasText: t('unavailable') });
      await expect(conflict).toContainText(LESSON[lang]);
      await conflict.getByRole('button', { name: WORDS[lang].remove }).click();
      await expect(conflict).toHaveCount(0);
      await widget.getByRole('button', { name: site.pay }).click();
      await page.waitForURL(/\/pay\//);
      await visitor.payWith(page, site, visitor.CARDS.success);
      await expect(page.getByRole('heading', { name: site.successTitle })).toBeVisible();
      // The other family keeps its place: nothing was sold beyond the group's capacity.
      expect(await slotPlaces(slotId)).toMatchObject({ capacity: 1, held: 1, sold: 0 });
      await page.context().close();
    });

    test('the cart and the header preview show the time left', async ({ browser }) => {
      const slotId = await groupTomorrow(3, 'cours-enfants-flocon', '10:25');
      const cartId = await addLine(stack().platformUrl, lang, lesson(slotId, 'Léon'));
      const page = await visitorWith(browser, lang, cartId, 1280);
      const widget = page.locator('.widget-host');
      await page.goto(site.cartPath);
      const clock = /(19:[0-5]\d|20:00)/;
      await expect(widget.getByRole('timer')).toHaveText(new RegExp(`${escapeRe(t('holdLeft', { clock: '' }).trim())}.*${clock.source}`));
      const cartLink = page.getByRole('link', { name: CART_LINK[lang] }).first();
      await expect(cartLink).toHaveAccessibleName(lang === 'fr' ? /places réservées jusqu’à \d\d:\d\d/ : /places held until \d\d:\d\d/);
      await cartLink.hover();
      const preview = page.getByRole('region', { name: lang === 'fr' ? 'Aperçu du panier' : 'Cart preview' });
      await expect(preview.getByRole('timer')).toHaveText(
        lang === 'fr' ? /^Places réservées encore (19:[0-5]\d|20:00)$/ : /^Places held for (19:[0-5]\d|20:00)$/,
      );
      await page.context().close();
    });
  });
}

function escapeRe(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
