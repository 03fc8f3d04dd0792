/** The search bar's call to the search service: loaded with the bar, not with the page. */
import type { SearchResult } from '@schuss/contracts';
import { paths } from '@schuss/contracts/api';
import { platformClient } from '../../lib/api';
import type { RetryOptions } from '../../lib/retrying-fetch';
import type { SearchQuery } from './search-logic';

/**
 * The search service's results (spec §7) through the typed client, retried like every GET.
 * `exclude` goes as one parameter per path, as the route reads it (the client would write a list as
 * one comma-joined value, which the route takes for a single path).
 */
export function fetchResults(
  searchUrl: string,
  { exclude = [], ...query }: SearchQuery,
  { signal, fetch: inner, ...retry }: RetryOptions & { signal?: AbortSignal } = {},
): Promise<SearchResult[]> {
  const repeatExcluded: typeof fetch = (input, init) => {
    const url = new URL(String(input));
    for (const path of [exclude].flat()) url.searchParams.append('exclude', path);
    return (inner ?? fetch)(url, init);
  };
  return platformClient(searchUrl, { ...retry, fetch: repeatExcluded }).call(paths.search, { query }, { signal });
}
