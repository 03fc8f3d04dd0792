import { expect, type Page, test } from '@playwright/test';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { levelsTexts } from '../../apps/backoffice/src/i18n/levels';
import { type PlanningMessages, planningTexts } from '../../apps/backoffice/src/i18n/planning';
import { violations } from '../axe';
import { navLink, paidGroupOrder, staffLogIn } from '../backoffice-fixtures';
import { sql } from '../stack';

/**
 * The planning board (issue 31, assignment), in French and in English. Two children are booked and paid on a course
 * of their own, a Monday of March; staff open Planning on that day at a desk: the course is listed as still without
 * groups, its groups are made from there, and its group waits in the tray. "Propose" gives it to one of the demo's
 * instructors (available that day, allowed to teach the level) and says the counts; staff take it back and give it
 * again from the keyboard. The same board on a 375 px phone scrolls in its own region, never the page. axe clean.
 */

type Case = { m: Messages; p: PlanningMessages; locale: string; day: string; longDay: string; proposed: RegExp };

const CASES: Case[] = [
  {
    m: fr,
    p: planningTexts.fr,
    locale: 'fr-FR',
    day: '2027-03-08',
    longDay: 'lundi 8 mars',
    proposed: /\d+ cours attribués?, \d+ sans moniteur disponible/,
  },
  {
    m: en,
    p: planningTexts.en,
    locale: 'en-GB',
    day: '2027-03-15',
    longDay: 'Monday 15 March',
    proposed: /\d+ lessons? assigned, \d+ without an instructor available/,
  },
];

const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** 08/03/2027: a day as the back office writes it (both languages). */
const dmy = (d: string) => d.split('-').reverse().join('/');

/** A course of its own from `day` for five mornings (the demo's all-levels children's course). */
async function courseOn(day: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
     select id, $1::date, $2::date, '09:00', '11:30', 20 from products where key = 'cours-enfants-tous-niveaux' returning id`,
    [day, plusDays(day, 4)],
  );
  if (!row) throw new Error('no all-levels course');
  return row.id;
}

const assignedTo = async (slotId: number, day: string) =>
  (
    await sql<{ instructor_id: number }>(
      `select a.instructor_id from instructor_assignments a join lesson_groups g on g.id = a.group_id
        where g.slot_id = $1 and a.day = $2`,
      [slotId, day],
    )
  ).map((r) => r.instructor_id);

/** Nothing wider than the window: the page never scrolls sideways. */
const noSideScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

for (const c of CASES) {
  const { m, p } = c;
  const g = levelsTexts[c.m === fr ? 'fr' : 'en'];
  const lang = c.m === fr ? 'fr' : 'en';

  test(`${lang}: staff make a course's groups from the board, propose the day, take a lesson back and give it again from the keyboard; a phone's board scrolls in its own region`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const slotId = await courseOn(c.day);
    await paidGroupOrder({
      slotId,
      productKey: 'cours-enfants-tous-niveaux',
      lang,
      children: [
        { firstName: 'Lina', lastName: 'Morel', birthDate: '2019-03-02', level: 'flocon' },
        { firstName: 'Noé', lastName: 'Morel', birthDate: '2018-11-20', level: 'flocon' },
      ],
      contact: { firstName: 'Claire', lastName: 'Morel', email: `claire.morel.${lang}@example.com`, phone: '+33 6 11 22 33 44' },
    });

    const desk = await browser.newContext({ locale: c.locale, viewport: { width: 1280, height: 900 } });
    const page = await desk.newPage();
    await staffLogIn(page, m);
    await (await navLink(page, m, m.navPlanning)).click();
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await page.getByLabel(p.day).fill(c.day);
    await expect(page.getByRole('heading', { level: 2, name: c.longDay })).toBeVisible();

    // The course has no groups yet: the board says so and leads to its groups.
    const ungrouped = page.getByRole('region', { name: p.ungroupedTitle });
    await ungrouped.locator(`a[href$="/slots/${slotId}/groups"]`).click();
    await page.getByRole('button', { name: g.accept }).click();
    await expect(page.getByText(g.accepted, { exact: true })).toBeVisible();
    const [group] = await sql<{ name: string }>('select name from lesson_groups where slot_id = $1', [slotId]);
    const name = group?.name ?? '';
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: c.longDay })).toBeVisible();

    const tray = page.getByRole('region', { name: new RegExp(`^${p.trayTitle}`) });
    const board = page.getByRole('region', { name: p.boardLabel });
    const assign = p.assignLesson(name, '09:00–11:30');
    await expect(tray.getByRole('button', { name: assign })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    // Propose fills the day: the counts said, the group on an instructor's row.
    await page.getByRole('button', { name: p.propose, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: c.proposed })).toBeVisible();
    await expect(board.getByRole('button', { name: assign })).toBeVisible();
    await expect(tray.getByRole('button', { name: assign })).toHaveCount(0);
    await expect.poll(() => assignedTo(slotId, c.day)).toHaveLength(1);
    expect(await violations(page)).toEqual([]);

    // Taken back, then given again from the keyboard: the menu opens on the first instructor who may teach it.
    await board.getByRole('button', { name: p.unassignLesson(name, '09:00–11:30') }).click();
    await expect(page.getByRole('status').filter({ hasText: p.unassigned(name) })).toBeVisible();
    await expect(tray.getByRole('button', { name: assign })).toBeVisible();
    await expect.poll(() => assignedTo(slotId, c.day)).toEqual([]);
    await tray.getByRole('button', { name: assign }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByText(p.mayTeach)).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(board.getByRole('button', { name: assign })).toBeVisible();
    await expect(board.getByRole('button', { name: assign })).toBeFocused();
    await expect.poll(() => assignedTo(slotId, c.day)).toHaveLength(1);
    await noSideScroll(page);

    // On a phone: the board scrolls inside its region, the page does not.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(board).toBeVisible();
    await noSideScroll(page);
    expect(await board.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await violations(page)).toEqual([]);
    // The week, Monday to Sunday: one column a day, the group on its Monday.
    await page.getByRole('button', { name: p.weekView }).click();
    await expect(page.getByRole('heading', { level: 2, name: p.weekOf(dmy(c.day), dmy(plusDays(c.day, 6))) })).toBeVisible();
    await expect(board.getByRole('columnheader')).toHaveCount(8);
    await expect(board.getByRole('button', { name: assign }).first()).toBeVisible();
    await noSideScroll(page);
    expect(await violations(page)).toEqual([]);
    await desk.close();
  });
}
