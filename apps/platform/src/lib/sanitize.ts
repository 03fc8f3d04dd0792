import { htmlAllowlist } from '@schuss/contracts';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  ...htmlAllowlist,
  allowedAttributes: {
    ...htmlAllowlist.allowedAttributes,
    // `data-link` only marks internal links (the site sets it again at render): no other value is kept.
    a: (htmlAllowlist.allowedAttributes.a ?? []).map((name) => (name === 'data-link' ? { name, values: ['internal'] } : name)),
  },
  disallowedTagsMode: 'discard',
};

/** Editors' HTML through the shared allowlist (no script, no handlers, no javascript:/data: URLs). */
export function sanitize(html: string): string {
  return sanitizeHtml(html, options);
}
