import { expect, type Locator, type Page, test } from '@playwright/test';
import { violations } from '../axe';
import { sql } from '../stack';
import { CARDS, EN, FR, fillPerson, payWith, type Texts, throughTunnel } from '../visitor';

/**
 * The widget's calendar on a phone (issue 28): every date of the season can be reached month by
 * month. At 375 px, in French and in English, a parent books a private lesson on 10 March 2027 at a
 * free hour and a 6-day lift pass starting on 3 April 2027 — far outside the default stay (the
 * season's first week) — then pays with the sandbox's success card. The calendar has no axe
 * violation, its days are tap targets of at least 44×44 px, and each add is confirmed next to the
 * button, focused, with a way to the cart.
 */

type Cal = {
  privatePath: string;
  choosePrivate: RegExp;
  nextMonth: string;
  march: string;
  april: string;
  lessonDay: RegExp;
  times: string;
  passDay: string;
  sixDays: string;
  february: string;
  weekDay: RegExp;
  children: readonly (readonly [string, string, string])[];
  added: RegExp;
  viewCart: string;
  adult: readonly [string, string, string];
  /** The lesson's meeting point in the widget: the school's point, in the page's language. */
  meets: string;
};
const CAL: Record<'fr' | 'en', Cal> = {
  fr: {
    privatePath: '/reserver/cours-particuliers/',
    choosePrivate: /^Choisir Cours particulier de ski$/,
    nextMonth: 'Mois suivant',
    march: 'mars 2027',
    april: 'avril 2027',
    lessonDay: /^mercredi 10 mars 2027, \d horaires? libres?$/,
    times: 'Horaires du mer. 10 mars',
    passDay: 'samedi 3 avril 2027, disponible',
    sixDays: '6 jours',
    february: 'février 2027',
    weekDay: /^dimanche 14 février 2027, \d+ places? restantes?$/,
    children: [
      ['Léon', 'Martin', '2020-05-10'],
      ['Rose', 'Martin', '2016-08-22'],
    ],
    added: /a été ajouté au panier/,
    viewCart: 'Voir le panier',
    adult: ['Claire', 'Martin', '1984-02-11'],
    meets: "Rendez-vous : Chalet de l'école - front de neige des Marmottes, 12 place des Marmottes, 73500 Val-Neige (altitude 1 550 m)",
  },
  en: {
    privatePath: '/en/book/private-lessons/',
    choosePrivate: /^Choose Private ski lesson$/,
    nextMonth: 'Next month',
    march: 'March 2027',
    april: 'April 2027',
    lessonDay: /^Wednesday, 10 March 2027, \d free times?$/,
    times: 'Times on Wed 10 Mar',
    passDay: 'Saturday, 3 April 2027, available',
    sixDays: '6 days',
    february: 'February 2027',
    weekDay: /^Sunday, 14 February 2027, \d+ places? left$/,
    children: [
      ['Leo', 'Smith', '2020-05-10'],
      ['Rosie', 'Smith', '2016-08-22'],
    ],
    added: /was added to your cart/,
    viewCart: 'View cart',
    adult: ['Jane', 'Smith', '1983-09-04'],
    meets: 'Meeting point: School chalet - Marmottes slopes, 12 place des Marmottes, 73500 Val-Neige (altitude 1,550 m)',
  },
};

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ page }) => {
  // An answered consent keeps the banner out of the way; the stay is the default one (the season's first week).
  await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
});

/** Next month until the calendar shows `month`. */
async function goToMonth(widget: Locator, c: Cal, month: string) {
  const heading = widget.getByRole('heading', { name: month });
  for (let i = 0; i < 12 && !(await heading.isVisible()); i++) {
    await widget.getByRole('button', { name: c.nextMonth }).click();
    await expect(widget.locator('.msem-cal table')).toBeVisible();
  }
  await expect(heading).toBeVisible();
}

/** Every day button of the month shown is at least 44×44 px, and the page does not scroll sideways. */
async function expectTapTargets(page: Page, widget: Locator) {
  const days = widget.locator('.msem-day');
  expect(await days.count()).toBeGreaterThanOrEqual(28);
  for (const box of await days.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  for (const nav of await widget.locator('.msem-cal-nav').all()) {
    const box = await nav.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** The confirmation next to the button: focused, with the way to the cart. */
async function expectConfirmation(widget: Locator, c: Cal) {
  const done = widget.getByRole('region', { name: c.added });
  await expect(done).toBeFocused();
  await expect(done.getByRole('link', { name: c.viewCart })).toBeVisible();
  await expect(widget.getByRole('status').filter({ hasText: c.added })).toHaveCount(1);
  return done;
}

for (const t of [FR, EN] as Texts[]) {
  const c = CAL[t.lang];
  test(`${t.lang}: at 375 px, a private lesson on 10 March 2027 and a 6-day lift pass from 3 April 2027, booked on the calendar and paid`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const widget = page.locator('.widget-host');

    // A private lesson: its calendar opens at the stay's month; March is three months on.
    await page.goto(c.privatePath);
    await expect(widget.getByRole('heading', { name: t.offers })).toBeVisible();
    await widget.getByRole('button', { name: c.choosePrivate }).click();
    await expect(widget.locator('.msem-cal table')).toBeVisible();
    await goToMonth(widget, c, c.march);
    const day = widget.getByRole('button', { name: c.lessonDay });
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    // The calendar, open on a phone: no axe violation (default rules), tap targets of 44×44 px at least.
    expect(await violations(page, { include: '.widget-host' })).toEqual([]);
    await expectTapTargets(page, widget);

    // A free hour of that day, priced before adding.
    const times = widget.getByRole('group', { name: c.times });
    const free = times.getByRole('radio').and(widget.locator(':not([disabled])')).first();
    await free.check();
    const slotId = Number(await free.getAttribute('value'));
    await expect(widget.locator('[data-price-cents]')).not.toHaveAttribute('data-price-cents', '0');
    await fillPerson(page, t, 1, c.adult);
    await widget.getByRole('button', { name: t.addToCart }).click();
    await expectConfirmation(widget, c);

    // A 6-day lift pass from Saturday 3 April.
    await page.goto(t.liftPath);
    await expect(widget.getByRole('heading', { name: t.offers })).toBeVisible();
    await widget.getByRole('button', { name: t.chooseLift }).click();
    await expect(widget.locator('.msem-cal table')).toBeVisible();
    await goToMonth(widget, c, c.april);
    await widget.getByRole('button', { name: c.passDay }).click();
    await expect(widget.getByRole('button', { name: c.passDay })).toHaveAttribute('aria-pressed', 'true');
    expect(await violations(page, { include: '.widget-host' })).toEqual([]);
    await expectTapTargets(page, widget);
    await widget.getByLabel(t.dayCount).selectOption({ label: c.sixDays });
    await fillPerson(page, t, 1, c.adult);
    await widget.getByRole('button', { name: t.addToCart }).click();
    const done = await expectConfirmation(widget, c);

    // The lines as the platform holds them: the lesson on 10 March, the pass from 3 April for 6 days.
    const cartId = await page.evaluate(() => sessionStorage.getItem('cartId'));
    const lines = await sql<{ starts_on: string | null; start_date: string | null; days: number | null; slot_id: number | null }>(
      `select s.starts_on::text as starts_on, l.start_date::text as start_date, l.days, l.slot_id
         from cart_lines l join carts c on c.id = l.cart_id left join slots s on s.id = l.slot_id
        where c.cart_id = $1 order by l.id`,
      [cartId],
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ starts_on: '2027-03-10', slot_id: slotId });
    expect(lines[1]).toMatchObject({ start_date: '2027-04-03', days: 6, slot_id: null });

    // From the confirmation to the cart, then paid.
    await done.getByRole('link', { name: c.viewCart }).click();
    await page.waitForURL((url) => url.pathname === t.cartPath);
    const pay = await throughTunnel(page, t);
    await pay.click();
    await page.waitForURL(/\/pay\//);
    await payWith(page, t, CARDS.success);
    await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible({ timeout: 25_000 });
    const [sold] = await sql<{ sold: number }>('select sold from slots where id = $1', [slotId]);
    expect(sold?.sold).toBe(1);
  });

  test(`${t.lang}: at 375 px, a children's group week in February 2027 for two children of 6 and 10, in one pass, paid`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const widget = page.locator('.widget-host');
    await page.goto(t.lessonsPath);
    await expect(widget.getByRole('heading', { name: t.offers })).toBeVisible();
    await widget.getByRole('button', { name: t.chooseLesson }).click();
    await expect(widget.locator('.msem-cal table')).toBeVisible();
    await expect(widget.getByText(c.meets, { exact: true })).toBeVisible();
    await goToMonth(widget, c, c.february);
    const week = widget.getByRole('button', { name: c.weekDay });
    await week.click();
    await expect(week).toHaveAttribute('aria-pressed', 'true');
    await expectTapTargets(page, widget);
    // Both children at once: one line, one price for the two.
    await widget.getByRole('button', { name: t.addParticipant }).click();
    for (const [i, child] of c.children.entries()) await fillPerson(page, t, i + 1, child);
    await expect(widget.locator('[data-price-cents]')).toHaveAttribute('data-price-cents', String(2 * 20500));
    expect(await violations(page, { include: '.widget-host' })).toEqual([]);
    await widget.getByRole('button', { name: t.addToCart }).click();
    const done = await expectConfirmation(widget, c);

    const cartId = await page.evaluate(() => sessionStorage.getItem('cartId'));
    const lines = await sql<{ starts_on: string; participants: number; slot_id: number }>(
      `select s.starts_on::text as starts_on, jsonb_array_length(l.participants) as participants, l.slot_id
         from cart_lines l join carts c on c.id = l.cart_id join slots s on s.id = l.slot_id
        where c.cart_id = $1 order by l.id`,
      [cartId],
    );
    expect(lines).toEqual([expect.objectContaining({ starts_on: '2027-02-14', participants: 2 })]);
    const [before] = await sql<{ sold: number }>('select sold from slots where id = $1', [lines[0]?.slot_id]);

    await done.getByRole('link', { name: c.viewCart }).click();
    await page.waitForURL((url) => url.pathname === t.cartPath);
    const pay = await throughTunnel(page, t);
    await pay.click();
    await page.waitForURL(/\/pay\//);
    await payWith(page, t, CARDS.success);
    await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible({ timeout: 25_000 });
    const [after] = await sql<{ sold: number }>('select sold from slots where id = $1', [lines[0]?.slot_id]);
    expect(after?.sold).toBe((before?.sold ?? 0) + 2);
  });
}
