import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EDITOR } from './modules/auth/service';
import { CMS_DIR } from './modules/editor-assets/routes';
import { WIDGET_FILE } from './modules/widget/routes';
import { apiLogin, seedTestAccounts } from './test/accounts';
import { testPlatform, testUrls } from './test/app';

const BR = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Script-like text of about `kb` KB. */
const script = (kb: number, seed: string) =>
  Array.from({ length: kb * 16 }, (_, i) => `window.s${seed}${i}=function(x){return x+${i}};\n`)
    .join('')
    .slice(0, kb * 1024);

describe('the platform compresses its answers', () => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  // A version folder of its own, so the test neither needs nor touches the real editing tool build (v3).
  const version = 'v985';
  const cmsDir = join(CMS_DIR, version);

  beforeAll(async () => {
    t = await testPlatform('pglite');
  });
  afterAll(async () => {
    rmSync(cmsDir, { recursive: true, force: true });
    await t?.close();
  });

  it('sends a JSON answer over 1 KB Brotli or gzip when asked, plain when not; CORS and helmet headers stay', async () => {
    const url = '/api/booking/availability?resort=val-neige&lang=fr&from=2026-12-20&to=2026-12-26';
    const plain = await t.app.inject({ url, headers: { origin: testUrls.siteUrl } });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ url, headers: { ...BR, origin: testUrls.siteUrl } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.vary).toMatch(/origin/i);
    expect(br.headers['access-control-allow-origin']).toBe(testUrls.siteUrl);
    expect(br.headers['x-content-type-options']).toBe('nosniff');
    expect(br.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves a small answer uncompressed', async () => {
    const res = await t.app.inject({ url: '/health', headers: BR });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves cms.js compressed once per build: br decoding to the file, vary, ETag and 304; a rebuild served fresh', async () => {
    mkdirSync(cmsDir, { recursive: true });
    const file = join(cmsDir, 'cms.js');
    writeFileSync(file, script(48, 'a'));
    const url = `/cms/${version}/cms.js`;
    const first = await brWhenReady(url);
    expect(first.headers['content-type']).toMatch(/^text\/javascript/);
    expect(first.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}-br"$/);
    expect(brotliDecompressSync(first.rawPayload).equals(readFileSync(file))).toBe(true);
    const again = await t.app.inject({ url, headers: { ...BR, 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(first.headers.etag);
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(file, script(48, 'b'));
    const rebuilt = await t.app.inject({ url, headers: { ...BR, 'if-none-match': String(first.headers.etag) } });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.headers.etag).not.toBe(first.headers.etag);
    const decoded =
      rebuilt.headers['content-encoding'] === 'br' ? brotliDecompressSync(rebuilt.rawPayload) : gunzipSync(rebuilt.rawPayload);
    expect(decoded.toString()).toBe(script(48, 'b'));
  });

  // Built by the tests' global setup (scripts/vitest-widget-setup.ts) when missing.
  it('serves the built widget br, decoding to exactly its bytes, with vary, ETag and a 304 on revalidation', async () => {
    const res = await brWhenReady('/static/js/widget-msem.js');
    expect(res.headers['content-type']).toMatch(/^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).equals(readFileSync(WIDGET_FILE))).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(readFileSync(WIDGET_FILE).length / 3);
    const again = await t.app.inject({
      url: '/static/js/widget-msem.js',
      headers: { ...BR, 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url: '/static/js/widget-msem.js', headers: BR });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
  });

  it('does not encode an image rendition again', async () => {
    await seedTestAccounts(t.conn.db);
    const token = await apiLogin(() => t.app, '10.11.1')('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password);
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media?site=val-neige',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${token}` },
      payload: png,
    });
    expect(up.statusCode, up.body).toBe(201);
    for (const r of up.json().media.renditions as { url: string; format: string }[]) {
      const path = new URL(r.url).pathname;
      const plain = await t.app.inject({ url: path });
      const asked = await t.app.inject({ url: path, headers: BR });
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-type']).toBe(`image/${r.format}`);
      expect(asked.headers['content-encoding'], path).toBeUndefined();
      expect(asked.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
  });

  /** The first answers after a build may be gzip while Brotli (max quality) is made in the background. */
  async function brWhenReady(url: string) {
    for (let i = 0; ; i++) {
      const res = await t.app.inject({ url, headers: BR });
      expect(res.statusCode).toBe(200);
      if (res.headers['content-encoding'] === 'br' || i === 100) {
        expect(res.headers['content-encoding']).toBe('br');
        return res;
      }
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload).length).toBeGreaterThan(0);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
});
