import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressOptions } from './compression';

/** A Fastify app with the platform's compression settings and routes of each kind of answer. */
async function app() {
  const a = Fastify();
  await a.register(compress, compressOptions);
  const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Cours collectif ${i}`, price: { amount: 20500, currency: 'EUR' } }));
  a.get('/big', async () => ({ rows }));
  a.get('/small', async () => ({ status: 'ok' }));
  // Image bytes (a rendition): already compressed, so never encoded again whatever their size.
  const image = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(8000, 7)]);
  for (const type of ['image/webp', 'image/avif', 'image/jpeg'])
    a.get(`/image/${type.split('/')[1]}`, async (_req, reply) => reply.header('content-type', type).send(image));
  a.get('/not-modified', async (_req, reply) => reply.header('etag', '"x"').code(304).send());
  a.get('/events', async (_req, reply) =>
    reply.header('content-type', 'text/event-stream').send(Readable.from([`data: ${'x'.repeat(4000)}\n\n`])),
  );
  // As the payment notification does: the raw bytes of the body, whatever they are.
  a.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    scope.post('/raw', async (req) => ({ bytes: (req.body as Buffer).toString('base64') }));
  });
  return { a, rows, image };
}

describe('compression of answers (@fastify/compress with compressOptions)', () => {
  it('encodes a JSON answer over 1 KB as br or gzip when asked (with vary), plain when not', async () => {
    const { a, rows } = await app();
    const br = await a.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual({ rows });
    const gz = await a.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual({ rows });
    expect(gz.rawPayload.length).toBeLessThan(JSON.stringify({ rows }).length / 4);
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const plain = await a.inject({ url: '/big', headers });
      expect(plain.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      expect(plain.json()).toEqual({ rows });
    }
    await a.close();
  });

  it('leaves small answers, images, 304s and event streams as they are; HEAD answers without a body', async () => {
    const { a, image } = await app();
    const ae = { 'accept-encoding': 'br, gzip' };
    const small = await a.inject({ url: '/small', headers: ae });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok' });
    for (const type of ['webp', 'avif', 'jpeg']) {
      const res = await a.inject({ url: `/image/${type}`, headers: ae });
      expect(res.headers['content-encoding'], type).toBeUndefined();
      expect(res.headers['content-type']).toBe(`image/${type}`);
      expect(res.rawPayload.equals(image), type).toBe(true);
    }
    const notModified = await a.inject({ url: '/not-modified', headers: ae });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-encoding']).toBeUndefined();
    expect(notModified.body).toBe('');
    const events = await a.inject({ url: '/events', headers: ae });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body).toMatch(/^data: x+\n\n$/);
    const head = await a.inject({ method: 'HEAD', url: '/big', headers: ae });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    await a.close();
  });

  it('does not touch request bodies: a body sent with Content-Encoding reaches its parser as sent', async () => {
    const { a } = await app();
    const raw = gzipSync(Buffer.from('{"paymentId":"p1"}'));
    const res = await a.inject({
      method: 'POST',
      url: '/raw',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json().bytes, 'base64').equals(raw)).toBe(true);
    await a.close();
  });
});
