import { Readable } from 'node:stream';
import { MEDIA_MAX_BYTES, MediaListResponse, MediaUploadResponse, type MediaView, Page } from '@schuss/contracts';
import { media, mediaRenditions } from '@schuss/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitize } from '../../lib/sanitize';
import { apiLogin, DEMO_STAFF, OTHER_SITE_EDITOR, seedTestAccounts } from '../../test/accounts';
import { mainDrivers, testPlatform, testUrls } from '../../test/app';
import { DEMO_EDITOR } from '../auth/service';

/** A photo-like JPEG (smooth gradients, some texture) with EXIF: orientation 6 (rotate 90°), author, GPS-ish text. */
async function photo(width: number, height: number, orientation = 1) {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = ((x ^ y) & 63) + 96;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Artist: 'Jean Moniteur', Copyright: 'ESF Val Neige', ImageDescription: 'GPS 45.92N 6.87E' } })
    .withMetadata({ orientation })
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe.each(mainDrivers)('media library on %s', (kind) => {
  let t: Awaited<ReturnType<typeof testPlatform>>;
  let editor = '';
  let other = '';
  let staff = '';
  let uploaded: MediaView;

  beforeAll(async () => {
    t = await testPlatform(kind);
    await seedTestAccounts(t.conn.db);
    editor = await login('val-neige', DEMO_EDITOR.email, DEMO_EDITOR.password);
    other = await login(OTHER_SITE_EDITOR.site, OTHER_SITE_EDITOR.email, OTHER_SITE_EDITOR.password);
    staff = await login(DEMO_STAFF.site, DEMO_STAFF.email, DEMO_STAFF.password);
  });
  afterAll(() => t?.close());

  const login = apiLogin(() => t.app, `10.7.${kind === 'pg' ? 1 : 2}`);
  const upload = (body: Buffer | string, type: string, token?: string, headers: Record<string, string> = {}, site = 'val-neige') =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/media?site=${site}`,
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      payload: body,
    });
  const path = (url: string) => new URL(url).pathname;

  it('uploads a JPEG: WebP and AVIF renditions at the responsive widths, oriented, without metadata', async () => {
    const jpeg = await photo(2400, 1600, 6);
    const res = await upload(jpeg, 'image/jpeg', editor, {
      'x-filename': encodeURIComponent('Piste été.jpg'),
      'x-alt': encodeURIComponent('Moniteur et élèves sur la piste'),
    });
    expect(res.statusCode, res.body).toBe(201);
    uploaded = MediaUploadResponse.parse(res.json()).media;
    expect(uploaded.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(uploaded.filename).toBe('Piste été.jpg');
    expect(uploaded.alt).toBe('Moniteur et élèves sur la piste');
    expect(uploaded.mime).toBe('image/jpeg');
    expect(uploaded.bytes).toBe(jpeg.length);
    // Orientation 6 turns the 2400×1600 pixels upright: 1600×2400, so the largest rendition is 1600 wide (not 1920).
    expect([uploaded.originalWidth, uploaded.originalHeight]).toEqual([1600, 2400]);
    expect([uploaded.width, uploaded.height]).toEqual([1600, 2400]);
    expect(uploaded.url).toBe(`${testUrls.platformUrl}/media/${uploaded.id}/1600.webp`);
    const widths = [320, 640, 960, 1280, 1600];
    expect(uploaded.srcset).toBe(widths.map((w) => `${testUrls.platformUrl}/media/${uploaded.id}/${w}.webp ${w}w`).join(', '));
    expect(uploaded.renditions.map((r) => `${r.width}.${r.format}`).sort()).toEqual(
      widths.flatMap((w) => [`${w}.avif`, `${w}.webp`]).sort(),
    );
    for (const r of uploaded.renditions) {
      const file = await t.app.inject({ method: 'GET', url: path(r.url) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${r.format}`);
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe(r.format === 'avif' ? 'heif' : 'webp');
      expect([meta.width, meta.height]).toEqual([r.width, r.width * 1.5]);
      expect(r.height).toBe(r.width * 1.5);
      expect(file.rawPayload.length).toBe(r.bytes);
      // No EXIF (author, description), no orientation flag left to apply twice.
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(file.rawPayload.includes('Jean Moniteur')).toBe(false);
    }
    // Turned upright, not just relabelled: the stored left→right red gradient now runs top→bottom.
    const small = await t.app.inject({
      method: 'GET',
      url: path(uploaded.renditions.find((r) => r.width === 320 && r.format === 'webp')!.url),
    });
    const { data, info } = await sharp(small.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * info.width + x) * info.channels]!;
    expect(red(160, 2)).toBeLessThan(40);
    expect(red(160, info.height - 3)).toBeGreaterThan(215);
  });

  it('serves renditions with immutable cache headers, an ETag (304 on revalidation) and cross-origin resource policy', async () => {
    const url = `/media/${uploaded.id}/640.avif`;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(res.rawPayload.length));
    // No token needed, and the visitor's browser gets no cookie or other state.
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 for an unknown media or size, and 400 for a malformed file name', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/media/${uploaded.id}/1920.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/${uploaded.id}/333.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/media/${'A'.repeat(22)}/640.webp` })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: `/media/${uploaded.id}/640.png` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('params.file');
  });

  it('redirects /media/:id to the largest rendition in the best accepted format', async () => {
    const avif = await t.app.inject({ method: 'GET', url: `/media/${uploaded.id}`, headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.statusCode).toBe(302);
    expect(avif.headers.location).toBe(`/media/${uploaded.id}/1600.avif`);
    expect(avif.headers.vary).toContain('Accept');
    const webp = await t.app.inject({ method: 'GET', url: `/media/${uploaded.id}`, headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.location).toBe(`/media/${uploaded.id}/1600.webp`);
  });

  it('never enlarges: a 500 px PNG with transparency gets 320 and 500; a 90 px GIF only 90', async () => {
    const png = await sharp({ create: { width: 500, height: 300, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const res = await upload(png, 'image/png', editor);
    expect(res.statusCode, res.body).toBe(201);
    const view = res.json().media as MediaView;
    expect(view.mime).toBe('image/png');
    expect(view.renditions.map((r) => `${r.width}x${r.height}.${r.format}`).sort()).toEqual([
      '320x192.avif',
      '320x192.webp',
      '500x300.avif',
      '500x300.webp',
    ]);
    const file = await t.app.inject({ method: 'GET', url: path(view.url) });
    expect((await sharp(file.rawPayload).metadata()).hasAlpha).toBe(true);
    expect(view.filename).toBe('image.png');

    const gif = await sharp({ create: { width: 90, height: 60, channels: 3, background: '#0a0' } })
      .gif()
      .toBuffer();
    const small = await upload(gif, 'image/gif', editor);
    expect(small.statusCode, small.body).toBe(201);
    expect((small.json().media as MediaView).renditions.map((r) => r.width)).toEqual([90, 90]);
  });

  it('reads the type from the bytes, not the header: a PNG sent as image/jpeg is a PNG', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'image/jpeg', editor);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().media.mime).toBe('image/png');
  });

  it('refuses what is not a supported image: 415 naming the problem', async () => {
    const text = await upload('this is a text file, not a picture', 'image/png', editor);
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toMatchObject({ field: 'body', code: 'unsupported_type' });
    expect(text.json().error.message).toMatch(/not a supported image/);

    const svg = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      'image/png',
      editor,
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().error.message).toMatch(/svg are not accepted/);

    const plain = await upload('hello', 'text/plain', editor);
    expect(plain.statusCode).toBe(415);

    const tiff = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    expect((await upload(tiff, 'image/png', editor)).statusCode).toBe(415);
  });

  it('refuses a damaged image with 400 and an empty body with 400', async () => {
    const jpeg = await photo(600, 400);
    const truncated = await upload(jpeg.subarray(0, jpeg.length >> 1), 'image/jpeg', editor);
    expect(truncated.statusCode, truncated.body).toBe(400);
    expect(truncated.json().error).toMatchObject({ field: 'body', code: 'corrupt_image' });
    expect(truncated.json().error.message).toMatch(/damaged/);

    const empty = await upload(Buffer.alloc(0), 'image/jpeg', editor);
    expect(empty.statusCode).toBe(400);

    const badName = await upload(jpeg, 'image/jpeg', editor, { 'x-filename': '%E0%A4%A' });
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error.field).toBe('headers.x-filename');
    const noSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${editor}` },
      payload: jpeg,
    });
    expect(noSite.statusCode).toBe(400);
    expect(noSite.json().error.field).toBe('query.site');
  });

  it('refuses more than 10 MB (413) and more than 40 megapixels (413)', async () => {
    const big = await upload(Buffer.alloc(MEDIA_MAX_BYTES + 1, 0xff), 'image/jpeg', editor);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toMatch(/10 MB/);

    // Without a Content-Length (chunked upload), Fastify's body limit stops reading at 10 MB.
    const chunks = Readable.from([Buffer.alloc(6 * 1024 * 1024, 0xff), Buffer.alloc(6 * 1024 * 1024, 0xff)]);
    const chunked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media?site=val-neige',
      headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${editor}` },
      payload: chunks,
    });
    expect(chunked.statusCode).toBe(413);

    // 8000 × 5001 of one colour: a small file but 40.008 megapixels.
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MEDIA_MAX_BYTES);
    const res = await upload(huge, 'image/png', editor);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ field: 'body', code: 'too_many_pixels' });
    expect(res.json().error.message).toMatch(/40\.0 megapixels.*at most 40/);
  });

  it('guards the admin routes: 401 without a token, 403 with another site or role, nothing stored', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#321' } })
      .png()
      .toBuffer();
    const count = async () => (await t.conn.db.select({ id: media.id }).from(media)).length;
    const n = await count();
    expect((await upload(png, 'image/png')).statusCode).toBe(401);
    expect((await upload(png, 'image/png', 'not-a-real-token')).statusCode).toBe(401);
    expect((await upload(png, 'image/png', other)).statusCode).toBe(403);
    expect((await upload(png, 'image/png', staff)).statusCode).toBe(403);
    // A token of the other site cannot list or delete this site's media either.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/media?site=val-neige' })).statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/media?site=val-neige',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(list.statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${uploaded.id}?site=val-neige`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(del.statusCode).toBe(403);
    // Its own site, but not its media: 404.
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/media/${uploaded.id}?site=autre-site`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await count()).toBe(n);
  });

  it('lets the editing tool on the site upload cross-origin (CORS preflight with its headers), and documents the routes', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/media?site=val-neige',
      headers: {
        origin: testUrls.siteUrl,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-filename,x-alt',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(testUrls.siteUrl);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-filename');
    const docs = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/admin/media', '/api/admin/media/{id}', '/media/{id}/{file}']),
    );
  });

  it('lists newest first with pagination, and deletes (renditions gone, 404 after)', async () => {
    const auth = { authorization: `Bearer ${editor}` };
    const all = MediaListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/media?site=val-neige', headers: auth })).json(),
    );
    expect(all.total).toBe(4);
    expect(all.items.map((m) => m.createdAt)).toEqual([...all.items.map((m) => m.createdAt)].sort().reverse());
    expect(all.items.at(-1)?.id).toBe(uploaded.id);
    expect(all.items.at(-1)?.srcset).toBe(uploaded.srcset);
    const page = MediaListResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/admin/media?site=val-neige&limit=2&offset=2', headers: auth })).json(),
    );
    expect(page.items.map((m) => m.id)).toEqual(all.items.slice(2, 4).map((m) => m.id));
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/media?site=val-neige&limit=1000', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('query.limit');
    const otherList = MediaListResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/admin/media?site=autre-site', headers: { authorization: `Bearer ${other}` } })
      ).json(),
    );
    expect(otherList.total).toBe(0);

    const victim = all.items[0]!;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${victim.id}?site=val-neige`, headers: auth });
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toEqual({ deleted: victim.id });
    expect((await t.app.inject({ method: 'GET', url: path(victim.url) })).statusCode).toBe(404);
    expect(await t.conn.db.select().from(mediaRenditions).where(eq(mediaRenditions.mediaId, victim.id))).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${victim.id}?site=val-neige`, headers: auth });
    expect(again.statusCode).toBe(404);
  });

  it('media images in rich text get srcset, sizes, lazy loading when saved and published; foreign images do not', async () => {
    const PATH = '/infos-pratiques/lieux-de-rendez-vous/';
    const headers = { authorization: `Bearer ${editor}` };
    const draft = await t.app.inject({ method: 'GET', url: `/api/draft?site=val-neige&lang=fr&path=${PATH}&status=draft`, headers });
    expect(draft.statusCode, draft.body).toBe(200);
    const html =
      `<p>Rendez-vous</p><img src="${uploaded.url}" alt="Piste" width="${uploaded.width}" height="${uploaded.height}">` +
      `<img src="https://cdn.example/media/${uploaded.id}/1600.webp" srcset="https://cdn.example/x.png 2x" sizes="50vw" alt="foreign">` +
      `<img src="${testUrls.platformUrl}/media/${uploaded.id}/640.webp" srcset="https://evil.example/a.png 640w" alt="small" width="640" height="oops">`;
    const ref = { site: 'val-neige', lang: 'fr', path: PATH };
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pages/draft',
      headers,
      payload: {
        ...ref,
        baseVersion: draft.json().version,
        zones: { ...draft.json().zones, content: [{ id: 'm1', type: 'richText', html }] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const pub = await t.app.inject({
      method: 'POST',
      url: '/api/admin/pages/publish',
      headers,
      payload: { ...ref, baseVersion: saved.json().draftVersion },
    });
    expect(pub.statusCode, pub.body).toBe(200);
    const page = Page.parse((await t.app.inject({ method: 'GET', url: `/api/page?site=val-neige&lang=fr&path=${PATH}` })).json());
    const section = page.zones.content?.find((s) => s.id === 'm1');
    const out = section?.type === 'richText' ? section.html : '';
    const imgs = out.match(/<img [^>]*>/g) ?? [];
    expect(imgs).toHaveLength(3);
    expect(imgs[0]).toContain(`srcset="${uploaded.srcset}"`);
    expect(imgs[0]).toContain('sizes="(max-width: 1280px) 100vw, 1280px"');
    expect(imgs[0]).toContain('loading="lazy"');
    expect(imgs[0]).toContain('decoding="async"');
    expect(imgs[0]).toContain(`width="1600" height="2400"`);
    // A look-alike URL on another host: no srcset, no sizes, the editor's srcset dropped.
    expect(imgs[1]).not.toContain('srcset');
    expect(imgs[1]).not.toContain('sizes');
    // A smaller rendition as src: srcset up to that width only, the foreign srcset replaced, a bad height dropped.
    const small = `${testUrls.platformUrl}/media/${uploaded.id}`;
    expect(imgs[2]).toContain(`srcset="${small}/320.webp 320w, ${small}/640.webp 640w"`);
    expect(imgs[2]).not.toContain('evil.example');
    expect(imgs[2]).not.toContain('height');
    expect(out).not.toMatch(/javascript|evil|onerror/);
    // Every srcset URL is a rendition that exists.
    for (const url of uploaded.srcset.split(', ').map((c) => c.split(' ')[0]!)) {
      expect((await t.app.inject({ method: 'GET', url: path(url) })).statusCode).toBe(200);
    }
  });
});

describe('the sanitiser and media images', () => {
  it('adds nothing to images of other origins and keeps the HTML safe', () => {
    const foreign = sanitize(
      '<img src="https://cdn.example/a.png" srcset="https://cdn.example/b.png 2x" alt="" loading="eager" decoding="sync">',
    );
    expect(foreign).toBe('<img src="https://cdn.example/a.png" alt="" loading="eager" />');
    expect(sanitize('<img src="x" srcset="javascript:alert(1) 1x" onerror="alert(1)">')).toBe('<img src="x" />');
  });
});
