import { ErrorCode, MEDIA_MAX_BYTES, MEDIA_TYPES, routes } from '@schuss/contracts';
import type { FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../../lib/errors';
import { addRoute } from '../../lib/route';
import { mediaOrigins } from '../../lib/sanitize';
import { requireRole } from '../auth';
import { deleteMedia, getRendition, largestRendition, listMedia, uploadMedia } from './service';

/** A year: a rendition URL never changes content (a new upload gets a new id). */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const querySite = (req: FastifyRequest): string | undefined => {
  const query = req.query as { site?: unknown } | undefined;
  return query && typeof query.site === 'string' ? query.site : undefined;
};

/** A URI-encoded header (`x-filename`, `x-alt`), decoded; 400 naming it when it is not valid. */
function headerText(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  if (typeof value !== 'string') return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    throw new HttpError(400, `must be URI-encoded (encodeURIComponent)`, `headers.${name}`, ErrorCode.InvalidInput);
  }
}

const siteIdOf = (req: FastifyRequest, site: string) => {
  // The guard checked the token's site; this keeps a handler from working on another one.
  if (!req.auth || req.auth.site !== site)
    throw new HttpError(403, `This token is not valid for site "${site}"`, undefined, ErrorCode.Forbidden);
  return req.auth.siteId;
};

/**
 * Media library: editors upload images (raw body, the real type read from the bytes),
 * the platform stores WebP and AVIF renditions at responsive widths and serves them publicly
 * with immutable cache headers.
 */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const origin = new URL(app.env.PLATFORM_URL).origin;
  // Rich text images at this origin get their srcset when sanitised (on save and in /api/zone).
  mediaOrigins.add(origin);
  // Raw image bodies, this plugin only. The route's bodyLimit answers 413 past the limit.
  app.addContentTypeParser([...MEDIA_TYPES], { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES }, (_req, body, done) => done(null, body));

  // The guard runs on request, before the body is read: no 10 MB upload is read for a caller without a token.
  const guard = requireRole(app, { roles: ['editor', 'admin'], site: querySite }) as unknown as onRequestAsyncHookHandler;
  const noStore = { 'cache-control': 'no-store' };

  addRoute(
    app,
    routes.uploadMedia,
    async (req, reply) => {
      const siteId = siteIdOf(req, req.query.site);
      const body = req.body;
      if (!Buffer.isBuffer(body)) {
        throw new HttpError(
          415,
          `Send the image as the raw body with Content-Type ${MEDIA_TYPES.join(', ')}`,
          'headers.content-type',
          ErrorCode.UnsupportedType,
        );
      }
      const view = await uploadMedia(app.db, {
        siteId,
        userId: req.auth?.userId ?? null,
        body,
        filename: headerText(req, 'x-filename'),
        alt: headerText(req, 'x-alt'),
        origin,
      });
      return reply.code(201).headers(noStore).send({ media: view });
    },
    {
      onRequest: [
        guard,
        async (req) => {
          // Refuse a declared oversized body at once rather than after reading 10 MB.
          const length = Number(req.headers['content-length']);
          if (length > MEDIA_MAX_BYTES)
            throw new HttpError(413, `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`, 'body', ErrorCode.TooLarge);
        },
      ],
      bodyLimit: MEDIA_MAX_BYTES,
    },
  );

  addRoute(
    app,
    routes.mediaList,
    async (req, reply) => {
      const result = await listMedia(app.db, siteIdOf(req, req.query.site), req.query, origin);
      return reply.headers(noStore).send(result);
    },
    { onRequest: guard },
  );

  addRoute(
    app,
    routes.deleteMedia,
    async (req, reply) => {
      await deleteMedia(app.db, siteIdOf(req, req.query.site), req.params.id);
      return reply.headers(noStore).send({ deleted: req.params.id });
    },
    { onRequest: guard },
  );

  addRoute(app, routes.mediaFile, async (req, reply) => {
    const [w, format] = req.params.file.split('.') as [string, 'webp' | 'avif'];
    const rendition = await getRendition(app.db, req.params.id, Number(w), format);
    if (!rendition)
      throw new HttpError(404, `No rendition ${req.params.file} of media ${req.params.id}`, 'params.file', ErrorCode.NotFound);
    reply.headers({
      'cache-control': IMMUTABLE,
      etag: rendition.etag,
      'content-type': `image/${format}`,
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
    });
    // Typed as the 404 body by the schema; a rendition answers bytes (or 304), never JSON.
    const raw = reply as unknown as { code(n: number): { send(b?: Buffer): unknown } };
    if (req.headers['if-none-match'] === rendition.etag) return raw.code(304).send() as never;
    return raw.code(200).send(Buffer.from(rendition.data)) as never;
  });

  addRoute(app, routes.mediaBest, async (req, reply) => {
    const width = await largestRendition(app.db, req.params.id);
    if (!width) throw new HttpError(404, `No media ${req.params.id}`, 'params.id', ErrorCode.NotFound);
    const format = /image\/avif/.test(req.headers.accept ?? '') ? 'avif' : 'webp';
    return reply
      .headers({ vary: 'Accept', 'cache-control': 'public, max-age=3600' })
      .redirect(`/media/${req.params.id}/${width}.${format}`, 302);
  });
};
