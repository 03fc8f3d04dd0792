import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * On-the-fly compression of the platform's answers (@fastify/compress, registered app-wide in
 * app.ts): JSON, HTML, text and the docs' assets of 1 KB or more, Brotli or gzip as the request
 * accepts, at cheap settings (these are compressed per request); `vary: accept-encoding` on what
 * it encodes. Images (media renditions) are left alone: the plugin only compresses text-like types
 * (its default rule plus mime-db's `compressible`), never image/webp, image/avif or image/jpeg.
 * Built scripts do not go through it: their routes opt out (`compress: false`) and send versions
 * compressed once per build (lib/precompressed.ts).
 */
export const compressOptions: FastifyCompressOptions = {
  global: true,
  // Responses only: request bodies reach their parsers as sent (the payment notification's
  // signature is checked over the raw bytes; no route expects compressed uploads).
  globalDecompression: false,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
};
