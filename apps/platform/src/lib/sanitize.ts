import { htmlAllowlist, MEDIA_DEFAULT_SIZES, mediaUrl, mediaWidths, parseMediaUrl } from '@schuss/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * Origins whose `/media/{id}/{width}.{format}` URLs are this platform's renditions (set by the
 * media module from PLATFORM_URL). Only their images get a srcset: any other image's srcset is
 * dropped, so an editor cannot make a visitor's browser pick URLs the `src` does not show.
 */
export const mediaOrigins = new Set<string>();

const INTEGER = /^[1-9]\d{0,4}$/;
/** A `sizes` value: media conditions and lengths only. */
const SIZES = /^[a-z0-9\s().,:%-]{1,200}$/i;

/**
 * `<img>` attributes kept with clean values; a platform media image gets the srcset of its
 * WebP renditions (every width up to the one in its `src` exists), sizes, lazy loading and
 * async decoding, so visitors' browsers download the width they need.
 */
function img(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  const { srcset: _srcset, sizes, width, height, loading, decoding: _decoding, ...rest } = attribs;
  const out: sanitizeHtml.Attributes = { ...rest };
  if (width && INTEGER.test(width)) out.width = width;
  if (height && INTEGER.test(height)) out.height = height;
  if (loading === 'lazy' || loading === 'eager') out.loading = loading;
  const m = attribs.src ? parseMediaUrl(attribs.src) : undefined;
  if (m && mediaOrigins.has(m.origin)) {
    out.srcset = mediaWidths(m.width)
      .map((w) => `${mediaUrl(m.origin, m.id, w)} ${w}w`)
      .join(', ');
    out.sizes = sizes && SIZES.test(sizes) ? sizes : MEDIA_DEFAULT_SIZES;
    out.loading ??= 'lazy';
    out.decoding = 'async';
  }
  return { tagName, attribs: out };
}

const options: sanitizeHtml.IOptions = {
  ...htmlAllowlist,
  allowedAttributes: {
    ...htmlAllowlist.allowedAttributes,
    // `data-link` only marks internal links (the site sets it again at render): no other value is kept.
    a: (htmlAllowlist.allowedAttributes.a ?? []).map((name) => (name === 'data-link' ? { name, values: ['internal'] } : name)),
  },
  transformTags: { img },
  disallowedTagsMode: 'discard',
};

/** Editors' HTML through the shared allowlist (no script, no handlers, no javascript:/data: URLs). */
export function sanitize(html: string): string {
  return sanitizeHtml(html, options);
}
