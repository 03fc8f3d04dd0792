import { ApiCallError } from '@schuss/contracts/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { conflictVersion, editingApi } from './api';

const ref = { site: 'val-neige', lang: 'fr', path: '/' };
const meta = { title: 'T', subTitle: null, shortTitle: null, seo: {}, disabled: false };
const answer = (status: number, body?: unknown) =>
  vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
const sent = (fetch: ReturnType<typeof answer>, i = 0) => {
  const [url, init = {}] = fetch.mock.calls[i]!;
  return { url, method: init.method, headers: init.headers as Record<string, string>, body: init.body, cache: init.cache };
};

describe('editing API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and the page with its base version, never from a cache; answers the platform JSON', async () => {
    const fetch = answer(200, { version: 8, draftVersion: 8, publishedVersion: 3 });
    vi.stubGlobal('fetch', fetch);
    const api = editingApi('http://platform.test/', 'tok', () => {});
    expect(await api.save(ref, 3, { content: [] }, meta)).toEqual({ version: 8, draftVersion: 8, publishedVersion: 3 });
    const req = sent(fetch);
    expect(req.url).toBe('http://platform.test/api/admin/pages/draft');
    expect(req.method).toBe('PUT');
    expect(req.headers.authorization).toBe('Bearer tok');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.cache).toBe('no-store');
    expect(JSON.parse(String(req.body))).toEqual({ ...ref, baseVersion: 3, zones: { content: [] }, meta });
  });

  it('calls each route by its method and path, with its query or body', async () => {
    const fetch = answer(200, {});
    vi.stubGlobal('fetch', fetch);
    const api = editingApi('http://platform.test', 'tok', () => {});
    await api.draft(ref);
    await api.publish(ref, 4);
    await api.discard(ref, null);
    await api.discard(ref, 5);
    await api.versions(ref);
    await api.restore(ref, 2, 6);
    await api.pages('val-neige', 'fr');
    await api.site('val-neige');
    await api.menu('val-neige', 'fr');
    await api.saveMenu('val-neige', 'fr', [], '2026-01-10T10:00:00.000Z');
    const calls = fetch.mock.calls.map((_, i) => {
      const { url, method, body } = sent(fetch, i);
      return [method, url.replace('http://platform.test', ''), body === undefined ? undefined : JSON.parse(String(body))];
    });
    expect(calls).toEqual([
      ['GET', '/api/draft?site=val-neige&lang=fr&path=%2F&status=draft', undefined],
      ['POST', '/api/admin/pages/publish', { ...ref, baseVersion: 4 }],
      ['POST', '/api/admin/pages/discard', ref],
      ['POST', '/api/admin/pages/discard', { ...ref, baseVersion: 5 }],
      ['GET', '/api/admin/pages/versions?site=val-neige&lang=fr&path=%2F', undefined],
      ['POST', '/api/admin/pages/restore', { ...ref, versionId: 2, baseVersion: 6 }],
      ['GET', '/api/pages?site=val-neige&lang=fr', undefined],
      ['GET', '/api/site?site=val-neige', undefined],
      ['GET', '/api/admin/menus?site=val-neige&lang=fr', undefined],
      ['PUT', '/api/admin/menus', { site: 'val-neige', lang: 'fr', main: [], baseUpdatedAt: '2026-01-10T10:00:00.000Z' }],
    ]);
  });

  it("lists the media library's items, and uploads a file as the raw body with its type and name", async () => {
    const item = { id: 'AAAAAAAAAAAAAAAAAAAAAA', url: 'http://platform.test/media/AAAAAAAAAAAAAAAAAAAAAA/640.webp' };
    const list = answer(200, { items: [item], total: 1, limit: 30, offset: 0 });
    vi.stubGlobal('fetch', list);
    const api = editingApi('http://platform.test', 'tok', () => {});
    expect(await api.media('val-neige')).toEqual([item]);
    expect(sent(list).url).toBe('http://platform.test/api/admin/media?site=val-neige');

    const upload = answer(201, { media: item });
    vi.stubGlobal('fetch', upload);
    const file = new File(['png'], 'Mont Blanc é.png', { type: 'image/png' });
    expect(await api.upload('val-neige', file)).toEqual(item);
    const req = sent(upload);
    expect([req.method, req.url]).toEqual(['POST', 'http://platform.test/api/admin/media?site=val-neige']);
    expect(req.body).toBe(file);
    expect(req.headers['content-type']).toBe('image/png');
    expect(req.headers['x-filename']).toBe('Mont%20Blanc%20%C3%A9.png');
    expect(req.headers.authorization).toBe('Bearer tok');
  });

  it('a 409 is an ApiCallError whose answer carries the current version; a 401 also tells the tool the session is over', async () => {
    vi.stubGlobal('fetch', answer(409, { error: { message: 'changed', field: 'body.baseVersion', code: 'conflict', currentVersion: 12 } }));
    const expired = vi.fn();
    const api = editingApi('http://platform.test', 'tok', expired);
    const conflict = await api.publish(ref, 3).catch((e) => e);
    expect(conflict).toBeInstanceOf(ApiCallError);
    expect(conflict).toMatchObject({ status: 409, code: 'conflict', field: 'body.baseVersion' });
    expect(conflictVersion(conflict)).toBe(12);
    expect(expired).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', answer(401, { error: { message: 'Invalid or expired token: log in again', code: 'unauthorized' } }));
    const gone = await api.draft(ref).catch((e) => e);
    expect(gone).toMatchObject({ status: 401, code: 'unauthorized', message: 'Invalid or expired token: log in again' });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('conflictVersion is null for anything but an answer that names the version', () => {
    expect(conflictVersion(new ApiCallError(409, 'changed', 'conflict', undefined, { error: { currentVersion: null } }))).toBeNull();
    expect(conflictVersion(new ApiCallError(409, 'HTTP 409', 'bad_answer'))).toBeNull();
    expect(conflictVersion(new Error('conflict'))).toBeNull();
  });

  it('a network failure is status 0 and code "network"; a 204 is no body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const api = editingApi('http://platform.test', 'tok', () => {});
    expect(await api.logout().catch((e) => e)).toMatchObject({ status: 0, code: 'network' });
    vi.stubGlobal('fetch', answer(204));
    expect(await api.logout()).toBeUndefined();
  });
});
