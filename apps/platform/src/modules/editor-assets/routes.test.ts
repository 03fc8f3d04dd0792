import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { CMS_DIR, editorAssetRoutes } from './routes';

describe('editing tool script route', () => {
  // A version folder of its own, so the test neither needs nor touches the real build (v3).
  const version = 'v987';
  const dir = join(CMS_DIR, version);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves cms.js as JavaScript with a short cache and an ETag, a 304 on revalidation, the new file after a rebuild', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'cms.js'), 'window.SchussCms={mount(){},unmount(){}};');
    const app = Fastify();
    // Route schemas come from the route table (zod), as in buildApp.
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(editorAssetRoutes);
    const res = await app.inject({ method: 'GET', url: `/cms/${version}/cms.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toMatch(/max-age=60/);
    expect(res.body).toContain('SchussCms');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await app.inject({ method: 'GET', url: `/cms/${version}/cms.js`, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // A deploy writes a new file: a new body and ETag without restarting.
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(join(dir, 'cms.js'), 'window.SchussCms={mount(){},unmount(){},v:2};');
    const rebuilt = await app.inject({ method: 'GET', url: `/cms/${version}/cms.js`, headers: { 'if-none-match': etag } });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toContain('v:2');
    expect(rebuilt.headers.etag).not.toBe(etag);
    await app.close();
  });

  it('answers 404 naming the build command for a missing version, and refuses paths out of the folder', async () => {
    const app = Fastify();
    // Route schemas come from the route table (zod), as in buildApp.
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(editorAssetRoutes);
    for (const url of ['/cms/v999/cms.js', '/cms/..%2F..%2Fsrc/cms.js', '/cms/v3%2F..%2F..%2F/cms.js']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message, url).toMatch(/node packages\/editor\/build\.mjs/);
    }
    await app.close();
  });
});
