/**
 * The one typed client of the platform, for every program that calls it (site, widget, editing tool,
 * back office). It knows each route by name (paths.ts) and takes its types from the route table
 * (routes.ts) with a type-only import, so a browser bundle carries no zod and no schema: a call is
 * checked by the compiler, and its answer is typed without an `as T` at the call site.
 *
 *   import { createClient } from '@schuss/contracts/api';
 *   import * as paths from '@schuss/contracts/api/paths';
 *   const api = createClient({ baseUrl: 'http://localhost:4000' });
 *   const { products } = await api.call(paths.availability, { query: { resort, lang, from, to } });
 */
import type { z } from 'zod';
import type { ErrorCode } from './errors';
import type { RoutePath } from './paths';
import type { RouteName, Routes } from './routes';

type Out<S> = S extends z.ZodType ? z.output<S> : never;
type In<S> = S extends z.ZodType ? z.input<S> : never;
type Success = 200 | 201 | 204;

/** What a route takes: its params, query and body as the caller writes them (zod inputs). */
export type RouteInput<N extends RouteName> = (Routes[N] extends { params: infer P } ? { params: In<P> } : { params?: never }) &
  (Routes[N] extends { query: infer Q } ? { query: In<Q> } : { query?: never }) &
  (Routes[N] extends { body: infer B } ? { body: In<B> } : { body?: never });

/** What a route answers on success (its 2xx schemas' outputs). */
export type RouteAnswer<N extends RouteName> = {
  [S in keyof Routes[N]['responses']]: S extends Success ? Out<Routes[N]['responses'][S]> : never;
}[keyof Routes[N]['responses']];

/** Codes a client can get besides the platform's: no answer at all, or one that is not the platform's JSON. */
export type ClientErrorCode = ErrorCode | 'network' | 'bad_answer';

/** A failed call: the HTTP status (0 = no answer), the platform's `{message, field, code}`, and its whole answer. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ClientErrorCode,
    readonly field?: string,
    /** The error answer as sent (e.g. a checkout conflict's lines, an edit conflict's current version). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

/** Whether an error is a platform answer; by shape, so it holds across bundles that each carry the class. */
export const isApiCallError = (err: unknown): err is ApiCallError =>
  err instanceof Error &&
  typeof (err as Partial<ApiCallError>).status === 'number' &&
  typeof (err as Partial<ApiCallError>).code === 'string';

export type CallOptions = {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A raw body (an uploaded file) instead of the JSON `body`. */
  raw?: Blob;
  /** Extra `fetch` options (e.g. Next's `next: {revalidate, tags}`, `cache: 'no-store'`). */
  init?: RequestInit & Record<string, unknown>;
};

/** A route's input is optional when nothing in it is required (`api.call(paths.session)`). */
type CallArgs<N extends RouteName> =
  Record<never, never> extends RouteInput<N>
    ? [input?: RouteInput<N>, options?: CallOptions]
    : [input: RouteInput<N>, options?: CallOptions];

export type ClientOptions = {
  baseUrl: string;
  fetch?: typeof fetch;
  /** Headers of every call (e.g. the editor's `authorization`), read at each call. */
  headers?: () => Record<string, string>;
  /** Called on every 401 answer (e.g. to drop an expired session), before the error is thrown. */
  onUnauthorized?: () => void;
  init?: RequestInit;
};

/** `?a=1&b=x&b=y`: an array repeats its key (`exclude=/a/&exclude=/b/`); undefined, null and empty values are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, value] of Object.entries(query))
    for (const v of [value].flat()) if (v !== undefined && v !== null && v !== '') params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A path with its `:params` filled in (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The URL of a route on a base URL, with its params and query. */
export function routeUrl(baseUrl: string, route: RoutePath, input: { params?: unknown; query?: unknown } = {}): string {
  const path = fillPath(route.path, input.params as Record<string, string | number> | undefined);
  return `${baseUrl.replace(/\/+$/, '')}${path}${queryString(input.query as Record<string, unknown> | undefined)}`;
}

export function createClient({ baseUrl, fetch: doFetch, headers, onUnauthorized, init }: ClientOptions) {
  async function call<N extends RouteName>(route: RoutePath<N>, ...args: CallArgs<N>): Promise<RouteAnswer<N>> {
    const [input = {} as RouteInput<N>, options = {}] = args;
    const { method } = route;
    const { body } = input as { body?: unknown };
    const url = routeUrl(baseUrl, route, input as { params?: unknown; query?: unknown });
    let res: Response;
    try {
      res = await (doFetch ?? fetch)(url, {
        ...init,
        ...options.init,
        method,
        headers: {
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers?.(),
          ...options.headers,
        },
        body: options.raw ?? (body !== undefined ? JSON.stringify(body) : undefined),
        signal: options.signal,
      });
    } catch (err) {
      throw new ApiCallError(0, (err as Error)?.message || 'network error', 'network');
    }
    // A 204 has no body; its schema in the route table is `z.null()`.
    if (res.status === 204) return null as RouteAnswer<N>;
    const text = await res.text().catch(() => '');
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!res.ok) {
      if (res.status === 401) onUnauthorized?.();
      const e = (json as { error?: { message?: unknown; field?: unknown; code?: unknown } } | undefined)?.error;
      const message = typeof e?.message === 'string' ? e.message : `HTTP ${res.status}`;
      const code = typeof e?.code === 'string' ? (e.code as ErrorCode) : 'bad_answer';
      throw new ApiCallError(res.status, message, code, typeof e?.field === 'string' ? e.field : undefined, json);
    }
    if (json === undefined) throw new ApiCallError(res.status, `HTTP ${res.status}: not JSON`, 'bad_answer');
    // The platform validated this answer against the route's schema before sending it.
    return json as RouteAnswer<N>;
  }
  return { call, url: (route: RoutePath, input: { params?: unknown; query?: unknown } = {}) => routeUrl(baseUrl, route, input) };
}

export type PlatformClient = ReturnType<typeof createClient>;
