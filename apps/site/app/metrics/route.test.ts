import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Route modules import 'server-only', which throws outside Next's server build.
vi.mock('server-only', () => ({}));

const TOKEN = 'a-site-metrics-token-for-tests';
let platform: Server;
let platformUp = true;
let metrics: typeof import('./route');
let ready: typeof import('../health/ready/route');

beforeAll(async () => {
  // A stand-in platform answering GET /health/live while `platformUp`.
  platform = createServer((req, res) => {
    if (platformUp && req.url === '/health/live') return res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":{"message":"down","code":"internal"}}');
  });
  await new Promise<void>((r) => platform.listen(0, '127.0.0.1', r));
  const { port } = platform.address() as { port: number };
  vi.stubEnv('METRICS_TOKEN', TOKEN);
  vi.stubEnv('CONTENT_API_URL', `http://127.0.0.1:${port}`);
  metrics = await import('./route');
  ready = await import('../health/ready/route');
});
afterAll(() => {
  vi.unstubAllEnvs();
  platform?.close();
});

const scrape = (authorization?: string) =>
  metrics.GET(new Request('http://site/metrics/', { headers: authorization ? { authorization } : {} }));

describe('site GET /metrics', () => {
  it('answers 401 naming the Authorization header without the token, or with another', async () => {
    for (const header of [undefined, 'Bearer not-the-token-at-all', TOKEN]) {
      const res = await scrape(header);
      expect(res.status).toBe(401);
      expect((await res.json()).error).toMatchObject({ field: 'headers.authorization', code: 'unauthorized' });
    }
  });

  it('answers Prometheus text with the token: process metrics, and the platform calls readiness made', async () => {
    expect((await ready.GET()).status).toBe(200);
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toContain('# TYPE schuss_site_page_cache_total counter');
    expect(text).toMatch(/^schuss_site_platform_calls_total\{route="healthLive",outcome="ok"\} [1-9]/m);
    expect(text).toMatch(/^schuss_site_platform_call_duration_seconds_count\{route="healthLive"\} [1-9]/m);
  });
});

describe('site GET /health/ready', () => {
  it('is 503 naming the platform when it does not answer, 200 again once it does', async () => {
    platformUp = false;
    const down = await ready.GET();
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'not_ready', failing: ['platform'] });
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).toMatch(/^schuss_site_platform_calls_total\{route="healthLive",outcome="5xx"\} [1-9]/m);
    platformUp = true;
    expect((await ready.GET()).status).toBe(200);
  });
});
