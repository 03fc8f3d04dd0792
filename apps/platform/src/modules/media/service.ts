import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  largestMediaWidth,
  MEDIA_DEFAULT_SIZES,
  MEDIA_FORMATS,
  MEDIA_MAX_ALT,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_FILENAME,
  MEDIA_MAX_PIXELS,
  type MediaFormat,
  type MediaListQuery,
  type MediaListResponse,
  type MediaType,
  type MediaView,
  mediaUrl,
  mediaWidths,
} from '@schuss/contracts';
import { type Db, media, mediaRenditions } from '@schuss/db';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { HttpError, notFound } from '../../lib/errors';

/** sharp's name of a decoded format → the type we record (AVIF is a HEIF container with AV1). */
const TYPE_OF_FORMAT: Record<string, MediaType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * Encoder settings. AVIF at effort 0 (of 0–9): effort 2 took 3–4× as long on a 12 MP photo for
 * 7 % fewer AVIF bytes, effort 4 over 10× (docs/performance.md, Media); rich text uses the WebP
 * srcset, so AVIF bytes matter less than an editor's wait and the CPU taken from visitors.
 */
const ENCODE: Record<MediaFormat, (img: Sharp) => Sharp> = {
  webp: (img) => img.webp({ quality: 80, effort: 4 }),
  avif: (img) => img.avif({ quality: 55, effort: 0 }),
};

const badImage = (status: number, message: string, code: ErrorCode) => new HttpError(status, message, 'body', code);

export type UploadInput = {
  siteId: number;
  userId: number | null;
  body: Buffer;
  filename?: string;
  alt?: string;
  /** Public origin of the platform, for the URLs of the answer. */
  origin: string;
};

export type Rendition = { width: number; height: number; format: MediaFormat; data: Buffer };

/**
 * The renditions of an uploaded image: its real type read from its bytes (415 when it is no
 * image we take, 400 when it is damaged), at most `MEDIA_MAX_PIXELS` (413), oriented by its EXIF
 * orientation, without any metadata (EXIF, GPS, XMP, ICC: converted to sRGB), at the widths of
 * `mediaWidths` (never enlarged) in WebP and AVIF. Animated GIF/WebP keep their first frame.
 */
export async function renderImage(body: Buffer): Promise<{ type: MediaType; width: number; height: number; renditions: Rendition[] }> {
  if (body.length === 0) throw badImage(400, 'The request body is empty: send the image file as the body', ErrorCode.EmptyBody);
  if (body.length > MEDIA_MAX_BYTES) throw badImage(413, `The file is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`, ErrorCode.TooLarge);
  let meta: Metadata;
  try {
    // Reads only the header: the format comes from the magic bytes, never from Content-Type.
    meta = await sharp(body).metadata();
  } catch {
    throw badImage(415, 'The file is not a supported image: send a JPEG, PNG, WebP, AVIF or GIF', ErrorCode.UnsupportedType);
  }
  const type = meta.format === 'heif' ? (meta.compression === 'av1' ? 'image/avif' : undefined) : TYPE_OF_FORMAT[meta.format ?? ''];
  if (!type) {
    throw badImage(415, `Images of type ${meta.format} are not accepted: send a JPEG, PNG, WebP, AVIF or GIF`, ErrorCode.UnsupportedType);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw badImage(400, 'The image has no size: the file is damaged', ErrorCode.CorruptImage);
  if (width * height > MEDIA_MAX_PIXELS) {
    const mp = (width * height) / 1e6;
    throw badImage(
      413,
      `The image has ${mp.toFixed(1)} megapixels (${width}×${height}); at most ${MEDIA_MAX_PIXELS / 1e6} are accepted`,
      ErrorCode.TooManyPixels,
    );
  }

  const largest = largestMediaWidth(width);
  let base: { data: Buffer; info: OutputInfo };
  try {
    // Decode once, oriented and shrunk to the largest width (JPEG shrink-on-load makes this
    // cheap); the smaller renditions are resized from these pixels. `failOn: 'error'` refuses
    // truncated and damaged files instead of rendering grey halves.
    base = await sharp(body, { failOn: 'error', limitInputPixels: MEDIA_MAX_PIXELS, pages: 1 })
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw badImage(
      400,
      `The image could not be decoded: the file is damaged (${(err as Error).message.split('\n')[0]})`,
      ErrorCode.CorruptImage,
    );
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  const jobs = mediaWidths(largest).flatMap((w) =>
    MEDIA_FORMATS.map(async (format): Promise<Rendition> => {
      const img = sharp(base.data, { raw }).resize({ width: w, withoutEnlargement: true });
      const { data, info } = await ENCODE[format](img).toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, format, data };
    }),
  );
  return { type, width, height, renditions: await Promise.all(jobs) };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** A file name as shown in the library: no path, no control characters, at most 200 characters. */
function cleanFilename(name: string | undefined, type: MediaType): string {
  const base = (name ?? '').split(/[\\/]/).pop()?.replace(CONTROL, '').trim() ?? '';
  return (base || `image.${type.slice('image/'.length).replace('jpeg', 'jpg')}`).slice(0, MEDIA_MAX_FILENAME);
}

/** Alternative text: control characters as spaces, at most 500 characters (400 naming the header). */
function cleanAlt(alt: string | undefined): string | undefined {
  const text = alt?.replace(CONTROL, ' ').trim();
  if (text && text.length > MEDIA_MAX_ALT) {
    throw new HttpError(400, `must be at most ${MEDIA_MAX_ALT} characters`, 'headers.x-alt', ErrorCode.InvalidInput);
  }
  return text || undefined;
}

const etagOf = (data: Buffer) => `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;

/**
 * One image rendered at a time per process: a 12 MP upload takes seconds of CPU (mostly AVIF),
 * and several at once would take every core from the visitors' requests.
 */
let rendering: Promise<unknown> = Promise.resolve();
function renderInTurn(body: Buffer) {
  const turn = rendering.then(() => renderImage(body));
  rendering = turn.catch(() => undefined);
  return turn;
}

/** Stores an upload (its renditions in one transaction with the media row) and answers its view. */
export async function uploadMedia(db: Db, input: UploadInput): Promise<MediaView> {
  const image = await renderInTurn(input.body);
  const id = randomBytes(16).toString('base64url');
  const row = {
    id,
    siteId: input.siteId,
    filename: cleanFilename(input.filename, image.type),
    mime: image.type,
    width: image.width,
    height: image.height,
    bytes: input.body.length,
    alt: cleanAlt(input.alt) ?? null,
    createdBy: input.userId,
  };
  const created = await db.transaction(async (tx) => {
    const [m] = await tx.insert(media).values(row).returning({ createdAt: media.createdAt });
    // One rendition per statement: a multi-row insert of ~10 blobs would be one huge message.
    for (const r of image.renditions) {
      await tx.insert(mediaRenditions).values({
        mediaId: id,
        width: r.width,
        height: r.height,
        format: r.format,
        etag: etagOf(r.data),
        size: r.data.length,
        data: r.data,
      });
    }
    return m!.createdAt;
  });
  return toView(
    { ...row, createdAt: created },
    image.renditions.map((r) => ({ ...r, size: r.data.length })),
    input.origin,
  );
}

type MediaRow = typeof media.$inferSelect;
type RenditionInfo = { width: number; height: number; format: MediaFormat; size: number };

function toView(row: MediaRow, renditions: RenditionInfo[], origin: string): MediaView {
  const sorted = [...renditions].sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
  const webp = sorted.filter((r) => r.format === 'webp');
  const largest = webp[webp.length - 1];
  if (!largest) throw new Error(`media ${row.id} has no WebP rendition`);
  return {
    id: row.id,
    url: mediaUrl(origin, row.id, largest.width),
    width: largest.width,
    height: largest.height,
    ...(row.alt ? { alt: row.alt } : {}),
    srcset: webp.map((r) => `${mediaUrl(origin, row.id, r.width)} ${r.width}w`).join(', '),
    sizes: MEDIA_DEFAULT_SIZES,
    renditions: sorted.map((r) => ({
      width: r.width,
      height: r.height,
      format: r.format,
      url: mediaUrl(origin, row.id, r.width, r.format),
      bytes: r.size,
    })),
    filename: row.filename,
    mime: row.mime as MediaType,
    bytes: row.bytes,
    originalWidth: row.width,
    originalHeight: row.height,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The library of a site, newest first. */
export async function listMedia(db: Db, siteId: number, q: MediaListQuery, origin: string): Promise<MediaListResponse> {
  const [rows, [total]] = await Promise.all([
    db.select().from(media).where(eq(media.siteId, siteId)).orderBy(desc(media.createdAt), desc(media.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(media).where(eq(media.siteId, siteId)),
  ]);
  const renditions = rows.length
    ? await db
        .select({
          mediaId: mediaRenditions.mediaId,
          width: mediaRenditions.width,
          height: mediaRenditions.height,
          format: mediaRenditions.format,
          size: mediaRenditions.size,
        })
        .from(mediaRenditions)
        .where(
          inArray(
            mediaRenditions.mediaId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return {
    items: rows.map((r) =>
      toView(
        r,
        renditions.filter((x) => x.mediaId === r.id),
        origin,
      ),
    ),
    total: Number(total?.n ?? 0),
    limit: q.limit,
    offset: q.offset,
  };
}

/** Deletes a media of a site (its renditions go with it); 404 when the site has no such media. */
export async function deleteMedia(db: Db, siteId: number, id: string): Promise<void> {
  const deleted = await db
    .delete(media)
    .where(and(eq(media.id, id), eq(media.siteId, siteId)))
    .returning({ id: media.id });
  if (deleted.length === 0) throw notFound(`No media ${id} in this site's library`, 'params.id');
}

/** One rendition's bytes, or undefined. */
export async function getRendition(db: Db, id: string, width: number, format: MediaFormat) {
  const [r] = await db
    .select({ data: mediaRenditions.data, etag: mediaRenditions.etag, size: mediaRenditions.size })
    .from(mediaRenditions)
    .where(and(eq(mediaRenditions.mediaId, id), eq(mediaRenditions.width, width), eq(mediaRenditions.format, format)))
    .limit(1);
  return r;
}

/** The width of the largest rendition of a media, or undefined for an unknown id. */
export async function largestRendition(db: Db, id: string): Promise<number | undefined> {
  const [r] = await db
    .select({ width: mediaRenditions.width })
    .from(mediaRenditions)
    .where(eq(mediaRenditions.mediaId, id))
    .orderBy(desc(mediaRenditions.width))
    .limit(1);
  return r?.width;
}
