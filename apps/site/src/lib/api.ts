/**
 * Generic API helper (spec §7): GET of JSON or text with query parameters, retried up to
 * 5 times, and POST of JSON. Failed fetches (network errors, 5xx, 408, 429) are retried;
 * after the last retry the error is passed on (spec §8).
 */
export const RETRY_COUNT = 5;

export type Query = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export type RequestOptions = {
  retries?: number;
  /** Delay before retry n (1-based), in ms. */
  backoff?: (attempt: number) => number;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  headers?: Record<string, string>;
};

const defaultBackoff = (attempt: number) => Math.min(100 * 2 ** (attempt - 1), 2000);

/** `base` + `path` with the query parameters (arrays repeat the key; empty values are left out). */
export function buildUrl(base: string, path: string, query?: Query): string {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
  }
  return url.toString();
}

const retryable = (status: number) => status >= 500 || status === 408 || status === 429;

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Runs `request` and retries it on failure, up to `retries` times. */
export async function withRetries(request: () => Promise<Response>, options: RequestOptions = {}): Promise<Response> {
  const retries = options.retries ?? RETRY_COUNT;
  const backoff = options.backoff ?? defaultBackoff;
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(backoff(attempt), options.signal);
    try {
      const res = await request();
      if (res.ok) return res;
      const error = new ApiError(res.status, await errorMessage(res), undefined);
      if (!retryable(res.status)) throw error;
      lastError = error;
    } catch (err) {
      if (err instanceof ApiError && !retryable(err.status)) throw err;
      if (options.signal?.aborted) throw err;
      lastError = err;
    }
  }
  throw lastError;
}

async function errorMessage(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: { message?: string } };
    return body?.error?.message ?? `HTTP ${res.status}`;
  } catch {
    return `HTTP ${res.status}`;
  }
}

export function createApi(base: string, defaults: RequestOptions = {}) {
  const doFetch = (url: string, init: RequestInit, options: RequestOptions) =>
    withRetries(() => (options.fetch ?? defaults.fetch ?? fetch)(url, { ...init, signal: options.signal }), { ...defaults, ...options });
  return {
    async getJson<T>(path: string, query?: Query, options: RequestOptions = {}): Promise<T> {
      const res = await doFetch(buildUrl(base, path, query), { headers: { accept: 'application/json', ...options.headers } }, options);
      return (await res.json()) as T;
    },
    async getText(path: string, query?: Query, options: RequestOptions = {}): Promise<string> {
      const res = await doFetch(buildUrl(base, path, query), { headers: { accept: 'text/html, text/plain', ...options.headers } }, options);
      return res.text();
    },
    /** POST is not retried: it may not be idempotent. */
    async postJson<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
      const res = await doFetch(
        buildUrl(base, path),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', ...options.headers },
          body: JSON.stringify(body),
        },
        { retries: 0, ...options },
      );
      return (await res.json()) as T;
    },
  };
}
