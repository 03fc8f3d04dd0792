import { expect, test } from '@playwright/test';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { type RequestMessages, requestTexts } from '../../apps/backoffice/src/i18n/lesson-requests';
import { type PlanningMessages, planningTexts } from '../../apps/backoffice/src/i18n/planning';
import { violations } from '../axe';
import { navLink, staffLogIn } from '../backoffice-fixtures';
import { waitForMail } from '../mail';
import { sql, stack } from '../stack';
import { CARDS, EN, FR, payWith, type Texts, throughTunnel } from '../visitor';

/**
 * Private-lesson requests (issue 31, item 4), in French and in English. On a day the office planned with every
 * instructor off, no private hour is free: on a 375 px phone a parent sends a request from the widget instead. The
 * office calls Camille Bérard in for the afternoon and accepts the request with her at 13:00; the payment link e-mailed
 * opens the lesson's cart, the parent pays it with the sandbox card, and the planning board shows it given to Camille.
 * A second request is declined: the parent is e-mailed, nothing is charged. No axe violation.
 */

type Case = {
  t: Texts;
  m: Messages;
  r: RequestMessages;
  p: PlanningMessages;
  locale: string;
  day: string;
  choosePrivate: RegExp;
  ask: string;
  form: {
    region: string;
    day: string;
    afternoon: string;
    first: string;
    last: string;
    birth: string;
    name: string;
    email: string;
    phone: string;
    send: string;
    sent: RegExp;
  };
  person: readonly [string, string, string];
  email: string;
  declined: string;
  acceptedSubject: RegExp;
  declinedSubject: RegExp;
  inCart: RegExp;
};

const CASES: Case[] = [
  {
    t: FR,
    m: fr,
    r: requestTexts.fr,
    p: planningTexts.fr,
    locale: 'fr-FR',
    day: '2027-03-30',
    choosePrivate: /^Choisir Cours particulier de ski$/,
    ask: 'Aucun moniteur libre ? Faire une demande',
    form: {
      region: 'Demander un cours particulier',
      day: 'Jour souhaité',
      afternoon: 'Après-midi',
      first: 'Prénom',
      last: 'Nom',
      birth: 'Date de naissance',
      name: 'Votre nom',
      email: 'Votre e-mail',
      phone: 'Votre téléphone',
      send: 'Envoyer la demande',
      sent: /Demande envoyée/,
    },
    person: ['Hélène', 'Demande', '1981-06-12'],
    email: 'helene.demande@example.com',
    declined: 'declin.fr@example.com',
    acceptedSubject: /confirmé sous réserve de paiement/,
    declinedSubject: /Votre demande de cours particulier/,
    inCart: /est dans votre panier/,
  },
  {
    t: EN,
    m: en,
    r: requestTexts.en,
    p: planningTexts.en,
    locale: 'en-GB',
    day: '2027-03-31',
    choosePrivate: /^Choose Private ski lesson$/,
    ask: 'No instructor free? Send a request',
    form: {
      region: 'Ask for a private lesson',
      day: 'Day wanted',
      afternoon: 'Afternoon',
      first: 'First name',
      last: 'Last name',
      birth: 'Date of birth',
      name: 'Your name',
      email: 'Your e-mail',
      phone: 'Your phone',
      send: 'Send the request',
      sent: /Request sent/,
    },
    person: ['Helen', 'Request', '1982-07-13'],
    email: 'helen.request@example.com',
    declined: 'decline.en@example.com',
    acceptedSubject: /confirmed once paid/,
    declinedSubject: /Your private lesson request/,
    inCart: /is in your cart/,
  },
];

const base = () => stack().platformUrl;

async function staffHeaders() {
  const login = await fetch(`${base()}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ site: 'val-neige', email: 'accueil@val-neige.example', password: 'Accueil-Val-Neige-2026!' }),
  });
  expect(login.status).toBe(200);
  return { authorization: `Bearer ${(await login.json()).token}`, 'content-type': 'application/json' };
}

/** Every instructor of the school's `day`, both half-days; answers Camille's id. */
async function setDay(day: string, status: string, only?: number) {
  const headers = await staffHeaders();
  const people = await sql<{ id: number; first_name: string }>(
    `select id, first_name from instructors where site = 'val-neige' order by id`,
  );
  const weekday = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'][new Date(`${day}T00:00:00Z`).getUTCDay()] as string;
  const pattern = Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
      d,
      d === weekday ? (only ? { am: 'unavailable', pm: status } : { am: status, pm: status }) : { am: null, pm: null },
    ]),
  );
  const ids = only ? [only] : people.map((p) => p.id);
  const res = await fetch(`${base()}/api/backoffice/sites/val-neige/instructors/availability/pattern`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ instructorIds: ids, from: day, to: day, pattern }),
  });
  expect(res.status, await res.text()).toBe(200);
  return people.find((p) => p.first_name === 'Camille')?.id as number;
}

for (const c of CASES) {
  const { t, m, r, p } = c;

  test(`${t.lang}: no instructor free — a request sent from a phone, accepted with Camille, paid through its link; another declined`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const camille = await setDay(c.day, 'unavailable');
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: c.locale });
    const page = await phone.newPage();
    await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
    const widget = page.locator('.widget-host');
    await page.goto(t.lang === 'fr' ? '/reserver/cours-particuliers/' : '/en/book/private-lessons/');
    await widget.getByRole('button', { name: c.choosePrivate }).click();
    await widget.getByRole('button', { name: c.ask }).click();
    const form = widget.getByRole('region', { name: c.form.region });
    await form.getByLabel(c.form.day).fill(c.day);
    await form.getByLabel(c.form.afternoon).check();
    await form.getByLabel(c.form.first, { exact: true }).fill(c.person[0]);
    await form.getByLabel(c.form.last, { exact: true }).fill(c.person[1]);
    await form.getByLabel(c.form.birth).fill(c.person[2]);
    await form.getByLabel(c.form.name).fill(`${c.person[0]} ${c.person[1]}`);
    await form.getByLabel(c.form.email).fill(c.email);
    await form.getByLabel(c.form.phone).fill('+33 6 12 34 56 78');
    expect(await violations(page, { include: '.widget-host' })).toEqual([]);
    await form.getByRole('button', { name: c.form.send }).click();
    await expect(form.getByRole('status').filter({ hasText: c.form.sent })).toBeVisible();
    await waitForMail({ to: c.email, subject: t.lang === 'fr' ? /Demande reçue/ : /Request received/ });

    // The office calls Camille in for the afternoon, then accepts the request with her at 13:00.
    await setDay(c.day, 'available', camille);
    const desk = await browser.newContext({ locale: c.locale, viewport: { width: 1280, height: 900 } });
    const office = await desk.newPage();
    await staffLogIn(office, m);
    await (await navLink(office, m, m.navLessonRequests)).click();
    await expect(office.getByRole('heading', { level: 1, name: r.title })).toBeVisible();
    const name = `${c.person[0]} ${c.person[1]}`;
    await office
      .getByRole('link', { name: new RegExp(`^${r.open(name, '').replace(/\s*$/, '')}`) })
      .first()
      .click();
    await expect(office.getByRole('heading', { level: 2, name: r.acceptTitle })).toBeVisible();
    await office.getByLabel(r.hour).selectOption({ label: '13:00–14:00 (1)' });
    await expect(office.getByLabel(r.instructor)).toHaveValue(String(camille));
    expect(await violations(office)).toEqual([]);
    await office.getByRole('button', { name: r.accept }).click();
    const dialog = office.getByRole('dialog', { name: r.acceptConfirmTitle });
    await dialog.getByRole('button', { name: r.acceptDo }).click();
    await expect(office.getByText(r.answerTitle, { exact: true })).toBeVisible();

    // The payment link opens the lesson's cart; the parent pays it.
    const mail = await waitForMail({ to: c.email, subject: c.acceptedSubject });
    const link = /https?:\/\/\S+[?&]request=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    const url = new URL(link as string);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(widget.getByRole('status').filter({ hasText: c.inCart })).toBeVisible();
    expect(await violations(page, { include: '.widget-host' })).toEqual([]);
    const pay = await throughTunnel(page, t);
    await pay.click();
    await page.waitForURL(/\/pay\//);
    await payWith(page, t, CARDS.success);
    await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible({ timeout: 25_000 });
    await phone.close();

    // The board of that day: the lesson is Camille's.
    await (await navLink(office, m, m.navPlanning)).click();
    await office.getByLabel(p.day).fill(c.day);
    const row = office
      .getByRole('region', { name: p.boardLabel })
      .getByRole('row')
      .filter({ has: office.getByRole('rowheader', { name: /Camille Bérard/ }) });
    await expect(
      row.getByRole('button', { name: p.unassignLesson(`${t.contact.firstName} ${t.contact.lastName}`, '13:00–14:00') }),
    ).toBeVisible();
    const [given] = await sql<{ instructor_id: number }>(
      `select a.instructor_id from instructor_assignments a join lesson_requests q on q.order_line_id = a.order_line_id
        where q.email = $1 and q.status = 'paid'`,
      [c.email],
    );
    expect(given?.instructor_id).toBe(camille);

    // A second request, declined with a word: e-mailed, nothing charged.
    const sent = await fetch(`${base()}/api/booking/lesson-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        resort: 'val-neige',
        lang: t.lang,
        productKey: 'cours-particulier-ski',
        day: c.day,
        window: 'morning',
        participants: [{ firstName: 'Noa', lastName: 'Refus', birthDate: '2015-02-02' }],
        contact: { name: 'Noa Refus', email: c.declined, phone: '+33 6 00 11 22 33' },
      }),
    });
    expect(sent.status, await sent.text()).toBe(201);
    await (await navLink(office, m, m.navLessonRequests)).click();
    await office
      .getByRole('link', { name: new RegExp(`^${r.open('Noa Refus', '').replace(/\s*$/, '')}`) })
      .first()
      .click();
    await office.getByLabel(r.declineMessage).fill(t.lang === 'fr' ? 'Tous nos moniteurs sont pris.' : 'All our instructors are booked.');
    await office.getByRole('button', { name: r.decline }).click();
    await office.getByRole('dialog', { name: r.declineConfirmTitle }).getByRole('button', { name: r.declineDo }).click();
    await expect(office.getByText(r.statuses.declined, { exact: true })).toBeVisible();
    expect(await violations(office)).toEqual([]);
    const no = await waitForMail({ to: c.declined, subject: c.declinedSubject });
    expect(no.text).toContain(t.lang === 'fr' ? 'Tous nos moniteurs sont pris.' : 'All our instructors are booked.');
    const [orders] = await sql<{ n: number }>(`select count(*)::int as n from orders where contact->>'email' = $1`, [c.declined]);
    expect(orders?.n).toBe(0);
    await desk.close();
  });
}
