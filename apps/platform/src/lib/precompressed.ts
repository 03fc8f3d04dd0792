import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** A built file as served: its bytes and their compressed versions, made once per content. */
export type PrecompressedFile = {
  /** The file's bytes. */
  body: Buffer;
  /** SHA-256 of the bytes (the strong ETag, the widget's `?v=` hash). */
  sha256: Buffer;
  /** gzip level 9; null when it would not be smaller. */
  gzip: Buffer | null;
  /** Brotli quality 11; null until it is ready (it runs in the background, ≈ 1 s for 700 KB), or when not smaller. */
  br: Buffer | null;
  /** Settles when the Brotli version is done (or given up): tests and warm-ups wait on it. */
  complete: Promise<PrecompressedFile>;
};

async function prepare(file: string): Promise<PrecompressedFile> {
  const body = await readFile(file);
  const gz = await gzipAsync(body, { level: 9 });
  const entry = {
    body,
    sha256: createHash('sha256').update(body).digest(),
    gzip: gz.length < body.length ? gz : null,
    br: null,
  } as Omit<PrecompressedFile, 'complete'> as PrecompressedFile;
  // Quality 11 is slow (≈ 0.35 s for the widget, 1.1 s for cms.js, on the zlib thread pool, not the
  // event loop): the first requests after a build get gzip rather than waiting for it.
  entry.complete = brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).then(
    (br) => {
      if (br.length < body.length) entry.br = br;
      return entry;
    },
    () => entry,
  );
  return entry;
}

type Slot = { mtimeMs: number; size: number; ready: Promise<PrecompressedFile> };

/**
 * A cache of built files: `load(path)` stats the file on every call and reads and compresses it
 * again only when its mtime or size changed, so a rebuild is served without a restart and each
 * content is compressed once (concurrent requests share the work). Null when the file is missing.
 */
export function precompressedFiles() {
  const slots = new Map<string, Slot>();
  return async function load(file: string): Promise<PrecompressedFile | null> {
    let mtimeMs: number;
    let size: number;
    try {
      const s = await stat(file);
      if (!s.isFile()) throw new Error('not a file');
      ({ mtimeMs, size } = s);
    } catch {
      slots.delete(file);
      return null;
    }
    let slot = slots.get(file);
    if (!slot || slot.mtimeMs !== mtimeMs || slot.size !== size) {
      const fresh: Slot = { mtimeMs, size, ready: prepare(file) };
      slot = fresh;
      slots.set(file, fresh);
      // A file gone between stat and read: forget it, the next request looks again.
      fresh.ready.catch(() => {
        if (slots.get(file) === fresh) slots.delete(file);
      });
    }
    try {
      return await slot.ready;
    } catch {
      return null;
    }
  };
}

/**
 * The encoding to answer with, from an Accept-Encoding header: the highest q among those offered
 * (ties: Brotli, then gzip), `x-gzip` as gzip, `*` for the unnamed ones, `q=0` refusing; identity
 * when none is acceptable, no header is sent, or identity is explicitly preferred.
 */
export function pickEncoding(header: string | string[] | undefined, offered: readonly ('br' | 'gzip')[]): Encoding {
  if (header === undefined) return 'identity';
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const token = rawName.trim().toLowerCase();
    if (!token) continue;
    const name = token === 'x-gzip' ? 'gzip' : token;
    let value = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p);
      if (m) value = Number(m[1]);
    }
    if (!Number.isFinite(value) || value < 0) value = 0;
    q.set(name, Math.max(q.get(name) ?? 0, value));
  }
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const encoding of offered) {
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (value > bestQ) {
      best = encoding;
      bestQ = value;
    }
  }
  const identity = q.get('identity');
  return identity !== undefined && identity > bestQ ? 'identity' : best;
}

/** The strong ETag of one encoding of the file (each encoding is its own representation). */
export function etagOf(file: PrecompressedFile, encoding: Encoding): string {
  const hash = file.sha256.toString('base64url').slice(0, 27);
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding}"`;
}

/** Whether an If-None-Match header (a list, `*`, weak tags compared weakly as RFC 9110 says) matches the tag. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Adds a token to the Vary header, keeping what CORS or others put there. */
function addVary(reply: FastifyReply, token: string) {
  const current = reply.getHeader('vary');
  const list = (Array.isArray(current) ? current.join(',') : current === undefined ? '' : String(current))
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (list.includes('*') || list.some((v) => v.toLowerCase() === token)) return;
  reply.header('vary', [...list, token].join(', '));
}

/**
 * Answers with the file in the best encoding the request accepts (Content-Encoding, Vary and the
 * encoding's ETag set), or 304 when If-None-Match holds that ETag. The route should opt out of the
 * global compression (`compress: false`); content type and cache headers are the caller's.
 */
export function sendPrecompressed(req: FastifyRequest, reply: FastifyReply, file: PrecompressedFile) {
  const offered = [...(file.br ? (['br'] as const) : []), ...(file.gzip ? (['gzip'] as const) : [])];
  const encoding = pickEncoding(req.headers['accept-encoding'], offered);
  const etag = etagOf(file, encoding);
  addVary(reply, 'accept-encoding');
  reply.header('etag', etag);
  if (noneMatch(req.headers['if-none-match'], etag)) return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  const body = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.body;
  return reply.send(body);
}
