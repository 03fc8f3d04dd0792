import { SearchResponse } from '@schuss/contracts';
import { pages, pageVersions } from '@schuss/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainDrivers, testPlatform } from '../../test/app';
import { indexPages, reindexAll, searchIndexIsStale, zoneHtml } from './service';

describe.each(mainDrivers)('search API on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  beforeAll(async () => {
    t = await testPlatform(kind);
  });
  afterAll(() => t?.close());

  const searchFor = async (query: string, extra = '', lang = 'fr') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/search?site=val-neige&lang=${lang}&query=${encodeURIComponent(query)}${extra}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return SearchResponse.parse(res.json());
  };

  it('serves a dated section of a zone from its start, included, until its end, excluded (the shared date-range rule)', async () => {
    // The demo home page's "Réservez tôt" section is dated 2026-09-01T00:00:00Z → 2027-04-18T21:59:59Z.
    const has = async (at: string, deltaMs = 0) =>
      (await zoneHtml(t.conn.db, { site: 'val-neige', lang: 'fr', path: '/', id: 'content' }, new Date(Date.parse(at) + deltaMs))).includes(
        'Réservez tôt, skiez serein',
      );
    expect(await has('2026-09-01T00:00:00Z', -1)).toBe(false);
    expect(await has('2026-09-01T00:00:00Z')).toBe(true);
    expect(await has('2027-04-18T21:59:59Z', -1)).toBe(true);
    expect(await has('2027-04-18T21:59:59Z')).toBe(false);
  });

  it('finds the children’s group lessons page first for "cours collectif enfant"', async () => {
    const results = await searchFor('cours collectif enfant');
    expect(results[0]?.path).toBe('/cours/ski/enfants/');
    expect(results[0]?.snippet).toMatch(/<mark>/);
  });

  it('folds accents: "telesiege" and "télésièges" find the same pages', async () => {
    const plain = (await searchFor('telesiege')).map((r) => r.path);
    const accented = (await searchFor('télésièges')).map((r) => r.path);
    expect(plain.length).toBeGreaterThan(0);
    expect(new Set(plain)).toEqual(new Set(accented));
    expect(plain).toContain('/forfaits/');
  });

  it('matches the last word as a prefix while the visitor types', async () => {
    const results = await searchFor('moniteu');
    expect(results.length).toBeGreaterThan(0);
    expect(results.some((r) => r.path === '/ecole/moniteurs/')).toBe(true);
  });

  it('ranks title matches above body matches', async () => {
    const results = await searchFor('chairlift', '', 'en');
    expect(results.length).toBeGreaterThan(1);
    const titles = results.map((r) => /chairlift/i.test(r.title));
    const firstBodyOnly = titles.indexOf(false);
    if (firstBodyOnly !== -1) expect(titles.slice(firstBodyOnly).every((x) => !x)).toBe(true);
  });

  it('answers English pages only for an English query on the English site', async () => {
    const en = await searchFor('children group lessons', '', 'en');
    expect(en[0]?.path).toBe('/lessons/ski/children/');
    const frPaths = (await t.app.inject({ method: 'GET', url: '/api/pages?site=val-neige&lang=fr' }))
      .json()
      .pages.map((p: { path: string }) => p.path);
    const enPaths = new Set(
      (await t.app.inject({ method: 'GET', url: '/api/pages?site=val-neige&lang=en' })).json().pages.map((p: { path: string }) => p.path),
    );
    for (const r of en) expect(enPaths.has(r.path)).toBe(true);
    expect(en.some((r) => frPaths.includes(r.path) && !enPaths.has(r.path))).toBe(false);
  });

  it('falls back to English for a language the site does not have', async () => {
    const es = await searchFor('children group lessons', '', 'es');
    expect(es[0]?.path).toBe('/lessons/ski/children/');
  });

  it('leaves out excluded paths, with or without their trailing slash', async () => {
    const all = (await searchFor('adults level', '', 'en')).map((r) => r.path);
    expect(all).toContain('/levels/ski/adults/');
    const excluded = ['/levels/snowboard/adults', '/levels/ski/adults', '/levels/nordic-ski/adults'];
    const filtered = (await searchFor('adults level', excluded.map((p) => `&exclude=${encodeURIComponent(p)}`).join(''), 'en')).map(
      (r) => r.path,
    );
    for (const p of excluded) expect(filtered).not.toContain(`${p}/`);
    expect(filtered.length).toBeGreaterThan(0);
  });

  it('leaves out disabled pages unless seo=false', async () => {
    const [summer] = await t.conn.db
      .select()
      .from(pages)
      .where(and(eq(pages.disabled, true), eq(pages.lang, 'fr')));
    expect(summer).toBeTruthy();
    const word = summer!.title.split(/\s+/).find((w) => w.length > 4) ?? summer!.title;
    expect((await searchFor(word)).some((r) => r.path === summer!.path)).toBe(false);
    expect((await searchFor(word, '&seo=false')).some((r) => r.path === summer!.path)).toBe(true);
  });

  it('returns at most 20 results, best first', async () => {
    expect((await searchFor('ski')).length).toBeLessThanOrEqual(20);
    expect((await searchFor('ski')).length).toBeGreaterThan(5);
  });

  it('knows when published pages are missing from the index', async () => {
    expect(await searchIndexIsStale(t.conn.db)).toBe(false);
    await t.conn.db.execute(sql`delete from search_documents where page_id = (select min(page_id) from search_documents)`);
    expect(await searchIndexIsStale(t.conn.db)).toBe(true);
    await reindexAll(t.conn.db);
    expect(await searchIndexIsStale(t.conn.db)).toBe(false);
  });

  it('keeps the index up to date when content is published', async () => {
    expect(await searchFor('raclette')).toEqual([]);
    const [page] = await t.conn.db
      .select()
      .from(pages)
      .where(and(eq(pages.lang, 'fr'), eq(pages.path, '/ecole/histoire/')));
    const [v] = await t.conn.db
      .insert(pageVersions)
      .values({
        pageId: page!.id,
        status: 'published',
        zones: { content: [{ id: 'x', type: 'richText', html: '<p>Soirée raclette au chalet</p>' }] },
      })
      .returning();
    await t.conn.db.update(pages).set({ publishedVersionId: v!.id }).where(eq(pages.id, page!.id));
    await indexPages(t.conn.db, sql`p.id = ${page!.id}`);
    const found = await searchFor('raclette');
    expect(found.map((r) => r.path)).toEqual(['/ecole/histoire/']);
    expect(found[0]?.snippet).toContain('<mark>raclette</mark>');
  });

  describe('bad input never answers 500', () => {
    it.each([
      ['', 400, 'query.query'],
      ['   ', 400, 'query.query'],
      ['x'.repeat(2000), 400, 'query.query'],
    ])('query %#', async (query, status, field) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/search?site=val-neige&lang=fr&query=${encodeURIComponent(query)}` });
      expect(res.statusCode).toBe(status);
      expect(res.json().error.field).toBe(field);
      expect(res.json().error.message).toMatch(/query\.query: must/);
    });

    it('a missing query is a 400 with a clear message', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/search?site=val-neige&lang=fr' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe('query.query');
    });

    it('an unknown site is a 404 naming the site', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/search?site=nowhere&lang=fr&query=ski' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.field).toBe('query.site');
    });

    it.each(["&|!():*'", "ski & !piste | (neige:*)'", 'a:* & b', "'; drop table pages; --", '\\', '<script>', '!!!', '🎿 ski'])(
      'tsquery syntax %s gives a normal result',
      async (query) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/search?site=val-neige&lang=fr&query=${encodeURIComponent(query)}` });
        expect(res.statusCode).toBe(200);
        expect(Array.isArray(res.json())).toBe(true);
      },
    );

    it('rejects a bad seo flag and a bad exclude path', async () => {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/search?site=val-neige&lang=fr&query=ski&seo=maybe' })).json().error.field,
      ).toBe('query.seo');
      const res = await t.app.inject({ method: 'GET', url: '/api/search?site=val-neige&lang=fr&query=ski&exclude=levels' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toMatch(/^query\.exclude/);
    });
  });
});

describe.each(mainDrivers)('zone API on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  beforeAll(async () => {
    t = await testPlatform(kind);
  });
  afterAll(() => t?.close());

  it('serves the meeting points zone as sanitised HTML in both languages', async () => {
    for (const [lang, path] of [
      ['fr', '/infos-pratiques/lieux-de-rendez-vous'],
      ['en', '/information/meeting-points/'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/zone?site=val-neige&lang=${lang}&path=${path}&id=content` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toMatch(/<article class="meeting-point" data-lat="45\.\d+" data-lng="6\.\d+">/);
      expect((res.body.match(/class="meeting-point"/g) ?? []).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('strips scripts and handlers from the zone HTML', async () => {
    const [page] = await t.conn.db
      .select()
      .from(pages)
      .where(and(eq(pages.lang, 'fr'), eq(pages.path, '/contact/')));
    const [v] = await t.conn.db
      .insert(pageVersions)
      .values({
        pageId: page!.id,
        status: 'published',
        zones: {
          content: [
            {
              id: 'x',
              type: 'richText',
              html: '<p onclick="alert(1)">Bonjour</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
            },
          ],
        },
      })
      .returning();
    await t.conn.db.update(pages).set({ publishedVersionId: v!.id }).where(eq(pages.id, page!.id));
    const res = await t.app.inject({ method: 'GET', url: '/api/zone?site=val-neige&lang=fr&path=/contact/&id=content' });
    expect(res.body).toBe('<p>Bonjour</p><a>x</a>');
  });

  it.each([
    ['/api/zone?site=val-neige&lang=fr&path=/nulle-part/&id=content', 404, 'query.path'],
    ['/api/zone?site=val-neige&lang=fr&path=/&id=sidebar', 404, 'query.id'],
    ['/api/zone?site=val-neige&lang=fr&path=/', 400, 'query.id'],
    ['/api/zone?site=val-neige&lang=fr&path=/&id=%3Cscript%3E', 400, 'query.id'],
    ['/api/zone?site=val-neige&lang=fr&path=nope&id=content', 400, 'query.path'],
  ])('%s → %i', async (url, status, field) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.field).toBe(field);
  });
});
