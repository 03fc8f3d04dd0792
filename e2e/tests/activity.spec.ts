import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { type ActivityMessages, activityEn, activityFr } from '../../apps/backoffice/src/i18n/activity';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { violations } from '../axe';
import { navLink, STAFF } from '../backoffice-fixtures';
import { sql, stack } from '../stack';

/**
 * The places check and its repair, as an operator runs them and staff read them (places that never drift):
 * a slot whose held count no longer matches its carts is named by `npm run places:check` (exit 1), set
 * right by `npm run places:check -- --repair`, and the repair is in the school's activity log with the
 * counters before and after — in French and in English, with no axe violation of any kind at 375 and 1 280 px.
 */

type Lang = 'fr' | 'en';
const CONFIGS: { lang: Lang; locale: string; m: Messages; t: ActivityMessages }[] = [
  { lang: 'fr', locale: 'fr-FR', m: fr, t: activityFr },
  { lang: 'en', locale: 'en-GB', m: en, t: activityEn },
];
const root = join(fileURLToPath(import.meta.url), '../../..');

/** `npm run places:check` on the journeys' database (the same command, without npm's banner). */
function placesCheck(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'apps/platform/src/cli/places-check.ts', ...args], {
    cwd: root,
    env: { ...process.env, APP_ENV: 'test', DATABASE_URL: stack().databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout + run.stderr };
}

async function logIn(page: Page, m: Messages) {
  await page.goto(`${stack().platformUrl}/admin/`);
  await page.getByLabel(m.loginEmail).fill(STAFF.email);
  await page.getByLabel(m.loginPassword).fill(STAFF.password);
  await page.getByRole('button', { name: m.loginSubmit }).click();
  await expect(page.getByRole('navigation', { name: m.navLabel })).toBeVisible();
}

for (const { lang, locale, m, t } of CONFIGS) {
  test.describe(`the places check and the activity log in ${lang}`, () => {
    test.use({ locale });

    test('a drifted slot is named, repaired, and the repair is in the activity log', async ({ page }) => {
      test.setTimeout(60_000);
      const [slot] = await sql<{ id: number }>(
        `insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
         select id, '2027-06-07', '2027-06-11', '09:15', '11:45', 8 from products where key = 'cours-enfants-flocon' returning id`,
      );
      // The counter says 2 places are held; no cart holds any.
      await sql('update slots set held = 2 where id = $1', [slot?.id]);

      const found = placesCheck();
      expect(found.status, found.out).toBe(1);
      expect(found.out).toContain(`differs: slot ${slot?.id} (capacity 8): held 2, its lines and offers hold 0`);
      const repaired = placesCheck('--repair');
      expect(repaired.status, repaired.out).toBe(0);
      expect(repaired.out).toContain(`repaired: slot ${slot?.id}`);
      expect(await sql('select held from slots where id = $1', [slot?.id])).toEqual([{ held: 0 }]);
      expect(placesCheck().status).toBe(0);

      await page.setViewportSize({ width: 1280, height: 900 });
      await logIn(page, m);
      await (await navLink(page, m, m.navActivity)).click();
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeFocused();
      await page.getByRole('combobox', { name: t.kind }).selectOption({ label: t.kindName('places') });
      // The repair in a sentence of the staff's language: the command, the slot by its course and days.
      const [product] = await sql<{ name: { fr: string; en: string } }>(`select name from products where key = 'cours-enfants-flocon'`);
      const day = (iso: string) =>
        new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
          new Date(`${iso}T00:00:00Z`),
        );
      const said = t.said.placesRepair(
        t.operator('npm run places:check -- --repair'),
        t.slot(product!.name[lang], day('2027-06-07'), day('2027-06-11'), '09:15–11:45'),
        0,
        0,
      );
      // Newest first: the first such row is this run's (the other language's run repaired a slot of the same days).
      const row = page.getByRole('row').filter({ hasText: said }).first();
      await expect(row).toBeVisible();
      await expect(row.getByRole('listitem')).toHaveText([t.change(t.field('held'), '2', '0')]);
      expect(await violations(page), 'activity log at 1 280 px').toEqual([]);
      await page.setViewportSize({ width: 375, height: 800 });
      await expect(row).toBeVisible();
      expect(await violations(page), 'activity log at 375 px').toEqual([]);
    });
  });
}
