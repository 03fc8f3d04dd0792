import { type Browser, expect, type Page, test } from '@playwright/test';
import { type AccountsMessages, accountsEn, accountsFr } from '../../apps/backoffice/src/i18n/accounts';
import { en } from '../../apps/backoffice/src/i18n/en';
import { type Messages as AppMessages, fr } from '../../apps/backoffice/src/i18n/fr';
import { violations } from '../axe';
import { navLink } from '../backoffice-fixtures';
import { subjectOf, waitForMail } from '../mail';
import { stack } from '../stack';

/**
 * Accounts journeys, in French and in English (the browser's language): the
 * demo admin (README "Demo accounts") invites a colleague from the accounts screen; the colleague
 * opens the link of the e-mail the platform wrote (MAIL_DIR), sets a password and is logged in; a
 * disabled account's session stops at once (two browsers: the colleague's next request shows the
 * login screen saying the session ended). no axe violation on the accounts and invitation
 * screens at 375 and 1 280 px.
 */

type Lang = 'fr' | 'en';
/** The back office's texts and the accounts area's (which load with its screens). */
type Messages = AppMessages & AccountsMessages;
const CONFIGS: { lang: Lang; locale: string; m: Messages }[] = [
  { lang: 'fr', locale: 'fr-FR', m: { ...fr, ...accountsFr } },
  { lang: 'en', locale: 'en-GB', m: { ...en, ...accountsEn } },
];
const ADMIN = { site: 'val-neige', email: 'admin@val-neige.example', password: 'Admin-Val-Neige-2026!', name: 'Admin Val-Neige' };

/** The demo's admin of both schools (apps/platform/src/modules/schools/demo.ts). */
const FEDERATION = { name: 'Fédération des écoles' };

const admin = (path = '/') => `${stack().platformUrl}/admin${path}`;

/** Disables or enables an account from its row's menu on the accounts screen, and waits for the status. */
async function setEnabled(page: Page, m: Messages, name: string, enabled: boolean) {
  await page.getByRole('button', { name: m.accountsActionsFor(name) }).click();
  if (enabled) {
    await page.getByRole('menuitem', { name: m.accountsEnable }).click();
    await expect(page.getByRole('status').filter({ hasText: m.accountsEnabled(name) })).toBeVisible();
    return;
  }
  await page.getByRole('menuitem', { name: m.accountsDisable }).click();
  await page
    .getByRole('dialog', { name: m.accountsDisableTitle(name) })
    .getByRole('button', { name: m.accountsDisableSubmit })
    .click();
  await expect(page.getByRole('status').filter({ hasText: m.accountsDisabled(name) })).toBeVisible();
}
/** A fresh e-mail address for each journey (the stack's database lives for the whole run). */
const fresh = (who: string) => `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@val-neige.example`;

/** The newest e-mail to `to` (its headers and decoded text), once delivered. */
async function mailTo(to: string): Promise<{ raw: string; text: string }> {
  return waitForMail({ to });
}

/** The link to set a password in an e-mail (the platform's /admin/invitation?token=…). */
function linkIn(text: string): string {
  const url = /(https?:\/\/[^\s"<>]+\/admin\/invitation\?token=[A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(url, text).toBeTruthy();
  return url!;
}

async function api<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${stack().platformUrl}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A colleague invited through the API by the demo admin; answers the e-mailed link. */
async function invitedByApi(email: string, name: string, lang: Lang): Promise<string> {
  const { token } = await api<{ token: string }>('POST', '/api/admin/login', {
    site: ADMIN.site,
    email: ADMIN.email,
    password: ADMIN.password,
  });
  await api('POST', '/api/backoffice/sites/val-neige/accounts', { email, name, role: 'staff', lang }, token);
  return linkIn((await mailTo(email)).text);
}

async function logIn(page: Page, m: Messages, who: { email: string; password: string }) {
  await page.goto(admin('/'));
  await expect(page.getByRole('heading', { level: 1, name: m.loginTitle })).toBeVisible();
  await page.getByLabel(m.loginEmail).fill(who.email);
  await page.getByLabel(m.loginPassword).fill(who.password);
  await page.getByRole('button', { name: m.loginSubmit }).click();
  await expect(page.getByRole('navigation', { name: m.navLabel })).toBeVisible();
}

async function openAccounts(page: Page, m: Messages) {
  await (await navLink(page, m, m.navAccounts)).click();
  await expect(page.getByRole('heading', { level: 1, name: m.accountsTitle })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
}

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

async function newBrowser(browser: Browser, locale: string) {
  const context = await browser.newContext({ locale });
  return { context, page: await context.newPage() };
}

for (const { lang, locale, m } of CONFIGS) {
  test.describe(`accounts in ${lang}`, () => {
    test.use({ locale });
    test.setTimeout(60_000);

    test('the admin invites a colleague, who opens the e-mailed link, sets a password and is logged in', async ({ page, browser }) => {
      const email = fresh(`claire-${lang}`);
      const name = lang === 'fr' ? 'Claire Durand' : 'Emma Brown';
      const password = lang === 'fr' ? 'Poudreuse du matin 2027' : 'Fresh powder at dawn 2027';
      await page.setViewportSize({ width: 1280, height: 900 });
      await logIn(page, m, ADMIN);
      await openAccounts(page, m);
      await expect(rowOf(page, ADMIN.email)).toContainText(m.accountsRoleName('admin'));

      await page.getByRole('button', { name: m.accountsInvite }).click();
      const dialog = page.getByRole('dialog', { name: m.accountsInvite });
      await dialog.getByLabel(m.accountsName).fill(name);
      await dialog.getByLabel(m.accountsEmail).fill(email);
      await dialog.getByLabel(m.accountsRole).selectOption('staff');
      await expect(dialog.getByLabel(m.accountsMailLang)).toHaveValue(lang);
      await dialog.getByRole('button', { name: m.accountsInviteSubmit }).click();
      await expect(page.getByRole('status').filter({ hasText: m.accountsInvited(email) })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(rowOf(page, email)).toContainText(m.accountsStatusName('invited'));
      await expect(rowOf(page, email)).toContainText(m.accountsNever);

      // The e-mail, in the language chosen, with the link.
      const mail = await mailTo(email);
      expect(subjectOf(mail.raw)).toMatch(
        lang === 'fr' ? /^Invitation au back office — .*Val-Neige$/ : /^Your invitation to the back office — .*Val-Neige$/,
      );
      expect(mail.text).toContain(lang === 'fr' ? 'Choisissez votre mot de passe' : 'Choose your password');
      const link = linkIn(mail.text);

      // The colleague, in their own browser, logged out.
      const colleague = await newBrowser(browser, locale);
      const p = colleague.page;
      await p.setViewportSize({ width: 375, height: 812 });
      await p.goto(link);
      await expect(p.getByRole('heading', { level: 1, name: m.invitationTitle })).toBeVisible();
      await expect(p.getByText(email)).toBeVisible();
      await expect(p.getByText(name)).toBeVisible();
      await expect(p.getByText(m.invitationRules(10, 200))).toBeVisible();
      await p.getByLabel(m.invitationPassword, { exact: true }).fill('court');
      await p.getByLabel(m.invitationConfirm).fill('court');
      await p.getByRole('button', { name: m.invitationSubmit }).click();
      await expect(p.getByText(m.invitationTooShort(10))).toBeVisible();
      await p.getByLabel(m.invitationPassword, { exact: true }).fill(password);
      await p.getByLabel(m.invitationConfirm).fill(password);
      await p.getByRole('button', { name: m.invitationSubmit }).click();
      await expect(p.getByRole('status').filter({ hasText: m.invitationDone })).toBeVisible();
      await expect(p).toHaveURL(admin('/'));
      await expect(p.getByRole('button', { name: m.userMenu(name) })).toBeVisible();
      // Staff: the accounts are not in their navigation.
      await expect(p.getByRole('navigation', { name: m.navLabel })).toBeVisible();
      await expect(await navLink(p, m, m.navAccounts)).toHaveCount(0);

      // The link worked once.
      await p.goto(link);
      await expect(p.getByRole('heading', { level: 1, name: m.invitationInvalidTitle })).toBeVisible();
      await expect(p.getByRole('alert')).toHaveText(m.invitationInvalid);

      // The password works on the login screen too.
      await colleague.context.clearCookies();
      await logIn(p, m, { email, password });
      await colleague.context.close();

      // The admin's list: active, logged in.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: m.accountsTitle })).toBeVisible();
      await expect(rowOf(page, email)).toContainText(m.accountsStatusName('active'));
      await expect(rowOf(page, email)).not.toContainText(m.accountsNever);
    });

    test("a disabled account's session stops at once: its next request shows the login screen", async ({ page, browser }) => {
      const email = fresh(`julie-${lang}`);
      const name = lang === 'fr' ? 'Julie Martin' : 'Olivia Jones';
      const password = 'Une longue phrase secrète';
      const link = await invitedByApi(email, name, lang);
      await api('POST', `/api/backoffice/invitations/${new URL(link).searchParams.get('token')}`, { password });

      // The colleague works in their browser.
      const colleague = await newBrowser(browser, locale);
      const p = colleague.page;
      await logIn(p, m, { email, password });
      await (await navLink(p, m, m.navOrders)).click();
      await expect(p.getByRole('heading', { level: 1, name: m.ordersTitle })).toBeVisible();

      // The admin disables the account.
      await page.setViewportSize({ width: 375, height: 812 });
      await logIn(page, m, ADMIN);
      await openAccounts(page, m);
      await page.getByRole('button', { name: m.accountsActionsFor(name) }).click();
      await page.getByRole('menuitem', { name: m.accountsDisable }).click();
      const dialog = page.getByRole('dialog', { name: m.accountsDisableTitle(name) });
      await expect(dialog).toContainText(m.accountsDisableIntro);
      await dialog.getByRole('button', { name: m.accountsDisableSubmit }).click();
      await expect(page.getByRole('status').filter({ hasText: m.accountsDisabled(name) })).toBeVisible();
      await expect(rowOf(page, email)).toContainText(m.accountsStatusName('disabled'));
      // Focus is back on the account's menu button.
      await expect(page.getByRole('button', { name: m.accountsActionsFor(name) })).toBeFocused();

      // The colleague's very next request: the login screen, saying the session ended.
      await (await navLink(p, m, m.navRosters)).click();
      await expect(p.getByRole('heading', { level: 1, name: m.loginTitle })).toBeVisible();
      await expect(p.getByText(m.loginExpired)).toBeVisible();
      await p.getByLabel(m.loginEmail).fill(email);
      await p.getByLabel(m.loginPassword).fill(password);
      await p.getByRole('button', { name: m.loginSubmit }).click();
      await expect(p.getByRole('alert')).toHaveText(m.loginInvalid);

      // Enabled again, the account logs in.
      await page.getByRole('button', { name: m.accountsActionsFor(name) }).click();
      await page.getByRole('menuitem', { name: m.accountsEnable }).click();
      await expect(page.getByRole('status').filter({ hasText: m.accountsEnabled(name) })).toBeVisible();
      await p.getByRole('button', { name: m.loginSubmit }).click();
      await expect(p.getByRole('navigation', { name: m.navLabel })).toBeVisible();
      await colleague.context.close();
    });

    test('the last admin cannot step down: the refusal says why', async ({ page }) => {
      await logIn(page, m, ADMIN);
      await openAccounts(page, m);
      // Val-Neige has a second admin (the federation's, an admin of both demo schools):
      // disabled first, so the demo admin is the last active one; enabled again at the end.
      await setEnabled(page, m, FEDERATION.name, false);
      await page.getByRole('button', { name: m.accountsActionsFor(ADMIN.name) }).click();
      await expect(page.getByRole('menuitem', { name: m.accountsDisable })).toHaveCount(0);
      await page.getByRole('menuitem', { name: m.accountsChangeRole }).click();
      const dialog = page.getByRole('dialog', { name: m.accountsRoleTitle(ADMIN.name) });
      await dialog.getByLabel(m.accountsRole).selectOption('staff');
      await dialog.getByRole('button', { name: m.accountsRoleSubmit }).click();
      await expect(dialog.getByRole('alert')).toHaveText(m.accountsLastAdmin);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await setEnabled(page, m, FEDERATION.name, true);
    });

    for (const width of [375, 1280]) {
      test(`axe at ${width} px: no axe violation of any impact on the accounts and invitation screens`, async ({ page, browser }) => {
        const failing: Record<string, string[]> = {};
        const check = async (p: Page, screen: string) => {
          const found = await violations(p);
          if (found.length) failing[screen] = found;
        };
        const height = width < 600 ? 812 : 900;
        const email = fresh(`axe-${lang}-${width}`);
        const who = `Axe ${lang} ${width}`;
        const link = await invitedByApi(email, who, lang);

        await page.setViewportSize({ width, height });
        await logIn(page, m, ADMIN);
        await openAccounts(page, m);
        await expect(rowOf(page, email)).toBeVisible();
        await check(page, 'accounts');
        await page.getByRole('button', { name: m.accountsActionsFor(who) }).click();
        await expect(page.getByRole('menuitem', { name: m.accountsResend })).toBeVisible();
        await check(page, 'account menu');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: m.accountsInvite }).click();
        const dialog = page.getByRole('dialog', { name: m.accountsInvite });
        await dialog.getByRole('button', { name: m.accountsInviteSubmit }).click();
        await expect(dialog.getByText(m.accountsNameRequired)).toBeVisible();
        await check(page, 'invite dialog with errors');
        await dialog.getByRole('button', { name: m.close }).click();

        const visitor = await newBrowser(browser, locale);
        await visitor.page.setViewportSize({ width, height });
        await visitor.page.goto(link);
        await expect(visitor.page.getByRole('heading', { level: 1, name: m.invitationTitle })).toBeVisible();
        await expect(visitor.page.getByLabel(m.invitationConfirm)).toBeVisible();
        await check(visitor.page, 'invitation');
        await visitor.page.goto(admin('/invitation?token=made-up'));
        await expect(visitor.page.getByRole('heading', { level: 1, name: m.invitationInvalidTitle })).toBeVisible();
        await check(visitor.page, 'invalid link');
        await visitor.context.close();

        expect(failing).toEqual({});
      });
    }
  });
}
