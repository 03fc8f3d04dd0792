import { existsSync, readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { contentHash, WIDGET_CHECKOUT_FILE, WIDGET_FILE, WIDGET_WAITLIST_FILE, widgetRoutes } from './routes';

async function app() {
  const a = Fastify();
  // Route schemas come from the route table (zod), as in buildApp.
  a.setValidatorCompiler(validatorCompiler);
  a.setSerializerCompiler(serializerCompiler);
  await a.register(widgetRoutes);
  return a;
}

describe('widget script routes', () => {
  it('serves the built widget as JavaScript with a cache header, or a 404 naming the build command', async () => {
    const a = await app();
    const res = await a.inject({ method: 'GET', url: '/static/js/widget-msem.js' });
    if (existsSync(WIDGET_FILE)) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(res.body).toContain('MsemWidget');
      // The main file names the second one with its current content hash.
      if (existsSync(WIDGET_CHECKOUT_FILE))
        expect(res.body).toContain(`widget-msem-checkout.js?v=${contentHash(readFileSync(WIDGET_CHECKOUT_FILE))}`);
    } else {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/npm run build -w @schuss\/widget/);
    }
    await a.close();
  });

  it('serves the second file as JavaScript: immutable for its current hash, revalidated otherwise', async () => {
    const a = await app();
    if (existsSync(WIDGET_CHECKOUT_FILE)) {
      const v = contentHash(readFileSync(WIDGET_CHECKOUT_FILE));
      const res = await a.inject({ method: 'GET', url: `/static/js/widget-msem-checkout.js?v=${v}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toContain('__msemCheckout');
      const old = await a.inject({ method: 'GET', url: '/static/js/widget-msem-checkout.js?v=0000000000' });
      expect(old.statusCode).toBe(200);
      expect(old.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    } else {
      const res = await a.inject({ method: 'GET', url: '/static/js/widget-msem-checkout.js' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/npm run build -w @schuss\/widget/);
    }
    await a.close();
  });

  it('serves the third file (a waiting list’s link) the same way, named with its hash by the second file', async () => {
    const a = await app();
    if (existsSync(WIDGET_WAITLIST_FILE) && existsSync(WIDGET_CHECKOUT_FILE)) {
      const v = contentHash(readFileSync(WIDGET_WAITLIST_FILE));
      expect(readFileSync(WIDGET_CHECKOUT_FILE, 'utf8')).toContain(`widget-msem-waitlist.js?v=${v}`);
      const res = await a.inject({ method: 'GET', url: `/static/js/widget-msem-waitlist.js?v=${v}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toContain('WaitlistLink');
      const old = await a.inject({ method: 'GET', url: '/static/js/widget-msem-waitlist.js?v=0000000000' });
      expect(old.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    } else {
      const res = await a.inject({ method: 'GET', url: '/static/js/widget-msem-waitlist.js' });
      expect(res.statusCode).toBe(404);
    }
    await a.close();
  });
});
