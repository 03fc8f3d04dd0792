import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
// @ts-expect-error plain ESM script shared with `npm start` (the error is reported on this line)
import { startPlatform, stop } from '../../scripts/stack.mjs';
import { violations } from '../axe';
import { api, groupTomorrow } from '../backoffice-fixtures';
import { waitForMail } from '../mail';
import { stack } from '../stack';
import { CARDS, FR, payWith } from '../visitor';

const pages = [
  { name: 'home (fr)', path: '/' },
  { name: 'home (en)', path: '/en/' },
  { name: 'content page (fr)', path: '/cours/ski/enfants/' },
  { name: 'content page (en)', path: '/en/lessons/ski/children/' },
  { name: 'offers (fr)', path: '/offres/' },
  { name: 'offers (en)', path: '/en/offers/' },
];

/** Opens the navigation the way a visitor would: the mobile menu button on small screens, a mega-menu section on large ones. */
async function openMenu(page: Page, width: number) {
  const nav = page.getByRole('navigation').first();
  if (width < 992) {
    await page.getByRole('button', { name: /^menu$/i }).click();
  } else {
    await nav.getByRole('button').first().click();
  }
}

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { name, path } of pages) {
      test(`${name}: no axe violation of any impact, menu closed and open`, async ({ page }) => {
        await page.goto(path);
        expect(await violations(page, { experimental: true })).toEqual([]);
        await openMenu(page, width);
        expect(await violations(page, { experimental: true })).toEqual([]);
      });
    }
  });
}

const ADDRESS = { line1: '3 place de la Mairie', postalCode: '73320', city: 'Tignes', country: 'FR' };

/** The W3C checker's errors for a document (vnu, errors only), one line each: none expected. */
function htmlErrors(html: string, name: string): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'vnu-')), `${name.replace(/\W+/g, '-')}.html`);
  writeFileSync(file, html);
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  const r = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', file], { encoding: 'utf8' });
  expect(r.error, 'java must be installed (npm test installs it)').toBeUndefined();
  const { messages } = JSON.parse(r.stderr || r.stdout) as { messages: { type: string; message: string; extract?: string }[] };
  return messages.map((m) => `${name}: ${m.type}: ${m.message} ${m.extract ?? ''}`);
}

test('the home page HTML validates (vnu)', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(htmlErrors(html, 'home')).toEqual([]);
});

/**
 * The private pages validate too: the sandbox's payment page, the purchase result page and the customer's
 * own booking page (the personal link of the confirmation e-mail) — each as served, and as the browser shows
 * it once its scripts ran (the result and the booking are drawn in the page).
 */
test('the payment page, the purchase result and the personal booking page validate (vnu)', async ({ page, request }) => {
  test.setTimeout(90_000);
  const slotId = await groupTomorrow(8);
  const email = `vnu-${Date.now()}@example.com`;
  const added = await api<{ cartId: string }>('POST', '/api/booking/cart/lines', {
    resort: 'val-neige',
    lang: 'fr',
    productKey: 'cours-enfants-flocon',
    slotId,
    participants: [{ firstName: 'Léa', lastName: 'Valide', birthDate: '2019-03-10' }],
  });
  const checkout = await api<{ order: { number: string }; redirectUrl: string }>('POST', '/api/checkout', {
    cartId: added.cartId,
    resort: 'val-neige',
    lang: 'fr',
    acceptTerms: true,
    contact: { firstName: 'Léa', lastName: 'Valide', email, phone: '+33 6 12 34 56 78', address: ADDRESS },
  });
  const errors: string[] = [];
  errors.push(...htmlErrors(await (await request.get(checkout.redirectUrl)).text(), 'sandbox payment page'));

  // Paid on that page: the browser lands on the site's result page.
  await page.goto(checkout.redirectUrl);
  await payWith(page, FR, CARDS.success);
  await expect(page.getByRole('heading', { name: FR.successTitle })).toBeVisible({ timeout: 25_000 });
  errors.push(...htmlErrors(await (await request.get(page.url())).text(), 'purchase result page (served)'));
  errors.push(...htmlErrors(await page.content(), 'purchase result page (shown)'));

  const confirmation = await waitForMail({ contains: checkout.order.number, to: email });
  const link = /https?:\/\/\S+\/reservation\/[A-Za-z0-9_-]{22,64}\//.exec(confirmation.text)?.[0] as string;
  expect(link, 'a booking link in the e-mail').toBeDefined();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Ma réservation' })).toBeVisible();
  errors.push(...htmlErrors(await (await request.get(link)).text(), 'personal booking page (served)'));
  errors.push(...htmlErrors(await page.content(), 'personal booking page (shown)'));
  expect(errors).toEqual([]);
});

test.describe('with Lyra as the payment provider', () => {
  let lyra: ChildProcess | undefined;
  let lyraUrl = '';
  test.beforeAll(async () => {
    const s = stack();
    const port = Number(new URL(s.platformUrl).port) + 41;
    lyraUrl = `http://localhost:${port}`;
    // A second platform process on the journeys' database that takes payments through Lyra (test shop).
    lyra = await startPlatform({
      port,
      stdio: 'ignore',
      env: {
        APP_ENV: 'test',
        DATABASE_URL: s.databaseUrl,
        PLATFORM_URL: lyraUrl,
        SITE_URL: s.siteUrl,
        REVALIDATE_SECRET: s.revalidateSecret,
        JOBS_WORKERS: 'false',
        LOG_LEVEL: 'warn',
        PAYMENT_PROVIDER: 'lyra',
        LYRA_SHOP_ID: '12345678',
        LYRA_KEY: 'test-lyra-key-0123456789',
        LYRA_MODE: 'TEST',
      },
    });
  });
  test.afterAll(() => stop(lyra));

  test('the page that sends the visitor to Lyra validates (vnu)', async ({ request }) => {
    const slotId = await groupTomorrow(8);
    const added = await api<{ cartId: string }>(
      'POST',
      '/api/booking/cart/lines',
      {
        resort: 'val-neige',
        lang: 'en',
        productKey: 'cours-enfants-flocon',
        slotId,
        participants: [{ firstName: 'Tom', lastName: 'Valid', birthDate: '2019-03-10' }],
      },
      lyraUrl,
    );
    const checkout = await api<{ redirectUrl: string }>(
      'POST',
      '/api/checkout',
      {
        cartId: added.cartId,
        resort: 'val-neige',
        lang: 'en',
        acceptTerms: true,
        contact: { firstName: 'Tom', lastName: 'Valid', email: 'tom.valid@example.com', phone: '+44 7700 900123', address: ADDRESS },
      },
      lyraUrl,
    );
    expect(new URL(checkout.redirectUrl).pathname).toMatch(/^\/pay\/lyra\//);
    const res = await request.get(checkout.redirectUrl);
    expect(res.status()).toBe(200);
    expect(htmlErrors(await res.text(), 'Lyra payment page')).toEqual([]);
  });
});
