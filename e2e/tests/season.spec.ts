import { type Browser, expect, type Page, test } from '@playwright/test';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { type SeasonMessages, seasonTexts } from '../../apps/backoffice/src/i18n/season';
import { violations } from '../axe';
import { type Child, type Contact, isoDay, navLink, paidGroupOrder, STAFF, slotPlaces } from '../backoffice-fixtures';
import { sql, stack } from '../stack';
import * as visitor from '../visitor';

/**
 * Season and slots journeys, in French and in English (the browser's
 * language): staff give the season its Christmas week, generate the season's weekly slots of a new
 * lesson (Sunday to Friday, more places at Christmas) after a preview, and a visitor's widget offers
 * them at once; staff try to lower a group's capacity below the places sold and are told how many
 * are taken, nothing changing; the season screens have no axe violation at 375 and 1 280 px.
 * The new lesson product is written in SQL (products get their own screens in the catalogue area).
 */

type Lang = 'fr' | 'en';
type Config = {
  lang: Lang;
  locale: string;
  m: Messages;
  t: SeasonMessages;
  product: { key: string; name: string };
  christmas: string;
  /** The times of this language's group tomorrow (each language its own, so their names differ). */
  times: [string, string];
  site: visitor.Texts;
  choose: string;
  children: Child[];
  contact: Contact;
};

const CONFIGS: Config[] = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    m: fr,
    t: seasonTexts.fr,
    product: { key: 'cours-saison-e2e-fr', name: 'Cours saison e2e (fr)' },
    christmas: 'Noël',
    times: ['13:30', '16:00'],
    site: visitor.FR,
    choose: 'Choisir',
    children: [
      { firstName: 'Léa', lastName: 'Durand', birthDate: '2018-02-14' },
      { firstName: 'Hugo', lastName: 'Durand', birthDate: '2019-09-30' },
      { firstName: 'Inès', lastName: 'Petit', birthDate: '2017-06-05' },
    ],
    contact: { firstName: 'Claire', lastName: 'Durand', email: 'claire.durand@example.fr', phone: '06 11 22 33 44' },
  },
  {
    lang: 'en',
    locale: 'en-GB',
    m: en,
    t: seasonTexts.en,
    product: { key: 'cours-saison-e2e-en', name: 'Season lesson e2e (en)' },
    christmas: 'Christmas',
    times: ['14:00', '16:30'],
    site: visitor.EN,
    choose: 'Choose',
    children: [
      { firstName: 'Olivia', lastName: 'Brown', birthDate: '2018-02-14' },
      { firstName: 'Jack', lastName: 'Brown', birthDate: '2019-09-30' },
      { firstName: 'Amelia', lastName: 'Jones', birthDate: '2017-06-05' },
    ],
    contact: { firstName: 'Emma', lastName: 'Brown', email: 'emma.brown@example.com', phone: '+44 20 7946 0111' },
  },
];

/** The demo's season (the site's configuration), its Sundays and its Christmas week. */
const SEASON = { start: '2026-12-12', end: '2027-04-18' };
const CHRISTMAS = { from: '2026-12-19', to: '2027-01-02' };
const sundays = (() => {
  const out: string[] = [];
  for (let d = Date.parse('2026-12-13T00:00:00Z'); d + 5 * 86_400_000 <= Date.parse(`${SEASON.end}T00:00:00Z`); d += 7 * 86_400_000) {
    out.push(new Date(d).toISOString().slice(0, 10));
  }
  return out;
})();

const admin = (path = '/') => `${stack().platformUrl}/admin${path}`;

/** The day as the back office writes a slot's days (`mer. 25/11`, `Wed 25/11`). */
const weekday = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { weekday: 'short', day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

async function logIn(page: Page, c: Config, path = '/') {
  const { m } = c;
  await page.goto(admin(path));
  await expect(page.getByRole('heading', { level: 1, name: m.loginTitle })).toBeVisible();
  await page.getByLabel(m.loginEmail).fill(STAFF.email);
  await page.getByLabel(m.loginPassword).fill(STAFF.password);
  await page.getByRole('button', { name: m.loginSubmit }).click();
  await expect(page.getByRole('navigation', { name: m.navLabel })).toBeVisible();
}

/** A new group lesson (ESF, sold on dated slots, none yet), as the catalogue would create it. */
async function newLesson(c: Config) {
  await sql(
    `insert into products (resort, merchant_id, key, type, name, description, attributes, pricing, dated)
     select 'val-neige', m.id, $1, 'ESF', $2::jsonb, $3::jsonb, '{"discipline":"ski","ageMin":5,"ageMax":12}'::jsonb,
            '{"rule":"ageBands","bands":[{"cents":19500}]}'::jsonb, true
       from merchants m where m.resort = 'val-neige' and m.key = 'ecole'
     on conflict do nothing`,
    [c.product.key, JSON.stringify({ fr: c.product.name, en: c.product.name }), JSON.stringify({ fr: 'Une semaine', en: 'A week' })],
  );
}

/** A visitor's page on the site, consent answered, with a stay over Christmas week stored as the stay picker stores it. */
async function visitorPage(browser: Browser, c: Config) {
  const context = await browser.newContext({ locale: c.locale, baseURL: stack().siteUrl });
  await context.addInitScript(
    (stay: string) => {
      localStorage.setItem('cookie_allowed', 'false');
      sessionStorage.setItem('stay', stay);
    },
    JSON.stringify({ from: '2026-12-20', to: '2026-12-26' }),
  );
  return context.newPage();
}

async function noSeriousViolation(page: Page, where: string) {
  expect(await violations(page), where).toEqual([]);
}

for (const c of CONFIGS) {
  const { m, t, lang } = c;

  test.describe(`season and slots in ${lang}`, () => {
    test.use({ locale: c.locale });
    test.setTimeout(90_000);

    test("staff give the season its Christmas week, generate a new lesson's slots after a preview, and the widget offers them", async ({
      page,
      browser,
    }) => {
      await newLesson(c);
      await page.setViewportSize({ width: 1280, height: 900 });
      await logIn(page, c);
      await (await navLink(page, m, m.navSeason)).click();
      await expect(page.getByRole('heading', { level: 1, name: t.seasonTitle })).toBeVisible();

      // The season: its configured days, and one period — Christmas — with more places.
      await expect(page.getByLabel(t.seasonStart)).toHaveValue(SEASON.start);
      await expect(page.getByLabel(t.seasonEnd)).toHaveValue(SEASON.end);
      while (await page.getByRole('button', { name: t.periodRemove(1) }).isVisible())
        await page.getByRole('button', { name: t.periodRemove(1) }).click();
      await page.getByRole('button', { name: t.periodAdd }).click();
      await page.getByLabel(t.periodName(1)).fill(c.christmas);
      // A period ending after the season is refused on its field, in the staff's language.
      await page.getByLabel(t.periodFrom(1)).fill(CHRISTMAS.from);
      await page.getByLabel(t.periodTo(1)).fill('2027-05-01');
      await page.getByRole('button', { name: t.seasonSave }).click();
      await expect(page.getByText(t.periodOutside)).toBeVisible();
      await page.getByLabel(t.periodTo(1)).fill(CHRISTMAS.to);
      await page.getByRole('button', { name: t.seasonSave }).click();
      await expect(page.getByText(t.seasonSaved, { exact: true })).toBeVisible();
      const [saved] = await sql<{ periods: unknown }>(`select periods from seasons where site = 'val-neige'`);
      expect(saved?.periods).toEqual([{ name: c.christmas, startsOn: CHRISTMAS.from, endsOn: CHRISTMAS.to }]);

      // The new lesson, without slots yet.
      await page.getByRole('link', { name: new RegExp(c.product.name.replace(/[()]/g, '\\$&')) }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.productSlotsTitle(c.product.name) })).toBeVisible();
      await expect(page.getByText(t.slotsNone)).toBeVisible();

      // Every Sunday to Friday of the season, 09:00–11:30, 8 places — 12 at Christmas.
      await expect(page.getByLabel(t.generateFrom, { exact: true }).first()).toHaveValue(SEASON.start);
      await expect(page.getByLabel(t.generateTo, { exact: true }).first()).toHaveValue(SEASON.end);
      await expect(page.getByLabel(t.generateWeekday)).toHaveValue('0');
      await expect(page.getByLabel(t.generateDays)).toHaveValue('6');
      await page.getByLabel(t.generateCapacity).fill('8');
      await page.getByRole('checkbox', { name: new RegExp(c.christmas) }).check();
      await page.getByLabel(t.generatePeriodCapacity).fill('12');
      await page.getByRole('button', { name: t.previewSubmit }).click();
      const preview = page.getByRole('table', { name: t.previewTable });
      await expect(preview.getByRole('row')).toHaveCount(sundays.length + 1);
      await expect(page.getByText(t.previewSummary(sundays.length))).toBeVisible();
      await expect(preview.getByRole('row').filter({ hasText: c.christmas })).toHaveCount(2);
      await expect(preview.getByRole('row').filter({ hasText: c.christmas }).first().getByRole('cell').nth(2)).toHaveText('12');
      expect(
        (
          await sql<{ n: number }>(`select count(*)::int as n from slots s join products p on p.id = s.product_id where p.key = $1`, [
            c.product.key,
          ])
        )[0]?.n,
      ).toBe(0);

      await page.getByRole('button', { name: t.createSubmit(sundays.length) }).click();
      await expect(page.getByText(t.generated(sundays.length, 0), { exact: true })).toBeVisible();
      await expect(page.getByText(t.slotCount(sundays.length)).first()).toBeVisible();
      const created = await sql<{ id: number; starts_on: string; capacity: number }>(
        `select s.id, s.starts_on::text as starts_on, s.capacity from slots s join products p on p.id = s.product_id where p.key = $1 order by s.starts_on`,
        [c.product.key],
      );
      expect(created.map((s) => s.starts_on)).toEqual(sundays);
      const christmasWeek = created.find((s) => s.starts_on === '2026-12-20');
      expect(christmasWeek?.capacity).toBe(12);

      // Generating the same weeks again is refused, naming the slots it would overlap; nothing is created.
      await page.getByRole('button', { name: t.previewSubmit }).click();
      await expect(page.getByText(t.previewSummaryRefused(sundays.length))).toBeVisible();
      await expect(page.getByRole('button', { name: t.createSubmit(sundays.length) })).toBeDisabled();

      // A visitor booking Christmas week is offered the new lesson's slot at once, with its 12 places.
      const guest = await visitorPage(browser, c);
      const widget = guest.locator('.widget-host');
      await guest.goto(c.site.lessonsPath);
      await expect(widget.getByRole('heading', { name: c.site.offers })).toBeVisible();
      await widget.getByRole('button', { name: new RegExp(`^${c.choose} ${c.product.name.replace(/[()]/g, '\\$&')}`) }).click();
      await visitor.pickDay(guest, '2026-12-20');
      const slot = widget.locator(`[data-slot="${christmasWeek?.id}"]`);
      await expect(slot).toBeVisible();
      await expect(slot.getByRole('radio')).toBeEnabled();
      await guest.context().close();
    });

    test("staff lower a group's capacity below the places sold and are told how many are taken; nothing changes", async ({ page }) => {
      const [row] = await sql<{ id: number }>(
        `insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
         select id, $1::date, $2::date, $3::time, $4::time, 8 from products where key = 'cours-enfants-flocon' returning id`,
        [isoDay(1), isoDay(5), ...c.times],
      );
      const slotId = row!.id;
      await paidGroupOrder({ slotId, children: c.children, contact: c.contact, lang });
      await page.setViewportSize({ width: 375, height: 812 });
      await logIn(page, c, `/season/products/cours-enfants-flocon?from=${isoDay(1)}&to=${isoDay(5)}`);
      const name = `${weekday(isoDay(1), c.locale)} → ${weekday(isoDay(5), c.locale)} ${c.times[0]}–${c.times[1]}`;
      await page.getByRole('button', { name: t.capacityOf(name) }).click();
      const dialog = page.getByRole('dialog', { name: t.capacityTitle(name) });
      await expect(dialog.getByText(t.capacityHint(3, 3, 0))).toBeVisible();
      await dialog.getByLabel(t.capacityLabel).fill('2');
      await dialog.getByRole('button', { name: t.capacitySave }).click();
      await expect(dialog.getByText(t.capacityTaken(3, 3, 0))).toBeVisible();
      await expect(dialog.getByLabel(t.capacityLabel)).toHaveAttribute('aria-invalid', 'true');
      expect(await slotPlaces(slotId)).toEqual({ capacity: 8, held: 0, sold: 3 });
      // Zero, with sales: refused likewise.
      await dialog.getByLabel(t.capacityLabel).fill('0');
      await dialog.getByRole('button', { name: t.capacitySave }).click();
      await expect(dialog.getByText(t.capacityTaken(3, 3, 0))).toBeVisible();
      expect(await slotPlaces(slotId)).toEqual({ capacity: 8, held: 0, sold: 3 });
      // Down to the places taken: accepted.
      await dialog.getByLabel(t.capacityLabel).fill('3');
      await dialog.getByRole('button', { name: t.capacitySave }).click();
      await expect(page.getByText(t.capacitySaved(3), { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      expect(await slotPlaces(slotId)).toEqual({ capacity: 3, held: 0, sold: 3 });
    });

    test('no axe violation on the season screens at 375 and 1 280 px', async ({ page }) => {
      await newLesson(c);
      await logIn(page, c, '/season');
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(admin('/season'));
        await expect(page.getByRole('heading', { level: 1, name: t.seasonTitle })).toBeVisible();
        await expect(page.getByLabel(t.seasonStart)).toBeVisible();
        await expect(page.getByRole('link', { name: /cours|lesson/i }).first()).toBeVisible();
        await noSeriousViolation(page, `season at ${width}`);

        await page.goto(admin(`/season/products/cours-enfants-flocon?from=${SEASON.start}&to=2027-01-10`));
        await expect(page.getByRole('table').first()).toBeVisible();
        await page.getByRole('button', { name: t.previewSubmit }).click();
        await expect(page.getByRole('table', { name: t.previewTable })).toBeVisible();
        await noSeriousViolation(page, `group slots with a preview at ${width}`);
        await page
          .getByRole('button', { name: new RegExp(`^${t.capacityOf('').trim()}`) })
          .first()
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await noSeriousViolation(page, `capacity dialog at ${width}`);
        await page.keyboard.press('Escape');

        await page.goto(admin('/season/products/cours-particulier-ski?week=2026-12-14'));
        await expect(page.getByRole('table', { name: /2026|14\/12/ }).first()).toBeVisible();
        await noSeriousViolation(page, `private-lesson hours at ${width}`);
      }
    });
  });
}
