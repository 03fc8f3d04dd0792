/**
 * Requests that fail (network errors, 5xx, 408, 429 without Retry-After) are retried up to 5 times, then the last
 * answer or error is passed on (docs/spec.md §7, §8). Only GET and HEAD are retried: the other methods may
 * not be idempotent. A `fetch` of its own (no contracts import), so that browser code needing only
 * this (the config of the page) does not bring the platform client into the first load.
 */
export const RETRY_COUNT = 5;

export type RetryOptions = {
  /** Retries after the first attempt (default 5). */
  retries?: number;
  /** Delay before retry n (1-based), in ms. */
  backoff?: (attempt: number) => number;
  /** The `fetch` to retry (default: the global one, looked up at each call). */
  fetch?: typeof fetch;
};

const defaultBackoff = (attempt: number) => Math.min(100 * 2 ** (attempt - 1), 2000);

const retryable = (status: number) => status >= 500 || status === 408 || status === 429;
/** A 429 that says how long to wait: retrying within the backoff cannot help, the caller shows the wait. */
const rateLimited = (res: Response) => res.status === 429 && res.headers.has('retry-after');

const sleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** A `fetch` that retries failed GET and HEAD requests; after the last retry, it answers or throws as the last attempt did. */
export function retryingFetch({ retries = RETRY_COUNT, backoff = defaultBackoff, fetch: inner }: RetryOptions = {}): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    const attempts = method === 'GET' || method === 'HEAD' ? retries : 0;
    const signal = init?.signal;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) await sleep(backoff(attempt), signal);
      try {
        const res = await (inner ?? fetch)(input, init);
        if (attempt >= attempts || !retryable(res.status) || rateLimited(res)) return res;
        // Let the connection go: this answer is not read. Not awaited: Next's fetch may hand out one branch
        // of a tee, whose cancel settles only when the other branch is cancelled too (the request hung).
        res.body?.cancel().catch(() => {});
      } catch (err) {
        if (attempt >= attempts || signal?.aborted) throw err;
      }
    }
  };
}
