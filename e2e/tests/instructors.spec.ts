import { expect, type Page, test } from '@playwright/test';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { type InstructorsMessages, instructorsTexts } from '../../apps/backoffice/src/i18n/instructors';
import { violations } from '../axe';
import { STAFF } from '../backoffice-fixtures';
import { stack } from '../stack';

/**
 * Instructors (issue 31), in French and in English: at a desk (1 280 px), the office sets a week's availability for
 * one of the demo's instructors by week pattern — on call every morning from Monday to Friday, a holiday on Saturday
 * afternoon — and sees it in the instructor's overview; on a 375 px phone the same overview, its week grid in its own
 * scrolling region, a half-day changed by keyboard. No axe violation (default rules) on the list or the profile.
 */

type Case = {
  lang: 'fr' | 'en';
  locale: string;
  m: Messages;
  instructor: string;
  monday: string;
  /** A cell's name: the day in full, then the half. */
  mondayMorning: RegExp;
  saturdayAfternoon: RegExp;
  fridayMorning: RegExp;
};

const CASES: Case[] = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    m: fr,
    instructor: 'Manon Giraud',
    monday: '2027-03-01',
    mondayMorning: /^lundi 1 mars 2027, Matin$/,
    saturdayAfternoon: /^samedi 6 mars 2027, Après-midi$/,
    fridayMorning: /^vendredi 5 mars 2027, Matin$/,
  },
  {
    lang: 'en',
    locale: 'en-GB',
    m: en,
    instructor: 'Thomas Favre',
    monday: '2027-03-08',
    mondayMorning: /^Monday,? 8 March 2027, Morning$/,
    saturdayAfternoon: /^Saturday,? 13 March 2027, Afternoon$/,
    fridayMorning: /^Friday,? 12 March 2027, Morning$/,
  },
];

const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function logIn(page: Page, m: Messages, path: string) {
  await page.goto(`${stack().platformUrl}/admin${path}`);
  await page.getByLabel(m.loginEmail).fill(STAFF.email);
  await page.getByLabel(m.loginPassword).fill(STAFF.password);
  await page.getByRole('button', { name: m.loginSubmit }).click();
}

/** The overview of the week that starts on `monday`. */
async function showWeek(page: Page, t: InstructorsMessages, monday: string) {
  await page.getByLabel(t.periodFrom).fill(monday);
  await page.getByLabel(t.periodTo).fill(plusDays(monday, 6));
}

for (const c of CASES) {
  const t = instructorsTexts[c.lang];

  test(`${c.lang}: the office sets a week's availability by week pattern and sees it in the instructor's overview, at 1 280 and 375 px`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const desk = await browser.newContext({ locale: c.locale, viewport: { width: 1280, height: 900 } });
    const page = await desk.newPage();
    await logIn(page, c.m, '/instructors');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByRole('link', { name: c.instructor })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // The week pattern, for one instructor over one week.
    const form = page.getByRole('form', { name: t.patternTitle });
    await form.getByRole('checkbox', { name: c.instructor }).check();
    await form.getByLabel(t.patternFrom).fill(c.monday);
    await form.getByLabel(t.patternTo).fill(plusDays(c.monday, 6));
    for (const d of ['mon', 'tue', 'wed', 'thu', 'fri'] as const) {
      await form.getByRole('combobox', { name: t.cellLabel(t.weekday[d], t.half.am), exact: true }).selectOption('on_call');
    }
    await form.getByRole('combobox', { name: t.cellLabel(t.weekday.sat, t.half.pm), exact: true }).selectOption('holiday');
    await form.getByRole('button', { name: t.apply }).click();
    await expect(page.getByText(/^\d+ (demi-journées? modifiées?|half-days? changed)\.$/)).toBeVisible();

    // The instructor's overview of that week says it in words.
    await page.getByRole('link', { name: c.instructor }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.instructor })).toBeVisible();
    await showWeek(page, t, c.monday);
    const grid = page.getByRole('region', { name: c.m.tableScroll(t.gridScroll) });
    const monday = grid.getByRole('combobox', { name: c.mondayMorning });
    await expect(monday).toHaveValue('on_call');
    await expect(monday.locator('option:checked')).toHaveText(t.status.on_call);
    await expect(grid.getByRole('combobox', { name: c.fridayMorning })).toHaveValue('on_call');
    await expect(grid.getByRole('combobox', { name: c.saturdayAfternoon })).toHaveValue('holiday');
    expect(await violations(page)).toEqual([]);
    await desk.close();

    // On a phone: the same week, the grid in its own scrolling region; a half-day changed by keyboard.
    const phone = await browser.newContext({ locale: c.locale, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
    const ph = await phone.newPage();
    await logIn(ph, c.m, '/instructors');
    await expect(ph.getByRole('form', { name: t.patternTitle })).toBeVisible();
    expect(await ph.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await violations(ph)).toEqual([]);
    await ph.getByRole('link', { name: c.instructor }).click();
    await expect(ph.getByRole('heading', { level: 1, name: c.instructor })).toBeVisible();
    await showWeek(ph, t, c.monday);
    const phoneGrid = ph.getByRole('region', { name: c.m.tableScroll(t.gridScroll) });
    const friday = phoneGrid.getByRole('combobox', { name: c.fridayMorning });
    await expect(friday).toHaveValue('on_call');
    // The next status down the list (on call → holiday), from the keyboard.
    await friday.focus();
    await ph.keyboard.press('ArrowDown');
    await expect(friday).toHaveValue('holiday');
    await expect(ph.getByRole('status').filter({ hasText: t.status.holiday })).toBeVisible();
    // The page itself does not scroll sideways: only the grid's region does.
    expect(await ph.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await violations(ph)).toEqual([]);
    await phone.close();
  });
}
