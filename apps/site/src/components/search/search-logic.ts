import type { SearchResult, SiteConfig } from '@schuss/contracts';
import type { RouteInput } from '@schuss/contracts/api';
import { isPreProd } from '../../lib/head';

/** The lookup is sent this long after the last keystroke (docs/spec.md §4, §9 "Search debounce 600 ms"). */
export const SEARCH_DEBOUNCE_MS = 600;

/** Paths never shown in the results (docs/spec.md §2 "Search"); sent as repeated `exclude` parameters. */
export const EXCLUDED_PATHS = ['/levels/snowboard/adults', '/levels/ski/adults', '/levels/nordic-ski/adults'] as const;

/** Leaving the field with more than this many characters typed is reported (docs/spec.md §5). */
const LEAVE_TRACKING_MIN_LENGTH = 2;

const withSlash = (p: string) => (p.endsWith('/') ? p : `${p}/`);
const excluded = new Set(EXCLUDED_PATHS.map(withSlash));

/** True when a path is one of the excluded ones (with or without its trailing slash). */
export const isExcludedPath = (path: string) => excluded.has(withSlash(path));

/** Search is sent only when the text is non-empty once trimmed (docs/spec.md §5). */
export const searchable = (text: string) => text.trim().length > 0;

export type SearchQuery = RouteInput<'search'>['query'];

/**
 * Query of the search route (`paths.search` on the search service, docs/spec.md §7): `seo=false` only when
 * the site's SEO is disabled (pre-production site or language), otherwise left out; the excluded paths always.
 */
export function searchQuery(config: Pick<SiteConfig, 'site' | 'preProd'>, lang: string, text: string): SearchQuery {
  return {
    site: config.site,
    lang,
    query: text.trim(),
    ...(isPreProd(config, lang) ? { seo: 'false' } : {}),
    exclude: [...EXCLUDED_PATHS],
  };
}

/** Results as shown: the excluded paths are dropped again (whatever the service answers), at most 20. */
export const visibleResults = (results: SearchResult[]) => results.filter((r) => !isExcludedPath(r.path)).slice(0, 20);

/** The link of a result: the language's base path (`/en`) and the result's path (relative to it). */
export function resultHref(base: string, path: string): string {
  const prefix = base.replace(/\/+$/, '');
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `${prefix}${rest}`;
}

/**
 * The snippet's HTML with only `<mark>` kept (the service escapes the text and adds `<mark>`;
 * anything else is stripped): other tags and comments are removed, `<mark …>` loses its
 * attributes, and any `<` left over is escaped.
 */
export function sanitizeSnippet(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<(\/?)([a-zA-Z][^\s/>]*)[^>]*>/g, (_m, close: string, name: string) =>
      name.toLowerCase() === 'mark' ? `<${close}mark>` : '',
    )
    .replace(/<(?!\/?mark>)/g, '&lt;');
}

/** What leaving the field reports (docs/spec.md §5): nothing for 2 characters or fewer, else failed (no results) or canceled. */
export function leaveEvent(terms: string, resultCount: number): 'failed' | 'canceled' | null {
  if (terms.trim().length <= LEAVE_TRACKING_MIN_LENGTH) return null;
  return resultCount === 0 ? 'failed' : 'canceled';
}

export type SelectionAction = { type: 'next' } | { type: 'previous' } | { type: 'first' } | { type: 'last' } | { type: 'reset' };

/**
 * The selected option (-1: none) after a key, among `count` options: ArrowDown moves down and wraps
 * to the first, ArrowUp moves up and wraps to the last (from none, it selects the last).
 */
export function moveSelection(active: number, action: SelectionAction, count: number): number {
  if (count <= 0) return -1;
  switch (action.type) {
    case 'next':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'previous':
      return active <= 0 || active > count - 1 ? count - 1 : active - 1;
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'reset':
      return -1;
  }
}

/** Selection action of a key of the field (null: not a selection key). */
export function selectionKey(key: string): SelectionAction | null {
  if (key === 'ArrowDown') return { type: 'next' };
  if (key === 'ArrowUp') return { type: 'previous' };
  return null;
}

/** True for Ctrl+K / Cmd+K (focuses the search field from anywhere, docs/spec.md §4). */
export const isSearchShortcut = (e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey?: boolean; shiftKey?: boolean }) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';
