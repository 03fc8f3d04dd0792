import { expect, test } from '@playwright/test';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { type PlanningMessages, planningTexts } from '../../apps/backoffice/src/i18n/planning';
import { violations } from '../axe';
import { navLink, staffLogIn } from '../backoffice-fixtures';
import { sql, stack } from '../stack';
import { CARDS, EN, FR, fillPerson, payWith, type Texts, throughTunnel } from '../visitor';

/**
 * Private lessons sold from instructors' free time (issue 31, item 4), in French and in English. The office has
 * entered a day where every ski instructor is off but Camille Bérard, free in the afternoon: on a 375 px phone a
 * parent sees only that day's afternoon hours offered, books the 13:00 lesson and pays; the
 * office's planning board shows it given to Camille at once. No axe violation.
 */

type Case = {
  t: Texts;
  m: Messages;
  p: PlanningMessages;
  locale: string;
  day: string;
  choosePrivate: RegExp;
  nextMonth: string;
  march: string;
  lessonDay: RegExp;
  times: string;
  adult: readonly [string, string, string];
};

const CASES: Case[] = [
  {
    t: FR,
    m: fr,
    p: planningTexts.fr,
    locale: 'fr-FR',
    day: '2027-03-24',
    choosePrivate: /^Choisir Cours particulier de ski$/,
    nextMonth: 'Mois suivant',
    march: 'mars 2027',
    lessonDay: /^mercredi 24 mars 2027, 2 horaires libres$/,
    times: 'Horaires du mer. 24 mars',
    adult: ['Hélène', 'Libre', '1981-06-12'],
  },
  {
    t: EN,
    m: en,
    p: planningTexts.en,
    locale: 'en-GB',
    day: '2027-03-25',
    choosePrivate: /^Choose Private ski lesson$/,
    nextMonth: 'Next month',
    march: 'March 2027',
    lessonDay: /^Thursday, 25 March 2027, 2 free times$/,
    times: 'Times on Thu 25 Mar',
    adult: ['Helen', 'Free', '1982-07-13'],
  },
];

/** The office's availability for `day`, through the API as the demo's staff: Camille free in the afternoon only, every other instructor off. */
async function onlyCamilleInTheAfternoon(day: string) {
  const base = stack().platformUrl;
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site: 'val-neige', email: 'accueil@val-neige.example', password: 'Accueil-Val-Neige-2026!' }),
  });
  expect(login.status).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).token}`, 'content-type': 'application/json' };
  const people = await sql<{ id: number; first_name: string }>(
    `select id, first_name from instructors where site = 'val-neige' order by id`,
  );
  const weekday = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${day}T00:00:00Z`).getUTCDay()] as string;
  const pattern = (am: string, pm: string) =>
    Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [d, d === weekday ? { am, pm } : { am: null, pm: null }]),
    );
  const set = async (ids: number[], am: string, pm: string) => {
    const res = await fetch(`${base}/api/backoffice/sites/val-neige/instructors/availability/pattern`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ instructorIds: ids, from: day, to: day, pattern: pattern(am, pm) }),
    });
    expect(res.status, await res.text()).toBe(200);
  };
  const camille = people.filter((p) => p.first_name === 'Camille').map((p) => p.id);
  expect(camille).toHaveLength(1);
  await set(
    people.filter((p) => p.first_name !== 'Camille').map((p) => p.id),
    'unavailable',
    'unavailable',
  );
  await set(camille, 'unavailable', 'available');
  return camille[0] as number;
}

for (const c of CASES) {
  const { t, m, p } = c;

  test(`${t.lang}: a private lesson at an hour only one instructor has free, booked on a phone and paid; the board shows it given to her`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const camille = await onlyCamilleInTheAfternoon(c.day);
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: c.locale });
    const page = await phone.newPage();
    await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
    const widget = page.locator('.widget-host');
    await page.goto(t.lang === 'fr' ? '/reserver/cours-particuliers/' : '/en/book/private-lessons/');
    await widget.getByRole('button', { name: c.choosePrivate }).click();
    await expect(widget.locator('.msem-cal table')).toBeVisible();
    const heading = widget.getByRole('heading', { name: c.march });
    for (let i = 0; i < 12 && !(await heading.isVisible()); i++) {
      await widget.getByRole('button', { name: c.nextMonth }).click();
      await expect(widget.locator('.msem-cal table')).toBeVisible();
    }
    // Two free hours that day (three on the days the office did not change): the morning's has no instructor free.
    await widget.getByRole('button', { name: c.lessonDay }).click();
    const times = widget.getByRole('group', { name: c.times });
    await expect(times.getByRole('radio')).toHaveCount(2);
    await expect(times.getByRole('radio', { name: /09:00–11:00/ })).toHaveCount(0);
    await times.getByRole('radio', { name: /13:00–14:00/ }).check();
    await fillPerson(page, t, 1, c.adult);
    expect(await violations(page, { include: '.widget-host' })).toEqual([]);
    await widget.getByRole('button', { name: t.addToCart }).click();
    await expect(
      widget.getByRole('status').filter({ hasText: t.lang === 'fr' ? /a été ajouté au panier/ : /was added to your cart/ }),
    ).toHaveCount(1);
    await page.goto(t.cartPath);
    const pay = await throughTunnel(page, t);
    await pay.click();
    await page.waitForURL(/\/pay\//);
    await payWith(page, t, CARDS.success);
    await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible({ timeout: 25_000 });
    await phone.close();

    // The office: the lesson is Camille's on the board of that day.
    const desk = await browser.newContext({ locale: c.locale, viewport: { width: 1280, height: 900 } });
    const office = await desk.newPage();
    await staffLogIn(office, m);
    await (await navLink(office, m, m.navPlanning)).click();
    await expect(office.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await office.getByLabel(p.day).fill(c.day);
    const board = office.getByRole('region', { name: p.boardLabel });
    const row = board.getByRole('row').filter({ has: office.getByRole('rowheader', { name: /Camille Bérard/ }) });
    // A private lesson is named on the board by its customer (the order's contact).
    const customer = `${t.contact.firstName} ${t.contact.lastName}`;
    await expect(row.getByRole('button', { name: p.unassignLesson(customer, '13:00–14:00') })).toBeVisible();
    const [given] = await sql<{ instructor_id: number }>(
      `select a.instructor_id from instructor_assignments a join order_lines l on l.id = a.order_line_id
         join slots s on s.id = l.slot_id where s.starts_on = $1::date and s.start_time = '13:00'`,
      [c.day],
    );
    expect(given?.instructor_id).toBe(camille);
    expect(await violations(office)).toEqual([]);
    await desk.close();
  });
}
