import { type APIRequestContext, expect, request, test } from '@playwright/test';
import type { InstructorsResponse, SlotGroupsView } from '@schuss/contracts';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { myLessonsTexts } from '../../apps/backoffice/src/i18n/my-lessons';
import { scanTexts } from '../../apps/backoffice/src/i18n/scan';
import { violations } from '../axe';
import { paidGroupOrder, STAFF } from '../backoffice-fixtures';
import { sql, stack } from '../stack';

/**
 * The instructor's phone (issue 31, item 5), in French and in English. The office (through the API, as its screens
 * do) has a paid order of the all-levels children's course on a week of the demo's season, the week's groups saved,
 * Julien Mercier available that Tuesday and given the child's group. Julien logs in on a 375 px phone: only his
 * lessons; he goes to that day, sees the lesson with its meeting point and the child, types the order number printed
 * on the voucher, confirms the check-in — another day than today, so he confirms that too — and the child is present.
 * No axe violation (default rules), nothing wider than the phone.
 */

const JULIEN = { email: 'julien.mercier@val-neige.example', password: 'Moniteur-Val-Neige-2026!', name: 'Julien Mercier' };

type Case = { lang: 'fr' | 'en'; locale: string; m: Messages; weekStart: string; day: string; dayTitle: RegExp; child: [string, string] };

const CASES: Case[] = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    m: fr,
    weekStart: '2027-04-04',
    day: '2027-04-06',
    dayTitle: /^Mardi 6 avril$/,
    child: ['Léon', 'Martinet'],
  },
  {
    lang: 'en',
    locale: 'en-GB',
    m: en,
    weekStart: '2027-04-11',
    day: '2027-04-13',
    dayTitle: /^Tuesday,? 13 April$/,
    child: ['Leo', 'Martins'],
  },
];

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

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

for (const c of CASES) {
  const t = myLessonsTexts[c.lang];
  const s = scanTexts[c.lang];

  test(`${c.lang}: the instructor, on a 375 px phone, sees his lesson and checks the child in by typing the order number`, async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    // The office: the order, the week's groups, Julien available and given the child's group.
    const [slot] = await sql<{ id: number }>(
      `select s.id from slots s join products p on p.id = s.product_id where p.key = 'cours-enfants-tous-niveaux' and s.starts_on = $1`,
      [c.weekStart],
    );
    if (!slot) throw new Error(`no course starting on ${c.weekStart}`);
    const [first, last] = c.child;
    const number = await paidGroupOrder({
      slotId: slot.id,
      productKey: 'cours-enfants-tous-niveaux',
      children: [{ firstName: first, lastName: last, birthDate: '2019-03-02', level: 'flocon' }],
      contact: { firstName: 'Anne', lastName: last, email: `anne.${last.toLowerCase()}@example.com`, phone: '+33 6 11 22 33 44' },
      lang: c.lang,
    });
    const { call, ctx } = await office();
    const before = await call<SlotGroupsView>('GET', `/slots/${slot.id}/groups?lang=${c.lang}`);
    if (before.proposal) await call('POST', `/slots/${slot.id}/groups`, { groups: before.proposal });
    const groups = await call<SlotGroupsView>('GET', `/slots/${slot.id}/groups?lang=${c.lang}`);
    const child = groups.children.find((x) => x.orderNumber === number);
    const groupId = child?.groups[c.day];
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

    // Julien, on his phone.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true, locale: c.locale });
    const page = await phone.newPage();
    await page.addInitScript((lang) => localStorage.setItem('schuss.backoffice.lang', lang), c.lang);
    await page.goto(`${stack().platformUrl}/admin/`);
    await page.getByLabel(c.m.loginEmail).fill(JULIEN.email);
    await page.getByLabel(c.m.loginPassword).fill(JULIEN.password);
    await page.getByRole('button', { name: c.m.loginSubmit }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    // Only his lessons (and his availability, instructor-availability.spec.ts) in the navigation.
    const nav = page.getByRole('navigation', { name: c.m.navLabel });
    await expect(nav.getByRole('link', { name: c.m.navMyLessons })).toBeVisible();
    await expect(nav.getByRole('link', { name: new RegExp(`^(?!${c.m.navMyLessons}$|${c.m.navMyAvailability}$)`) })).toHaveCount(0);
    await expect(page.getByRole('link', { name: c.m.navOrders })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    // The lesson's day, from the day field.
    await page.getByLabel(t.goToDay).fill(c.day);
    const day = page.getByRole('region', { name: c.dayTitle });
    await expect(day).toBeVisible();
    const lesson = day.getByRole('article').filter({ hasText: groupName });
    await expect(lesson.getByRole('heading', { level: 3 })).toContainText(
      c.lang === 'fr' ? 'Cours collectif enfants' : "Children's group lessons",
    );
    await expect(lesson).toContainText(t.meetingPoint);
    // The school's meeting-points page on its site, in the phone's language.
    await expect(lesson.getByRole('link', { name: t.seeOnMap })).toHaveAttribute(
      'href',
      c.lang === 'fr' ? /\/infos-pratiques\/lieux-de-rendez-vous\/$/ : /\/en\/information\/meeting-points\/$/,
    );
    const name = `${first} ${last}`;
    await expect(lesson.getByRole('link', { name: t.callParents(name) })).toHaveAttribute('href', 'tel:+33611223344');
    const present = lesson.getByRole('switch', { name: t.present(name) });
    await expect(present).toHaveAttribute('aria-checked', 'false');
    await expect(lesson.getByRole('link', { name: new RegExp(`^${t.results}`) })).toHaveAttribute(
      'href',
      `/admin/slots/${slot.id}/results`,
    );
    expect(await violations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    // The order number, typed as printed (lower case, spaces): the child to confirm, then the other day's question.
    await page.getByRole('textbox', { name: t.orderLabel }).fill(number.toLowerCase().replaceAll('-', ' '));
    await page.getByRole('button', { name: t.orderFind }).click();
    // The course's mornings start at 09:15 (the demo's).
    const confirm = page.getByRole('button', { name: t.orderConfirm(name, groupName, '09:15'), exact: true });
    await expect(confirm).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await confirm.click();
    const dialog = page.getByRole('dialog', { name: s.otherDayTitle });
    await expect(dialog).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await dialog.getByRole('button', { name: s.otherDayConfirm }).click();
    await expect(dialog).toHaveCount(0);
    await expect(present).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByText(`✓ ${t.orderAlready(name, groupName, '09:15')}`)).toBeVisible();

    // Saved: read again, the child is present.
    await page.reload();
    await expect(page.getByRole('region', { name: c.dayTitle }).getByRole('switch', { name: t.present(name) })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const [row] = await sql<{ n: number }>(
      `select count(*)::int as n from check_ins k join order_lines l on l.id = k.order_line_id join orders o on o.id = l.order_id
        where o.number = $1 and k.day = $2`,
      [number, c.day],
    );
    expect(row?.n).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // A smaller phone: still nothing sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.getByRole('region', { name: c.dayTitle })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await phone.close();
  });
}
