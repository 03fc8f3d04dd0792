import { type APIRequestContext, type Browser, expect, type Page, request, test } from '@playwright/test';
import type { InstructorsResponse, SlotGroupsView } from '@schuss/contracts';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { myLessonsTexts } from '../../apps/backoffice/src/i18n/my-lessons';
import { en as siteEn, fr as siteFr } from '../../apps/site/src/i18n/messages-my-booking';
import { violations } from '../axe';
import { paidGroupOrder, STAFF } from '../backoffice-fixtures';
import { hydrated } from '../hydration';
import { waitForMail } from '../mail';
import { sql, stack } from '../stack';

/**
 * The parents' note for the instructor (issue 31, item 5), in French and in English. A paid order of the all-levels
 * children's course on a week of the demo's season (weeks no other journey books); the parent opens the booking page
 * of the confirmation e-mail on a 375 px phone, writes "Allergique aux arachides" under the child, saves — in French
 * with the page's script (the outcome said in place), in English without it (the form posts, the page comes back
 * saying it) — and reads it again after a reload. The office saves the week's groups and gives the child's group to
 * Julien Mercier that Tuesday; on his 375 px phone, "My lessons" shows the note under the child, labelled. No axe
 * violation (default rules) on the pages.
 */

const JULIEN = { email: 'julien.mercier@val-neige.example', password: 'Moniteur-Val-Neige-2026!' };
const NOTE = 'Allergique aux arachides';
const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

type Case = {
  lang: 'fr' | 'en';
  locale: string;
  m: Messages;
  site: Record<string, string>;
  segment: string;
  weekStart: string;
  day: string;
  dayTitle: RegExp;
  child: [string, string];
  script: boolean;
};

const CASES: Case[] = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    m: fr,
    site: siteFr,
    segment: '/reservation/',
    weekStart: '2027-01-24',
    day: '2027-01-26',
    dayTitle: /^Mardi 26 janvier$/,
    child: ['Chloé', 'Rivière'],
    script: true,
  },
  {
    lang: 'en',
    locale: 'en-GB',
    m: en,
    site: siteEn,
    segment: '/en/booking/',
    weekStart: '2027-01-31',
    day: '2027-02-02',
    dayTitle: /^Tuesday,? 2 February$/,
    child: ['Chloe', 'Rivers'],
    script: false,
  },
];

/** The office's API session (a cookie, writes from the back office's origin). */
async function office(): Promise<{ call: <T>(method: string, path: string, body?: unknown) => Promise<T>; ctx: APIRequestContext }> {
  const base = stack().platformUrl;
  const ctx = await request.newContext({ baseURL: base, extraHTTPHeaders: { origin: new URL(base).origin } });
  const login = await ctx.post('/api/backoffice/login', { data: { site: STAFF.site, email: STAFF.email, password: STAFF.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await ctx.fetch(`/api/backoffice/sites/${STAFF.site}${path}`, { method, data: body });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return { call, ctx };
}

/** A phone of 375 px in the case's language (with or without scripts). */
const phone = (browser: Browser, c: Case, javaScriptEnabled = true) =>
  browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: c.locale, javaScriptEnabled });

for (const c of CASES) {
  const t = myLessonsTexts[c.lang];
  const s = (key: string) => (c.site[key] as string).replace('{max}', '500');

  test(`${c.lang}: the parent writes a note for the instructor on the booking page; the instructor reads it under the child on his phone`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const [slot] = await sql<{ id: number }>(
      `select s.id from slots s join products p on p.id = s.product_id where p.key = 'cours-enfants-tous-niveaux' and s.starts_on = $1`,
      [c.weekStart],
    );
    if (!slot) throw new Error(`no course starting on ${c.weekStart}`);
    const [first, last] = c.child;
    const name = `${first} ${last}`;
    const number = await paidGroupOrder({
      slotId: slot.id,
      productKey: 'cours-enfants-tous-niveaux',
      children: [{ firstName: first, lastName: last, birthDate: '2019-05-04', level: 'flocon' }],
      contact: {
        firstName: 'Paule',
        lastName: last,
        email: `paule.${last
          .normalize('NFD')
          .replace(/[^A-Za-z]/g, '')
          .toLowerCase()}@example.com`,
        phone: '+33 6 55 44 33 22',
      },
      lang: c.lang,
    });
    // The confirmation e-mail carries the booking page's personal link.
    const mail = await waitForMail({ contains: number });
    const link = new RegExp(`https?://\\S+${c.segment}[A-Za-z0-9_-]{22,64}/`).exec(mail.text)?.[0];
    if (!link) throw new Error('no booking link in the confirmation e-mail');

    // The parent, on a phone: the child's note field, labelled, with its hint.
    const parent = await phone(browser, c, c.script);
    await parent.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
    const page = await parent.newPage();
    await page.goto(link);
    const field = page.getByRole('textbox', { name: `${s('myBooking.note.label')} — ${name}` });
    await expect(field).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(field).toHaveAccessibleDescription(s('myBooking.note.hint'));
    const save = page.getByRole('button', { name: `${s('myBooking.note.save')} — ${name}` });
    if (c.script) await hydrated(page, 'form.mb-note');
    await field.fill(NOTE);
    await save.click();
    // With the script the outcome is said in place; without it the form posts and the page comes back saying it.
    await expect(page.getByRole('status').filter({ hasText: s('myBooking.note.saved') })).toBeVisible();
    if (!c.script) expect(new URL(page.url()).searchParams.get('note')).toBe('saved');
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await parent.close();

    // Read again, with the page's script this time (axe needs it).
    const again = await phone(browser, c);
    await again.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
    const reread: Page = await again.newPage();
    await reread.goto(link);
    await expect(reread.getByRole('textbox', { name: `${s('myBooking.note.label')} — ${name}` })).toHaveValue(NOTE);
    expect(await reread.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await violations(reread)).toEqual([]);
    await again.close();
    const [kept] = await sql<{ note: string }>(
      `select n.note from participant_notes n join order_lines l on l.id = n.order_line_id join orders o on o.id = l.order_id
        where o.number = $1`,
      [number],
    );
    expect(kept?.note).toBe(NOTE);

    // The office: the week's groups, Julien available that Tuesday and given the child's group.
    const { call, ctx } = await office();
    const before = await call<SlotGroupsView>('GET', `/slots/${slot.id}/groups?lang=${c.lang}`);
    if (before.proposal) await call('POST', `/slots/${slot.id}/groups`, { groups: before.proposal });
    const groups = await call<SlotGroupsView>('GET', `/slots/${slot.id}/groups?lang=${c.lang}`);
    const groupId = groups.children.find((x) => x.orderNumber === number)?.groups[c.day];
    if (!groupId) throw new Error(`the child is in no group on ${c.day}`);
    const groupName = groups.groups.find((g) => g.id === groupId)?.name as string;
    const { instructors } = await call<InstructorsResponse>('GET', '/instructors');
    const julien = instructors.find((i) => i.email === JULIEN.email);
    if (!julien) throw new Error('no Julien Mercier among the instructors');
    await call('POST', '/instructors/availability/pattern', {
      instructorIds: [julien.id],
      from: c.day,
      to: c.day,
      pattern: Object.fromEntries(WEEK.map((d) => [d, { am: 'available', pm: 'available' }])),
    });
    await call('PUT', '/planning/assignments', { lesson: { kind: 'group', groupId, day: c.day }, instructorId: julien.id, lang: c.lang });
    await ctx.dispose();

    // Julien, on his phone: the note under the child, labelled, at the meeting point.
    const his = await phone(browser, c);
    const bo = await his.newPage();
    await bo.addInitScript((lang) => localStorage.setItem('schuss.backoffice.lang', lang), c.lang);
    await bo.goto(`${stack().platformUrl}/admin/`);
    await bo.getByLabel(c.m.loginEmail).fill(JULIEN.email);
    await bo.getByLabel(c.m.loginPassword).fill(JULIEN.password);
    await bo.getByRole('button', { name: c.m.loginSubmit }).click();
    await expect(bo.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await bo.getByLabel(t.goToDay).fill(c.day);
    const day = bo.getByRole('region', { name: c.dayTitle });
    const lesson = day.getByRole('article').filter({ hasText: groupName });
    await expect(lesson.getByRole('switch', { name: t.present(name) })).toBeVisible();
    const note = lesson.getByRole('note', { name: t.parentsNoteOf(name) });
    await expect(note).toBeVisible();
    await expect(note).toContainText(t.parentsNote);
    await expect(note).toContainText(NOTE);
    // Under that child: the same row as the child's switch.
    await expect(lesson.getByRole('listitem').filter({ has: bo.getByRole('note', { name: t.parentsNoteOf(name) }) })).toContainText(name);
    expect(await violations(bo)).toEqual([]);
    expect(await bo.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await his.close();
  });
}
