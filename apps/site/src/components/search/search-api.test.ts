import { describe, expect, it } from 'vitest';
import { fetchResults } from './search-api';
import { EXCLUDED_PATHS, searchQuery } from './search-logic';

const config = { site: 'val-neige', preProd: false as boolean | string[] };

describe('search lookup (docs/spec.md §7)', () => {
  it('asks the search service to leave out the excluded paths, one exclude parameter each', async () => {
    const q = searchQuery(config, 'en', '  chairlift ');
    expect(q).toEqual({ site: 'val-neige', lang: 'en', query: 'chairlift', exclude: [...EXCLUDED_PATHS] });
    const urls: URL[] = [];
    const result = { name: 'n', title: 'Chairlift', page: 'p', path: '/chairlift/', snippet: '<mark>chairlift</mark>' };
    const answer = await fetchResults('http://search:4000/', q, {
      fetch: async (url) => {
        urls.push(new URL(String(url)));
        return Response.json([result]);
      },
    });
    expect(answer).toEqual([result]);
    expect(urls).toHaveLength(1);
    const url = urls[0] as URL;
    expect(`${url.origin}${url.pathname}`).toBe('http://search:4000/api/search');
    expect(url.searchParams.get('query')).toBe('chairlift');
    expect(url.searchParams.getAll('exclude')).toEqual(['/levels/snowboard/adults', '/levels/ski/adults', '/levels/nordic-ski/adults']);
    expect(url.searchParams.has('seo')).toBe(false);
  });

  it('retries a lookup the service failed, then shows the error', async () => {
    let calls = 0;
    const failing = fetchResults('http://search:4000', searchQuery(config, 'fr', 'ski'), {
      backoff: () => 0,
      fetch: async () => {
        calls++;
        return new Response('down', { status: 502 });
      },
    });
    await expect(failing).rejects.toMatchObject({ status: 502 });
    expect(calls).toBe(6);
  });
});
