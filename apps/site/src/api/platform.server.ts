import 'server-only';
import { cacheTags } from '@schuss/contracts';
import { type CallOptions, isApiCallError } from '@schuss/contracts/api';
import { env } from '../env.server';
import { platformClient } from '../lib/api';

/** The platform's content API, as the site's server reaches it; GETs retried twice. */
export const platform = platformClient(env.CONTENT_API_URL, { retries: 2 });

/**
 * Call options for Next's data cache: the answer is cached for PAGE_REVALIDATE_SECONDS and tagged
 * so that the platform can revalidate it on demand (`site:KEY` covers everything of a school).
 */
export const cached = (site: string | null, tags: string[]): CallOptions => ({
  init: { next: { revalidate: env.PAGE_REVALIDATE_SECONDS, tags: [...(site ? [cacheTags.site(site)] : []), ...tags] } },
});

/** The answer, or null when the platform answers 404 (the thing does not exist); other errors are passed on. */
export async function orNull<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (err) {
    if (isApiCallError(err) && err.status === 404) return null;
    throw err;
  }
}
