import { htmlAllowlist } from '@schuss/contracts';
import sanitizeHtml from 'sanitize-html';
import { linkAttributes } from './links';

/** The shared allowlist of editors' HTML, applied again at render time (the platform sanitises on save too). */
const options: sanitizeHtml.IOptions = { ...htmlAllowlist, disallowedTagsMode: 'discard' };

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
