import { readFileSync } from 'node:fs';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { formatEuros } from '@schuss/contracts/rules';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { reconciliationTexts } from '../../apps/backoffice/src/i18n/reconciliation';
import { scanEn, scanFr } from '../../apps/backoffice/src/i18n/scan';
import { violations } from '../axe';
import { type Contact, groupTomorrow, isoDay, navLink, paidGroupOrder, parseCsv, STAFF, slotPlaces } from '../backoffice-fixtures';
import { waitForMail } from '../mail';
import { sql, stack } from '../stack';
import * as visitor from '../visitor';

/**
 * Back-office journeys, in French and in English (the browser's language):
 * a staff member at 375 px opens tomorrow's full group from the dashboard, checks in two
 * participants, cancels one order's line with a partial refund, and the place is free again in the
 * site's booking widget; the affiliation report shows an order a visitor placed with `?hoteId=`,
 * and its CSV parses with the right totals; a roster prints on A4; no screen has an axe
 * violation at 375 and 1 280 px (the reconciliation, saying everything reconciles, among them). Texts come from
 * the back office's own catalogues (i18n/fr.ts, en.ts, i18n/reconciliation.ts).
 */

type Lang = 'fr' | 'en';
type Config = {
  lang: Lang;
  locale: string;
  m: Messages;
  site: visitor.Texts;
  /** The "Flocon" lesson's button in the widget. */
  chooseFlocon: RegExp;
  /** The widget's word for a full slot. */
  full: string;
  /** The site header's cart link with one product. */
  cartOne: string;
  /** An amount as typed in the refund field. */
  typed: (cents: number) => string;
  contact: Contact;
};

const CONFIGS: Config[] = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    m: fr,
    site: visitor.FR,
    chooseFlocon: /^Choisir Cours collectif enfants — Flocon/,
    full: 'Complet',
    cartOne: 'Mon panier, 1 produit',
    typed: (cents) => (cents / 100).toFixed(2).replace('.', ','),
    contact: { firstName: 'Claire', lastName: 'Durand', email: 'claire.durand@example.fr', phone: '06 11 22 33 44' },
  },
  {
    lang: 'en',
    locale: 'en-GB',
    m: en,
    site: visitor.EN,
    chooseFlocon: /^Choose Children's group lesson — Flocon/,
    full: 'Full',
    cartOne: 'My cart, 1 product',
    typed: (cents) => (cents / 100).toFixed(2),
    contact: { firstName: 'Emma', lastName: 'Brown', email: 'emma.brown@example.com', phone: '+44 20 7946 0111' },
  },
];

/** The day as the back office writes it in a check-in's name (`04/01`) and in full (`04/01/2027`). */
const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const ddmmyyyy = (iso: string) => `${ddmm(iso)}/${iso.slice(0, 4)}`;
const money = (cents: number, lang: Lang) => formatEuros(cents, lang);
/** `1 234,50` or `1234.50` (the CSV's amounts) in cents. */
const csvCents = (text: string) => Math.round(Number(text.replace(/\s|\u202f|\u00a0/g, '').replace(',', '.')) * 100);

/** The school's administrator (the demo's): every item of the navigation. */
const ADMIN = { email: 'admin@val-neige.example', password: 'Admin-Val-Neige-2026!' };

const admin = (path = '/') => `${stack().platformUrl}/admin${path}`;

/** The staff member logs in on the back office's login screen (its language: the browser's). */
async function logIn(page: Page, c: Config, path = '/') {
  const { m } = c;
  await page.goto(admin(path));
  await expect(page.getByRole('heading', { level: 1, name: m.loginTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
  // The back office's host names the demo school: said, not asked (no school field, no key to type).
  await expect(page.getByText(m.loginSchoolOf(STAFF.schoolName))).toBeVisible();
  await expect(page.getByLabel(m.loginSchool)).toHaveCount(0);
  await page.getByLabel(m.loginEmail).fill(STAFF.email);
  await page.getByLabel(m.loginPassword).fill(STAFF.password);
  await page.getByRole('button', { name: m.loginSubmit }).click();
  await expect(page.getByRole('navigation', { name: m.navLabel })).toBeVisible();
}

/** A row of a table in `scope` holding a cell (or row header) with exactly this text. */
const rowWith = (page: Page, scope: Locator, text: string) =>
  scope.getByRole('row').filter({
    has: page.getByRole('cell', { name: text, exact: true }).or(page.getByRole('rowheader', { name: text, exact: true })),
  });

/**
 * A visitor's page on the site (their own browser: no back-office session), consent answered, and
 * a stay from tomorrow stored as the site's stay picker stores it (the widget offers the slots that
 * start during the stay; without one it starts at the season's first week, later than tomorrow).
 */
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

/** The "Flocon" lesson in the site's widget, and its slot `slotId`'s radio button. */
async function floconSlot(page: Page, c: Config, slotId: number) {
  const widget = page.locator('.widget-host');
  await page.goto(c.site.lessonsPath);
  await expect(widget.getByRole('heading', { name: c.site.offers })).toBeVisible();
  await widget.getByRole('button', { name: c.chooseFlocon }).click();
  // The slot's day on the widget's calendar (a full day is not the one it opens on).
  const [row] = await sql<{ starts_on: string }>('select starts_on::text as starts_on from slots where id = $1', [slotId]);
  await visitor.pickDay(page, row?.starts_on as string);
  const slot = widget.locator(`[data-slot="${slotId}"]`);
  await expect(slot).toBeVisible();
  return { slot, radio: slot.getByRole('radio') };
}

const CHILDREN = {
  fr: [
    { firstName: 'Léa', lastName: 'Durand', birthDate: '2018-02-14' },
    { firstName: 'Hugo', lastName: 'Durand', birthDate: '2019-09-30' },
    { firstName: 'Inès', lastName: 'Petit', birthDate: '2017-06-05' },
  ],
  en: [
    { firstName: 'Olivia', lastName: 'Brown', birthDate: '2018-02-14' },
    { firstName: 'Jack', lastName: 'Brown', birthDate: '2019-09-30' },
    { firstName: 'Amelia', lastName: 'Jones', birthDate: '2017-06-05' },
  ],
};

for (const c of CONFIGS) {
  const { m, lang } = c;

  test.describe(`back office in ${lang}`, () => {
    test.use({ locale: c.locale });
    test.setTimeout(60_000);

    test('at 375 px: tomorrow’s full group, two check-ins that survive a reload, a line cancelled with a partial refund, the place free again in the widget', async ({
      page,
      browser,
    }) => {
      // Tomorrow's group, full: a family of two and a child alone.
      const [a, b, alone] = CHILDREN[lang];
      const slotId = await groupTomorrow(3);
      await paidGroupOrder({ slotId, children: [a!, b!], contact: c.contact, lang });
      const single = await paidGroupOrder({
        slotId,
        children: [alone!],
        contact: { ...c.contact, lastName: alone!.lastName, email: `single-${lang}@example.com` },
        lang,
      });
      expect(await slotPlaces(slotId)).toMatchObject({ capacity: 3, sold: 3, held: 0 });

      // The site's widget: the group is full.
      const site = await visitorPage(browser, c);
      const before = await floconSlot(site, c, slotId);
      await expect(before.radio).toBeDisabled();
      await expect(before.slot).toContainText(c.full);

      // The staff member, on a phone at the meeting point.
      await page.setViewportSize({ width: 375, height: 812 });
      await logIn(page, c);
      await expect(page.getByRole('heading', { level: 1, name: m.dashboardTitle })).toBeVisible();
      const tomorrow = isoDay(1);
      const slots = page.getByRole('region', { name: m.tableScroll(m.slotsHeading) });
      // Its roster link (named for the lesson and its first day; this very group by its address).
      const group = page
        .getByRole('link', { name: new RegExp(`Flocon.*${ddmmyyyy(tomorrow)}`) })
        .and(page.locator(`[href="/admin/rosters/${slotId}"]`));
      const groupRow = slots.getByRole('row').filter({ has: group });
      await expect(groupRow).toHaveCount(1);
      // Sold, held, free: 3, 0, 0.
      await expect(groupRow.getByRole('listitem')).toHaveText([m.soldCount(3), m.heldCount(0), m.freeCount(0)]);

      await groupRow.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${m.rosterTitle('')}.*Flocon`) })).toBeVisible();
      await expect(page.getByText(m.placesOf(3, 3))).toBeVisible();
      const day = ddmm(tomorrow);
      const switchOf = (p: { firstName: string; lastName: string }) =>
        page.getByRole('switch', { name: m.presentOn(day, `${p.firstName} ${p.lastName}`) });
      for (const p of [a!, b!, alone!]) await expect(switchOf(p)).toHaveAttribute('aria-checked', 'false');
      // One tap each: the lesson is tomorrow, so staff confirm checking in on another day; the platform records it.
      const s = lang === 'fr' ? scanFr : scanEn;
      for (const p of [a!, alone!]) {
        const saved = page.waitForResponse((r) => r.url().includes(`/slots/${slotId}/check-ins`) && r.request().method() === 'PUT');
        await switchOf(p).click();
        const dialog = page.getByRole('dialog', { name: s.otherDayTitle });
        await expect(dialog).toBeVisible();
        await dialog.getByRole('button', { name: s.otherDayConfirm }).click();
        await expect(dialog).toBeHidden();
        await expect(switchOf(p)).toHaveAttribute('aria-checked', 'true');
        expect((await saved).status()).toBe(200);
      }
      await page.reload();
      await expect(switchOf(a!)).toHaveAttribute('aria-checked', 'true');
      await expect(switchOf(alone!)).toHaveAttribute('aria-checked', 'true');
      await expect(switchOf(b!)).toHaveAttribute('aria-checked', 'false');
      // The next day is untouched.
      await expect(page.getByRole('switch', { name: m.presentOn(ddmm(isoDay(2)), `${a!.firstName} ${a!.lastName}`) })).toHaveAttribute(
        'aria-checked',
        'false',
      );
      const [checked] = await sql<{ n: number; day: string }>(
        `select count(*)::int as n, min(c.day)::text as day from check_ins c join order_lines l on l.id = c.order_line_id where l.slot_id = $1`,
        [slotId],
      );
      expect(checked).toEqual({ n: 2, day: tomorrow });

      // The child alone's order, from the roster.
      const aloneRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(alone!.firstName) }) });
      await aloneRow.getByRole('link', { name: single }).click();
      await expect(page.getByRole('heading', { level: 1, name: m.orderTitle(single) })).toBeVisible();
      const orderUrl = `${stack().platformUrl}/api/backoffice/sites/${STAFF.site}/orders/${encodeURIComponent(single)}`;
      const orderBefore = (await (await page.request.get(orderUrl)).json()) as {
        paid: { amount: number };
        lines: { name: string; total: { amount: number } }[];
      };
      const line = orderBefore.lines[0]!;
      expect(orderBefore.lines).toHaveLength(1);
      const refund = 5000;
      expect(refund).toBeLessThan(orderBefore.paid.amount);

      // Cancel its line, refund part of it.
      await page.getByRole('button', { name: m.cancelLine(line.name) }).click();
      const dialog = page.getByRole('dialog', { name: m.cancelTitle(single) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: new RegExp(line.name) })).toBeChecked();
      await expect(dialog.getByLabel(m.cancelRefund)).toHaveValue(c.typed(Math.min(line.total.amount, orderBefore.paid.amount)));
      await dialog.getByLabel(m.cancelRefund).fill(c.typed(refund));
      await dialog.getByLabel(m.cancelReason).fill(lang === 'fr' ? 'Enfant malade' : 'Sick child');
      await expect(dialog.getByRole('checkbox', { name: m.cancelNotify })).toBeChecked();
      await dialog.getByRole('button', { name: m.cancelSubmit }).click();
      await expect(page.getByRole('status').filter({ hasText: m.cancelDone(money(refund, lang)) })).toBeVisible();
      await expect(dialog).toBeHidden();

      // The order page: the line cancelled, the refund, the cancellation e-mail, the audit log.
      await expect(page.getByRole('button', { name: m.cancelLine(line.name) })).toHaveCount(0);
      const refunds = page.getByRole('region', { name: m.tableScroll(m.refunds) });
      await expect(rowWith(page, refunds, money(refund, lang))).toHaveCount(1);
      await expect(refunds).toContainText(lang === 'fr' ? 'Enfant malade' : 'Sick child');
      const emails = page.getByRole('region', { name: m.tableScroll(m.emailsSent) });
      await expect(rowWith(page, emails, m.emailKind('cancellation'))).toContainText(`single-${lang}@example.com`);
      const audit = page.getByRole('region', { name: m.tableScroll(m.auditLog) });
      await expect(rowWith(page, audit, 'order.cancel')).toContainText(STAFF.email);

      // The platform: refunded, not more than paid; the places back to the group.
      const orderAfter = (await (await page.request.get(orderUrl)).json()) as {
        refunded: { amount: number };
        refundable: { amount: number };
      };
      expect(orderAfter.refunded.amount).toBe(refund);
      expect(orderAfter.refundable.amount).toBe(orderBefore.paid.amount - refund);
      const [row] = await sql<{ refunded_cents: number }>('select refunded_cents from orders where number = $1', [single]);
      expect(row?.refunded_cents).toBe(refund);
      const [recorded] = await sql<{ amount_cents: number; status: string }>(
        'select r.amount_cents, r.status from refunds r join orders o on o.id = r.order_id where o.number = $1',
        [single],
      );
      expect(recorded).toEqual({ amount_cents: refund, status: 'succeeded' });
      expect(await slotPlaces(slotId)).toMatchObject({ sold: 2, held: 0 });

      // The visitor's widget: the place can be chosen again.
      const after = await floconSlot(site, c, slotId);
      await expect(after.radio).toBeEnabled();
      await expect(after.slot).not.toContainText(c.full);
      await after.radio.check();
      await expect(after.radio).toBeChecked();
      await site.context().close();
    });

    test('one child of two cancelled alone: their share refunded, their place back, the other still on the roster, the e-mail names them', async ({
      page,
    }) => {
      const [a, b] = CHILDREN[lang];
      const slotId = await groupTomorrow(4, 'cours-enfants-flocon', '14:00');
      const email = `family-${lang}-${Date.now().toString(36)}@example.com`;
      const number = await paidGroupOrder({ slotId, children: [a!, b!], contact: { ...c.contact, email }, lang });
      expect(await slotPlaces(slotId)).toMatchObject({ sold: 2 });
      const [paid] = await sql<{ paid: number }>('select total_cents as paid from orders where number = $1', [number]);
      // Two children at the same price: half of what was paid each.
      const share = paid!.paid / 2;

      await page.setViewportSize({ width: 375, height: 812 });
      await logIn(page, c, `/orders/${encodeURIComponent(number)}`);
      await expect(page.getByRole('heading', { level: 1, name: m.orderTitle(number) })).toBeVisible();
      const nameB = `${b!.firstName} ${b!.lastName}`;
      await page.getByRole('button', { name: m.cancelParticipant(nameB) }).click();
      const dialog = page.getByRole('dialog', { name: m.cancelParticipantTitle(nameB) });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(m.cancelRefund)).toHaveValue(c.typed(share));
      expect(await violations(page), 'participant cancellation dialog, 375').toEqual([]);
      await dialog.getByLabel(m.cancelReason).fill(lang === 'fr' ? 'Bras cassé' : 'Broken arm');
      await dialog.getByRole('button', { name: m.cancelSubmit }).click();
      await expect(page.getByRole('status').filter({ hasText: m.cancelDone(money(share, lang)) })).toBeVisible();
      await expect(dialog).toBeHidden();

      // The order: that child cancelled, the other still booked (and no longer cancellable alone: the line is).
      const participants = page.getByRole('region', { name: new RegExp(`^${m.participants} — `) });
      const cancelledRow = participants.getByRole('row').filter({ hasText: nameB });
      await expect(cancelledRow).toContainText(m.participantCancelled('').trim());
      await expect(page.getByRole('button', { name: m.cancelParticipant(nameB) })).toHaveCount(0);
      await expect(page.getByRole('button', { name: m.cancelParticipant(`${a!.firstName} ${a!.lastName}`) })).toHaveCount(0);
      const audit = page.getByRole('region', { name: m.tableScroll(m.auditLog) });
      await expect(rowWith(page, audit, 'order.cancel-participant')).toContainText(STAFF.email);
      expect(await violations(page), 'order with a participant cancelled, 375').toEqual([]);
      expect(await slotPlaces(slotId)).toMatchObject({ sold: 1 });
      const [refund] = await sql<{ amount_cents: number; status: string }>(
        'select r.amount_cents, r.status from refunds r join orders o on o.id = r.order_id where o.number = $1',
        [number],
      );
      expect(refund).toEqual({ amount_cents: share, status: 'succeeded' });
      const emails = page.getByRole('region', { name: m.tableScroll(m.emailsSent) });
      await expect(rowWith(page, emails, m.emailKind('cancellation'))).toContainText(email);
      const mail = (await waitForMail({ to: email, subject: new RegExp(number) })).text;
      expect(mail).toContain(nameB);
      expect(mail).not.toContain(`${a!.firstName} ${a!.lastName}`);

      // The roster: the other child only.
      await page.goto(admin(`/rosters/${slotId}`));
      await expect(page.getByText(m.placesOf(1, 4))).toBeVisible();
      await expect(page.getByRole('switch', { name: new RegExp(`${a!.firstName} ${a!.lastName}`) }).first()).toBeVisible();
      await expect(page.getByRole('switch', { name: new RegExp(nameB) })).toHaveCount(0);
    });

    test('the affiliation report shows an order placed with ?hoteId=, and its CSV parses with the right totals', async ({ page }) => {
      // A visitor arrives from a partner hotel and pays a lesson for one child.
      const provider = `E2E-BO-${lang.toUpperCase()}-${Date.now().toString(36).toUpperCase()}`;
      const t = c.site;
      const widget = page.locator('.widget-host');
      await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
      await page.goto(`${t.lessonsPath}?hoteId=${provider}`);
      await expect(widget.getByRole('heading', { name: t.offers })).toBeVisible();
      await widget.getByRole('button', { name: t.chooseLesson }).click();
      await widget.getByRole('radio').and(widget.locator(':not([disabled])')).first().check();
      await visitor.fillPerson(page, t, 1, [CHILDREN[lang][0]!.firstName, 'Hotel', '2018-02-14']);
      await widget.getByRole('button', { name: t.addToCart }).click();
      await expect(widget.getByRole('status')).toHaveText(t.added);
      // The header's cart counts it before the visitor goes to the cart (leaving while that count is
      // being fetched can drop the stored business provider: the cut fetch is taken for a failed one).
      await expect(page.getByRole('banner').getByRole('link', { name: c.cartOne })).toBeVisible();
      const total = await visitor.goToPayment(page, t);
      await visitor.payWith(page, t, visitor.CARDS.success);
      await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible({ timeout: 25_000 });
      const [order] = await sql<{ total_cents: number; status: string }>(
        'select total_cents, status from orders where business_provider_id = $1',
        [provider],
      );
      expect(order?.status).toBe('paid');
      expect(money(order!.total_cents, lang)).toBe(total);

      // The staff member's report for the last week, today included.
      await page.setViewportSize({ width: 1280, height: 900 });
      await logIn(page, c);
      await (await navLink(page, m, m.navReports)).click();
      await expect(page.getByRole('heading', { level: 1, name: m.reportsTitle })).toBeVisible();
      await expect(page.getByRole('tab', { name: m.affiliationTab })).toHaveAttribute('aria-selected', 'true');
      const period = page.getByRole('form', { name: m.periodLabel });
      await period.getByLabel(m.from).fill(isoDay(-7));
      await period.getByLabel(m.to).fill(isoDay(0));
      await period.getByRole('button', { name: m.show }).click();
      const table = page.getByRole('table', { name: m.affiliationCaption(ddmmyyyy(isoDay(-7)), ddmmyyyy(isoDay(0))) });
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: provider, exact: true }) });
      await expect(row).toHaveCount(1);
      // Referral, orders, participants, paid, refunded.
      const cells = row.getByRole('cell');
      await expect(cells.nth(1)).toHaveText('1');
      await expect(cells.nth(2)).toHaveText('1');
      await expect(cells.nth(3)).toHaveText(money(order!.total_cents, lang));
      await expect(cells.nth(4)).toHaveText(money(0, lang));

      // The CSV: UTF-8 with a BOM, `;`-separated, the provider's row, and totals that add up.
      const downloading = page.waitForEvent('download');
      await page.getByRole('link', { name: m.downloadCsv }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const bytes = readFileSync(await download.path());
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8');
      const [header, ...rest] = parseCsv(text);
      expect(text.split(/\r?\n/, 1)[0]).toContain(';');
      expect(header).toHaveLength(6);
      const totalRow = rest.at(-1)!;
      const rows = rest.slice(0, -1);
      expect(totalRow[0]).toBe('Total');
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r).toHaveLength(6);
      const mine = rows.filter((r) => r[0] === provider);
      expect(mine).toHaveLength(1);
      expect(mine[0]!.slice(2, 4)).toEqual(['1', '1']);
      expect(csvCents(mine[0]![4]!)).toBe(order!.total_cents);
      expect(csvCents(mine[0]![5]!)).toBe(0);
      const sum = (i: number, read: (s: string) => number) => rows.reduce((n, r) => n + read(r[i]!), 0);
      expect(Number(totalRow[2])).toBe(sum(2, Number));
      expect(Number(totalRow[3])).toBe(sum(3, Number));
      expect(csvCents(totalRow[4]!)).toBe(sum(4, csvCents));
      expect(csvCents(totalRow[5]!)).toBe(sum(5, csvCents));
      // The same figures as the table's total row.
      const foot = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: m.total, exact: true }) });
      await expect(foot.getByRole('cell')).toHaveText([
        Number(totalRow[2]).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB'),
        Number(totalRow[3]).toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-GB'),
        money(csvCents(totalRow[4]!), lang),
        money(csvCents(totalRow[5]!), lang),
      ]);
    });

    test('a roster prints on A4: no navigation, the table within the printable width, one page for a small group', async ({ page }) => {
      const [a, b] = CHILDREN[lang];
      const slotId = await groupTomorrow(2);
      await paidGroupOrder({ slotId, children: [a!, b!], contact: c.contact, lang });
      await page.setViewportSize({ width: 1280, height: 900 });
      await logIn(page, c, `/rosters/${slotId}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${m.rosterTitle('')}.*Flocon`) })).toBeVisible();
      const table = page.getByRole('table');
      await expect(table.getByRole('rowheader', { name: new RegExp(a!.firstName) })).toBeVisible();
      // The header's language switch: the other language and back (kept for the next visit).
      const other = c.lang === 'fr' ? en : fr;
      await page.getByRole('button', { name: m.switchLanguageLabel }).click();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${other.rosterTitle('')}.*Flocon`) })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', c.lang === 'fr' ? 'en' : 'fr');
      await page.getByRole('button', { name: other.switchLanguageLabel }).click();
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${m.rosterTitle('')}.*Flocon`) })).toBeVisible();

      // A4 is 210 mm wide; the print stylesheet's page margins (@page, 12 mm) leave 186 mm = 703 px at 96 dpi.
      const printable = Math.floor(((210 - 2 * 12) / 25.4) * 96);
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: printable, height: 1000 });
      await expect(page.getByRole('navigation', { name: m.navLabel })).toBeHidden();
      await expect(page.getByRole('button', { name: m.print })).toBeHidden();
      await expect(page.getByRole('link', { name: m.downloadCsv })).toBeHidden();
      await expect(page.getByRole('link', { name: new RegExp(m.backToSlots) })).toBeHidden();
      await expect(table).toBeVisible();
      const box = await table.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(printable);
      // Nothing sticks out of the page: neither the table's cells nor the document.
      const scroller = page.getByRole('region').filter({ has: page.getByRole('table') });
      const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth!);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(printable);
      // Every column is on the page, down to the order number.
      const last = table.getByRole('columnheader', { name: m.order, exact: true });
      const lastBox = await last.boundingBox();
      expect(lastBox!.x + lastBox!.width).toBeLessThanOrEqual(printable);

      // The PDF Chromium prints: A4 (595 × 842 pt), one page for two children.
      const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
      const pages = pdf.match(/\/Type\s*\/Page(?![s\w])/g) ?? [];
      expect(pages).toHaveLength(1);
      const mediaBox = pdf.match(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/);
      expect(Number(mediaBox?.[1])).toBeCloseTo(595.9, 0);
      expect(Number(mediaBox?.[2])).toBeCloseTo(842.9, 0);
    });

    test('the dashboard moves a week at a time, and its tables fit a phone, headings whole', async ({ page }) => {
      const [a] = CHILDREN[lang];
      const slotId = await groupTomorrow(4);
      await paidGroupOrder({ slotId, children: [a!], contact: c.contact, lang });
      await page.setViewportSize({ width: 320, height: 812 });
      await logIn(page, c);
      const slots = page.getByRole('region', { name: m.tableScroll(m.slotsHeading) });
      const revenue = page.getByRole('region', { name: m.tableScroll(m.revenueTableCaption) });
      for (const width of [320, 375, 768, 1280]) {
        await page.setViewportSize({ width, height: 812 });
        // The lessons fit from 320 px; the days (a column per product type sold that week) from 768 px, and scroll
        // on a phone, their headings whole.
        for (const [name, region] of [
          ['lessons', slots],
          ['days', revenue],
        ] as const) {
          await expect(region.getByRole('columnheader').first()).toBeVisible();
          await expect(async () => {
            const [scrollWidth, clientWidth] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
            if (name === 'lessons' || width >= 768) expect(scrollWidth, `${name} at ${width} px`).toBeLessThanOrEqual(clientWidth!);
            const cut = await region
              .getByRole('columnheader')
              .evaluateAll((ths) => ths.filter((th) => th.scrollWidth > th.clientWidth).map((th) => th.textContent));
            expect(cut, `${name}' headings at ${width} px`).toEqual([]);
          }).toPass({ timeout: 5_000 });
        }
      }
      // A week later and back: the period in the URL, then today's again.
      const today = isoDay(0);
      await expect(page.getByText(m.dashboardPeriod(ddmmyyyy(today), ddmmyyyy(isoDay(7))))).toBeVisible();
      await page.getByRole('button', { name: m.nextWeek }).click();
      await expect(page).toHaveURL(new RegExp(`\\?from=${isoDay(7)}$`));
      await expect(page.getByText(m.dashboardPeriod(ddmmyyyy(isoDay(7)), ddmmyyyy(isoDay(14))))).toBeVisible();
      await page.getByRole('button', { name: m.backToToday }).click();
      await expect(page.getByText(m.dashboardPeriod(ddmmyyyy(today), ddmmyyyy(isoDay(7))))).toBeVisible();
      expect(await violations(page), 'dashboard at 1 280 px').toEqual([]);
    });

    test('the navigation at every width: each item whole, in the bar or in the "More" menu, the current page marked', async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(admin('/activity'));
      // An administrator: every item of the navigation.
      await page.getByLabel(m.loginEmail).fill(ADMIN.email);
      await page.getByLabel(m.loginPassword).fill(ADMIN.password);
      await page.getByRole('button', { name: m.loginSubmit }).click();
      const nav = page.getByRole('navigation', { name: m.navLabel });
      await expect(nav).toBeVisible();
      const all = [
        m.navDashboard,
        m.navOrders,
        m.navRosters,
        m.navScan,
        m.navReports,
        m.navEarnings,
        m.navReconciliation,
        m.navCatalogue,
        m.navLevels,
        m.navInstructors,
        m.navPlanning,
        m.navLessonRequests,
        m.navSeason,
        m.navClosures,
        m.navOffers,
        m.navActivity,
        m.navInvoicing,
        m.navAccounts,
      ];
      const more = nav.getByRole('button', { name: m.navMore });
      /** Every element whole: inside the page's width and its own box (no text cut), the page without a sideways scroll. */
      const whole = async (links: Locator, width: number) => {
        for (const box of await links.evaluateAll((els) =>
          els.map((el) => {
            const r = el.getBoundingClientRect();
            return { left: r.left, right: r.right, cut: el.scrollWidth > el.clientWidth, text: el.textContent };
          }),
        )) {
          expect(box.left, `${box.text} at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${box.text} at ${width} px`).toBeLessThanOrEqual(width);
          expect(box.cut, `${box.text} at ${width} px`).toBe(false);
        }
      };
      for (const width of [320, 375, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        // The bar follows the width (a ResizeObserver): checked once it has.
        const bar = nav.getByRole('link');
        await expect(async () => {
          const navBox = (await nav.boundingBox())!;
          await whole(bar, width);
          for (const right of await bar.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right))) {
            expect(right).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          const shown = await bar.allTextContents();
          expect(shown).toEqual(all.slice(0, shown.length));
          expect(await more.count()).toBe(shown.length === all.length ? 0 : 1);
        }).toPass({ timeout: 15_000 });
        const shown = await bar.allTextContents();
        if (shown.length === all.length) continue;
        await whole(more, width);
        // The rest is in the menu, in order, each whole; the current page marked where it is.
        await more.click();
        await expect(more).toHaveAttribute('aria-expanded', 'true');
        const rest = page.locator(`[id="${await more.getAttribute('aria-controls')}"]`).getByRole('link');
        // The menu holds the items the bar has no room for, in order (the bar may settle once more as the menu opens).
        await expect(async () => {
          const inMenu = await rest.allTextContents();
          expect(inMenu.length).toBeGreaterThan(0);
          expect(inMenu).toEqual(all.slice(all.length - inMenu.length));
        }).toPass({ timeout: 10_000 });
        await whole(rest, width);
        await expect(nav.locator('[aria-current="page"]')).toHaveText(m.navActivity);
        if (width === 320 || width === 1280) expect(await violations(page), `menu open at ${width} px`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(more).toHaveAttribute('aria-expanded', 'false');
        await expect(more).toBeFocused();
      }
      // At 1 280 px (the desk), the last item no longer reads "Codes p…": from the menu, it opens its screen.
      await (await navLink(page, m, m.navAccounts)).click();
      await expect(page).toHaveURL(/\/admin\/accounts$/);
    });

    for (const width of [375, 1280]) {
      test(`axe at ${width} px: no axe violation of any impact on any screen`, async ({ page }) => {
        const [a] = CHILDREN[lang];
        const slotId = await groupTomorrow(4);
        const number = await paidGroupOrder({ slotId, children: [a!], contact: c.contact, lang });
        await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
        const failing: Record<string, string[]> = {};
        const check = async (screen: string) => {
          const found = await violations(page);
          if (found.length) failing[screen] = found;
        };

        await page.goto(admin('/'));
        await expect(page.getByRole('heading', { level: 1, name: m.loginTitle })).toBeVisible();
        await check('login');
        await logIn(page, c);
        await expect(page.getByRole('heading', { level: 2, name: m.slotsHeading })).toBeVisible();
        await expect(page.getByRole('table', { name: m.revenueTableCaption })).toBeVisible();
        await check('dashboard');

        await (await navLink(page, m, m.navOrders)).click();
        await expect(page.getByRole('heading', { level: 1, name: m.ordersTitle })).toBeVisible();
        await expect(page.getByRole('link', { name: number })).toBeVisible();
        await check('orders');

        await page.getByRole('link', { name: number }).click();
        await expect(page.getByRole('heading', { level: 1, name: m.orderTitle(number) })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: m.auditLog })).toBeVisible();
        await check('order');
        await page.getByRole('button', { name: m.cancelOrder }).click();
        const dialog = page.getByRole('dialog', { name: m.cancelTitle(number) });
        await expect(dialog.getByLabel(m.cancelReason)).toBeVisible();
        await check('cancellation dialog');
        await dialog.getByRole('button', { name: m.close }).click();
        await expect(dialog).toBeHidden();

        await (await navLink(page, m, m.navRosters)).click();
        await expect(page.getByRole('heading', { level: 1, name: m.rostersTitle })).toBeVisible();
        const card = page.getByRole('link', { name: /Flocon/ }).and(page.locator(`[href="/admin/rosters/${slotId}"]`));
        await expect(card).toBeVisible();
        await check('rosters');
        await card.click();
        await expect(page.getByRole('switch', { name: m.presentOn(ddmm(isoDay(1)), `${a!.firstName} ${a!.lastName}`) })).toBeVisible();
        await check('roster');

        await (await navLink(page, m, m.navReports)).click();
        await expect(page.getByRole('heading', { level: 1, name: m.reportsTitle })).toBeVisible();
        await expect(page.getByRole('table', { name: new RegExp(`^${m.affiliationCaption('', '').split(' ')[0]}`) })).toBeVisible();
        await check('reports (affiliation)');
        await page.getByRole('tab', { name: m.salesTab }).click();
        await expect(page.getByRole('table', { name: new RegExp(`^${m.salesCaption('', '').split(' ')[0]}`) })).toBeVisible();
        await check('reports (sales)');

        const rc = reconciliationTexts[lang];
        await (await navLink(page, m, m.navReconciliation)).click();
        await expect(page.getByRole('heading', { level: 1, name: rc.title })).toBeVisible();
        await expect(page.getByRole('status').filter({ hasText: rc.reconciled })).toBeVisible();
        await check('reconciliation');

        expect(failing).toEqual({});
      });
    }
  });
}
