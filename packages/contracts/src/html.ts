import { SAFE_IMAGE_SCHEMES, SAFE_LINK_SCHEMES } from './rules/links';
/**
 * Allowlist of editors' HTML (shared by the platform, which sanitises on save and in the
 * zone API, and the site, which sanitises again at render). Data only: each side applies it
 * with its sanitiser. No scripts, no event handlers, no inline styles, only http(s), mailto
 * and tel links, images from http(s) or site-relative URLs.
 */
export const htmlAllowlist = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'mark',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'q',
    'cite',
    'abbr',
    'time',
    'address',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'section',
    'article',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'hreflang', 'target', 'rel', 'data-link'],
    // srcset and sizes: the platform keeps them only on its own media images (apps/platform/src/lib/sanitize.ts).
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    time: ['datetime'],
    abbr: ['title'],
    // A product's price, filled in from the catalogue when the page is served (modules/content/prices.ts).
    span: ['data-product-price'],
    '*': ['id', 'class', 'lang', 'data-lat', 'data-lng', 'aria-label'],
  } as Record<string, string[]>,
  // The link rule of rules/links.ts (the editing tool checks a link with safeHref before saving).
  allowedSchemes: [...SAFE_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...SAFE_IMAGE_SCHEMES] } as Record<string, string[]>,
  allowProtocolRelative: false,
};
