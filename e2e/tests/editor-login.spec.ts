import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { violations } from '../axe';
import { revalidate, sql, stack } from '../stack';

// The site side of in-place editing: the editors' login page, the editor mode (token
// check, date ranges not applied, full page loads on link clicks, the editing tool loaded from
// the content host) and the visitor who downloads none of it. The editing journey itself is
// editor.spec.ts.

const EDITOR = { email: 'editeur@val-neige.example', password: 'Val-Neige-2026!' };
const CMS_JS = /\/cms\/v3\/cms\.js(\?|$)/;
/** Requests for the editing tool: anything under the content host's `/cms/` (not the site's own `/static/cms/config.json`). */
const toolRequests = (urls: string[]) => urls.filter((u) => new URL(u).pathname.startsWith('/cms/') || u.includes('cms.js'));

type Marked = Window & { __marker?: string };

async function fillLogin(page: Page, lang: 'fr' | 'en', email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel(lang === 'fr' ? 'Mot de passe' : 'Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: lang === 'fr' ? 'Se connecter' : 'Log in' }).click();
}

/** Logs in through the French login page; resolves once the home page is in editor mode. */
async function logInAsEditor(page: Page) {
  await page.goto('/connexion-editeur/');
  await fillLogin(page, 'fr', EDITOR.email, EDITOR.password);
  await expect(page).toHaveURL(`${stack().siteUrl}/`);
  await expect(page.locator('html')).toHaveAttribute('data-editor', 'on');
}

const storedToken = (page: Page) => page.evaluate(() => sessionStorage.getItem('token'));

test.beforeEach(async ({ page }) => {
  // Cookie choice made: the banner would cover the footer's links.
  await page.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
});

test.describe('editor login page', () => {
  test.afterAll(async () => {
    // Failures count per IP too: leave the other journeys (editor.spec.ts) their budget.
    await sql('delete from login_attempts');
  });

  test('a wrong password says "e-mail ou mot de passe incorrect" and enables the form again', async ({ page }) => {
    await page.goto('/connexion-editeur/');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion des éditeurs' })).toBeVisible();
    // Not for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username');
    await expect(page.getByLabel('Mot de passe')).toHaveAttribute('autocomplete', 'current-password');

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/admin/login') && r.method() === 'POST');
    await fillLogin(page, 'fr', EDITOR.email, 'not-the-password');
    expect((await sent).postDataJSON()).toEqual({ site: 'val-neige', email: EDITOR.email, password: 'not-the-password' });

    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toHaveText('e-mail ou mot de passe incorrect');
    await expect(alert).toBeFocused();
    await expect(page.getByLabel('E-mail')).toBeEnabled();
    await expect(page.getByLabel('Mot de passe')).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(await storedToken(page)).toBeNull();
  });

  test('the English page says "incorrect e-mail or password"', async ({ page }) => {
    await page.goto('/en/editor-login/');
    await expect(page.getByRole('heading', { level: 1, name: 'Editor login' })).toBeVisible();
    await fillLogin(page, 'en', 'nobody@val-neige.example', 'whatever');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('incorrect e-mail or password');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(page.getByLabel('Password')).toBeEnabled();
  });

  test('the login page has no accessibility violation, with its error shown', async ({ page }) => {
    for (const path of ['/connexion-editeur/', '/en/editor-login/']) {
      await page.goto(path);
      await fillLogin(page, path.startsWith('/en/') ? 'en' : 'fr', 'nobody@val-neige.example', 'whatever');
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      expect(await violations(page)).toEqual([]);
    }
  });

  test('the login paths are the site own: the language switcher leads from one to the other', async ({ page }) => {
    await page.goto('/connexion-editeur/');
    await expect(page.locator('a[hreflang="en"]')).toHaveAttribute('href', `${stack().siteUrl}/en/editor-login/`);
    // Another language's path is no login page.
    expect((await page.request.get('/en/connexion-editeur/')).status()).toBe(404);
    expect((await page.request.get('/editor-login/')).status()).toBe(404);
    // Not in the sitemap.
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toMatch(/connexion-editeur|editor-login/);
  });

  test('repeated failures are rate-limited: the message is shown as received, with the wait', async ({ page, request }) => {
    const email = `limit-${Date.now()}@val-neige.example`;
    await page.goto('/connexion-editeur/');
    const alert = page.getByRole('main').getByRole('alert');
    let limited = false;
    for (let attempt = 1; attempt <= 12 && !limited; attempt++) {
      await fillLogin(page, 'fr', email, `wrong-${attempt}`);
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
      await expect(alert).toBeVisible();
      limited = !(await alert.textContent())?.includes('e-mail ou mot de passe incorrect');
    }
    expect(limited).toBe(true);
    // What the content host answers now (a 429 does not count as another failure).
    const res = await request.post(`${stack().platformUrl}/api/admin/login`, {
      data: { site: 'val-neige', email, password: 'again' },
      headers: { origin: stack().siteUrl },
    });
    expect(res.status()).toBe(429);
    const { error } = await res.json();
    await expect(alert).toContainText(error.message);
    // The Retry-After wait, readable through CORS, in words.
    await expect(alert).toContainText(/Réessayez dans \d+ minutes?\./);
    await expect(alert).toBeFocused();
    await expect(page.getByLabel('E-mail')).toBeEnabled();
  });
});

test.describe('editor mode', () => {
  test('the demo editor logs in: token in sessionStorage, home page, the editing tool requested', async ({ page }) => {
    await page.goto('/connexion-editeur/');
    const cms = page.waitForRequest(CMS_JS);
    const session = page.waitForRequest((r) => r.url().endsWith('/api/admin/session') && r.method() === 'GET');
    await fillLogin(page, 'fr', EDITOR.email, EDITOR.password);
    await expect(page).toHaveURL(`${stack().siteUrl}/`);
    expect(await storedToken(page)).toMatch(/^[\w-]{40,}$/);
    expect(await (await session).headerValue('authorization')).toMatch(/^Bearer [\w-]{40,}$/);
    expect((await cms).url()).toBe(`${stack().platformUrl}/cms/v3/cms.js`);
    await expect(page.locator('html')).toHaveAttribute('data-editor', 'on');
    // The hooks the tool renders the draft into.
    await expect(page.locator('[data-zone="content"]')).toHaveCount(1);
    await expect(page.locator('[data-zone="content"] [data-section-id][data-section-type]').first()).toBeAttached();
  });

  test('the English login leads to the English home page', async ({ page }) => {
    await page.goto('/en/editor-login/');
    const cms = page.waitForRequest(CMS_JS);
    await fillLogin(page, 'en', EDITOR.email, EDITOR.password);
    await expect(page).toHaveURL(`${stack().siteUrl}/en/`);
    await cms;
    await expect(page.locator('html')).toHaveAttribute('data-editor', 'on');
  });

  test('a visitor downloads nothing of the editing tool', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    await page.locator('.zone-content a[data-link="internal"], .zone-content a.tile, .zone-content a.offer-link').first().click();
    await expect(page).not.toHaveURL(`${stack().siteUrl}/`);
    await page.goto('/en/');
    await page.goto('/cours/ski/enfants/');
    await page.waitForLoadState('networkidle');
    expect(requested.length).toBeGreaterThan(10);
    expect(toolRequests(requested)).toEqual([]);
    expect(requested.filter((u) => u.includes('/api/admin/'))).toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-editor');
  });

  test('an invalid or expired token is removed silently and the tool is not loaded', async ({ page, request }) => {
    // An expired session of the demo editor…
    const login = await request.post(`${stack().platformUrl}/api/admin/login`, { data: { site: 'val-neige', ...EDITOR } });
    const { token } = await login.json();
    const hash = createHash('sha256').update(token).digest('hex');
    await sql("update auth_sessions set expires_at = now() - interval '1 minute' where token_hash = $1", [hash]);

    for (const stale of [token, 'not-a-token']) {
      await page.goto('/');
      await page.evaluate((t) => sessionStorage.setItem('token', t), stale);
      const requested: string[] = [];
      page.on('request', (r) => requested.push(r.url()));
      const checked = page.waitForResponse((r) => r.url().endsWith('/api/admin/session') && r.request().method() === 'GET');
      await page.reload();
      expect((await checked).status()).toBe(401);
      await expect.poll(() => storedToken(page)).toBeNull();
      expect(toolRequests(requested)).toEqual([]);
      await expect(page.locator('html')).not.toHaveAttribute('data-editor');
      // Silently: no message on the page.
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
      page.removeAllListeners('request');
    }
  });

  test('date ranges are not applied for the editor: a past section is hidden for the visitor only', async ({ page, browser }) => {
    const path = '/ecole/histoire/';
    const [row] = await sql<{ id: number; zones: { content?: Record<string, unknown>[] } }>(
      "select v.id, v.zones from pages p join page_versions v on v.id = p.published_version_id where p.lang = 'fr' and p.path = $1",
      [path],
    );
    expect(row).toBeTruthy();
    const original = structuredClone(row!.zones);
    const day = 86_400_000;
    const zones = {
      ...original,
      content: [
        ...(original.content ?? []),
        {
          id: 'e2e-editor-past',
          type: 'richText',
          html: '<p>Fête de la glisse de l’an passé</p>',
          dateRanges: [{ from: new Date(Date.now() - 10 * day).toISOString(), to: new Date(Date.now() - day).toISOString() }],
        },
      ],
    };
    await sql('update page_versions set zones = $1 where id = $2', [JSON.stringify(zones), row!.id]);
    const visitor = await browser.newPage();
    try {
      await revalidate([`page:val-neige:fr:${path}`]);
      await visitor.goto(path);
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(visitor.getByText('Fête de la glisse de l’an passé')).toBeHidden();

      await logInAsEditor(page);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-editor', 'on');
      // Shown to the editor (the editing tool renders the draft of the zone in place)…
      await expect(page.getByText('Fête de la glisse de l’an passé').filter({ visible: true })).toBeVisible();
      // …and the date-range guard no longer hides the section the server rendered.
      await expect(page.locator('#section-e2e-editor-past')).not.toHaveAttribute('hidden');
      // The visitor, in another browser context, still does not see it.
      await visitor.reload();
      await expect(visitor.getByText('Fête de la glisse de l’an passé')).toBeHidden();
    } finally {
      await visitor.close();
      await sql('update page_versions set zones = $1 where id = $2', [JSON.stringify(original), row!.id]);
      await revalidate([`page:val-neige:fr:${path}`]);
    }
  });

  test('in editor mode a click on a page link loads the new page in full', async ({ page }) => {
    await logInAsEditor(page);
    const mark = () =>
      page.evaluate(() => {
        (window as Marked).__marker = 'same document';
      });
    const marker = () => page.evaluate(() => (window as Marked).__marker ?? null);

    // Links of the header, the footer and the content (the editing tool shows the draft's text and
    // follows a link clicked in it; a click elsewhere in the text edits it).
    const follow = async (link: ReturnType<Page['locator']>) => {
      await mark();
      const href = await link.getAttribute('href');
      const loaded = page.waitForRequest((r) => r.isNavigationRequest() && r.url() === `${stack().siteUrl}${href}`);
      await link.click();
      await loaded;
      await expect(page).toHaveURL(`${stack().siteUrl}${href}`);
      await expect(page.locator('html')).toHaveAttribute('data-editor', 'on');
      expect(await marker()).toBeNull();
    };
    // A footer link and a header shortcut (SmartLink)…
    await follow(page.locator('footer a[href^="/"]:not([href^="/static/"]):not([href$=".pdf"])').first());
    await follow(page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }));
    // …the logo (next/link navigates on the client, then the page reloads)…
    await follow(page.getByRole('banner').getByRole('link', { name: /Retour à l'accueil/ }));
    // …and a link in the home page's text, as the editing tool shows it.
    await expect(page.getByRole('toolbar', { name: "Outils d'édition" })).toBeVisible();
    await follow(page.getByRole('main').getByRole('link', { name: 'voir toutes les offres', exact: true }));
  });
});
