import { expect, type Locator, test } from '@playwright/test';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { levelsTexts } from '../../apps/backoffice/src/i18n/levels';
import { violations } from '../axe';
import { STAFF } from '../backoffice-fixtures';
import { waitForMail } from '../mail';
import { sql, stack } from '../stack';
import { CARDS, EN, FR, fillPerson, payWith, type Texts, throughTunnel } from '../visitor';

/**
 * Levels and groups (issue 30), in French and in English. A parent on a 375 px phone books two children of
 * different levels in one pass on the all-levels course of a February week: one level chosen from the list with
 * what a child can do at it, the other through "not sure of the level?"; one price for both, paid. Then the
 * school's staff open the week's groups: the split proposed by level, accepted, a new group made, and one child
 * moved into it from Tuesday on — recorded with who and when. No axe violation on the widget or the screen.
 */

type Case = {
  t: Texts;
  m: Messages;
  locale: string;
  course: RegExp;
  nextMonth: string;
  february: string;
  week: RegExp;
  weekStart: string;
  children: readonly (readonly [string, string, string])[];
  level: string;
  canDo: string;
  help: string;
  choose: string;
  proposal: string[];
  bookingSegment: string;
  card: (child: string) => string;
  passed: string;
  advised: string;
  again: RegExp;
  yourChildren: string;
  leonAdvised: string;
  enrol: (child: string) => string;
};

const CASES: Case[] = [
  {
    t: FR,
    m: fr,
    locale: 'fr-FR',
    course: /^Choisir Cours collectif enfants — tous niveaux/,
    nextMonth: 'Mois suivant',
    february: 'février 2027',
    week: /^dimanche 14 février 2027, \d+ places? restantes?$/,
    weekStart: '2027-02-14',
    children: [
      ['Léon', 'Garnier', '2020-05-10'],
      ['Rose', 'Garnier', '2016-08-22'],
    ],
    level: 'Flocon',
    canDo: 'Descend une piste verte en chasse-neige et s’arrête seul.',
    help: 'Pas sûr du niveau ?',
    choose: 'Choisir 2e Étoile',
    proposal: ['Flocon', '2e Étoile'],
    bookingSegment: '/reservation/',
    card: (child) => `Carte de progression de ${child}`,
    passed: 'Niveau acquis : Flocon',
    advised: 'Niveau conseillé pour la prochaine fois : 3e Étoile',
    again: /^Réserver le prochain cours/,
    yourChildren: 'Vos enfants',
    leonAdvised: 'Léon Garnier — niveau conseillé : 1re Étoile',
    enrol: (child) => `Inscrire ${child}`,
  },
  {
    t: EN,
    m: en,
    locale: 'en-GB',
    course: /^Choose Children's group lessons — all levels/,
    nextMonth: 'Next month',
    february: 'February 2027',
    week: /^Sunday, 21 February 2027, \d+ places? left$/,
    weekStart: '2027-02-21',
    children: [
      ['Leo', 'Garner', '2020-05-10'],
      ['Rosie', 'Garner', '2016-08-22'],
    ],
    level: 'Flocon (snowflake)',
    canDo: 'Goes down a green run in a snowplough and stops on their own.',
    help: 'Not sure of the level?',
    choose: 'Choose 2nd Star',
    proposal: ['Flocon (snowflake)', '2nd Star'],
    bookingSegment: '/en/booking/',
    card: (child) => `${child}’s progress card`,
    passed: 'Level passed: Flocon (snowflake)',
    advised: 'Level advised for next time: 3rd Star',
    again: /^Book the next course/,
    yourChildren: 'Your children',
    leonAdvised: 'Leo Garner — advised level: 1st Star',
    enrol: (child) => `Enrol ${child}`,
  },
];

const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

async function goToMonth(widget: Locator, c: Case) {
  const heading = widget.getByRole('heading', { name: c.february });
  for (let i = 0; i < 12 && !(await heading.isVisible()); i++) {
    await widget.getByRole('button', { name: c.nextMonth }).click();
    await expect(widget.locator('.msem-cal table')).toBeVisible();
  }
  await expect(heading).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
});

for (const c of CASES) {
  const { t, m } = c;
  const g = levelsTexts[t.lang];

  test(`${t.lang}: a parent books two children of different levels in one pass; staff split the week into groups and move one child on Tuesday; results on a phone; the progress card e-mailed and on the booking page, from where booking again proposes each child's advised level`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    // The parent, on a phone.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: c.locale });
    const page = await phone.newPage();
    await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
    const widget = page.locator('.widget-host');
    await page.goto(t.lessonsPath);
    await widget.getByRole('button', { name: c.course }).click();
    await expect(widget.locator('.msem-cal table')).toBeVisible();
    await goToMonth(widget, c);
    await widget.getByRole('button', { name: c.week }).click();
    await widget.getByRole('button', { name: t.addParticipant }).click();
    for (const [i, child] of c.children.entries()) await fillPerson(page, t, i + 1, child);

    // The first child's level from the list: what a child can do at it is read out with the field.
    const first = widget.getByRole('group', { name: t.participant(1) });
    const level = first.getByRole('combobox', { name: t.lang === 'fr' ? 'Niveau' : 'Level' });
    await level.selectOption({ label: c.level });
    await expect(level).toHaveAccessibleDescription(c.canDo);
    // The second through "not sure?": the ladder with its texts, one button per level.
    const second = widget.getByRole('group', { name: t.participant(2) });
    const help = second.getByRole('button', { name: c.help });
    await help.click();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await second.getByRole('button', { name: c.choose }).click();
    await expect(second.getByRole('combobox', { name: t.lang === 'fr' ? 'Niveau' : 'Level' })).toBeFocused();
    // One price for both: the second child 10 % off.
    await expect(widget.locator('[data-price-cents]')).toHaveAttribute('data-price-cents', String(20_500 + 18_450));
    expect(await violations(page, { include: '.widget-host' })).toEqual([]);
    await widget.getByRole('button', { name: t.addToCart }).click();
    await expect(
      widget.getByRole('status').filter({ hasText: t.lang === 'fr' ? /a été ajouté au panier/ : /was added to your cart/ }),
    ).toHaveCount(1);

    const cartId = await page.evaluate(() => sessionStorage.getItem('cartId'));
    const [line] = await sql<{ slot_id: number; levels: string[] }>(
      `select l.slot_id, array(select x->>'level' from jsonb_array_elements(l.participants) x) as levels
         from cart_lines l join carts c on c.id = l.cart_id where c.cart_id = $1`,
      [cartId],
    );
    expect(line?.levels).toEqual(['flocon', '2e-etoile']);
    await page.goto(t.cartPath);
    const pay = await throughTunnel(page, t);
    await pay.click();
    await page.waitForURL(/\/pay\//);
    await payWith(page, t, CARDS.success);
    await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible({ timeout: 25_000 });
    await phone.close();

    // The school's staff, at a desk, in their language.
    const desk = await browser.newContext({ locale: c.locale });
    const bo = await desk.newPage();
    await bo.goto(`${stack().platformUrl}/admin/slots/${line?.slot_id}/groups`);
    await bo.getByLabel(m.loginEmail).fill(STAFF.email);
    await bo.getByLabel(m.loginPassword).fill(STAFF.password);
    await bo.getByRole('button', { name: m.loginSubmit }).click();
    const proposal = bo.getByRole('region', { name: g.proposalTitle });
    await expect(proposal).toBeVisible();
    for (const [i, name] of c.proposal.entries()) await expect(proposal.getByLabel(g.proposedName(i + 1))).toHaveValue(name);
    expect(await violations(bo)).toEqual([]);
    await proposal.getByRole('button', { name: g.accept }).click();
    await expect(bo.getByText(g.accepted, { exact: true })).toBeVisible();

    // A new group for the Flocons, then the first child into it from Tuesday on.
    await bo.getByLabel(g.newGroupName).fill('Flocon B');
    await bo.getByRole('button', { name: g.create }).click();
    await expect(bo.getByText(g.created('Flocon B'), { exact: true })).toBeVisible();
    const tuesday = plusDays(c.weekStart, 2);
    await bo.getByLabel(g.day, { exact: true }).selectOption(tuesday);
    const child = `${c.children[0]![0]} ${c.children[0]![1]}`;
    await bo.getByRole('button', { name: g.move(child) }).click();
    await bo.getByLabel(g.moveTo).selectOption({ label: 'Flocon B' });
    await bo.getByLabel(g.moveFrom).selectOption(tuesday);
    await bo.getByRole('button', { name: g.moveConfirm }).click();
    await expect(bo.getByText(g.moved(child, 'Flocon B'), { exact: true })).toBeVisible();
    const moves = bo.getByRole('region', { name: g.movesTitle });
    await expect(moves.getByRole('listitem').first()).toContainText(child);
    await expect(moves.getByRole('listitem').first()).toContainText(`${c.proposal[0]} → Flocon B`);
    expect(await violations(bo)).toEqual([]);

    // Monday still in the first group, Tuesday on in the new one: one group a day.
    const days = await sql<{ day: string; name: string }>(
      `select m.day::text as day, g.name from group_members m join lesson_groups g on g.id = m.group_id
         join order_lines l on l.id = m.order_line_id
        where g.slot_id = $1 and l.participants->m.participant->>'firstName' = $2 order by m.day`,
      [line?.slot_id, c.children[0]![0]],
    );
    expect(days.map((d) => d.name)).toEqual([c.proposal[0], c.proposal[0], 'Flocon B', 'Flocon B', 'Flocon B', 'Flocon B']);
    await desk.close();

    // The instructor, on a 375 px phone at the end of the week: one tap per child, each saved at once.
    const instructor = await browser.newContext({
      viewport: { width: 375, height: 812 },
      hasTouch: true,
      isMobile: true,
      locale: c.locale,
    });
    const ph = await instructor.newPage();
    await ph.goto(`${stack().platformUrl}/admin/slots/${line?.slot_id}/results`);
    await ph.getByLabel(m.loginEmail).fill(STAFF.email);
    await ph.getByLabel(m.loginPassword).fill(STAFF.password);
    await ph.getByRole('button', { name: m.loginSubmit }).click();
    const [leon, rose] = c.children.map(([first, last]) => `${first} ${last}`) as [string, string];
    await ph.getByLabel(g.resultsGroup).selectOption({ label: 'Flocon B' });
    const leonCard = ph.getByRole('group', { name: leon });
    await leonCard.getByRole('button', { name: g.passed }).click();
    await expect(leonCard.getByRole('button', { name: g.passed })).toHaveAttribute('aria-pressed', 'true');
    await expect(leonCard.getByText(g.stateSaved, { exact: true })).toBeVisible();
    const tap = await leonCard.getByRole('button', { name: g.passed }).boundingBox();
    expect(tap?.height).toBeGreaterThanOrEqual(44);
    expect(await ph.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await ph.getByLabel(g.resultsGroup).selectOption({ label: c.proposal[1]! });
    const roseCard = ph.getByRole('group', { name: rose });
    await roseCard.getByRole('button', { name: g.nextAdvised }).click();
    await expect(roseCard.getByText(g.stateSaved, { exact: true })).toBeVisible();
    await roseCard
      .getByLabel(`${g.comment}${g.forChild(rose)}`)
      .fill(t.lang === 'fr' ? 'Très belle semaine, bravo !' : 'A great week, well done!');
    await roseCard.getByLabel(`${g.comment}${g.forChild(rose)}`).blur();
    await expect(roseCard.getByText(g.stateSaved, { exact: true })).toBeVisible();
    expect(await violations(ph)).toEqual([]);
    await ph.getByRole('button', { name: g.sendCards }).click();
    await expect(ph.getByText(g.cardsSent(2, 1), { exact: true })).toBeVisible();
    await instructor.close();

    // The parent: the progress card by e-mail, in their language, and on the booking page.
    const [order] = await sql<{ number: string }>('select o.number from orders o join carts c on c.id = o.cart_id where c.cart_id = $1', [
      cartId,
    ]);
    const mail = await waitForMail({ filePrefix: `${order?.number}-progress` });
    expect(mail.text).toContain(c.passed);
    expect(mail.text).toContain(c.advised);
    const link = new RegExp(`https?://\\S+${c.bookingSegment}[A-Za-z0-9_-]{22,64}/`).exec(mail.text)?.[0];
    expect(link, 'a booking link in the e-mail').toBeDefined();
    const parent = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: c.locale });
    const home = await parent.newPage();
    await home.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
    await home.goto(link as string);
    const card = home.getByRole('region', { name: c.card(leon) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(c.passed);
    await expect(home.getByRole('region', { name: c.card(rose) })).toContainText(c.advised);
    expect(await violations(home)).toEqual([]);

    // Booking again from there: the group lessons page proposes each child with the level advised.
    await home.getByRole('link', { name: c.again }).first().click();
    await home.waitForURL(/[?&]family=/);
    const again = home.locator('.widget-host');
    await again.getByRole('button', { name: c.course }).click();
    const children = again.getByRole('region', { name: c.yourChildren });
    await expect(children).toContainText(c.leonAdvised);
    const [leonFirst] = c.children[0] as readonly [string, string, string];
    await children.getByRole('button', { name: c.enrol(leonFirst) }).click();
    const firstAgain = again.getByRole('group', { name: t.participant(1) });
    await expect(firstAgain.getByLabel(t.firstName)).toHaveValue(leonFirst);
    await expect(firstAgain.getByRole('combobox', { name: t.lang === 'fr' ? 'Niveau' : 'Level' })).toHaveValue('1re-etoile');
    expect(await violations(home, { include: '.widget-host' })).toEqual([]);
    await parent.close();
  });
}
