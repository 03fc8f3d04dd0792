import 'server-only';
import { cacheTags } from '@schuss/contracts';
import { env } from '../env.server';
import { createApi, type Query } from '../lib/api';

/** Thrown when the platform answers 404: the page does not exist. */
export class NotFoundError extends Error {}

/**
 * GET JSON from the platform through Next's data cache: cached for PAGE_REVALIDATE_SECONDS
 * and tagged so the platform can revalidate on demand (`site:KEY` covers everything of a site).
 */
export async function platformGet<T>(path: string, query: Query, tags: string[]): Promise<T> {
  const api = createApi(env.CONTENT_API_URL, {
    retries: 2,
    fetch: (input, init) =>
      fetch(input, { ...init, next: { revalidate: env.PAGE_REVALIDATE_SECONDS, tags: [cacheTags.site(env.SITE_KEY), ...tags] } }),
  });
  try {
    return await api.getJson<T>(path, query);
  } catch (err) {
    if ((err as { status?: number }).status === 404) throw new NotFoundError((err as Error).message);
    throw err;
  }
}

export const siteKey = () => env.SITE_KEY;
