import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode, routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { precompressedFiles, sendPrecompressed } from '../../lib/precompressed';
import { addRoute } from '../../lib/route';
import { withoutToken } from '../accounts';

/** Where apps/backoffice/build.mjs puts the application (index.html and hashed assets/). */
export const ADMIN_DIR = fileURLToPath(new URL('../../../public/admin', import.meta.url));

/**
 * The application's page may run only its own scripts; styles may be inline (Radix sets some
 * with `<style>` elements); every call goes to this origin; nothing may frame it.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** A built asset's path under the folder: `assets/<hashed name>` only, nothing that could climb out. */
const ASSET = /^assets\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Back office not built</title></head>
<body><main><h1>The back office is not built</h1>
<p>Run <code>npm run build -w @schuss/backoffice</code> (or <code>node apps/backoffice/build.mjs</code>); <code>npm start</code> builds it when it is missing.</p>
<p lang="fr">Le back office n’est pas construit : lancez <code>npm run build -w @schuss/backoffice</code>.</p>
</main></body></html>
`;

export type BackofficeStaticOptions = { dir?: string };

/**
 * Serves the back office at /admin/, same origin as its API: hashed assets immutable for a
 * year, and for any other path under /admin/ (the application's own routes: /admin/orders/X) its
 * page, never cached, with a strict Content-Security-Policy. Files are read again when they change
 * (a rebuild is served without a restart) and sent Brotli- or gzip-encoded, compressed once per
 * content (lib/precompressed.ts). Without a build, /admin/ answers 503 saying how to build it.
 */
export const backofficeStaticRoutes: FastifyPluginAsync<BackofficeStaticOptions> = async (app, opts) => {
  const dir = opts.dir ?? ADMIN_DIR;
  const files = precompressedFiles();

  addRoute(app, routes.backofficeRoot, async (req, reply) => {
    const q = req.url.indexOf('?');
    return reply.redirect(`/admin/${q >= 0 ? req.url.slice(q) : ''}`, 301);
  });

  addRoute(
    app,
    routes.backofficeApp,
    async (req, reply) => {
      const rest = (req.params as Record<string, string | undefined>)['*'] ?? '';
      if (ASSET.test(rest)) {
        const path = normalize(join(dir, rest));
        const file = path.startsWith(dir + sep) ? await files(path) : null;
        if (!file) return reply.code(404).send({ error: { code: ErrorCode.NotFound, message: `No file /admin/${rest}` } });
        reply
          .header('content-type', TYPES[extname(rest)] ?? 'application/octet-stream')
          .header('cache-control', 'public, max-age=31536000, immutable');
        return sendPrecompressed(req, reply, file);
      }
      // A path that names a file (has an extension) and is not one: 404, not the page.
      if (/\.[A-Za-z0-9]{1,8}$/.test(rest)) {
        return reply.code(404).send({ error: { code: ErrorCode.NotFound, message: `No file /admin/${rest}` } });
      }
      reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex');
      const index = await files(join(dir, 'index.html'));
      if (!index) return reply.code(503).header('retry-after', '30').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      reply.header('content-security-policy', ADMIN_CSP).type('text/html; charset=utf-8');
      return sendPrecompressed(req, reply, index);
    },
    // The page of an e-mailed link carries its token (`/admin/invitation?token=…`): kept out of the log.
    { compress: false, ...withoutToken },
  );
};
