import { createHash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode, routes } from '@schuss/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { precompressedFiles, sendPrecompressed } from '../../lib/precompressed';
import { addRoute } from '../../lib/route';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/static/js');
/** The booking widget's main file, built by `npm run build -w @schuss/widget` (packages/widget/build.mjs). */
export const WIDGET_FILE = join(dir, 'widget-msem.js');
/** Its second file (cart, checkout tunnel, participants form), loaded on demand by the main file. */
export const WIDGET_CHECKOUT_FILE = join(dir, 'widget-msem-checkout.js');
/** Its third file (a waiting list's e-mailed link: the offer's panel), loaded by the second file when a link opens it. */
export const WIDGET_WAITLIST_FILE = join(dir, 'widget-msem-waitlist.js');

/** The `?v=` of a file from its SHA-256 digest (the first 10 hex digits). */
const versionOf = (sha256: Buffer) => sha256.toString('hex').slice(0, 10);

/** The content hash the main file puts in the second file's URL (`?v=`), as build.mjs computes it. */
export const contentHash = (body: Buffer) => versionOf(createHash('sha256').update(body).digest());

const NOT_BUILT = {
  error: {
    code: ErrorCode.NotFound,
    message: 'The booking widget is not built: run `npm run build -w @schuss/widget` (or `node packages/widget/build.mjs`).',
  },
};

/**
 * Widget host: serves `/static/js/widget-msem.js`, `widget-msem-checkout.js` and `widget-msem-waitlist.js`. Each file
 * is checked at request time (stat) and read and compressed again when it changed, so a rebuild is
 * served without a restart; it is sent Brotli- or gzip-encoded as the browser accepts, compressed
 * once per content (lib/precompressed.ts: not by the global compression), with a strong ETag.
 * The main file keeps a short cache (pages always get a recent one); the others are immutable
 * for a year when asked with its current content hash (`?v=`), and revalidated otherwise.
 */
export const widgetRoutes: FastifyPluginAsync = async (app) => {
  const files = precompressedFiles();
  addRoute(
    app,
    routes.widgetScript,
    async (req, reply) => {
      const file = await files(WIDGET_FILE);
      if (!file) return reply.code(404).send(NOT_BUILT);
      reply
        .header('content-type', 'application/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300, stale-while-revalidate=86400');
      return sendPrecompressed(req, reply, file);
    },
    { compress: false },
  );
  // The files loaded by another one, named with their content hash: immutable under their current `?v=`.
  const hashed = (path: string) => async (req: FastifyRequest, reply: FastifyReply) => {
    const file = await files(path);
    if (!file) return reply.code(404).send(NOT_BUILT);
    // contentHash(file.body), from the digest kept with the file (not hashed again per request).
    const v = (req.query as { v?: unknown }).v;
    const current = typeof v === 'string' && v === versionOf(file.sha256);
    reply
      .header('content-type', 'application/javascript; charset=utf-8')
      .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    return sendPrecompressed(req, reply, file);
  };
  addRoute(app, routes.widgetCheckoutScript, hashed(WIDGET_CHECKOUT_FILE), { compress: false });
  addRoute(app, routes.widgetWaitlistScript, hashed(WIDGET_WAITLIST_FILE), { compress: false });
};
