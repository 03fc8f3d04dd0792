import { existsSync } from 'node:fs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { WIDGET_FILE, widgetRoutes } from './routes';

describe('widget script route', () => {
  it('serves the built widget as JavaScript with a cache header, or a 404 naming the build command', async () => {
    const app = Fastify();
    await app.register(widgetRoutes);
    const res = await app.inject({ method: 'GET', url: '/static/js/widget-msem.js' });
    if (existsSync(WIDGET_FILE)) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/javascript/);
      expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
      expect(res.body).toContain('MsemWidget');
    } else {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/npm run build -w @schuss\/widget/);
    }
    await app.close();
  });
});
