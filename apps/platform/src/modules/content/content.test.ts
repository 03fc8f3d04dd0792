import { Page, PagesResponse, SiteResponse } from '@schuss/contracts';
import { pages, pageVersions, products, sites } from '@schuss/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainDrivers, testPlatform } from '../../test/app';

describe.each(mainDrivers)('content API on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  beforeAll(async () => {
    t = await testPlatform(kind);
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the site config and the menus of both languages', async () => {
    const res = await get('/api/site?site=val-neige');
    expect(res.statusCode).toBe(200);
    const body = SiteResponse.parse(res.json());
    expect(body.config.langs).toEqual(['fr', 'en']);
    expect(body.config.domains.en).toBe('http://localhost:3999/en');
    expect(body.menus.fr?.main.length).toBeGreaterThan(3);
    expect(body.menus.en?.main.some((m) => (m.subs ?? []).length > 0)).toBe(true);
  });

  it('finds the school from a host name of its language base URLs, and names the field otherwise', async () => {
    const res = await get('/api/site-host?host=LOCALHOST');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ site: 'val-neige' });
    const unknown = await get('/api/site-host?host=ecole.example');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.field).toBe('query.host');
    const bad = await get('/api/site-host?host=a%2Fb');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('query.host');
  });

  it('serves the French and English home pages, linked as translations', async () => {
    const fr = Page.parse((await get('/api/page?site=val-neige&lang=fr&path=/')).json());
    const en = Page.parse((await get('/api/page?site=val-neige&lang=en&path=/')).json());
    expect(fr.template).toBe('home');
    expect(fr.lang).toBe('fr');
    expect(en.lang).toBe('en');
    expect(fr.group).toBe(en.group);
    expect(fr.translations).toEqual([
      { lang: 'en', path: '/' },
      { lang: 'fr', path: '/' },
    ]);
    expect(fr.zones.content?.length).toBeGreaterThan(0);
  });

  it('links translations whose paths differ per language', async () => {
    const res = await get('/api/page?site=val-neige&lang=fr&path=/infos-pratiques/lieux-de-rendez-vous/');
    expect(res.statusCode).toBe(200);
    expect(Page.parse(res.json()).translations).toContainEqual({ lang: 'en', path: '/information/meeting-points/' });
  });

  it('lists the published pages of every language for the sitemap', async () => {
    const all = PagesResponse.parse((await get('/api/pages?site=val-neige')).json()).pages;
    expect(all.filter((p) => p.lang === 'fr').length).toBeGreaterThanOrEqual(30);
    expect(all.filter((p) => p.lang === 'en').length).toBeGreaterThanOrEqual(30);
    expect(all.some((p) => p.disabled)).toBe(true);
    const en = PagesResponse.parse((await get('/api/pages?site=val-neige&lang=en')).json()).pages;
    expect(en.every((p) => p.lang === 'en')).toBe(true);
  });

  it('does not serve a page that has only a draft', async () => {
    const [site] = await t.conn.db.select().from(sites).where(eq(sites.key, 'val-neige'));
    const [page] = await t.conn.db
      .insert(pages)
      .values({ siteId: site!.id, lang: 'fr', path: '/brouillon/', groupKey: 'draft-only', name: 'x', title: 'Brouillon' })
      .returning();
    const [v] = await t.conn.db.insert(pageVersions).values({ pageId: page!.id, status: 'draft', zones: {} }).returning();
    await t.conn.db.update(pages).set({ draftVersionId: v!.id }).where(eq(pages.id, page!.id));
    const res = await get('/api/page?site=val-neige&lang=fr&path=/brouillon/');
    expect(res.statusCode).toBe(404);
    const list = PagesResponse.parse((await get('/api/pages?site=val-neige&lang=fr')).json()).pages;
    expect(list.some((p) => p.path === '/brouillon/')).toBe(false);
  });

  describe('answers bad input with a 4xx naming the field', () => {
    const cases: [string, number, string][] = [
      ['/api/site', 400, 'query.site'],
      ['/api/site?site=Val%20Neige', 400, 'query.site'],
      ['/api/site?site=nowhere', 404, 'query.site'],
      ['/api/page?site=val-neige&lang=fr', 400, 'query.path'],
      ['/api/page?site=val-neige&lang=fr&path=/cours', 400, 'query.path'],
      ['/api/page?site=val-neige&lang=fr&path=cours/', 400, 'query.path'],
      ['/api/page?site=val-neige&lang=french&path=/', 400, 'query.lang'],
      ['/api/page?site=val-neige&lang=de&path=/', 404, 'query.lang'],
      ['/api/page?site=val-neige&lang=fr&path=/nulle-part/', 404, 'query.path'],
      ['/api/page?site=nowhere&lang=fr&path=/', 404, 'query.site'],
      [`/api/page?site=val-neige&lang=fr&path=/${'a'.repeat(2000)}/`, 400, 'query.path'],
      ["/api/page?site=val-neige&lang=fr&path=/'%3Bdrop%20table%20pages%3B--/", 400, 'query.path'],
      ['/api/pages?site=val-neige&lang=x1', 400, 'query.lang'],
      ['/api/pages?site=', 400, 'query.site'],
    ];
    it.each(cases)('%s → %i (%s)', async (url, status, field) => {
      const res = await get(url);
      expect(res.statusCode).toBe(status);
      const body = res.json();
      expect(body.error.field).toBe(field);
      expect(body.error.message).toContain(status === 400 ? field : '');
    });

    it('answers an unknown route with a 404 JSON error', async () => {
      const res = await get('/api/nothing');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toContain('/api/nothing');
    });
  });

  it("quotes the catalogue's prices: the lesson page says what the widget charges, and follows a change", async () => {
    const lessons = async (lang: 'fr' | 'en', path: string) => {
      const page = Page.parse((await get(`/api/page?site=val-neige&lang=${lang}&path=${path}`)).json());
      return (page.zones.content ?? [])
        .map((s) => (s.type === 'richText' ? s.html : ''))
        .join('')
        .replace(/\u202f|\u00a0/g, ' ');
    };
    const flocon = and(eq(products.resort, 'val-neige'), eq(products.key, 'cours-enfants-flocon'));
    const [before] = await t.conn.db.select({ pricing: products.pricing }).from(products).where(flocon);
    expect(before?.pricing).toEqual({ rule: 'ageBands', bands: [{ cents: 20500 }] });
    expect(await lessons('fr', '/cours/ski/enfants/')).toContain('<span data-product-price="cours-enfants-flocon">205,00 €</span>');
    expect(await lessons('en', '/lessons/ski/children/')).toContain('<span data-product-price="cours-enfants-flocon">€205.00</span>');

    await t.conn.db
      .update(products)
      .set({ pricing: { rule: 'ageBands', bands: [{ cents: 21990 }] } })
      .where(flocon);
    expect(await lessons('fr', '/cours/ski/enfants/')).toContain('>219,90 €</span>');
    // The offer card of private lessons shows their catalogue price, never the one typed in the card.
    const offers = Page.parse((await get('/api/page?site=val-neige&lang=fr&path=/offres/')).json());
    const cards = Object.values(offers.zones)
      .flat()
      .flatMap((s) => (s.type === 'offerCards' ? s.props.offers : []));
    expect(cards.find((o) => o.productKey === 'cours-particulier-ski')?.priceFrom).toBe(5900);

    // A product no longer offered: its price is not made up, the editor's placeholder stays.
    await t.conn.db.update(products).set({ hidden: true }).where(flocon);
    expect(await lessons('fr', '/cours/ski/enfants/')).toContain('<span data-product-price="cours-enfants-flocon">205,00 €</span>');
    await t.conn.db.update(products).set({ hidden: false, pricing: before!.pricing }).where(flocon);
  });

  it('reports its health and the database', async () => {
    const res = await get('/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('publishes an OpenAPI document of its routes at /docs', async () => {
    const res = await get('/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/site', '/api/page', '/api/pages', '/health']));
    const ui = await get('/docs/');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers CORS only for the site origin', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/site?site=val-neige', headers: { origin: 'http://localhost:3999' } });
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3999');
    const other = await t.app.inject({ method: 'GET', url: '/api/site?site=val-neige', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
