import { type Browser, expect, type Page, test } from '@playwright/test';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { type WaitlistMessages, waitlistEn, waitlistFr } from '../../apps/backoffice/src/i18n/waitlist';
import { formTranslator } from '../../packages/widget/src/product/texts';
import { linkTranslator } from '../../packages/widget/src/waitlist/link-texts';
import { waitlistTranslator } from '../../packages/widget/src/waitlist/texts';
import { violations } from '../axe';
import { type Contact, groupTomorrow, isoDay, paidGroupOrder, STAFF, slotPlaces } from '../backoffice-fixtures';
import { waitForMail } from '../mail';
import { sql, stack } from '../stack';
import * as visitor from '../visitor';

/**
 * Waiting-list journeys, in French and in English (the browser's language): on a phone 320 px
 * wide, a visitor leaves an e-mail on tomorrow's full group from the site's widget (axe: no violation
 * of any impact on its form); the confirmation e-mail arrives; a staff member sees the visitor waiting
 * under the group's roster, cancels a participant's line from the order page, and sees the place held for
 * the visitor (axe on the roster with its waiting list at 1 280 and 375 px); the visitor's offer e-mail (the
 * platform's MAIL_DIR) links to the site's cart page, where the widget shows the place held, the visitor gives
 * the participant and the place is theirs in the cart.
 */

type Lang = 'fr' | 'en';
type Config = {
  lang: Lang;
  locale: string;
  m: Messages;
  w: WaitlistMessages;
  site: visitor.Texts;
  chooseFlocon: RegExp;
  contact: Contact;
  child: { firstName: string; lastName: string; birthDate: string };
  waiting: { firstName: string; lastName: string; birthDate: string };
  joinedSubject: RegExp;
  offerSubject: RegExp;
  cartTitle: string;
};

const CONFIGS: Config[] = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    m: fr,
    w: waitlistFr,
    site: visitor.FR,
    chooseFlocon: /^Choisir Cours collectif enfants — Flocon/,
    contact: { firstName: 'Claire', lastName: 'Durand', email: 'claire.durand@example.fr', phone: '06 11 22 33 44' },
    child: { firstName: 'Léa', lastName: 'Durand', birthDate: '2018-02-14' },
    waiting: { firstName: 'Jules', lastName: 'Moreau', birthDate: '2019-04-21' },
    joinedSubject: /^Liste d’attente : /,
    offerSubject: /^Une place s’est libérée : /,
    cartTitle: 'Mon panier',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    m: en,
    w: waitlistEn,
    site: visitor.EN,
    chooseFlocon: /^Choose Children's group lesson — Flocon/,
    contact: { firstName: 'Emma', lastName: 'Brown', email: 'emma.brown@example.com', phone: '+44 20 7946 0111' },
    child: { firstName: 'Olivia', lastName: 'Brown', birthDate: '2018-02-14' },
    waiting: { firstName: 'Noah', lastName: 'Smith', birthDate: '2019-04-21' },
    joinedSubject: /^Waiting list: /,
    offerSubject: /^A place is free: /,
    cartTitle: 'My cart',
  },
];

const admin = (path = '/') => `${stack().platformUrl}/admin${path}`;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The newest e-mail to `to` whose subject matches, once delivered. */
async function mailTo(to: string, subject: RegExp): Promise<{ subject: string; text: string }> {
  return waitForMail({ to, subject });
}

/** A visitor's phone (320 px): their own browser, consent answered, a stay from tomorrow as the site's stay picker stores it. */
async function visitorPhone(browser: Browser, c: Config): Promise<Page> {
  const context = await browser.newContext({ locale: c.locale, baseURL: stack().siteUrl, viewport: { width: 320, height: 720 } });
  await context.addInitScript(
    (stay: string) => {
      localStorage.setItem('cookie_allowed', 'false');
      sessionStorage.setItem('stay', stay);
    },
    JSON.stringify({ from: isoDay(1), to: isoDay(7) }),
  );
  return context.newPage();
}

/** The staff member logs in on the back office (its language: the browser's). */
async function logIn(page: Page, c: Config, path: string) {
  await page.goto(admin(path));
  await page.getByLabel(c.m.loginEmail).fill(STAFF.email);
  await page.getByLabel(c.m.loginPassword).fill(STAFF.password);
  await page.getByRole('button', { name: c.m.loginSubmit }).click();
  await expect(page.getByRole('navigation', { name: c.m.navLabel })).toBeVisible();
}

/** The waiting list under a group's roster (its title says how many wait: none or one here). */
const waitlistSection = (page: Page, c: Config) =>
  page.getByRole('region', { name: new RegExp(`^(${escapeRe(c.w.waitlistTitle(0))}|${escapeRe(c.w.waitlistTitle(1))})$`) });

/** The row of an e-mail address in a group's waiting list. */
const waitlistRow = (page: Page, c: Config, email: string) =>
  waitlistSection(page, c)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: email, exact: true }) });

for (const c of CONFIGS) {
  const { lang } = c;
  const w = waitlistTranslator(lang);
  // The e-mailed link's panel (third file) has its own texts.
  const l = linkTranslator(lang);
  const f = formTranslator(lang);

  test.describe(`waiting list in ${lang}`, () => {
    test.use({ locale: c.locale });
    test.setTimeout(90_000);

    test('a visitor waits for a full group; staff cancel a line; the place is held for the visitor, who books it from the e-mail', async ({
      page,
      browser,
    }) => {
      // Tomorrow's group, full: one place, sold. It starts earlier than the groups other journeys add
      // on the same day, so it is among the first dates the widget lists (it shows 12).
      const slotId = await groupTomorrow(1, 'cours-enfants-flocon', '08:30');
      const number = await paidGroupOrder({ slotId, children: [c.child], contact: c.contact, lang });
      expect(await slotPlaces(slotId)).toMatchObject({ capacity: 1, sold: 1, held: 0 });
      const email = `attente-${lang}-${Date.now().toString(36)}@example.com`;

      // The visitor, on a phone: the group is full; they ask to be told.
      const site = await visitorPhone(browser, c);
      const widget = site.locator('.widget-host');
      await site.goto(c.site.lessonsPath);
      await widget.getByRole('button', { name: c.chooseFlocon }).click();
      // Its day on the calendar (full, so not the day the calendar opens on).
      await visitor.pickDay(site, isoDay(1));
      const slot = widget.locator(`[data-slot="${slotId}"]`);
      await expect(slot.getByRole('radio')).toBeDisabled();
      const notify = slot.getByRole('button', { name: new RegExp(`^${escapeRe(w('notify'))}`) });
      await expect(notify).toHaveAttribute('aria-expanded', 'false');
      await notify.click();
      await expect(notify).toHaveAttribute('aria-expanded', 'true');
      const form = widget.getByRole('group', { name: new RegExp(`^${escapeRe(w('joinTitle', { dates: '' }).trim())}`) });
      await expect(form.getByLabel(w('email'))).toBeFocused();
      // Each mistake next to its field.
      await form.getByLabel(w('email')).fill('pas-une-adresse');
      await form.getByRole('button', { name: w('join') }).click();
      await expect(form.getByText(w('error.email'))).toBeVisible();
      expect(await violations(site, { include: '.widget-host' })).toEqual([]);
      await form.getByLabel(w('email')).fill(email);
      await expect(form.getByLabel(w('places'))).toHaveValue('1');
      await expect(form.getByLabel(w('mailLang'))).toHaveValue(lang);
      await form.getByRole('button', { name: w('join') }).click();
      await expect(form.getByRole('status')).toHaveText(w('joined', { position: 1, email, hours: 12 }));
      expect(await violations(site, { include: '.widget-host' })).toEqual([]);
      const joined = await mailTo(email, c.joinedSubject);
      expect(joined.text).toMatch(/\?waitlist=[A-Za-z0-9_-]{43}&leave=1/);

      // The staff member: the visitor waits under the group's roster.
      await page.setViewportSize({ width: 1280, height: 900 });
      await logIn(page, c, `/rosters/${slotId}`);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${escapeRe(c.m.rosterTitle(''))}.*Flocon`) })).toBeVisible();
      const row = waitlistRow(page, c, email);
      await expect(row).toContainText(c.w.waitlistStatuses.waiting);

      // A participant cancels: staff cancel the line from the order page.
      await page.getByRole('link', { name: number }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: c.m.orderTitle(number) })).toBeVisible();
      await page
        .getByRole('button', { name: new RegExp(`^${escapeRe(c.m.cancelLine(''))}`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: c.m.cancelTitle(number) });
      await dialog.getByLabel(c.m.cancelReason).fill(lang === 'fr' ? 'Enfant malade' : 'Sick child');
      await dialog.getByRole('button', { name: c.m.cancelSubmit }).click();
      await expect(dialog).toBeHidden();

      // Freed, and held for the visitor at once: nobody else can take it.
      expect(await slotPlaces(slotId)).toMatchObject({ capacity: 1, sold: 0, held: 1 });
      await page.goto(admin(`/rosters/${slotId}`));
      await expect(waitlistRow(page, c, email)).toContainText(c.w.waitlistStatuses.offered);
      expect(await violations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(waitlistRow(page, c, email)).toBeVisible();
      expect(await violations(page)).toEqual([]);

      // The visitor's e-mail, in their language: the link to the cart page holding the place.
      const offer = await mailTo(email, c.offerSubject);
      const link = /(https?:\/\/[^\s"<>]+\?waitlist=[A-Za-z0-9_-]{43})(?![A-Za-z0-9_&-])/.exec(offer.text)?.[1];
      expect(link, offer.text).toBeTruthy();
      expect(new URL(link!).pathname).toBe(c.site.cartPath);
      await site.goto(link!);
      const panel = widget.getByRole('region', { name: l('linkTitle') });
      await expect(panel.getByText(new RegExp(`^${escapeRe(l('heldOne', { product: '', dates: '' }).split(':')[0]!)}`))).toBeVisible();
      expect(await violations(site, { include: '.widget-host' })).toEqual([]);
      await visitor.fillPerson(site, c.site, 1, [c.waiting.firstName, c.waiting.lastName, c.waiting.birthDate]);
      await panel.getByRole('button', { name: f('claim') }).click();
      await expect(panel.getByRole('status')).toContainText(/Flocon/);
      // The place is theirs, in their cart below.
      const cart = widget.getByRole('region', { name: c.cartTitle });
      await expect(cart).toContainText(c.waiting.firstName);
      await expect(cart).toContainText('Flocon');
      expect(new URL(site.url()).search).toBe('');
      expect(await slotPlaces(slotId)).toMatchObject({ capacity: 1, sold: 0, held: 1 });
      const [entry] = await sql<{ status: string; cart_line_id: number | null }>(
        'select status, cart_line_id from waitlist_entries where slot_id = $1',
        [slotId],
      );
      expect(entry?.status).toBe('taken');
      expect(entry?.cart_line_id).not.toBeNull();
      await page.goto(admin(`/rosters/${slotId}`));
      await expect(waitlistRow(page, c, email)).toContainText(c.w.waitlistStatuses.taken);
      await site.context().close();
    });
  });
}
