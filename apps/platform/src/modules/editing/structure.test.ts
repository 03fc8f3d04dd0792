import { CreatePageResult, DraftPage, MainMenu, Page, SaveMenuResult, SiteResponse } from '@schuss/contracts';
import { authSessions, menus, pages } from '@schuss/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiLogin, bearer, DEMO_STAFF, OTHER_SITE_EDITOR, seedTestAccounts } from '../../test/accounts';
import { mainDrivers, testPlatform } from '../../test/app';
import { DEMO_EDITOR, sha256 } from '../auth/service';

describe.each(mainDrivers)('page creation and menus API on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  let editor = '';

  beforeAll(async () => {
    t = await testPlatform(kind);
    await seedTestAccounts(t.conn.db);
    editor = await login('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password);
  });
  afterAll(() => t?.close());

  const login = apiLogin(() => t.app, `10.8.${kind === 'pg' ? 1 : 2}`);
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  /** A request with an explicit token (undefined: none). */
  const callAs = (token: string | undefined, method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const call = (method: 'PUT' | 'POST' | 'GET', url: string, payload?: object) => callAs(editor, method, url, payload);
  const publicPage = (lang: string, path: string) =>
    t.app.inject({ method: 'GET', url: `/api/page?${q({ site: 'val-neige', lang, path })}` });
  const siteMenus = async () => SiteResponse.parse((await t.app.inject({ method: 'GET', url: '/api/site?site=val-neige' })).json()).menus;
  const pageCount = async () => Number((await t.conn.db.select({ n: sql<number>`count(*)::int` }).from(pages))[0]!.n);

  it('creates a page, live and searchable, then its English translation linked to it; the site is revalidated', async () => {
    const revalidate = vi.spyOn(t.app.site, 'revalidate');
    const res = await call('POST', '/api/admin/pages', {
      site: 'val-neige',
      lang: 'fr',
      path: '/activites/chiens-de-traineau/',
      name: 'chiens-de-traineau',
      title: 'Balades en chiens de traîneau',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = CreatePageResult.parse(res.json());
    expect(created).toMatchObject({ lang: 'fr', path: '/activites/chiens-de-traineau/', draftVersion: null });
    expect(revalidate).toHaveBeenCalledWith(
      expect.arrayContaining(['pages:val-neige', 'page:val-neige:fr:/activites/chiens-de-traineau/']),
    );

    const live = Page.parse((await publicPage('fr', '/activites/chiens-de-traineau/')).json());
    expect(live).toMatchObject({
      title: 'Balades en chiens de traîneau',
      template: 'content',
      translations: [{ lang: 'fr', path: '/activites/chiens-de-traineau/' }],
    });
    expect(JSON.stringify(live.zones)).toContain('<h2>Balades en chiens de traîneau</h2>');
    const found = await t.app.inject({ method: 'GET', url: `/api/search?${q({ site: 'val-neige', lang: 'fr', query: 'traîneau' })}` });
    expect(found.json().map((r: { path: string }) => r.path)).toContain('/activites/chiens-de-traineau/');
    // The editor opens it like any page: its draft is the published version.
    const draft = DraftPage.parse(
      (
        await call('GET', `/api/draft?${q({ site: 'val-neige', lang: 'fr', path: '/activites/chiens-de-traineau/', status: 'draft' })}`)
      ).json(),
    );
    expect(draft.version).toBe(created.publishedVersion);

    revalidate.mockClear();
    const en = await call('POST', '/api/admin/pages', {
      site: 'val-neige',
      lang: 'en',
      path: '/activities/dog-sledding/',
      name: 'dog-sledding',
      title: 'Dog sledding <rides>',
      template: 'content',
      translationOf: { lang: 'fr', path: '/activites/chiens-de-traineau/' },
    });
    expect(en.statusCode, en.body).toBe(201);
    expect(en.json().group).toBe(created.group);
    // The French page's language switcher now shows the English one.
    expect(revalidate.mock.calls[0]![0]).toEqual(
      expect.arrayContaining(['page:val-neige:fr:/activites/chiens-de-traineau/', 'page:val-neige:en:/activities/dog-sledding/']),
    );
    const fr = Page.parse((await publicPage('fr', '/activites/chiens-de-traineau/')).json());
    expect(fr.translations).toEqual([
      { lang: 'en', path: '/activities/dog-sledding/' },
      { lang: 'fr', path: '/activites/chiens-de-traineau/' },
    ]);
    // The title is text, not markup.
    expect(JSON.stringify(Page.parse((await publicPage('en', '/activities/dog-sledding/')).json()).zones)).toContain(
      'Dog sledding &#60;rides&#62;',
    );
    revalidate.mockRestore();
  });

  it('refuses a taken path, a second translation in the same language, an unknown source and bad input, naming the field', async () => {
    const good = { site: 'val-neige', lang: 'fr', path: '/nouvelle-page/', name: 'nouvelle-page', title: 'Nouvelle page' };
    const cases: [string, object, number, string][] = [
      ['a taken path', { ...good, path: '/offres/' }, 409, 'body.path'],
      [
        'a second English page of the home group',
        { ...good, lang: 'en', path: '/home-2/', translationOf: { lang: 'fr', path: '/' } },
        409,
        'body.lang',
      ],
      ['a translation in its own language', { ...good, translationOf: { lang: 'fr', path: '/' } }, 400, 'body.translationOf.lang'],
      ['an unknown source page', { ...good, translationOf: { lang: 'en', path: '/nowhere/' } }, 404, 'body.translationOf.path'],
      ['a language the site lacks', { ...good, lang: 'de' }, 400, 'body.lang'],
      ['a bad path', { ...good, path: 'nouvelle' }, 400, 'body.path'],
      ["the editors' login page of the site", { ...good, path: '/connexion-editeur/' }, 400, 'body.path'],
      ["a path under the site's own routes", { ...good, path: '/api/pages/' }, 400, 'body.path'],
      ['a bad name', { ...good, name: 'Nouvelle Page' }, 400, 'body.name'],
      ['an empty title', { ...good, title: ' ' }, 400, 'body.title'],
      ['an unknown template', { ...good, template: 'blog' }, 400, 'body.template'],
      ['no site', { lang: 'fr', path: '/x/', name: 'x', title: 'X' }, 400, 'body.site'],
    ];
    const before = await pageCount();
    for (const [name, payload, status, field] of cases) {
      const res = await call('POST', '/api/admin/pages', payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().error.field, name).toBe(field);
    }
    expect(await pageCount()).toBe(before);
  });

  it('edits the main menu: add, rename, reorder, remove; other menus kept; a stale base is a 409; the site is revalidated', async () => {
    const revalidate = vi.spyOn(t.app.site, 'revalidate');
    const res = await call('GET', `/api/admin/menus?${q({ site: 'val-neige', lang: 'fr' })}`);
    expect(res.statusCode, res.body).toBe(200);
    const menu = MainMenu.parse(res.json());
    expect(menu.main.length).toBeGreaterThan(2);
    const before = (await siteMenus()).fr!;
    const [first, second, ...rest] = menu.main;
    const main = [
      { ...second!, title: 'Renommé' },
      first!,
      ...rest.slice(1),
      { name: 'raquettes', title: 'Raquettes', path: '/activites/raquettes/' },
    ];
    const saved = await call('PUT', '/api/admin/menus', { site: 'val-neige', lang: 'fr', main, baseUpdatedAt: menu.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    const s = SaveMenuResult.parse(saved.json());
    expect(s.updatedAt).not.toBe(menu.updatedAt);
    expect(revalidate).toHaveBeenCalledWith(['site:val-neige']);
    const after = (await siteMenus()).fr!;
    expect(after.main).toEqual(main);
    expect(after.footer).toEqual(before.footer);
    expect(after.legal).toEqual(before.legal);
    expect(after.shortcuts).toEqual(before.shortcuts);
    expect((await siteMenus()).en).toEqual((await siteMenus()).en);

    // Another editor still on the old menu: refused, nothing written.
    const stale = await call('PUT', '/api/admin/menus', { site: 'val-neige', lang: 'fr', main: [], baseUpdatedAt: menu.updatedAt });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json().error).toMatchObject({ field: 'body.baseUpdatedAt', code: 'conflict' });
    expect((await siteMenus()).fr!.main).toEqual(main);
    revalidate.mockRestore();
  });

  it('edits the sub-items of an item: add, rename, reorder, remove; the site shows them as saved', async () => {
    const menu = MainMenu.parse((await call('GET', `/api/admin/menus?${q({ site: 'val-neige', lang: 'fr' })}`)).json());
    const parent = menu.main.findIndex((x) => (x.subs?.length ?? 0) >= 3);
    expect(parent).toBeGreaterThanOrEqual(0);
    const [a, b, c, ...rest] = menu.main[parent]!.subs!;
    const subs = [
      { ...c!, title: 'Sous-élément renommé' },
      a!,
      ...rest,
      { name: 'raquettes', title: 'Raquettes', path: '/activites/raquettes/' },
    ];
    expect(subs).not.toContainEqual(b);
    const main = menu.main.map((x, i) => (i === parent ? { ...x, subs } : x));
    const saved = await call('PUT', '/api/admin/menus', { site: 'val-neige', lang: 'fr', main, baseUpdatedAt: menu.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(SaveMenuResult.parse(saved.json()).main[parent]!.subs).toEqual(subs);
    expect((await siteMenus()).fr!.main[parent]!.subs).toEqual(subs);
  });

  it('refuses bad menus naming the field, and writes nothing', async () => {
    const before = (await siteMenus()).fr!.main;
    const javascriptSub = { name: 'z', title: 'Z', path: ' javascript:alert(1)' };
    const cases: [string, object, number, string][] = [
      ['a javascript: item', { main: [{ name: 'x', title: 'X', path: 'javascript:alert(1)' }] }, 400, 'body.main.0.path'],
      [
        'a protocol-relative sub-item',
        { main: [{ name: 'x', title: 'X', path: '/x/', subs: [{ name: 'y', title: 'Y', path: '//evil.example/' }] }] },
        400,
        'body.main.0.subs.0.path',
      ],
      [
        'a javascript: sub-item',
        { main: [{ name: 'x', title: 'X', path: '/x/', subs: [{ name: 'y', title: 'Y', path: '/y/' }, javascriptSub] }] },
        400,
        'body.main.0.subs.1.path',
      ],
      [
        'a sub-item without title',
        {
          main: [
            {
              name: 'x',
              title: 'X',
              path: '/x/',
              subs: [
                { name: 'y', title: 'Y', path: '/y/' },
                { name: 'z', path: '/z/' },
              ],
            },
          ],
        },
        400,
        'body.main.0.subs.1.title',
      ],
      [
        'sub-items that are not a list',
        {
          main: [
            { name: 'x', title: 'X', path: '/x/' },
            { name: 'y', title: 'Y', path: '/y/', subs: 'none' },
          ],
        },
        400,
        'body.main.1.subs',
      ],
      [
        'too many sub-items',
        {
          main: [
            {
              name: 'x',
              title: 'X',
              path: '/x/',
              subs: Array.from({ length: 51 }, (_, k) => ({ name: `s${k}`, title: 'S', path: '/s/' })),
            },
          ],
        },
        400,
        'body.main.0.subs',
      ],
      ['an item without title', { main: [{ name: 'x', path: '/x/' }] }, 400, 'body.main.0.title'],
      ['a menu that is not a list', { main: {} }, 400, 'body.main'],
      ['a language without menus', { lang: 'de', main: [] }, 404, 'body.lang'],
      ['a bad base', { main: [], baseUpdatedAt: 'hier' }, 400, 'body.baseUpdatedAt'],
    ];
    for (const [name, payload, status, field] of cases) {
      const res = await call('PUT', '/api/admin/menus', { site: 'val-neige', lang: 'fr', ...payload });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
      expect(res.json().error.field, name).toBe(field);
    }
    expect((await siteMenus()).fr!.main).toEqual(before);
  });

  describe('refuses every write without a valid token of the site, and changes nothing', () => {
    const tokens: Record<string, string> = {};
    beforeAll(async () => {
      tokens.other = await login(OTHER_SITE_EDITOR.site, OTHER_SITE_EDITOR.email, OTHER_SITE_EDITOR.password);
      tokens.staff = await login(DEMO_STAFF.site, DEMO_STAFF.email, DEMO_STAFF.password);
      tokens.expired = await login('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password);
      await t.conn.db
        .update(authSessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(authSessions.tokenHash, sha256(tokens.expired)));
      tokens.idle = await login('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password);
      await t.conn.db
        .update(authSessions)
        .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
        .where(eq(authSessions.tokenHash, sha256(tokens.idle)));
      tokens.revoked = await login('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password);
      expect((await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(tokens.revoked) })).statusCode).toBe(204);
    });
    const cases: [string, number, () => string | undefined][] = [
      ['no token', 401, () => undefined],
      ['a garbage token', 401, () => 'garbage'],
      ['an expired token', 401, () => tokens.expired],
      ['a token idle for 31 min', 401, () => tokens.idle],
      ['a revoked token', 401, () => tokens.revoked],
      ['a token of another site', 403, () => tokens.other],
      ['a staff token', 403, () => tokens.staff],
    ];
    it.each(cases)('with %s → %i', async (_name, status, token) => {
      const menusBefore = await t.conn.db.select().from(menus);
      const countBefore = await pageCount();
      const writes: ['PUT' | 'POST', string, object][] = [
        ['POST', '/api/admin/pages', { site: 'val-neige', lang: 'fr', path: '/intrus/', name: 'intrus', title: 'Intrus' }],
        [
          'POST',
          '/api/admin/pages',
          {
            site: 'val-neige',
            lang: 'en',
            path: '/intruder/',
            name: 'intruder',
            title: 'Intruder',
            translationOf: { lang: 'fr', path: '/contact/' },
          },
        ],
        ['PUT', '/api/admin/menus', { site: 'val-neige', lang: 'fr', main: [] }],
      ];
      for (const [method, url, payload] of writes) {
        const res = await callAs(token(), method, url, payload);
        expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
        expect(res.json().error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
      }
      const read = await callAs(token(), 'GET', `/api/admin/menus?${q({ site: 'val-neige', lang: 'fr' })}`);
      expect(read.statusCode).toBe(status);
      expect(await pageCount()).toBe(countBefore);
      expect(await t.conn.db.select().from(menus)).toEqual(menusBefore);
      expect((await publicPage('fr', '/intrus/')).statusCode).toBe(404);
    });

    it('a valid token of val-neige cannot create pages or edit menus of another site (403)', async () => {
      const countBefore = await pageCount();
      const a = await call('POST', '/api/admin/pages', {
        site: 'autre-site',
        lang: 'fr',
        path: '/intrus/',
        name: 'intrus',
        title: 'Intrus',
      });
      expect(a.statusCode, a.body).toBe(403);
      const b = await call('PUT', '/api/admin/menus?site=val-neige', { site: 'autre-site', lang: 'fr', main: [] });
      expect(b.statusCode, b.body).toBe(403);
      expect(await pageCount()).toBe(countBefore);
    });
  });
});
