import { ApiCallError } from '@schuss/contracts/api';
import * as paths from '@schuss/contracts/api/paths';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platformClient } from './api';
import { RETRY_COUNT, retryingFetch } from './retrying-fetch';

const noWait = { backoff: () => 0 };

function fakeFetch(answers: (Response | Error)[]) {
  const calls: { url: string; method: string }[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET' });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const query = { site: 'val-neige', lang: 'fr', path: '/cours/' } as const;
const pageUrl = 'http://h/api/page?site=val-neige&lang=fr&path=%2Fcours%2F';

describe('calls to the platform (docs/spec.md §7, §8)', () => {
  it('retries a GET that gets no answer up to 5 times, then passes the network error on', async () => {
    const { fetch, calls } = fakeFetch(Array.from({ length: 10 }, () => new TypeError('fetch failed')));
    const err = await platformClient('http://h', { fetch, ...noWait })
      .call(paths.page, { query })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiCallError);
    expect(err).toMatchObject({ status: 0, code: 'network', message: 'fetch failed' });
    expect(RETRY_COUNT).toBe(5);
    expect(calls).toHaveLength(1 + RETRY_COUNT);
  });

  it('answers when a retry succeeds, asking the same URL each time', async () => {
    const page = { site: 'val-neige', lang: 'fr', path: '/cours/' };
    const { fetch, calls } = fakeFetch([new TypeError('reset'), new Response('oops', { status: 503 }), Response.json(page)]);
    await expect(platformClient('http://h/', { fetch, ...noWait }).call(paths.page, { query })).resolves.toEqual(page);
    expect(calls.map((c) => c.url)).toEqual([pageUrl, pageUrl, pageUrl]);
  });

  it('passes a server error on with its status after the last retry', async () => {
    const { fetch, calls } = fakeFetch(Array.from({ length: 6 }, () => new Response('down', { status: 503 })));
    const err = await platformClient('http://h', { fetch, ...noWait, retries: 2 })
      .call(paths.page, { query })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503, code: 'bad_answer' });
    expect(calls).toHaveLength(3);
  });

  it('does not retry a 4xx answer and passes its message, field and code on', async () => {
    const { fetch, calls } = fakeFetch([
      Response.json({ error: { message: 'query.lang: bad', field: 'query.lang', code: 'invalid_input' } }, { status: 400 }),
    ]);
    const err = await platformClient('http://h', { fetch, ...noWait })
      .call(paths.page, { query })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 400, message: 'query.lang: bad', field: 'query.lang', code: 'invalid_input' });
    expect(calls).toHaveLength(1);
  });

  it('sends a POST once, even when it fails', async () => {
    const { fetch, calls } = fakeFetch([new Response('down', { status: 503 }), Response.json({ token: 't' })]);
    const err = await platformClient('http://h', { fetch, ...noWait })
      .call(paths.login, { body: { site: 's', email: 'a@b.c', password: 'pw' } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 503 });
    expect(calls).toEqual([{ url: 'http://h/api/admin/login', method: 'POST' }]);
  });

  it('retries past an answer whose body cannot be cancelled alone (a tee, as Next’s fetch gives): no request waits', async () => {
    // Cancelling one branch of a tee settles only once the other branch is cancelled too: awaiting it waited forever.
    const [teed] = new Response('down').body!.tee();
    const { fetch, calls } = fakeFetch([new Response(teed, { status: 503 }), Response.json({ ok: true })]);
    await expect(retryingFetch({ fetch, ...noWait })('http://h/x').then((r) => r.json())).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  }, 2000);

  it('passes a rate limit with its Retry-After on at once: retrying before the wait cannot help', async () => {
    const limited = new Response('{}', { status: 429, headers: { 'retry-after': '840' } });
    const { fetch, calls } = fakeFetch([limited, Response.json({ ok: true })]);
    expect((await retryingFetch({ fetch, ...noWait })('http://h/x')).status).toBe(429);
    expect(calls).toHaveLength(1);
  });

  it('stops retrying when the caller gives up', async () => {
    const controller = new AbortController();
    const { fetch, calls } = fakeFetch(Array.from({ length: 6 }, () => new TypeError('fetch failed')));
    const retrying = retryingFetch({ fetch, backoff: () => 10_000 });
    const pending = retrying('http://h/x', { signal: controller.signal });
    // The first attempt failed; the retry waits.
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort(new DOMException('Timed out', 'TimeoutError'));
    await expect(pending).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(calls).toHaveLength(1);
  });
});

describe('platform calls observed for the metrics (server only)', () => {
  const key = Symbol.for('schuss.site.platformCallObserver');
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[key];
  });

  it('reports each call once, retries included, by route name and outcome, with its time', async () => {
    const seen: [string, string, number][] = [];
    (globalThis as Record<symbol, unknown>)[key] = (route: string, outcome: string, seconds: number) =>
      seen.push([route, outcome, seconds]);
    const { fetch } = fakeFetch([
      new TypeError('reset'),
      Response.json({}),
      Response.json({ error: { message: 'no page', code: 'not_found' } }, { status: 404 }),
    ]);
    const client = platformClient('http://h', { fetch, ...noWait });
    await client.call(paths.page, { query });
    await expect(client.call(paths.page, { query })).rejects.toMatchObject({ status: 404 });
    expect(seen.map(([route, outcome]) => [route, outcome])).toEqual([
      ['page', 'ok'],
      ['page', '4xx'],
    ]);
    expect(seen.every(([, , s]) => s >= 0 && s < 5)).toBe(true);
  });
});
