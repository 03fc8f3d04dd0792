import { z } from 'zod';
import { IsoInstant, SiteKey } from './common';

/**
 * Media library: editors upload images, the platform resizes them into responsive
 * renditions (WebP and AVIF) and serves them at `GET /media/:id/:width.:format` with immutable
 * cache headers. Rich text references the WebP rendition URL; the platform's sanitiser adds the
 * srcset of the other widths.
 */

/** Content types accepted by `POST /api/admin/media` (the real type is read from the file's bytes). */
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** Largest upload (bytes) and largest image (pixels, width × height) accepted. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MAX_PIXELS = 40_000_000;

/**
 * Widths of the renditions, never above the original's width: an image narrower than the
 * largest gets the smaller widths plus its own width.
 */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
export const MEDIA_FORMATS = ['webp', 'avif'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** Media id: 128 random bits, base64url (22 characters). */
export const MediaId = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'must be a media id (22 base64url characters)');

/** The widths of the renditions of an image whose largest rendition is `largest` pixels wide. */
export function mediaWidths(largest: number): number[] {
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

/** The width of the largest rendition of an image `originalWidth` pixels wide. */
export const MEDIA_MAX_WIDTH = 1920;
export const largestMediaWidth = (originalWidth: number) => Math.min(originalWidth, MEDIA_MAX_WIDTH);

/** Default `sizes` of an image in page content (the content column is at most 1280 px wide). */
export const MEDIA_DEFAULT_SIZES = '(max-width: 1280px) 100vw, 1280px';

/**
 * A rendition URL: `{origin}/media/{id}/{width}.{format}`. `parseMediaUrl` answers its parts,
 * or undefined for any other URL (no query, no fragment, no credentials).
 */
export function mediaUrl(origin: string, id: string, width: number, format: MediaFormat = 'webp'): string {
  return `${origin}/media/${id}/${width}.${format}`;
}
const MEDIA_URL = /^(https?:\/\/[a-z0-9.-]+(?::\d{1,5})?)\/media\/([A-Za-z0-9_-]{22})\/([1-9]\d{0,3})\.(webp|avif)$/i;
export function parseMediaUrl(url: string): { origin: string; id: string; width: number; format: MediaFormat } | undefined {
  const m = MEDIA_URL.exec(url.trim());
  if (!m) return undefined;
  return { origin: m[1]!.toLowerCase(), id: m[2]!, width: Number(m[3]), format: m[4]!.toLowerCase() as MediaFormat };
}

/** An image of the library, as the editing tool's picker and the site use it. */
export const MediaView = z.object({
  id: MediaId,
  /** URL of the largest WebP rendition (the `src` to insert). */
  url: z.string(),
  /** Size of that rendition (its aspect ratio is the image's): the `width`/`height` attributes to insert. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().optional(),
  /** `url 320w, url 640w, …` of the WebP renditions. */
  srcset: z.string(),
  sizes: z.string().optional(),
  /** Every rendition, for `<picture>` or AVIF-aware clients. */
  renditions: z.array(
    z.object({
      width: z.number().int(),
      height: z.number().int(),
      format: z.enum(MEDIA_FORMATS),
      url: z.string(),
      bytes: z.number().int(),
    }),
  ),
  /** The uploaded file: name, detected type, size in bytes and pixels (after EXIF orientation). */
  filename: z.string(),
  mime: z.enum(MEDIA_TYPES),
  bytes: z.number().int(),
  originalWidth: z.number().int(),
  originalHeight: z.number().int(),
  createdAt: IsoInstant,
});
export type MediaView = z.infer<typeof MediaView>;

/** `POST /api/admin/media?site=` (raw image body; `x-filename`, `x-alt` headers, URI-encoded) → 201. */
export const MediaUploadQuery = z.object({ site: SiteKey });
export type MediaUploadQuery = z.infer<typeof MediaUploadQuery>;
export const MediaUploadResponse = z.object({ media: MediaView });
export type MediaUploadResponse = z.infer<typeof MediaUploadResponse>;

/** Longest file name and alternative text kept (characters). */
export const MEDIA_MAX_FILENAME = 200;
export const MEDIA_MAX_ALT = 500;

/** `GET /api/admin/media?site=&limit=&offset=`: the library, newest first. */
export const MediaListQuery = z.object({
  site: SiteKey,
  limit: z.coerce.number().int().min(1).max(100).default(30),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type MediaListQuery = z.infer<typeof MediaListQuery>;
export const MediaListResponse = z.object({
  items: z.array(MediaView),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type MediaListResponse = z.infer<typeof MediaListResponse>;

/** `DELETE /api/admin/media/:id?site=` → 200 `{deleted: id}`. */
export const MediaParams = z.object({ id: MediaId });
export const MediaDeleteResponse = z.object({ deleted: MediaId });
export type MediaDeleteResponse = z.infer<typeof MediaDeleteResponse>;
