import { htmlAllowlist } from '@schuss/contracts';
import sanitizeHtml from 'sanitize-html';

/** Editors' HTML through the shared allowlist (no script, no handlers, no javascript:/data: URLs). */
export function sanitize(html: string): string {
  return sanitizeHtml(html, { ...htmlAllowlist, disallowedTagsMode: 'discard' });
}
