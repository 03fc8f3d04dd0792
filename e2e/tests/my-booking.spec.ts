import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { violations } from '../axe';
import { hydrated } from '../hydration';
import { emlText, waitForMail } from '../mail';
import { sql, stack } from '../stack';
import { CARDS, EN, FR, fillPerson, goToPayment, payWith, type Texts } from '../visitor';

/**
 * The customer's own booking, in French and in English: a visitor pays a
 * lesson week, opens the personal link of the confirmation e-mail (delivered to the journeys' SMTP
 * server) and sees the booking at 320 px — lines, participant, total, the voucher's QR code — with
 * no axe violation; downloads its calendar file and reads it with ical.js (the week's days at the
 * lesson's times, in Europe/Paris); asks for the link again on the my-bookings page and receives a
 * new e-mail whose link opens the booking; an altered link shows the refusal that reveals nothing;
 * an unknown order gets the same answer as a known one.
 */

type MyTexts = {
  myBookingsPath: string;
  bookingSegment: string;
  title: string;
  qr: (n: string) => string;
  lesson: RegExp;
  calendar: string;
  map: string;
  directions: string;
  invalid: string;
  newLink: string;
  orderNumber: string;
  email: string;
  send: string;
  sent: (email: string) => string;
  emailError: RegExp;
};

const MY: Record<'fr' | 'en', MyTexts> = {
  fr: {
    myBookingsPath: '/mes-reservations/',
    bookingSegment: '/reservation/',
    title: 'Ma réservation',
    qr: (n) => `QR code du bon de la commande ${n}`,
    lesson: /Cours collectif enfants — Ourson/,
    calendar: 'Ajouter à mon agenda',
    map: 'Carte des lieux de rendez-vous',
    directions: 'Chaque groupe se retrouve sous le panneau de couleur de son niveau, 10 minutes avant le cours.',
    invalid: 'Ce lien ne fonctionne pas',
    newLink: 'Recevoir un nouveau lien',
    orderNumber: 'Numéro de commande',
    email: 'Adresse e-mail',
    send: 'Recevoir le lien',
    sent: (email) => `Si une commande correspond, nous avons envoyé son lien à ${email}.`,
    emailError: /^Adresse e-mail : indiquez une adresse valide/,
  },
  en: {
    myBookingsPath: '/en/my-bookings/',
    bookingSegment: '/booking/',
    title: 'My booking',
    qr: (n) => `QR code of the voucher of order ${n}`,
    lesson: /Children's group lesson — Ourson/,
    calendar: 'Add to my calendar',
    map: 'Map of the meeting points',
    directions: 'Each group meets under the coloured sign of its level, 10 minutes before the lesson.',
    invalid: 'This link does not work',
    newLink: 'Get a new link',
    orderNumber: 'Order number',
    email: 'E-mail address',
    send: 'Send me the link',
    sent: (email) => `If an order matches, we have sent its link to ${email}.`,
    emailError: /^E-mail address: give a valid address/,
  },
};

const CHILD = ['Léa', 'Martin', '2019-03-10'] as const;

/** A lesson week for one child, paid with the sandbox's success card; answers the order number and its slot. */
async function payLesson(
  page: Page,
  t: Texts,
): Promise<{ number: string; slot: { startsOn: string; endsOn: string; start: string; end: string } }> {
  const widget = page.locator('.widget-host');
  await page.goto(t.lessonsPath);
  await expect(widget.getByRole('heading', { name: t.offers })).toBeVisible();
  await widget.getByRole('button', { name: t.chooseLesson }).click();
  await widget.locator('.msem-slot input:not([disabled])').first().check();
  await fillPerson(page, t, 1, CHILD);
  await widget.getByRole('button', { name: t.addToCart }).click();
  await expect(widget.getByRole('status')).toHaveText(t.added);
  const cartId = await page.evaluate(() => sessionStorage.getItem('cartId'));
  await goToPayment(page, t);
  await payWith(page, t, CARDS.success);
  await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible({ timeout: 25_000 });
  const number = ((await page.locator('[data-order-number]').textContent()) ?? '').trim();
  expect(number).toMatch(/^[A-Z0-9-]{6,}$/);
  const [slot] = await sql<{ startsOn: string; endsOn: string; start: string; end: string }>(
    `select to_char(s.starts_on, 'YYYY-MM-DD') as "startsOn", to_char(s.ends_on, 'YYYY-MM-DD') as "endsOn",
            to_char(s.start_time, 'HH24:MI') as start, to_char(s.end_time, 'HH24:MI') as end
       from slots s join order_lines l on l.slot_id = s.id join orders o on o.id = l.order_id
      where o.number = $1`,
    [number],
  );
  expect(slot, `the lesson slot of ${cartId}`).toBeDefined();
  return { number, slot: slot as { startsOn: string; endsOn: string; start: string; end: string } };
}

/** The texts of the e-mails received since `since` (ms). */
function mailsSince(since: number): string[] {
  const dir = stack().mailDir;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => join(dir, f))
    .filter((file) => statSync(file).mtimeMs >= since)
    .map((file) => emlText(readFileSync(file, 'utf8')));
}

/** The booking page's link in an e-mail's text. */
function bookingLink(text: string, m: MyTexts): string {
  const found = new RegExp(`https?://\\S+${m.bookingSegment}[A-Za-z0-9_-]{22,64}/`).exec(text)?.[0];
  expect(found, 'a booking link in the e-mail').toBeDefined();
  return found as string;
}

/** The booking page as the customer sees it: the order, the lesson, the participant, the total, the voucher. */
async function expectBooking(page: Page, m: MyTexts, number: string) {
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  const main = page.locator('main');
  await expect(main).toContainText(number);
  await expect(main.getByRole('heading', { name: m.lesson })).toBeVisible();
  // The name itself (the note's field and button also name the child, for screen readers).
  await expect(main.getByText(`${CHILD[0]} ${CHILD[1]}`, { exact: true })).toBeVisible();
  const qr = main.getByRole('img', { name: m.qr(number) });
  await expect(qr).toBeVisible();
  // Big enough to scan from a phone, inside the 320 px screen.
  const box = await qr.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(200);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  // The lesson's meeting point, placed on the map of the meeting points.
  await expect(main.getByRole('region', { name: m.map })).toHaveAttribute('data-points', '1');
  await expect(main.locator('.mb-map .leaflet-interactive')).toHaveCount(1);
  // And how to find the group there, from the school's data; the point's name said once, then its address.
  await expect(main.getByText(m.directions, { exact: true })).toBeVisible();
  expect(await main.textContent()).toMatch(/Marmottes(?: slopes)? \(12 place des Marmottes/);
  expect(await main.textContent()).not.toMatch(/Marmottes(?: slopes)? \((?:Chalet|School chalet)/);
}

for (const t of [FR, EN]) {
  const m = MY[t.lang];
  test.describe(`my booking in ${t.lang}`, () => {
    test.setTimeout(180_000);
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
    });

    test('pay, open the link of the e-mail at 320 px, get the calendar, ask for the link again; an altered link and an unknown order reveal nothing', async ({
      page,
    }) => {
      const { number, slot } = await payLesson(page, t);

      // The confirmation e-mail carries the personal link.
      const confirmation = await waitForMail({ contains: number });
      const link = bookingLink(confirmation.text, m);
      expect(new URL(link).pathname.startsWith(t.lang === 'fr' ? '/reservation/' : '/en/booking/')).toBe(true);

      await page.setViewportSize({ width: 320, height: 720 });
      const response = await page.goto(link);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control'] ?? '').toMatch(/no-store|private|no-cache/);
      await expectBooking(page, m, number);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect(await violations(page)).toEqual([]);

      // The calendar file: each day of the week at the lesson's times, in the resort's time zone.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: m.calendar }).click()]);
      const ics = readFileSync((await download.path()) as string, 'utf8');
      const calendar = new ICAL.Component(ICAL.parse(ics));
      const lessons = calendar.getAllSubcomponents('vevent').filter((v) => !new ICAL.Event(v).startDate.isDate);
      expect(lessons.length).toBeGreaterThan(0);
      const dates = lessons.map((v) => new ICAL.Event(v).startDate.toString().slice(0, 10)).sort();
      expect(dates[0]).toBe(slot.startsOn);
      for (const v of lessons) {
        const e = new ICAL.Event(v);
        expect(v.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Paris');
        expect(v.getFirstProperty('dtend')?.getParameter('tzid')).toBe('Europe/Paris');
        expect(e.startDate.toString().slice(11, 16)).toBe(slot.start);
        expect(e.endDate.toString().slice(11, 16)).toBe(slot.end);
        expect(e.startDate.toString().slice(0, 10) <= slot.endsOn).toBe(true);
      }
      expect(calendar.getAllSubcomponents('vtimezone').map((z) => z.getFirstPropertyValue('tzid'))).toContain('Europe/Paris');
      expect(new Set(dates).size).toBe(dates.length);

      // An altered link: the same refusal as any link that does not work, and a way to a new one.
      const token = new URL(link).pathname.split('/').filter(Boolean).pop() as string;
      const altered = link.replace(token, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
      await page.goto(altered);
      await expect(page.getByRole('heading', { level: 1, name: m.invalid })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(number);
      await expect(page.getByRole('link', { name: m.newLink })).toHaveAttribute('href', m.myBookingsPath);
      expect(await violations(page)).toEqual([]);

      // "Find my booking": a mistake is named in the visitor's language, then the link is sent again.
      await page.getByRole('link', { name: m.newLink }).click();
      await page.waitForURL((url) => url.pathname === m.myBookingsPath);
      const form = page.locator('form.find-booking');
      await hydrated(page, 'form.find-booking');
      await form.getByLabel(m.orderNumber).fill(number);
      await form.getByLabel(m.email).fill('not-an-address');
      await form.getByRole('button', { name: m.send }).click();
      await expect(form.getByText(m.emailError)).toBeVisible();
      await expect(form.getByLabel(m.email)).toBeFocused();
      await expect(form.getByLabel(m.email)).toHaveAttribute('aria-invalid', 'true');

      const asked = Date.now();
      await form.getByLabel(m.email).fill(t.contact.email.toUpperCase());
      await form.getByRole('button', { name: m.send }).click();
      const status = form.getByRole('status');
      await expect(status).toHaveText(new RegExp(`^${m.sent(t.contact.email.toUpperCase()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(await violations(page)).toEqual([]);
      const again = await waitForMail({ contains: number, newerThan: asked, filePrefix: `${number}-link` });
      const newLink = bookingLink(again.text, m);
      expect(newLink).not.toBe(link);
      await page.goto(newLink);
      await expectBooking(page, m, number);

      // An unknown order: the very same answer, and no e-mail.
      await page.goto(m.myBookingsPath);
      await hydrated(page, 'form.find-booking');
      const unknownAt = Date.now();
      await form.getByLabel(m.orderNumber).fill('VN-1999-999999');
      await form.getByLabel(m.email).fill(t.contact.email);
      await form.getByRole('button', { name: m.send }).click();
      await expect(status).toHaveText(new RegExp(`^${m.sent(t.contact.email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      // The platform looks the order up after answering: give it the time an e-mail takes, then check none came.
      await page.waitForTimeout(3_000);
      expect(mailsSince(unknownAt).filter((text) => text.includes('VN-1999-999999'))).toEqual([]);
    });
  });
}
