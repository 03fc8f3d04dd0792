import { expect, type Locator, type Page, test } from '@playwright/test';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { instructorsTexts } from '../../apps/backoffice/src/i18n/instructors';
import { myAvailabilityTexts } from '../../apps/backoffice/src/i18n/my-availability';
import { violations } from '../axe';
import { STAFF } from '../backoffice-fixtures';
import { sql, stack } from '../stack';

/**
 * The instructor's own availability on a phone (issue 31, item 2), in French and in English. Julien Mercier logs in on
 * a 375 px phone, opens My availability from his navigation: the school's lock (today and the next two days, the demo's
 * rule) is said, those days read-only with the reason; he makes an afternoon of the coming fortnight "not available"
 * and saves. The office then sees it on his profile's availability. No axe violation (default rules), nothing wider
 * than the phone, every control at least 44 px high. The half-days are Julien's own, days no other journey gives him.
 */

const JULIEN = { email: 'julien.mercier@val-neige.example', password: 'Moniteur-Val-Neige-2026!' };

type Case = { lang: 'fr' | 'en'; locale: string; m: Messages; offset: number };
// Ten and twelve days from today: beyond the lock, within the first fortnight shown.
const CASES: Case[] = [
  { lang: 'fr', locale: 'fr-FR', m: fr, offset: 10 },
  { lang: 'en', locale: 'en-GB', m: en, offset: 12 },
];

const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Today at the school (Europe/Paris), as the platform counts the lock. */
const schoolToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
/** A day in words as the back office writes it (`mardi 8 décembre`), as a pattern (Chromium's English may add a comma). */
const inWords = (day: string, locale: string, year = false) => {
  const text = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/,/g, ',?');
};

/** Every button, link and select of the header and the screen is at least 44 px high: a finger’s tap (the skip link aside). */
async function tapTargets(page: Page, scope: Locator) {
  const small = await scope
    .locator('button:visible, a:visible, select:visible')
    .evaluateAll((els) =>
      els
        .filter((el) => el.getBoundingClientRect().height < 44)
        .map((el) => `${el.tagName} ${el.textContent?.trim()} ${el.getBoundingClientRect().height}`),
    );
  expect(small).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

for (const c of CASES) {
  const t = myAvailabilityTexts[c.lang];
  const it = instructorsTexts[c.lang];

  test(`${c.lang}: the instructor, on a 375 px phone, makes an afternoon not available; the office sees it`, async ({ browser }) => {
    test.setTimeout(120_000);
    const today = schoolToday();
    const day = plusDays(today, c.offset);
    const [julien] = await sql<{ id: number }>(`select id from instructors where site = 'val-neige' and lower(email) = $1`, [JULIEN.email]);
    if (!julien) throw new Error('no Julien Mercier among the instructors');
    // That afternoon as it was before any run (not entered): his own half-day, nobody else's.
    await sql(`delete from instructor_availability where instructor_id = $1 and day = $2 and half = 'pm'`, [julien.id, day]);

    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: c.locale });
    const page = await phone.newPage();
    await page.addInitScript((lang) => localStorage.setItem('schuss.backoffice.lang', lang), c.lang);
    await page.goto(`${stack().platformUrl}/admin/`);
    await page.getByLabel(c.m.loginEmail).fill(JULIEN.email);
    await page.getByLabel(c.m.loginPassword).fill(JULIEN.password);
    await page.getByRole('button', { name: c.m.loginSubmit }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.m.navMyLessons })).toBeVisible();

    // His lessons and his availability only in the navigation (the second under "More" if the phone is too narrow).
    const nav = page.getByRole('navigation', { name: c.m.navLabel });
    const link = nav.getByRole('link', { name: c.m.navMyAvailability });
    if (!(await link.isVisible())) await nav.getByRole('button', { name: c.m.navMore }).click();
    await expect(nav.getByRole('link')).toHaveText([c.m.navMyLessons, c.m.navMyAvailability]);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/my-availability$/);

    // The lock, said; today and the next two days read-only with the reason, nothing to choose there.
    const rule = t
      .lockRule(2, '@')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('@', inWords(plusDays(today, 2), c.locale));
    await expect(page.getByText(new RegExp(`^${rule}$`))).toBeVisible();
    const first = page.getByRole('group', { name: new RegExp(`${inWords(today, c.locale)}$`, 'i') });
    await expect(first).toContainText(t.locked);
    await expect(first.getByRole('combobox')).toHaveCount(0);
    const third = page.getByRole('group', { name: new RegExp(`^${inWords(plusDays(today, 2), c.locale)}$`, 'i') });
    await expect(third).toContainText(t.locked);
    await expect(third.getByRole('combobox')).toHaveCount(0);
    const fourth = page.getByRole('group', { name: new RegExp(`^${inWords(plusDays(today, 3), c.locale)}$`, 'i') });
    await expect(fourth.getByRole('combobox', { name: t.half.am })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await tapTargets(page, page.locator('header, main'));

    // The afternoon, not available; saved.
    const theDay = page.getByRole('group', { name: new RegExp(`^${inWords(day, c.locale)}$`, 'i') });
    const afternoon = theDay.getByRole('combobox', { name: t.half.pm });
    await afternoon.selectOption({ label: t.status.unavailable });
    await expect(theDay).toContainText(t.changed);
    await expect(page.getByText(t.unsaved(1))).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved(1) })).toBeVisible();
    await expect(theDay).not.toContainText(t.changed);
    await expect(afternoon).toHaveValue('unavailable');
    expect(await violations(page)).toEqual([]);
    await tapTargets(page, page.locator('header, main'));

    // Read again: kept.
    await page.reload();
    await expect(
      page.getByRole('group', { name: new RegExp(`^${inWords(day, c.locale)}$`, 'i') }).getByRole('combobox', { name: t.half.pm }),
    ).toHaveValue('unavailable');
    const [row] = await sql<{ status: string }>(
      `select status from instructor_availability where instructor_id = $1 and day = $2 and half = 'pm'`,
      [julien.id, day],
    );
    expect(row?.status).toBe('unavailable');
    // A smaller phone: still nothing sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await phone.close();

    // The office sees it on his profile's availability.
    const desk = await browser.newContext({ locale: c.locale, viewport: { width: 1280, height: 900 } });
    const office = await desk.newPage();
    await office.addInitScript((lang) => localStorage.setItem('schuss.backoffice.lang', lang), c.lang);
    await office.goto(`${stack().platformUrl}/admin/instructors/${julien.id}`);
    await office.getByLabel(c.m.loginEmail).fill(STAFF.email);
    await office.getByLabel(c.m.loginPassword).fill(STAFF.password);
    await office.getByRole('button', { name: c.m.loginSubmit }).click();
    await expect(office.getByRole('heading', { level: 1, name: 'Julien Mercier' })).toBeVisible();
    await office.getByLabel(it.periodFrom).fill(day);
    await office.getByLabel(it.periodTo).fill(plusDays(day, 6));
    const grid = office.getByRole('region', { name: c.m.tableScroll(it.gridScroll) });
    const cell = grid.getByRole('combobox', { name: new RegExp(`^${inWords(day, c.locale, true)}, ${it.half.pm}$`, 'i') });
    await expect(cell).toHaveValue('unavailable');
    await desk.close();
  });
}
