/**
 * The site's calls to the platform (docs/spec.md §7, §8) go through the one typed client of
 * `@schuss/contracts/api` (`createClient`: URL from the route table, answer typed from it), with
 * the site's retries (./retrying-fetch: failed GETs retried up to 5 times).
 */
import { type ClientOptions, createClient, isApiCallError } from '@schuss/contracts/api';
import { type RetryOptions, retryingFetch } from './retrying-fetch';

/** Counts and times a call (route name, ok/4xx/5xx/network, seconds): set by the site's server metrics (src/metrics-registry.mjs), absent in browsers. */
type CallObserver = (route: string, outcome: string, seconds: number) => void;
const OBSERVER = Symbol.for('schuss.site.platformCallObserver');
const observer = () => (globalThis as { [OBSERVER]?: CallObserver })[OBSERVER];

const outcomeOf = (err: unknown) => (isApiCallError(err) ? (err.status === 0 ? 'network' : `${Math.floor(err.status / 100)}xx`) : 'error');

/** The typed client of the platform at `baseUrl`, its GETs retried. */
export const platformClient = (
  baseUrl: string,
  { retries, backoff, fetch, ...options }: RetryOptions & Omit<ClientOptions, 'baseUrl' | 'fetch'> = {},
) => {
  const client = createClient({ ...options, baseUrl, fetch: retryingFetch({ retries, backoff, fetch }) });
  const call: typeof client.call = async (route, ...args) => {
    // Looked up at each call: the server's metrics may load after this client was made.
    const observe = observer();
    if (!observe) return client.call(route, ...args);
    const start = performance.now();
    try {
      const answer = await client.call(route, ...args);
      observe(route.name, 'ok', (performance.now() - start) / 1000);
      return answer;
    } catch (err) {
      observe(route.name, outcomeOf(err), (performance.now() - start) / 1000);
      throw err;
    }
  };
  return { ...client, call };
};
