import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CSP, backofficeStaticRoutes } from './static';

async function appOn(dir: string) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(backofficeStaticRoutes, { dir });
  await app.ready();
  return app;
}

describe('the back office served at /admin/', () => {
  let dir: string;
  let app: FastifyInstance;
  const html =
    '<!doctype html><html lang="fr"><head><script type="module" src="/admin/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
  const js = `console.log(${JSON.stringify('x'.repeat(2000))});`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'schuss-admin-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), html);
    writeFileSync(join(dir, 'assets/index-abc123.js'), js);
    writeFileSync(join(dir, 'assets/index-abc123.css'), 'body{margin:0}');
    app = await appOn(dir);
  });
  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers its page for /admin/ and for any route of the application, never cached, with a strict CSP', async () => {
    for (const url of ['/admin/', '/admin/orders/VN-2027-000123', '/admin/rosters/12?from=2027-01-04']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(html);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(ADMIN_CSP);
      expect(ADMIN_CSP).toContain("script-src 'self'");
      expect(ADMIN_CSP).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    }
  });

  it('redirects /admin to /admin/ (keeping the query)', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin?site=val-neige' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/admin/?site=val-neige');
  });

  it('serves hashed assets immutable for a year, compressed when accepted, with their type', async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(js);
    expect(res.headers.etag).toBeTruthy();
    const gz = await app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const css = await app.inject({ method: 'GET', url: '/admin/assets/index-abc123.css' });
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const again = await app.inject({
      method: 'GET',
      url: '/admin/assets/index-abc123.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for a missing file or one outside the folder, not the page', async () => {
    for (const url of ['/admin/assets/nope.js', '/admin/assets/..%2F..%2Fpackage.json', '/admin/favicon.ico', '/admin/build-stamp.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });

  it('answers 503 with a page saying how to build it when it is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'schuss-admin-empty-'));
    const bare = await appOn(empty);
    try {
      const res = await bare.inject({ method: 'GET', url: '/admin/orders' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('npm run build -w @schuss/backoffice');
      expect(res.headers['cache-control']).toBe('no-cache');
    } finally {
      await bare.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
