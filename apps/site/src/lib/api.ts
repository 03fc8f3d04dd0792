/**
 * The site's calls to the platform (spec §7, §8) go through the one typed client of
 * `@schuss/contracts/api` (`createClient`: URL from the route table, answer typed from it), with
 * the site's retries (./retrying-fetch: failed GETs retried up to 5 times).
 */
import { type ClientOptions, createClient } from '@schuss/contracts/api';
import { type RetryOptions, retryingFetch } from './retrying-fetch';

/** The typed client of the platform at `baseUrl`, its GETs retried. */
export const platformClient = (
  baseUrl: string,
  { retries, backoff, fetch, ...options }: RetryOptions & Omit<ClientOptions, 'baseUrl' | 'fetch'> = {},
) => createClient({ ...options, baseUrl, fetch: retryingFetch({ retries, backoff, fetch }) });
