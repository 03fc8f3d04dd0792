import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ErrorCode, routes } from '@schuss/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { precompressedFiles, sendPrecompressed } from '../../lib/precompressed';
import { addRoute } from '../../lib/route';

/** Where the editing tool builds land: `public/cms/<version>/cms.js` (packages/editor/build.mjs writes v3). */
export const CMS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../public/cms');

/** Versions are folder names such as `v3`: nothing that could climb out of CMS_DIR. */
const VERSION = /^v[0-9]{1,3}$/;

/**
 * Editor host: serves the editing tool at `/cms/:version/cms.js`. The file changes on deploy, so
 * it is cached briefly and revalidated with an ETag; it is re-read when its mtime or size changes,
 * so a rebuild is served without restarting the platform. Sent Brotli- or gzip-encoded as the
 * browser accepts, compressed once per content (lib/precompressed.ts). Loaded cross-origin by the
 * site's pages (a classic script: CORS-safe, and `cross-origin` resource policy is set app-wide).
 */
export const editorAssetRoutes: FastifyPluginAsync = async (app) => {
  const files = precompressedFiles();

  addRoute(
    app,
    routes.editorScript,
    async (req, reply) => {
      const { version } = req.params;
      const notBuilt = () =>
        reply.code(404).send({
          error: {
            code: ErrorCode.NotFound,
            field: 'params.version',
            message: `No editing tool ${version}: run \`node packages/editor/build.mjs\` (builds /cms/v3/cms.js).`,
          },
        });
      if (!VERSION.test(version)) return notBuilt();
      const file = await files(join(CMS_DIR, version, 'cms.js'));
      if (!file) return notBuilt();
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=60, must-revalidate')
        .header('access-control-allow-origin', '*');
      return sendPrecompressed(req, reply, file);
    },
    { compress: false },
  );
};
