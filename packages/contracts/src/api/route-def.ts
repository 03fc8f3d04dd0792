import { z } from 'zod';
import { ApiError } from '../common';
import type { Method, RoutePath } from './route-path';

/** Who may call a route: anyone, an editor's or staff member's session, a payment provider (signed), monitoring (METRICS_TOKEN), or a site process (REVALIDATE_SECRET). */
export type Access = 'public' | 'editor' | 'staff' | 'provider' | 'operator' | 'site';
/** What a success answer is: JSON described by its schema, or a document of another type. */
export type AnswerKind = 'json' | 'html' | 'javascript' | 'image' | 'csv' | 'calendar' | 'text' | 'pdf';

export type RouteDef = {
  name: string;
  method: Method;
  path: string;
  tag: string;
  summary: string;
  access: Access;
  answer: AnswerKind;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Answers by HTTP status: the success ones (2xx) and the errors (each `ApiError` with an `ErrorCode`);
   * an answer that is not JSON (a page, a file, a redirect) is a `documentOf`, `redirect` or `NotModified`.
   */
  responses: Partial<Record<number, z.ZodType | DocumentAnswer>>;
};

/**
 * An answer that is not JSON — a page, a script, a CSV file, an image — in one of these media types. It
 * describes the route (OpenAPI document); Fastify sends the handler's string, bytes or stream as they
 * are (it serializes objects only, and with a schema of the answer's own media type only).
 */
export type DocumentAnswer = { description: string; content: Record<string, { schema: z.ZodType }> };

/** Text (a page, a script, a CSV file…); `Bytes` for binary files. */
export const documentOf = (description: string, mediaTypes: readonly string[], schema: z.ZodType = z.string()): DocumentAnswer => ({
  description,
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
});

/** Binary content (an image), `format: binary` in the OpenAPI document. */
export const Bytes = z.string().meta({ format: 'binary' });

/** A redirect: no body, the target in `Location`. */
export const redirect = (description: string) =>
  z.undefined().meta({ description, headers: { Location: { type: 'string', description: 'Where the browser goes' } } });

/** 304: the ETag sent in If-None-Match is still the file's; no body. */
export const NotModified = z.undefined().meta({ description: 'Not modified: the If-None-Match ETag is still current (no body)' });

/** A route table entry: the route's name, method and path (paths*.ts) with its schemas and answers. */
export const def = <const P extends RoutePath, const R extends Omit<RouteDef, 'name' | 'method' | 'path'>>(route: P, rest: R) => ({
  ...route,
  ...rest,
});

/** Back-office answers besides success: bad input, no session, another site or role, unknown thing. */
export const staffRead = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };
export const staffWrite = { ...staffRead, 409: ApiError, 502: ApiError };

/** A back-office CSV export: the file, UTF-8, as an attachment. */
export const csvFile = { 200: documentOf('The CSV file (UTF-8), as an attachment', ['text/csv']) };
