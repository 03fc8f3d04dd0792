import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { etagOf, noneMatch, pickEncoding, precompressedFiles, sendPrecompressed } from './precompressed';

/** Script-like text of about `kb` KB, different for each `seed`. */
const script = (kb: number, seed = 'a') =>
  Array.from({ length: kb * 16 }, (_, i) => `var s${seed}${i}=function(x){return x+${i}};\n`)
    .join('')
    .slice(0, kb * 1024);

describe('pickEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['gzip;q=0.2, identity;q=0.8', 'identity'],
    [['gzip', 'br'], 'br'],
  ] as const)('%j → %s', (header, expected) => {
    expect(pickEncoding(header as string | string[] | undefined, both)).toBe(expected);
  });
  it('offers only the versions that exist', () => {
    expect(pickEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBe('identity');
    expect(pickEncoding('br, gzip', [])).toBe('identity');
  });
});

describe('noneMatch', () => {
  it('matches a tag in a list, a weak form of it, or *', () => {
    expect(noneMatch(undefined, '"a"')).toBe(false);
    expect(noneMatch('"a"', '"a"')).toBe(true);
    expect(noneMatch('"b", "a"', '"a"')).toBe(true);
    expect(noneMatch('W/"a"', '"a"')).toBe(true);
    expect(noneMatch('*', '"a"')).toBe(true);
    expect(noneMatch('"a-br"', '"a"')).toBe(false);
  });
});

describe('precompressedFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the bytes, gzip at once and Brotli when done, each decoding to the bytes; compressed once per content', async () => {
    const path = join(dir, 'a.js');
    writeFileSync(path, script(64));
    const load = precompressedFiles();
    const [first, second] = await Promise.all([load(path), load(path)]);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    const file = await first!.complete;
    expect(file.body.toString()).toBe(script(64));
    expect(gunzipSync(file.gzip!).equals(file.body)).toBe(true);
    expect(brotliDecompressSync(file.br!).equals(file.body)).toBe(true);
    expect(file.br!.length).toBeLessThan(file.body.length / 4);
    expect(await load(path)).toBe(file);
  });

  it('reads and compresses again when the file is rebuilt (size or mtime), and answers null when it is gone', async () => {
    const path = join(dir, 'b.js');
    writeFileSync(path, script(16, 'a'));
    const load = precompressedFiles();
    const before = await (await load(path))!.complete;
    // Same size, new content, new mtime.
    writeFileSync(path, script(16, 'b'));
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    const after = await (await load(path))!.complete;
    expect(after).not.toBe(before);
    expect(after.body.toString()).toBe(script(16, 'b'));
    expect(brotliDecompressSync(after.br!).toString()).toBe(script(16, 'b'));
    expect(etagOf(after, 'br')).not.toBe(etagOf(before, 'br'));
    rmSync(path);
    expect(await load(path)).toBeNull();
    expect(await load(dir)).toBeNull();
  });

  it('keeps no compressed version that would not be smaller', async () => {
    const path = join(dir, 'tiny.js');
    writeFileSync(path, 'x=1');
    const file = await (await precompressedFiles()(path))!.complete;
    expect(file.gzip).toBeNull();
    expect(file.br).toBeNull();
  });
});

describe('sendPrecompressed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'precompressed-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers the accepted encoding with vary and its strong ETag, 304 on If-None-Match, gzip while Brotli is not ready', async () => {
    const path = join(dir, 'c.js');
    writeFileSync(path, script(96));
    const load = precompressedFiles();
    const app = Fastify();
    app.get('/c.js', async (req, reply) => {
      const file = await load(path);
      reply.header('content-type', 'text/javascript; charset=utf-8').header('vary', 'Origin');
      return sendPrecompressed(req, reply, file!);
    });
    const early = await app.inject({ url: '/c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(early.headers['content-encoding']).toBe('gzip');
    const file = await (await load(path))!.complete;
    const br = await app.inject({ url: '/c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Origin, accept-encoding');
    expect(br.headers.etag).toBe(etagOf(file, 'br'));
    expect(br.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}-br"$/);
    expect(Number(br.headers['content-length'])).toBe(file.br!.length);
    expect(brotliDecompressSync(br.rawPayload).equals(file.body)).toBe(true);
    const again = await app.inject({
      url: '/c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(br.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(br.headers.etag);
    const plain = await app.inject({ url: '/c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.etag).toBe(etagOf(file, 'identity'));
    expect(plain.rawPayload.equals(file.body)).toBe(true);
    // Another encoding's tag is another representation: the full answer.
    const other = await app.inject({ url: '/c.js', headers: { 'if-none-match': String(br.headers.etag) } });
    expect(other.statusCode).toBe(200);
    await app.close();
  });
});
