import { DraftPage, EditConflict, EditResult, Page, PublishResult, type Section, VersionsResponse, type Zones } from '@schuss/contracts';
import { authSessions, pages, pageVersions, sites } from '@schuss/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiLogin, bearer, DEMO_STAFF, OTHER_SITE_EDITOR, seedTestAccounts } from '../../test/accounts';
import { drivers, testPlatform } from '../../test/app';
import { DEMO_EDITOR, sha256 } from '../auth/service';

const OLD_SENTENCE = "Les cours collectifs des vacances scolaires sont complets plusieurs semaines à l'avance.";
const NEW_SENTENCE = 'Les cours zorglubesques des vacances de Noël ouvrent dès le 12 décembre.';

describe.each(drivers)('editing API on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  let editor = '';

  beforeAll(async () => {
    t = await testPlatform(kind);
    await seedTestAccounts(t.conn.db);
    editor = await login('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password);
  });
  afterAll(() => t?.close());

  const login = apiLogin(() => t.app, `10.9.${kind === 'pg' ? 1 : 2}`);
  const q = (o: Record<string, string>) => new URLSearchParams(o).toString();
  const getDraft = (path: string, token?: string, status = 'draft', lang = 'fr') =>
    t.app.inject({ method: 'GET', url: `/api/draft?${q({ site: 'val-neige', lang, path, status })}`, headers: bearer(token) });
  const draftOf = async (path: string, token = editor, status = 'draft') => {
    const res = await getDraft(path, token, status);
    expect(res.statusCode, res.body).toBe(200);
    return DraftPage.parse(res.json());
  };
  const publicPage = async (path: string, lang = 'fr') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/page?${q({ site: 'val-neige', lang, path })}` });
    expect(res.statusCode, res.body).toBe(200);
    return Page.parse(res.json());
  };
  const call = (method: 'PUT' | 'POST', url: string, payload: object, token?: string) =>
    t.app.inject({ method, url, payload, headers: bearer(token) });
  const save = (payload: object, token = editor) => call('PUT', '/api/admin/pages/draft', payload, token);
  const publish = (payload: object, token = editor) => call('POST', '/api/admin/pages/publish', payload, token);
  const ref = (path: string, lang = 'fr') => ({ site: 'val-neige', lang, path });
  const richTexts = (zones: Zones) =>
    Object.values(zones)
      .flat()
      .filter((s): s is Extract<Section, { type: 'richText' }> => s.type === 'richText');
  const pageRow = async (path: string, lang = 'fr') => {
    const [p] = await t.conn.db
      .select()
      .from(pages)
      .where(and(eq(pages.lang, lang), eq(pages.path, path)));
    return p!;
  };

  it('journey: draft → save → visitors still see the old text → publish → new text, searchable; history and restore', async () => {
    const revalidate = vi.spyOn(t.app.site, 'revalidate');
    // No draft yet: the published content, as visitors see it.
    const before = await draftOf('/');
    const published = await publicPage('/');
    expect(before).toMatchObject({ status: 'draft', hasDraft: false, title: published.title, template: 'home' });
    expect(before.zones).toEqual(published.zones);
    expect(before.version).toBe(before.publishedVersion);
    expect(JSON.stringify(before.zones)).toContain(OLD_SENTENCE);

    // Save a draft changing a sentence.
    const zones = structuredClone(before.zones);
    const section = richTexts(zones).find((s) => s.html.includes(OLD_SENTENCE))!;
    section.html = section.html.replace(OLD_SENTENCE, NEW_SENTENCE);
    const saved = await save({ ...ref('/'), baseVersion: before.version, zones, meta: { subTitle: 'Cours zorglubesques' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const s = EditResult.parse(saved.json());
    expect(s.draftVersion).toBeGreaterThan(before.version!);
    expect(s).toMatchObject({ version: s.draftVersion, publishedVersion: before.publishedVersion });
    expect(saved.headers['cache-control']).toBe('no-store');

    // The editor sees the draft (Bearer or ?token=); visitors and status=published still the old text.
    const draft = await draftOf('/');
    expect(draft).toMatchObject({ hasDraft: true, version: s.draftVersion, subTitle: 'Cours zorglubesques' });
    expect(JSON.stringify(draft.zones)).toContain(NEW_SENTENCE);
    const byQuery = await t.app.inject({ method: 'GET', url: `/api/draft?${q({ ...ref('/'), status: 'draft', token: editor })}` });
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json().version).toBe(s.draftVersion);
    const asPublished = await draftOf('/', editor, 'published');
    expect(asPublished).toMatchObject({
      status: 'published',
      hasDraft: true,
      version: before.publishedVersion,
      subTitle: published.subTitle,
    });
    expect(JSON.stringify(asPublished.zones)).toContain(OLD_SENTENCE);
    const visitor = await publicPage('/');
    expect(JSON.stringify(visitor.zones)).toContain(OLD_SENTENCE);
    expect(JSON.stringify(visitor.zones)).not.toContain('zorglubesques');
    expect(visitor.subTitle).toBe(published.subTitle);
    const search = () => t.app.inject({ method: 'GET', url: '/api/search?site=val-neige&lang=fr&query=zorglubesques' });
    expect((await search()).json()).toEqual([]);

    // Publish: live, indexed, the site told to revalidate the page (and the site: the subtitle changed).
    revalidate.mockClear();
    const pub = await publish({ ...ref('/'), baseVersion: s.draftVersion });
    expect(pub.statusCode, pub.body).toBe(200);
    const p = PublishResult.parse(pub.json());
    expect(p).toMatchObject({ version: s.draftVersion, publishedVersion: s.draftVersion, draftVersion: null });
    expect(p.revalidated).toBe(false); // no site listens in tests: the publish does not fail
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(revalidate.mock.calls[0]![0]).toEqual(expect.arrayContaining(['page:val-neige:fr:/', 'pages:val-neige', 'site:val-neige']));
    const after = await publicPage('/');
    expect(JSON.stringify(after.zones)).toContain(NEW_SENTENCE);
    expect(JSON.stringify(after.zones)).not.toContain(OLD_SENTENCE);
    expect(after.subTitle).toBe('Cours zorglubesques');
    expect(after.title).toBe(published.title);
    const found = (await search()).json();
    expect(found.map((r: { path: string }) => r.path)).toContain('/');
    const fresh = await draftOf('/');
    expect(fresh).toMatchObject({ hasDraft: false, version: s.draftVersion, publishedVersion: s.draftVersion });

    // Publishing the same version again is a no-op (double click).
    const again = await publish({ ...ref('/'), baseVersion: s.draftVersion });
    expect(again.statusCode, again.body).toBe(200);

    // History lists both versions, newest first, with their author.
    const hist = await t.app.inject({ method: 'GET', url: `/api/admin/pages/versions?${q(ref('/'))}`, headers: bearer(editor) });
    expect(hist.statusCode, hist.body).toBe(200);
    const h = VersionsResponse.parse(hist.json());
    expect(h.versions.map((v) => [v.id, v.status])).toEqual([
      [s.draftVersion, 'published'],
      [before.publishedVersion, 'archived'],
    ]);
    expect(h.versions[0]!.author).toBe(DEMO_EDITOR.email);

    // Restore the old version: a new draft with the old text; the live page is unchanged.
    const res = await call('POST', '/api/admin/pages/restore', { ...ref('/'), versionId: before.publishedVersion }, editor);
    expect(res.statusCode, res.body).toBe(200);
    const r = EditResult.parse(res.json());
    expect(r.draftVersion).toBeGreaterThan(s.draftVersion!);
    const restored = await draftOf('/');
    expect(restored).toMatchObject({ hasDraft: true, version: r.draftVersion });
    expect(JSON.stringify(restored.zones)).toContain(OLD_SENTENCE);
    expect(JSON.stringify((await publicPage('/')).zones)).toContain(NEW_SENTENCE);

    // Discard drops it (kept in history as archived).
    const dis = await call('POST', '/api/admin/pages/discard', ref('/'), editor);
    expect(dis.statusCode, dis.body).toBe(200);
    expect(EditResult.parse(dis.json())).toEqual({ version: s.draftVersion, draftVersion: null, publishedVersion: s.draftVersion });
    expect(await draftOf('/')).toMatchObject({ hasDraft: false, version: s.draftVersion });
    const hist2 = VersionsResponse.parse(
      (await t.app.inject({ method: 'GET', url: `/api/admin/pages/versions?${q(ref('/'))}`, headers: bearer(editor) })).json(),
    );
    expect(hist2.versions.map((v) => v.status)).toEqual(['archived', 'published', 'archived']);
    revalidate.mockRestore();
  });

  it('conflict: of two saves from the same base, the second gets a 409 and the first one is intact', async () => {
    const path = '/contact/';
    const base = await draftOf(path);
    const first = structuredClone(base.zones);
    richTexts(first)[0]!.html = '<p>Première version, par Alice.</p>';
    const second = structuredClone(base.zones);
    richTexts(second)[0]!.html = '<p>Seconde version, par Bob.</p>';
    const a = await save({ ...ref(path), baseVersion: base.version, zones: first });
    expect(a.statusCode, a.body).toBe(200);
    const countBefore = await versionCount();
    const b = await save({ ...ref(path), baseVersion: base.version, zones: second });
    expect(b.statusCode, b.body).toBe(409);
    const conflict = EditConflict.parse(b.json());
    expect(conflict.error).toMatchObject({ field: 'body.baseVersion', code: 'conflict', currentVersion: a.json().draftVersion });
    expect(conflict.error.message).toMatch(/^The page was changed by someone else/);
    expect(await versionCount()).toBe(countBefore);
    const now = await draftOf(path);
    expect(now.version).toBe(a.json().draftVersion);
    expect(JSON.stringify(now.zones)).toContain('Alice');
    expect(JSON.stringify(now.zones)).not.toContain('Bob');

    // Publishing from a stale base is refused too; from the current one it works.
    const stale = await publish({ ...ref(path), baseVersion: base.version });
    expect(stale.statusCode).toBe(409);
    expect(JSON.stringify((await publicPage(path)).zones)).not.toContain('Alice');
    // The loser merges with currentVersion and saves again.
    const merged = await save({ ...ref(path), baseVersion: conflict.error.currentVersion, zones: second });
    expect(merged.statusCode, merged.body).toBe(200);
  });

  it('conflict: concurrent saves from the same base — exactly one wins', async () => {
    const path = '/infos-pratiques/';
    const base = await draftOf(path);
    const zonesN = (n: number) => ({ content: [{ id: 'c1', type: 'richText', html: `<p>Version ${n}</p>` }] });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => save({ ...ref(path), baseVersion: base.version, zones: zonesN(n) })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().draftVersion;
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(r.json().error.currentVersion).toBe(winner);
    expect((await draftOf(path)).version).toBe(winner);
  });

  async function versionCount() {
    const [row] = await t.conn.db.select({ n: sql<number>`count(*)::int` }).from(pageVersions);
    return Number(row!.n);
  }

  describe('refuses every route without a valid token of the site, and changes nothing', () => {
    const path = '/offres/';
    let base = 0;
    let other = '';
    let staff = '';
    let expired = '';
    let idle = '';
    let revoked = '';
    beforeAll(async () => {
      const d = await draftOf(path);
      base = d.version!;
      other = await login(OTHER_SITE_EDITOR.site, OTHER_SITE_EDITOR.email, OTHER_SITE_EDITOR.password);
      staff = await login(DEMO_STAFF.site, DEMO_STAFF.email, DEMO_STAFF.password);
      expired = await login('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password);
      await t.conn.db
        .update(authSessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(authSessions.tokenHash, sha256(expired)));
      idle = await login('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password);
      await t.conn.db
        .update(authSessions)
        .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
        .where(eq(authSessions.tokenHash, sha256(idle)));
      revoked = await login('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password);
      const out = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(revoked) });
      expect(out.statusCode).toBe(204);
    });

    const zones = { content: [{ id: 'x1', type: 'richText', html: '<p>Intrus</p>' }] };
    const writes = (): [string, 'PUT' | 'POST', string, object][] => [
      ['save', 'PUT', '/api/admin/pages/draft', { ...ref(path), baseVersion: base, zones }],
      ['publish', 'POST', '/api/admin/pages/publish', { ...ref(path), baseVersion: base }],
      ['discard', 'POST', '/api/admin/pages/discard', ref(path)],
      ['restore', 'POST', '/api/admin/pages/restore', { ...ref(path), versionId: base }],
    ];
    const cases: [string, number, () => string | undefined][] = [
      ['no token', 401, () => undefined],
      ['a garbage token', 401, () => 'garbage'],
      ['an expired token', 401, () => expired],
      ['a token idle for 31 min', 401, () => idle],
      ['a revoked token', 401, () => revoked],
      ['a token of another site', 403, () => other],
      ['a staff token', 403, () => staff],
    ];

    it.each(cases)('with %s → %i', async (_name, status, token) => {
      // A draft exists, so that publish, discard and restore would change something if allowed.
      const seeded = await save({ ...ref(path), baseVersion: (await draftOf(path)).version, zones: { content: [] } });
      expect(seeded.statusCode, seeded.body).toBe(200);
      base = seeded.json().draftVersion;
      const countBefore = await versionCount();
      const rowBefore = await pageRow(path);
      const liveBefore = await publicPage(path);
      for (const [name, method, url, payload] of writes()) {
        const res = await call(method, url, payload, token());
        expect(res.statusCode, `${name}: ${res.body}`).toBe(status);
        expect(res.json().error.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
      }
      // The draft routes (reads) too.
      for (const url of [`/api/draft?${q({ ...ref(path), status: 'draft' })}`, `/api/admin/pages/versions?${q(ref(path))}`]) {
        const tok = token();
        const res = await t.app.inject({ method: 'GET', url, headers: bearer(tok) });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
        if (tok) expect((await t.app.inject({ method: 'GET', url: `${url}&token=${tok}` })).statusCode).toBe(status);
      }
      expect(await versionCount()).toBe(countBefore);
      expect(await pageRow(path)).toEqual(rowBefore);
      expect(await publicPage(path)).toEqual(liveBefore);
    });

    it('a valid token of val-neige cannot write to another site (403), even naming it only in the body', async () => {
      const [autre] = await t.conn.db.select().from(sites).where(eq(sites.key, 'autre-site'));
      const countBefore = await versionCount();
      for (const [, method, url, payload] of writes()) {
        const res = await call(method, url, { ...payload, site: autre!.key }, editor);
        expect(res.statusCode, res.body).toBe(403);
      }
      // The site of a write is the one in its body: a query naming the token's site does not count.
      for (const [, method, url, payload] of writes()) {
        const res = await call(method, `${url}?site=val-neige`, { ...payload, site: autre!.key }, editor);
        expect(res.statusCode, res.body).toBe(403);
      }
      expect(await versionCount()).toBe(countBefore);
    });

    it('the admin of the site may write too', async () => {
      const admin = await login('val-neige', 'admin@val-neige.example', 'Admin-Val-Neige-2026!');
      const res = await save({ ...ref(path), baseVersion: (await draftOf(path)).version, zones: { content: [] } }, admin);
      expect(res.statusCode, res.body).toBe(200);
    });
  });

  describe('answers bad input with a 4xx naming the field, never a 500', () => {
    const path = '/cours/';
    const good = async () => ({ ...ref(path), baseVersion: (await draftOf(path)).version, zones: { content: [] as unknown[] } });
    const cases: [string, (b: Record<string, unknown>) => object, number, string][] = [
      ['missing site', ({ site: _s, ...b }) => b, 400, 'body.site'],
      ['missing path', ({ path: _p, ...b }) => b, 400, 'body.path'],
      ['missing baseVersion', ({ baseVersion: _v, ...b }) => b, 400, 'body.baseVersion'],
      ['missing zones', ({ zones: _z, ...b }) => b, 400, 'body.zones'],
      ['a bad path', (b) => ({ ...b, path: 'cours' }), 400, 'body.path'],
      ['an unknown page', (b) => ({ ...b, path: '/nulle-part/' }), 404, 'body.path'],
      ['an unknown language', (b) => ({ ...b, lang: 'de' }), 404, 'body.path'],
      ['a string baseVersion', (b) => ({ ...b, baseVersion: 'latest' }), 400, 'body.baseVersion'],
      ['a negative baseVersion', (b) => ({ ...b, baseVersion: -1 }), 400, 'body.baseVersion'],
      ['a huge baseVersion', (b) => ({ ...b, baseVersion: 1e20 }), 400, 'body.baseVersion'],
      ['zones as a list', (b) => ({ ...b, zones: [] }), 400, 'body.zones'],
      ['a bad zone name', (b) => ({ ...b, zones: { '<script>': [] } }), 400, 'body.zones.<script>'],
      [
        'an unknown section type',
        (b) => ({ ...b, zones: { content: [{ id: 'a', type: 'script', html: 'x' }] } }),
        400,
        'body.zones.content.0.type',
      ],
      ['a section without id', (b) => ({ ...b, zones: { content: [{ type: 'richText', html: 'x' }] } }), 400, 'body.zones.content.0.id'],
      [
        'html as a number',
        (b) => ({ ...b, zones: { content: [{ id: 'a', type: 'richText', html: 1 }] } }),
        400,
        'body.zones.content.0.html',
      ],
      [
        'a duplicate section id',
        (b) => ({
          ...b,
          zones: {
            content: [
              { id: 'a', type: 'richText', html: '' },
              { id: 'a', type: 'richText', html: '' },
            ],
          },
        }),
        400,
        'body.zones.content.1.id',
      ],
      [
        'a bad date range',
        (b) => ({ ...b, zones: { content: [{ id: 'a', type: 'richText', html: '', dateRanges: [{ from: 'hier', to: 'demain' }] }] } }),
        400,
        'body.zones.content.0.dateRanges.0.from',
      ],
      [
        'a javascript: link in a hero',
        (b) => ({
          ...b,
          zones: { content: [{ id: 'h', type: 'hero', props: { title: 'x', cta: { label: 'go', path: ' JaVa\tScRiPt:alert(1)' } } }] },
        }),
        400,
        'body.zones.content.0.props.cta.path',
      ],
      [
        'a data: image in a hero',
        (b) => ({
          ...b,
          zones: { content: [{ id: 'h', type: 'hero', props: { title: 'x', image: 'data:image/svg+xml,<svg onload=alert(1)>' } }] },
        }),
        400,
        'body.zones.content.0.props.image',
      ],
      [
        'a protocol-relative link in a link list',
        (b) => ({ ...b, zones: { content: [{ id: 'l', type: 'linkList', props: { links: [{ label: 'x', path: '//evil.example/' }] } }] } }),
        400,
        'body.zones.content.0.props.links.0.path',
      ],
      [
        'section html over 200 000 characters',
        (b) => ({ ...b, zones: { content: [{ id: 'a', type: 'richText', html: 'x'.repeat(200_001) }] } }),
        400,
        'body.zones.content.0.html',
      ],
      ['an empty title', (b) => ({ ...b, meta: { title: '  ' } }), 400, 'body.meta.title'],
      ['a javascript: canonical', (b) => ({ ...b, meta: { seo: { canonical: 'javascript:alert(1)' } } }), 400, 'body.meta.seo.canonical'],
    ];
    it.each(cases)('save with %s', async (_name, change, status, field) => {
      const countBefore = await versionCount();
      const res = await save(change(await good()));
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error.field).toBe(field);
      expect(await versionCount()).toBe(countBefore);
    });

    it('answers a 10 MB body with a 413, a non-JSON body with a 4xx', async () => {
      const body = {
        ...(await good()),
        zones: { content: [{ id: 'a', type: 'richText', html: `<p>${'x'.repeat(10 * 1024 * 1024)}</p>` }] },
      };
      const big = await save(body);
      expect(big.statusCode).toBe(413);
      expect(big.json().error.message).toBeTruthy();
      const text = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/pages/draft',
        payload: '{"site": "val-neige", ',
        headers: { ...bearer(editor), 'content-type': 'application/json' },
      });
      expect(text.statusCode).toBe(400);
    });

    it('other routes: unknown page, unknown version, publish without a base', async () => {
      const checks: [string, 'GET' | 'POST', object | undefined, number, string][] = [
        [`/api/draft?${q({ ...ref('/nulle-part/'), status: 'draft' })}`, 'GET', undefined, 404, 'query.path'],
        [`/api/draft?${q({ ...ref(path), status: 'brouillon' })}`, 'GET', undefined, 400, 'query.status'],
        [`/api/draft?${q({ site: 'val-neige', lang: 'fr' })}`, 'GET', undefined, 400, 'query.path'],
        [`/api/admin/pages/versions?${q(ref('/nulle-part/'))}`, 'GET', undefined, 404, 'query.path'],
        ['/api/admin/pages/publish', 'POST', ref(path), 400, 'body.baseVersion'],
        ['/api/admin/pages/publish', 'POST', { ...ref('/nulle-part/'), baseVersion: 1 }, 404, 'body.path'],
        ['/api/admin/pages/discard', 'POST', { ...ref('/nulle-part/') }, 404, 'body.path'],
        ['/api/admin/pages/restore', 'POST', { ...ref(path), versionId: 2_000_000_000 }, 404, 'body.versionId'],
        ['/api/admin/pages/restore', 'POST', { ...ref(path) }, 400, 'body.versionId'],
      ];
      for (const [url, method, payload, status, field] of checks) {
        const res = await t.app.inject({ method, url, headers: bearer(editor), ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${url} ${res.body}`).toBe(status);
        expect(res.json().error.field, url).toBe(field);
      }
      // A version of another page cannot be restored here.
      const home = await draftOf('/');
      const res = await call('POST', '/api/admin/pages/restore', { ...ref(path), versionId: home.publishedVersion }, editor);
      expect(res.statusCode).toBe(404);
    });

    it('draft of an unpublished page: shown to the editor, 404 as published', async () => {
      const res = await getDraft('/nulle-part/', editor, 'published');
      expect(res.statusCode).toBe(404);
    });
  });

  it('answers the CORS preflight of the editing tool (PUT with a bearer token) from the site only', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/admin/pages/draft',
        headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
      });
    const ok = await preflight('http://localhost:3999');
    expect(ok.statusCode).toBeLessThan(300);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3999');
    expect(String(ok.headers['access-control-allow-methods'])).toContain('PUT');
    expect(String(ok.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const evil = await preflight('https://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('date ranges are kept as set: the editor sees a section whose range is past, visitors do not', async () => {
    const path = '/infos-pratiques/lieux-de-rendez-vous/';
    const base = await draftOf(path);
    const zones = {
      ...base.zones,
      content: [
        {
          id: 'past',
          type: 'richText',
          html: '<p>Fête de fin de saison 2020</p>',
          dateRanges: [{ from: '2020-01-01T00:00:00Z', to: '2020-04-30T00:00:00Z' }],
        },
        { id: 'always', type: 'richText', html: '<p>Toujours visible</p>' },
      ],
    };
    const saved = await save({ ...ref(path), baseVersion: base.version, zones });
    expect(saved.statusCode, saved.body).toBe(200);
    const pub = await publish({ ...ref(path), baseVersion: saved.json().draftVersion });
    expect(pub.statusCode, pub.body).toBe(200);
    const editorView = await draftOf(path);
    expect(editorView.zones.content?.map((s) => s.id)).toEqual(['past', 'always']);
    expect(editorView.zones.content?.[0]?.dateRanges).toEqual(zones.content[0]!.dateRanges);
    const zone = await t.app.inject({ method: 'GET', url: `/api/zone?${q({ ...ref(path), id: 'content' })}` });
    expect(zone.statusCode).toBe(200);
    expect(zone.body).toContain('Toujours visible');
    expect(zone.body).not.toContain('Fête de fin de saison');
  });

  it('a banner’s texts edited in place (title, tagline, button label and link) are saved, and live once published', async () => {
    const base = await draftOf('/', editor, 'draft');
    const en = await getDraft('/', editor, 'draft', 'en');
    expect(en.statusCode, en.body).toBe(200);
    const page = DraftPage.parse(en.json());
    const zones = structuredClone(page.zones);
    const hero = Object.values(zones)
      .flat()
      .find((s): s is Extract<Section, { type: 'hero' }> => s.type === 'hero')!;
    hero.props = { ...hero.props, title: 'Zorglub snow for everyone', cta: { label: 'Book zorglub', path: '/book/private-lessons/' } };
    delete hero.props.text;
    const saved = await save({ ...ref('/', 'en'), baseVersion: page.version, zones });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.stringify((await publicPage('/', 'en')).zones)).not.toContain('Zorglub');
    const pub = await publish({ ...ref('/', 'en'), baseVersion: saved.json().draftVersion });
    expect(pub.statusCode, pub.body).toBe(200);
    const live = Object.values((await publicPage('/', 'en')).zones)
      .flat()
      .find((s) => s.type === 'hero');
    expect(live).toEqual(hero);
    // The French home page is another page: untouched.
    expect(JSON.stringify((await draftOf('/')).zones)).toBe(JSON.stringify(base.zones));
  });

  it('page fields saved with the draft are applied on publish', async () => {
    const path = '/cours/';
    const base = await draftOf(path);
    const meta = {
      title: 'Nos cours de ski',
      shortTitle: 'Cours',
      seo: { title: 'Cours | Val-Neige', description: 'Tous nos cours' },
      disabled: false,
    };
    const s1 = await save({ ...ref(path), baseVersion: base.version, zones: base.zones, meta });
    expect(s1.statusCode, s1.body).toBe(200);
    // A later save without meta keeps the draft's page fields.
    const s2 = await save({ ...ref(path), baseVersion: s1.json().draftVersion, zones: base.zones });
    expect(s2.statusCode, s2.body).toBe(200);
    expect(await draftOf(path)).toMatchObject({ title: 'Nos cours de ski', shortTitle: 'Cours', seo: meta.seo });
    expect((await publicPage(path)).title).toBe(base.title);
    const pub = await publish({ ...ref(path), baseVersion: s2.json().draftVersion });
    expect(pub.statusCode, pub.body).toBe(200);
    const live = await publicPage(path);
    expect(live).toMatchObject({ title: 'Nos cours de ski', shortTitle: 'Cours', seo: meta.seo, subTitle: base.subTitle });
    const row = await pageRow(path);
    expect(row.title).toBe('Nos cours de ski');
  });
});
