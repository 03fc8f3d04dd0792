import { z } from 'zod';
import { Lang, PagePath, SiteKey } from './common';

/** Paths may be sent with or without their trailing slash (`/levels/ski/adults`). */
const LoosePath = z
  .string()
  .max(512, 'must be at most 512 characters')
  .regex(/^\/[^?#\s]*$/, 'must be a site path starting with a slash')
  .transform((p) => (p.endsWith('/') ? p : `${p}/`));

/** `GET /api/search` (docs/spec.md §7): query parameters. */
export const SearchQuery = z.object({
  site: SiteKey,
  lang: Lang,
  query: z.string().trim().min(1, 'must not be empty: type a word to search').max(200, 'must be at most 200 characters'),
  /** `false` only when the site's SEO is disabled (pre-production): disabled pages are then searched too. */
  seo: z.enum(['true', 'false'], 'must be true or false').default('true'),
  /** Paths to leave out of the results (may repeat). */
  exclude: z
    .union([LoosePath, z.array(LoosePath).max(50, 'must list at most 50 paths')])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v])),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

/** One search result (docs/spec.md §3 "Search result"), best first. `snippet` is HTML with `<mark>` around matches. */
export const SearchResult = z.object({
  name: z.string(),
  title: z.string(),
  /** The page's group key: the same for every translation of the page. */
  page: z.string(),
  path: PagePath,
  snippet: z.string(),
});
export type SearchResult = z.infer<typeof SearchResult>;
export const SearchResponse = z.array(SearchResult).max(20);

/** `GET /api/zone` (docs/spec.md §7): the published HTML of one zone of a page. */
export const ZoneQuery = z.object({
  site: SiteKey,
  lang: Lang,
  path: LoosePath,
  id: z.string().regex(/^[a-z][a-zA-Z0-9_-]{0,31}$/, 'must be a zone name such as content'),
});
export type ZoneQuery = z.infer<typeof ZoneQuery>;
