/** The search bar's call to the search service: loaded with the bar, not with the page. */
import type { SearchResult } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { platformClient } from '../../lib/api';
import type { RetryOptions } from '../../lib/retrying-fetch';
import type { SearchQuery } from './search-logic';

/** The search service's results (docs/spec.md §7) through the typed client, retried like every GET; `exclude` goes once per path. */
export function fetchResults(
  searchUrl: string,
  query: SearchQuery,
  { signal, ...retry }: RetryOptions & { signal?: AbortSignal } = {},
): Promise<SearchResult[]> {
  return platformClient(searchUrl, retry).call(paths.search, { query }, { signal });
}
