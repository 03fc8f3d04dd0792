import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildUrl, createApi, RETRY_COUNT } from './api';

const noWait = { backoff: () => 0 };

function fakeFetch(answers: (Response | Error)[]) {
  const calls: string[] = [];
  const fn = vi.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

describe('generic API helper (spec §7)', () => {
  it('builds URLs with query parameters, repeating arrays and leaving out empty values', () => {
    expect(buildUrl('http://h:4000', '/api/search', { site: 'val-neige', query: 'ski été', exclude: ['/a/', '/b/'], seo: undefined })).toBe(
      'http://h:4000/api/search?site=val-neige&query=ski+%C3%A9t%C3%A9&exclude=%2Fa%2F&exclude=%2Fb%2F',
    );
  });

  it('retries a failed GET up to 5 times, then passes the error on', async () => {
    const { fetch, calls } = fakeFetch(Array.from({ length: 10 }, () => new TypeError('fetch failed')));
    const api = createApi('http://h', { fetch, ...noWait });
    await expect(api.getJson('/api/x')).rejects.toThrow('fetch failed');
    expect(RETRY_COUNT).toBe(5);
    expect(calls).toHaveLength(1 + RETRY_COUNT);
  });

  it('succeeds when a retry succeeds', async () => {
    const { fetch, calls } = fakeFetch([new TypeError('reset'), new Response('oops', { status: 503 }), Response.json({ ok: 1 })]);
    const api = createApi('http://h', { fetch, ...noWait });
    await expect(api.getJson('/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    expect(calls).toEqual(['http://h/api/x?a=1', 'http://h/api/x?a=1', 'http://h/api/x?a=1']);
  });

  it('does not retry a 4xx answer and passes its message on', async () => {
    const { fetch, calls } = fakeFetch([Response.json({ error: { message: 'query.lang: bad' } }, { status: 400 })]);
    const api = createApi('http://h', { fetch, ...noWait });
    const err = (await api.getJson('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.message).toBe('query.lang: bad');
    expect(calls).toHaveLength(1);
  });

  it('gets text', async () => {
    const { fetch } = fakeFetch([new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } })]);
    await expect(createApi('http://h', { fetch }).getText('/api/zone')).resolves.toBe('<p>x</p>');
  });

  it('posts JSON once', async () => {
    const seen: RequestInit[] = [];
    const fetch = (async (_u: unknown, init: RequestInit) => {
      seen.push(init);
      return Response.json({ token: 't' });
    }) as unknown as typeof globalThis.fetch;
    await expect(createApi('http://h', { fetch }).postJson('/api/admin/login', { site: 's' })).resolves.toEqual({ token: 't' });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.body).toBe('{"site":"s"}');
    expect((seen[0]?.headers as Record<string, string> | undefined)?.['content-type']).toBe('application/json');
  });
});
