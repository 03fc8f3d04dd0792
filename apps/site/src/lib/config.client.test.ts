import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  vi.useRealTimers();
});

describe('config.json for browser code', () => {
  it('is fetched from /static/cms/config.json, retried up to 5 times', async () => {
    const calls: string[] = [];
    let n = 0;
    vi.stubGlobal('fetch', async (url: string) => {
      calls.push(url);
      n++;
      if (n < 6) throw new TypeError('fetch failed');
      return Response.json({ site: 'val-neige', langs: ['fr', 'en'] });
    });
    const { loadConfig } = await import('./config.client');
    await expect(loadConfig()).resolves.toMatchObject({ site: 'val-neige' });
    expect(calls).toEqual(Array(6).fill('/static/cms/config.json'));
    // Fetched once per page load.
    await loadConfig();
    expect(calls).toHaveLength(6);
  });

  it('passes the error on after the fifth retry, and tries again on the next call', async () => {
    let n = 0;
    vi.stubGlobal('fetch', async () => {
      n++;
      return new Response('down', { status: 503 });
    });
    const { loadConfig } = await import('./config.client');
    await expect(loadConfig()).rejects.toMatchObject({ status: 503 });
    expect(n).toBe(6);
    await expect(loadConfig()).rejects.toMatchObject({ status: 503 });
    expect(n).toBe(12);
  });
});
