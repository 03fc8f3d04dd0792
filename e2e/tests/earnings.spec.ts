import { expect, type Page, test } from '@playwright/test';
import { type EarningsMessages, earningsEn, earningsFr } from '../../apps/backoffice/src/i18n/earnings';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { violations } from '../axe';
import { groupTomorrow, isoDay, navLink, paidGroupOrder } from '../backoffice-fixtures';
import { sql, stack } from '../stack';

/**
 * The instructors' earnings (issue 31): a child's week in a group taught by an instructor; the office reads the week's
 * earnings at 375 px, opens the instructor's lessons and downloads the PDF statement and the CSV; an admin sees the
 * share rule's form — in French and in English, with no axe violation of any kind.
 */

type Lang = 'fr' | 'en';
const CONFIGS: { lang: Lang; locale: string; m: Messages; t: EarningsMessages }[] = [
  { lang: 'fr', locale: 'fr-FR', m: fr, t: earningsFr },
  { lang: 'en', locale: 'en-GB', m: en, t: earningsEn },
];
const ADMIN = { email: 'admin@val-neige.example', password: 'Admin-Val-Neige-2026!' };
const STAFF = { email: 'accueil@val-neige.example', password: 'Accueil-Val-Neige-2026!' };

async function logIn(page: Page, m: Messages, who: { email: string; password: string }) {
  await page.goto(`${stack().platformUrl}/admin/`);
  await page.getByLabel(m.loginEmail).fill(who.email);
  await page.getByLabel(m.loginPassword).fill(who.password);
  await page.getByRole('button', { name: m.loginSubmit }).click();
  await expect(page.getByRole('navigation', { name: m.navLabel })).toBeVisible();
}

/** A five-morning group from tomorrow with one paid child, taught every day by a new instructor `name`. */
async function taughtWeek(lang: Lang, name: string) {
  const slotId = await groupTomorrow(6);
  const number = await paidGroupOrder({
    slotId,
    lang,
    children: [{ firstName: 'Léon', lastName: name, birthDate: '2020-03-01', level: 'flocon' }],
    contact: { firstName: 'Jo', lastName: name, email: `jo.${name.toLowerCase()}@example.com`, phone: '+33612345678' },
  });
  const [line] = await sql<{ id: number }>('select l.id from order_lines l join orders o on o.id = l.order_id where o.number = $1', [
    number,
  ]);
  const [group] = await sql<{ id: number }>(
    `insert into lesson_groups (slot_id, name, level, size, position) values ($1, $2, 'flocon', 8, 0) returning id`,
    [slotId, `Flocon ${name}`],
  );
  const [who] = await sql<{ id: number }>(
    `insert into instructors (site, first_name, last_name, disciplines, languages, diplomas)
     values ('val-neige', 'Anna', $1, '[{"discipline":"ski","levels":["flocon"]}]', '["fr","en"]', '[]') returning id`,
    [name],
  );
  for (let d = 1; d <= 5; d++) {
    await sql('insert into group_members (order_line_id, participant, day, group_id) values ($1, 0, $2, $3)', [
      line?.id,
      isoDay(d),
      group?.id,
    ]);
    await sql(
      `insert into instructor_assignments (site, instructor_id, day, starts_at, ends_at, group_id)
       values ('val-neige', $1, $2, '09:00', '11:30', $3)`,
      [who?.id, isoDay(d), group?.id],
    );
  }
}

for (const { lang, locale, m, t } of CONFIGS) {
  test.describe(`instructors' earnings in ${lang}`, () => {
    test.use({ locale });

    test('the office reads the week, opens the lessons and downloads the statement and the CSV at 375 px', async ({ page }) => {
      test.setTimeout(90_000);
      const name = `Earn${lang === 'fr' ? 'Fr' : 'En'}${Date.now().toString(36)}`;
      await taughtWeek(lang, name);
      await page.setViewportSize({ width: 375, height: 800 });
      await logIn(page, m, STAFF);
      await (await navLink(page, m, m.navEarnings)).click();
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await page.getByLabel(m.from).fill(isoDay(1));
      await page.getByLabel(m.to).fill(isoDay(5));
      await page.getByRole('button', { name: m.show }).click();
      const who = `Anna ${name}`;
      const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: t.details(who) }) });
      // Five mornings of 2 h 30: 12.5 hours.
      await expect(row.getByRole('cell').nth(0)).toHaveText(lang === 'fr' ? '12,5' : '12.5');
      await expect(row.getByRole('cell').nth(1)).toHaveText('5');
      expect(await violations(page), 'earnings at 375 px').toEqual([]);

      await row.getByRole('button', { name: t.details(who) }).click();
      const lessons = page.getByRole('table', { name: new RegExp(t.lessonsOf(who)) });
      await expect(lessons.getByRole('row')).toHaveCount(7);
      await expect(lessons).toContainText(`Flocon ${name}`);
      expect(await violations(page), 'an instructor’s lessons at 375 px').toEqual([]);

      // The links are the platform's own addresses (the back office is served by it): fetched with the session's cookie.
      const download = async (href: string) => page.request.get(`${stack().platformUrl}${href}`);
      const pdf = await download((await row.getByRole('link', { name: t.statementPdf(who) }).getAttribute('href')) as string);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
      const csv = await download((await page.getByRole('link', { name: t.csv }).getAttribute('href')) as string);
      expect(csv.status()).toBe(200);
      expect(await csv.text()).toContain(name);
    });

    test('an admin sees the share rule and an instructor’s account forms, axe clean at 375 px', async ({ page }) => {
      test.setTimeout(60_000);
      const name = `Rule${lang === 'fr' ? 'Fr' : 'En'}${Date.now().toString(36)}`;
      await taughtWeek(lang, name);
      await page.setViewportSize({ width: 375, height: 800 });
      await logIn(page, m, ADMIN);
      await page.goto(`${stack().platformUrl}/admin/earnings?from=${isoDay(1)}&to=${isoDay(5)}`);
      const rule = page.getByRole('form', { name: t.ruleHeading });
      await expect(rule).toBeVisible();
      await rule.getByLabel(t.payerIban).fill('FR76 1234');
      await rule.getByRole('button', { name: t.save }).click();
      await expect(rule.getByText(t.ibanInvalid)).toBeVisible();
      await page.getByRole('button', { name: t.details(`Anna ${name}`) }).click();
      await expect(page.getByRole('form', { name: t.bankHeading(`Anna ${name}`) })).toBeVisible();
      expect(await violations(page), 'the rule and account forms at 375 px').toEqual([]);
    });
  });
}
