import type { z } from 'zod';
import { ApiError } from '../common';
import type { Method, RoutePath } from './route-path';

/** Who may call a route: anyone, an editor's or staff member's session, a payment provider (signed), monitoring (METRICS_TOKEN), or a site process (REVALIDATE_SECRET). */
export type Access = 'public' | 'editor' | 'staff' | 'provider' | 'operator' | 'site';
/** What a success answer is: JSON described by its schema, or a document of another type. */
export type AnswerKind = 'json' | 'html' | 'javascript' | 'image' | 'csv' | 'calendar' | 'text';

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
  /** Answers by HTTP status: the success ones (2xx) and the errors (each `ApiError` with an `ErrorCode`). */
  responses: Partial<Record<number, z.ZodType>>;
};

/** A route table entry: the route's name, method and path (paths*.ts) with its schemas and answers. */
export const def = <const P extends RoutePath, const R extends Omit<RouteDef, 'name' | 'method' | 'path'>>(route: P, rest: R) => ({
  ...route,
  ...rest,
});

/** Back-office answers besides success: bad input, no session, another site or role, unknown thing. */
export const staffRead = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };
export const staffWrite = { ...staffRead, 409: ApiError, 502: ApiError };
