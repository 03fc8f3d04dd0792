import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { siteNotifier, tagsForPages } from './revalidate';

describe('site revalidation client', () => {
  const received: { auth?: string; body: string }[] = [];
  let status = 200;
  const server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ auth: req.headers.authorization, body });
      res.writeHead(status).end();
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('posts the tags with the secret to the site route', async () => {
    const ok = await siteNotifier(url, 'the-shared-secret-123').revalidate(['page:val-neige:fr:/x/']);
    expect(ok).toBe(true);
    expect(received.at(-1)).toEqual({ auth: 'Bearer the-shared-secret-123', body: '{"tags":["page:val-neige:fr:/x/"]}' });
  });

  it('reports a refusal and an unreachable site without throwing', async () => {
    status = 401;
    expect(await siteNotifier(url, 'wrong-secret-0000000').revalidate(['x'])).toBe(false);
    expect(await siteNotifier('http://127.0.0.1:9', 's'.repeat(16)).revalidate(['x'])).toBe(false);
  });

  it('goes to every site process given, and to SITE_URL when there is none', async () => {
    status = 200;
    received.length = 0;
    // The same server twice under two host names stands for two processes.
    const both = [url, url.replace('127.0.0.1', 'localhost')];
    const fanOut = siteNotifier('http://127.0.0.1:9', 's'.repeat(16), undefined, { processes: async () => both });
    expect(await fanOut.revalidate(['pages:val-neige'])).toBe(true);
    expect(received.map((r) => r.body)).toEqual(['{"tags":["pages:val-neige"]}', '{"tags":["pages:val-neige"]}']);

    received.length = 0;
    const none = siteNotifier(url, 's'.repeat(16), undefined, { processes: async () => [] });
    expect(await none.revalidate(['pages:val-neige'])).toBe(true);
    expect(received).toHaveLength(1);
  });

  it('retries a failed delivery while the process is still there', async () => {
    received.length = 0;
    status = 503;
    const notifier = siteNotifier(url, 's'.repeat(16), undefined, { processes: async () => [url], retryDelaysMs: [50, 50] });
    expect(await notifier.revalidate(['pages:val-neige'])).toBe(false);
    status = 200;
    await vi.waitFor(() => expect(received).toHaveLength(2));
    // Delivered on the retry: no third attempt.
    await new Promise((r) => setTimeout(r, 150));
    expect(received).toHaveLength(2);
    notifier.close();
  });

  it('tags the changed pages and the page list', () => {
    expect(tagsForPages('val-neige', [{ lang: 'en', path: '/lessons/' }])).toEqual(['pages:val-neige', 'page:val-neige:en:/lessons/']);
  });
});
