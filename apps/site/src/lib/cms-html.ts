import sanitizeHtml from 'sanitize-html';
import { linkAttributes } from './links';

/**
 * Allowlist for editors' HTML, applied again at render time (defence in depth: the platform
 * sanitises on save too). No scripts, no event handlers, no inline styles, only http(s),
 * mailto and tel links, and images from http(s) or relative URLs.
 */
const options: sanitizeHtml.IOptions = {
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
    img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    time: ['datetime'],
    abbr: ['title'],
    '*': ['id', 'class', 'lang', 'data-lat', 'data-lng', 'aria-label'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * CMS HTML ready to render: sanitised, internal links with their trailing slash and the
 * language's base path, external links opening in a new tab without opener.
 */
export function renderCmsHtml(html: string, base = ''): string {
  return sanitizeHtml(html, {
    ...options,
    transformTags: {
      a: (tagName, attribs) => {
        const { target: _t, rel: _r, 'data-link': _d, ...rest } = attribs;
        if (attribs.href === undefined) return { tagName, attribs: rest };
        const link = linkAttributes(attribs.href, base);
        return {
          tagName,
          attribs: {
            ...rest,
            href: link.href,
            ...(link.target ? { target: link.target, rel: link.rel } : {}),
            ...(link.internal ? { 'data-link': 'internal' } : {}),
          },
        };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { loading: 'lazy', ...attribs, alt: attribs.alt ?? '' } }),
    },
  });
}
