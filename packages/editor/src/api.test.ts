import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, editingApi, safeHref } from './api';

const ref = { site: 'val-neige', lang: 'fr', path: '/' };
const answer = (status: number, body?: unknown) =>
  vi.fn(
    async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('editing API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the bearer token and the page with its base version; answers the platform JSON', async () => {
    const fetch = answer(200, { version: 8, draftVersion: 8, publishedVersion: 3 });
    vi.stubGlobal('fetch', fetch);
    const api = editingApi('http://platform.test/', 'tok', () => {});
    const meta = { title: 'T', subTitle: null, shortTitle: null, seo: {}, disabled: false };
    expect(await api.save(ref, 3, { content: [] }, meta)).toEqual({ version: 8, draftVersion: 8, publishedVersion: 3 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://platform.test/api/admin/pages/draft');
    expect(init.method).toBe('PUT');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(String(init.body))).toEqual({ ...ref, baseVersion: 3, zones: { content: [] }, meta });
  });

  it('a 409 carries the current version; a 401 also tells the tool the session is over', async () => {
    vi.stubGlobal('fetch', answer(409, { error: { message: 'changed', field: 'body.baseVersion', code: 'conflict', currentVersion: 12 } }));
    const expired = vi.fn();
    const api = editingApi('http://platform.test', 'tok', expired);
    const conflict = await api.publish(ref, 3).catch((e) => e);
    expect(conflict).toBeInstanceOf(ApiFailure);
    expect(conflict).toMatchObject({ status: 409, code: 'conflict', currentVersion: 12, field: 'body.baseVersion' });
    expect(expired).not.toHaveBeenCalled();
    vi.stubGlobal('fetch', answer(401, { error: { message: 'Invalid or expired token: log in again', code: 'unauthorized' } }));
    const gone = await api.draft(ref).catch((e) => e);
    expect(gone).toMatchObject({ status: 401, message: 'Invalid or expired token: log in again' });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('a network failure is status 0; a 204 is no body', async () => {
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

  it('safeHref allows site paths, http(s), mailto and tel only', () => {
    for (const ok of ['/offres/', '#top', 'https://example.org/', 'mailto:a@b.c', 'tel:+33479000000', 'offres/'])
      expect(safeHref(ok), ok).toBe(true);
    for (const bad of ['javascript:alert(1)', ' JaVa\tScRiPt:alert(1)', '//evil.example/', 'data:text/html,x', '', '\\\\evil'])
      expect(safeHref(bad), bad).toBe(false);
    expect(safeHref('mailto:a@b.c', ['http', 'https'])).toBe(false);
  });
});
