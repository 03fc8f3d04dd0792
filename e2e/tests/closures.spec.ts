import { expect, type Page, test } from '@playwright/test';
import { formatEuros } from '@schuss/contracts/rules';
import { type ClosuresMessages, closuresEn, closuresFr } from '../../apps/backoffice/src/i18n/closures';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { violations } from '../axe';
import { type Child, type Contact, isoDay, navLink, paidGroupOrder, STAFF, staffLogIn } from '../backoffice-fixtures';
import { waitForMail } from '../mail';
import { sql, stack } from '../stack';

/**
 * Weather closure journeys, in French and in English (the browser's
 * language): a staff member picks a day, sees who closing it concerns (a French order on a one-day
 * lesson, an English one on a five-day course running that day), closes it for the weather with a
 * refund, and each contact gets an e-mail in their order's language with their refund — the whole
 * lesson, or the closed day's share of what the course was paid (with a 15 % promo code: a fifth of the
 * discounted price, as the preview said) — which the order's page shows. No axe
 * violation on the closures screens at 375 and 1 280 px.
 */

type Lang = 'fr' | 'en';
const CONFIGS: { lang: Lang; locale: string; m: Messages; t: ClosuresMessages; offset: number }[] = [
  { lang: 'fr', locale: 'fr-FR', m: fr, t: closuresFr, offset: 0 },
  { lang: 'en', locale: 'en-GB', m: en, t: closuresEn, offset: 1 },
];

const _admin = (path = '/') => `${stack().platformUrl}/admin${path}`;
const money = (cents: number, lang: Lang) => formatEuros(cents, lang);
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A slot of the demo's "Flocon" lesson from `from` to `to` (after the demo season: only this journey's slots run then). */
async function flocon(from: string, to: string): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `insert into slots (product_id, starts_on, ends_on, start_time, end_time, capacity)
     select id, $1::date, $2::date, '09:15', '11:45', 8 from products where key = 'cours-enfants-flocon' returning id`,
    [from, to],
  );
  return row!.id;
}

/** The closure e-mail of an order, once delivered (`<order>-closure-<id>.eml`). */
async function closureMail(order: string): Promise<string> {
  return (await waitForMail({ filePrefix: `${order}-closure-` })).text;
}

async function expectNoViolation(page: Page, where: string) {
  expect(await violations(page), where).toEqual([]);
}

const CHILDREN: Record<Lang, Child[]> = {
  fr: [
    { firstName: 'Léa', lastName: 'Durand', birthDate: '2018-02-14' },
    { firstName: 'Hugo', lastName: 'Durand', birthDate: '2019-09-30' },
  ],
  en: [{ firstName: 'Olivia', lastName: 'Brown', birthDate: '2018-02-14' }],
};

for (const { lang, locale, m, t, offset } of CONFIGS) {
  test.describe(`weather closures in ${lang}`, () => {
    test.use({ locale });
    test.setTimeout(90_000);

    test('staff close a day for the weather: each contact gets an e-mail in the order language and a refund the order page shows', async ({
      page,
    }) => {
      // Long after the demo season: only these slots run that day.
      const day = isoDay(220 + 7 * offset);
      const oneDay = await flocon(day, day);
      const course = await flocon(isoDay(220 + 7 * offset - 1), isoDay(220 + 7 * offset + 3));
      const frContact: Contact = {
        firstName: 'Claire',
        lastName: 'Durand',
        email: `claire.${stamp()}@example.fr`,
        phone: '06 11 22 33 44',
      };
      const enContact: Contact = { firstName: 'Emma', lastName: 'Brown', email: `emma.${stamp()}@example.com`, phone: '+44 20 7946 0111' };
      // The course is paid with a 15 % promo code.
      const promo = `SEMAINE${stamp().toUpperCase()}`;
      await sql(`insert into promo_codes (site, code, kind, percent) values ('val-neige', $1, 'percent', 15)`, [promo]);
      const frOrder = await paidGroupOrder({ slotId: oneDay, children: CHILDREN.fr, contact: frContact, lang: 'fr' });
      const enOrder = await paidGroupOrder({ slotId: course, children: CHILDREN.en, contact: enContact, lang: 'en', promoCode: promo });
      const totals = await sql<{ number: string; list: number; paid: number }>(
        'select o.number, l.total_cents as list, o.total_cents as paid from order_lines l join orders o on o.id = l.order_id where o.number = any($1)',
        [[frOrder, enOrder]],
      );
      const frTotal = totals.find((r) => r.number === frOrder)!.paid;
      const course5 = totals.find((r) => r.number === enOrder)!;
      expect(course5.paid).toBe(course5.list - Math.round(course5.list * 0.15));
      // The closed day is the course's second: a fifth of what was paid, the odd cents to the first days.
      const share = Math.floor(course5.paid / 5) + (course5.paid % 5 > 1 ? 1 : 0);
      expect(share).not.toBe(Math.round(course5.list / 5));

      // The staff member, at the desk.
      await page.setViewportSize({ width: 1280, height: 900 });
      await staffLogIn(page, m);
      await (await navLink(page, m, m.navClosures)).click();
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      await page.getByLabel(t.day).fill(day);

      // Before anything is closed: the day's slots, who it concerns and what a refund gives back.
      await expect(page.getByRole('radio', { name: t.wholeDay(2) })).toBeChecked();
      await expect(page.getByText(t.affectedSummary(2, 3, 2))).toBeVisible();
      const affected = page.getByRole('region', { name: m.tableScroll(t.affectedTable) });
      await expect(affected.getByRole('row').filter({ hasText: frOrder })).toContainText(money(frTotal, lang));
      await expect(affected.getByRole('row').filter({ hasText: enOrder })).toContainText(t.shareOfDays(5));
      await expect(affected.getByRole('row').filter({ hasText: enOrder })).toContainText(money(share, lang));
      await expectNoViolation(page, 'closures, preview, 1280');

      await page.getByLabel(t.reason).selectOption('weather');
      await page.getByLabel(t.note).fill(lang === 'fr' ? 'Tempête de neige et vent fort' : 'Snowstorm and strong wind');
      await expect(page.getByRole('radio', { name: t.remedyRefund(money(frTotal + share, lang)) })).toBeChecked();
      await page.getByRole('button', { name: t.submit }).click();
      const dialog = page.getByRole('dialog', { name: t.confirmTitle });
      await expect(dialog).toContainText(t.confirmText(2, 2));
      await expect(dialog).toContainText(t.confirmRefund(money(frTotal + share, lang)));
      await expectNoViolation(page, 'closures, confirmation, 1280');
      await dialog.getByRole('button', { name: t.confirmSubmit }).click();

      // The closure: both lines refunded, both e-mails sent.
      await expect(page).toHaveURL(/\/admin\/closures\/\d+$/);
      const id = Number(/\/closures\/(\d+)$/.exec(page.url())?.[1]);
      // The confirmation is a toast (6 s): read before the closure's page, which may take longer than that to load under load.
      await expect(page.getByRole('status').filter({ hasText: t.done(id) })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t.closureTitle(id) })).toBeVisible();
      const lines = page.getByRole('region', { name: m.tableScroll(t.linesTable) });
      for (const [order, cents] of [
        [frOrder, frTotal],
        [enOrder, share],
      ] as const) {
        const row = lines.getByRole('row').filter({ hasText: order });
        await expect(row).toContainText(t.outcomeName('refunded'));
        await expect(row).toContainText(money(cents, lang));
        await expect(row).toContainText(t.emailStatus('sent'));
      }
      await expectNoViolation(page, 'closure, 1280');

      // Each contact's e-mail, in their order's language.
      const frMail = await closureMail(frOrder);
      expect(frMail).toContain(`To: ${frContact.email}`);
      expect(frMail).toContain('En raison des conditions météo, l’école ferme le');
      expect(frMail).toContain(lang === 'fr' ? 'Tempête de neige et vent fort' : 'Snowstorm and strong wind');
      expect(frMail).toContain('Participants : Léa Durand, Hugo Durand');
      expect(frMail).toContain(`Nous vous remboursons ${formatEuros(frTotal, 'fr', { plainSpaces: true })} : la prestation entière.`);
      const enMail = await closureMail(enOrder);
      expect(enMail).toContain(`To: ${enContact.email}`);
      expect(enMail).toContain('Because of the weather conditions, the school is closed on');
      expect(enMail).toContain(`We refund ${formatEuros(share, 'en', { plainSpaces: true })}: the share of`);
      expect(enMail).toContain('(1 day of 5). The other days go ahead as planned.');

      // The platform: refunded through the provider, once each; the slots take no new places.
      const refunds = await sql<{ number: string; amount_cents: number; status: string }>(
        'select o.number, r.amount_cents, r.status from refunds r join orders o on o.id = r.order_id where o.number = any($1) order by o.number',
        [[frOrder, enOrder]],
      );
      expect(refunds).toEqual(
        [
          { number: frOrder, amount_cents: frTotal, status: 'succeeded' },
          { number: enOrder, amount_cents: share, status: 'succeeded' },
        ].sort((a, b) => a.number.localeCompare(b.number)),
      );
      const closed = await sql<{ n: number }>('select count(*)::int as n from slots where id = any($1) and closed_at is not null', [
        [oneDay, course],
      ]);
      expect(closed[0]?.n).toBe(2);

      // The English order's page: the refund, the closure e-mail and the closure in its log.
      await lines.getByRole('link', { name: enOrder }).click();
      await expect(page.getByRole('heading', { level: 1, name: m.orderTitle(enOrder) })).toBeVisible();
      const orderRefunds = page.getByRole('region', { name: m.tableScroll(m.refunds) });
      await expect(orderRefunds.getByRole('row').filter({ hasText: money(share, lang) })).toHaveCount(1);
      await expect(orderRefunds).toContainText(m.refundStatus_.succeeded);
      const emails = page.getByRole('region', { name: m.tableScroll(m.emailsSent) });
      await expect(emails.getByRole('row').filter({ hasText: m.emailKind('closure') })).toContainText(enContact.email);
      const audit = page.getByRole('region', { name: m.tableScroll(m.auditLog) });
      await expect(audit.getByRole('row').filter({ hasText: 'order.closure' })).toContainText(STAFF.email);

      // On a phone: the closures screens, the list with this closure.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: t.closureTitle(id) })).toBeVisible();
      await expectNoViolation(page, 'closure, 375');
      await page.getByRole('link', { name: t.backToClosures }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      const past = page.getByRole('region', { name: m.tableScroll(t.pastTable) });
      await expect(past.getByRole('link', { name: t.see(id) })).toBeVisible();
      // The same day again: nothing left to close, said in the staff's language.
      await page.getByLabel(t.day).fill(day);
      await expect(page.getByText(t.dayAlreadyClosed)).toBeVisible();
      await expectNoViolation(page, 'closures, 375');
    });
  });
}
