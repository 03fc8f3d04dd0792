import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { formatEuros } from '@schuss/contracts/rules';
import { type CatalogueTexts, catTextsEn, catTextsFr } from '../../apps/backoffice/src/i18n/catalogue';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { violations } from '../axe';
import { isoDay, navLink, STAFF } from '../backoffice-fixtures';
import { stack } from '../stack';
import * as visitor from '../visitor';

/**
 * Catalogue journeys, in French and in English (the browser's language): a
 * staff member creates a lift pass priced by age band and number of days, and the site's booking
 * widget offers it with the prices of the form's table; the price is changed while a visitor has the
 * product open, the visitor's add is refused with a clear message and the new price shown, then
 * added at the new price; no catalogue screen has a axe violation at 375 and 1 280 px.
 * Texts come from the back office's catalogues (i18n/fr.ts, en.ts, catalogue.ts).
 */

type Lang = 'fr' | 'en';
type Config = {
  lang: Lang;
  locale: string;
  m: Messages;
  t: CatalogueTexts;
  site: visitor.Texts;
  /** The widget's "choose" button of a product. */
  choose: (name: string) => RegExp;
  /** The widget's message when the price changed since it was shown. */
  priceChanged: RegExp;
  merchant: string;
};

const CONFIGS: Config[] = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    m: fr,
    t: catTextsFr,
    site: visitor.FR,
    choose: (name) => new RegExp(`^Choisir ${name}`),
    priceChanged: /^Le prix a changé depuis son affichage/,
    merchant: 'Remontées mécaniques de Val-Neige',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    m: en,
    t: catTextsEn,
    site: visitor.EN,
    choose: (name) => new RegExp(`^Choose ${name}`),
    priceChanged: /^The price changed since it was shown/,
    merchant: 'Remontées mécaniques de Val-Neige',
  },
];

const admin = (path = '/') => `${stack().platformUrl}/admin${path}`;
const money = (cents: number, lang: Lang) => formatEuros(cents, lang);
/** Euros as typed in the form's cells (`45,50` in French). */
const typed = (cents: number, lang: Lang) => {
  const s = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return lang === 'fr' ? s.replace('.', ',') : s;
};

/** The staff member logs in (the back office's language: the browser's), then opens `path`. */
async function logIn(page: Page, c: Config, path = '/catalogue') {
  await page.goto(admin(path));
  await expect(page.getByRole('heading', { level: 1, name: c.m.loginTitle })).toBeVisible();
  await page.getByLabel(c.m.loginEmail).fill(STAFF.email);
  await page.getByLabel(c.m.loginPassword).fill(STAFF.password);
  await page.getByRole('button', { name: c.m.loginSubmit }).click();
  await expect(page.getByRole('navigation', { name: c.m.navLabel })).toBeVisible();
}

/** A visitor's browser on the site: consent answered, a stay from tomorrow (the widget's first day). */
async function visitorPage(browser: Browser, c: Config) {
  const context = await browser.newContext({ locale: c.locale, baseURL: stack().siteUrl });
  await context.addInitScript(
    (stay: string) => {
      localStorage.setItem('cookie_allowed', 'false');
      sessionStorage.setItem('stay', stay);
    },
    JSON.stringify({ from: isoDay(1), to: isoDay(7) }),
  );
  return context.newPage();
}

// Prices of the pass typed by the staff member, in cents, by band and number of days (1 to 3).
const CHILD = [2000, 3800, 5400];
const ADULT = [3000, 5700, 8100];
const PEOPLE = {
  adult: ['Claire', 'Martin', '1985-03-03'] as const,
  child: ['Léo', 'Martin', '2018-06-01'] as const,
};

for (const c of CONFIGS) {
  const { m, t, lang } = c;

  test.describe(`catalogue in ${lang}`, () => {
    test.use({ locale: c.locale });
    test.setTimeout(90_000);

    test('a lift pass with an age-band days table is created, the widget offers it at those prices; a price changed meanwhile is never charged unseen', async ({
      page,
      browser,
    }) => {
      const suffix = randomBytes(3).toString('hex');
      const name = { fr: `Forfait découverte ${suffix}`, en: `Discovery pass ${suffix}` };
      await page.setViewportSize({ width: 1280, height: 900 });
      await logIn(page, c, '/');
      await (await navLink(page, m, m.navCatalogue)).click();
      await expect(page.getByRole('heading', { level: 1, name: t.catTitle })).toBeVisible();
      await page.getByRole('link', { name: t.catNew }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.catNewTitle })).toBeVisible();

      // A lift pass by default: priced by age band and number of days.
      await expect(page.getByLabel(m.productType)).toHaveValue('LIFT');
      await expect(page.getByLabel(t.catRule)).toHaveValue('daysTable');
      await page.getByLabel(t.catNameFr).fill(name.fr);
      await page.getByLabel(t.catNameEn).fill(name.en);
      await expect(page.getByLabel(t.catFieldKey)).toHaveValue(`forfait-decouverte-${suffix}`);
      await page.getByLabel(m.merchant).selectOption({ label: c.merchant });
      const child = lang === 'fr' ? 'Enfant' : 'Child';
      const adult = lang === 'fr' ? 'Adulte' : 'Adult';
      for (const [d, cents] of CHILD.entries()) await page.getByLabel(t.catDayCell(child, d + 1)).fill(typed(cents, lang));
      for (const [d, cents] of ADULT.entries()) await page.getByLabel(t.catDayCell(adult, d + 1)).fill(typed(cents, lang));

      // The prices the rule will charge, computed by the shared pricing rule.
      const preview = page.getByRole('table', { name: t.catPreviewCaption });
      await expect(preview.getByRole('row', { name: new RegExp(`^${adult} `) }).getByRole('cell')).toHaveText(
        ADULT.map((cents) => money(cents, lang)),
      );
      await expect(preview.getByRole('row', { name: new RegExp(`^${child} `) }).getByRole('cell')).toHaveText(
        CHILD.map((cents) => money(cents, lang)),
      );
      await page.getByRole('button', { name: t.catCreate }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.catEditTitle(name[lang]) })).toBeVisible();
      await expect(page.getByText(t.catCreated, { exact: true })).toBeVisible();
      const history = page.getByRole('region', { name: m.tableScroll(t.catSectionHistory) });
      await expect(history.getByRole('row')).toHaveCount(2);
      await expect(history).toContainText(t.catActions.create);

      // A visitor on the site's lift passes page: the new pass, from the child's one-day price.
      const site = await visitorPage(browser, c);
      const widget = site.locator('.widget-host');
      await site.goto(c.site.liftPath);
      await expect(widget.getByRole('heading', { name: c.site.offers })).toBeVisible();
      const card = widget.locator('.msem-card').filter({ hasText: name[lang] });
      await expect(card).toContainText(money(CHILD[0]!, lang));
      await widget.getByRole('button', { name: c.choose(name[lang]) }).click();
      await expect(widget.getByRole('heading', { name: name[lang] })).toBeVisible();
      await widget.getByLabel(c.site.dayCount).selectOption({ label: c.site.threeDays });
      await visitor.fillPerson(site, c.site, 1, PEOPLE.adult);
      const price = widget.locator('[data-price-cents]');
      await expect(price).toHaveAttribute('data-price-cents', String(ADULT[2]));
      await widget.getByRole('button', { name: c.site.addParticipant }).click();
      await visitor.fillPerson(site, c.site, 2, PEOPLE.child);
      await expect(price).toHaveAttribute('data-price-cents', String(ADULT[2]! + CHILD[2]!));
      await expect(price).toHaveText(money(ADULT[2]! + CHILD[2]!, lang));

      // Meanwhile the staff member raises the adults' three-day price.
      const dearer = ADULT[2]! + 900;
      await page.getByLabel(t.catDayCell(adult, 3)).fill(typed(dearer, lang));
      await page.getByRole('button', { name: t.catSave }).click();
      await expect(page.getByText(t.catSaved(2), { exact: true })).toBeVisible();
      await expect(history.getByRole('row')).toHaveCount(3);
      await expect(history).toContainText(t.catFromPriceChange(money(CHILD[0]!, lang), money(CHILD[0]!, lang)));

      // The visitor's add carries the prices shown: refused, said, and the new price shown (participants kept).
      await widget.getByRole('button', { name: c.site.addToCart }).click();
      await expect(widget.getByRole('alert')).toHaveText(c.priceChanged);
      await expect(price).toHaveAttribute('data-price-cents', String(dearer + CHILD[2]!));
      await expect(widget.getByRole('group', { name: c.site.participant(2) }).getByLabel(c.site.firstName, { exact: true })).toHaveValue(
        PEOPLE.child[0],
      );
      await widget.getByRole('button', { name: c.site.addToCart }).click();
      await expect(widget.getByRole('status')).toHaveText(c.site.added);
      await expect(widget.getByRole('status')).toContainText(money(dearer + CHILD[2]!, lang));
      await site.context().close();
    });

    for (const width of [375, 1280]) {
      test(`axe at ${width} px: no axe violation of any impact on the catalogue screens`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
        const failing: Record<string, string[]> = {};
        const check = async (screen: string) => {
          const found = await violations(page);
          if (found.length) failing[screen] = found;
        };
        await logIn(page, c);
        await expect(page.getByRole('heading', { level: 1, name: t.catTitle })).toBeVisible();
        await expect(page.getByRole('link', { name: /Forfait Val-Neige|Val-Neige lift pass/ })).toBeVisible();
        await check('list');

        await page.getByLabel(t.catImportFile).setInputFiles({
          name: 'catalogue.csv',
          mimeType: 'text/csv',
          buffer: Buffer.from('key;type;merchant\r\nx;LIFT;nobody\r\n'),
        });
        await page.getByRole('button', { name: t.catImportSubmit }).click();
        await expect(page.getByRole('table', { name: t.catImportProblems })).toBeVisible();
        await check('list with an import refused');

        await page.getByRole('link', { name: t.catNew }).click();
        await expect(page.getByLabel(t.catRule)).toBeVisible();
        await check('new product');
        await page.getByRole('button', { name: t.catCreate }).click();
        await expect(page.getByText(t.catFixErrors)).toBeVisible();
        await check('new product with mistakes');

        await page.goto(admin('/catalogue/cours-particulier-ski'));
        await expect(page.getByRole('table', { name: t.catDurationsCaption })).toBeVisible();
        await check('private lesson');
        await page.goto(admin('/catalogue/forfait-val-neige'));
        await expect(page.getByRole('table', { name: t.catPreviewCaption })).toBeVisible();
        await check('lift pass');

        expect(failing).toEqual({});
      });
    }
  });
}
