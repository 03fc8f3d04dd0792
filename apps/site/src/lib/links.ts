/**
 * Link rules of the spec (§2 "Links"):
 * - a link is internal only if it starts with a single slash and has no dot;
 * - internal links get a trailing slash unless they already end with one (an anchor after
 *   `#` and a query after `?` are kept);
 * - links to PDF files (and any other path with a dot) are left as they are;
 * - external links open in a new tab.
 */
type LinkKind = 'internal' | 'external' | 'other';

function splitSuffix(href: string): [string, string] {
  const i = href.search(/[?#]/);
  return i === -1 ? [href, ''] : [href.slice(0, i), href.slice(i)];
}

export function isInternal(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false;
  const [path] = splitSuffix(href);
  return !path.includes('.');
}

function isExternal(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}

function linkKind(href: string): LinkKind {
  if (isInternal(href)) return 'internal';
  if (isExternal(href)) return 'external';
  return 'other';
}

/** Adds the trailing slash to an internal link, keeping `?query` and `#anchor`. */
function withTrailingSlash(href: string): string {
  const [path, suffix] = splitSuffix(href);
  return (path.endsWith('/') ? path : `${path}/`) + suffix;
}

/**
 * The href to render for a link of CMS content. Internal links get their trailing slash and
 * the language's base path (`/en` in the demo); everything else is left as written.
 */
export function resolveHref(href: string, base = ''): string {
  const trimmed = href.trim();
  if (!isInternal(trimmed)) return trimmed;
  const normalized = withTrailingSlash(trimmed);
  if (!base || normalized === base || normalized.startsWith(`${base}/`)) return normalized;
  return base + normalized;
}

/** Attributes an `<a>` gets from the rules: new tab and no opener for external links. */
export function linkAttributes(href: string, base = ''): { href: string; target?: string; rel?: string; internal: boolean } {
  const kind = linkKind(href.trim());
  const resolved = resolveHref(href, base);
  if (kind === 'external') return { href: resolved, target: '_blank', rel: 'noopener noreferrer', internal: false };
  return { href: resolved, internal: kind === 'internal' };
}
