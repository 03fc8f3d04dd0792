import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { heartbeatFromEnv, startHeartbeat } from './site-heartbeat';

describe('site process heartbeat', () => {
  const beats: { path?: string; auth?: string; body: string }[] = [];
  let status = 503;
  const platform = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      beats.push({ path: req.url, auth: req.headers.authorization, body });
      res.writeHead(status).end('{}');
    });
  });
  let platformUrl = '';
  beforeAll(async () => {
    await new Promise<void>((r) => platform.listen(0, '127.0.0.1', r));
    platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => platform.close(() => r())));

  const logged: string[] = [];

  it('says where this process is, with the shared secret, again soon after a failure, and on', async () => {
    const stop = startHeartbeat({
      platformUrl,
      url: 'http://10.0.0.7:3001',
      secret: 's'.repeat(16),
      everyMs: 200,
      retryMs: 20,
      quietMs: 0,
      log: (m) => logged.push(m),
    });
    // The platform is starting (503): the process tries again soon, and says so once.
    await vi.waitFor(() => expect(beats.length).toBeGreaterThanOrEqual(3));
    expect(logged).toEqual([expect.stringContaining('the platform answered 503')]);
    // Answered: it keeps sending them, every period.
    status = 200;
    const afterUp = beats.length;
    await vi.waitFor(() => expect(beats.length).toBeGreaterThanOrEqual(afterUp + 2), { timeout: 2000 });
    stop();
    expect(beats[0]).toEqual({ path: '/api/site-processes', auth: `Bearer ${'s'.repeat(16)}`, body: '{"url":"http://10.0.0.7:3001"}' });
  });

  it("defaults to the process's own port on 127.0.0.1 and the platform the pages are fetched from", () => {
    expect(heartbeatFromEnv({ PORT: '3005', PLATFORM_URL: 'http://localhost:4000', REVALIDATE_SECRET: 'x'.repeat(16) })).toEqual({
      url: 'http://127.0.0.1:3005',
      platformUrl: 'http://localhost:4000',
      secret: 'x'.repeat(16),
    });
    expect(
      heartbeatFromEnv({ SITE_INTERNAL_URL: 'http://site-2.internal:3000', CONTENT_API_URL: 'http://platform.internal:4000' }),
    ).toMatchObject({
      url: 'http://site-2.internal:3000',
      platformUrl: 'http://platform.internal:4000',
    });
  });
});
