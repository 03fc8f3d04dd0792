import { ErrorCode } from '@schuss/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/**
 * An error with an HTTP status, its code (what clients and other modules switch on — never the
 * message's wording) and, when it is about one input, the field's name.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}

export const notFound = (message: string, field?: string) => new HttpError(404, message, field, ErrorCode.NotFound);

/** The code of an error that came without one (Fastify's own, a bare HttpError), from its status. */
const byStatus: Partial<Record<number, ErrorCode>> = {
  400: ErrorCode.InvalidInput,
  401: ErrorCode.Unauthorized,
  403: ErrorCode.Forbidden,
  404: ErrorCode.NotFound,
  409: ErrorCode.Conflict,
  413: ErrorCode.TooLarge,
  415: ErrorCode.UnsupportedType,
  429: ErrorCode.RateLimited,
};
export const codeForStatus = (status: number): ErrorCode =>
  byStatus[status] ?? (status >= 500 ? ErrorCode.Internal : ErrorCode.InvalidInput);

const where: Record<string, string> = { querystring: 'query', body: 'body', params: 'params', headers: 'headers' };

/**
 * Every error leaves as `{error: {message, field?, code}}`, its code an `ErrorCode`. Bad input is a 400 naming the
 * field (`query.lang: must be a two-letter language code…`); only bugs are 500s.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const part = where[err.validationContext ?? ''] ?? err.validationContext ?? 'input';
      const path = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '';
      const field = path ? `${part}.${path}` : part;
      const message = first?.message ?? 'is invalid';
      return reply.code(400).send({ error: { message: `${field}: ${message}`, field, code: ErrorCode.InvalidInput } });
    }
    if (err instanceof HttpError) {
      // Every rate limit says how long to wait (issue 29): a 429 carrying its wait gets Retry-After.
      const wait = (err as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      if (err.statusCode === 429 && typeof wait === 'number') reply.header('retry-after', String(Math.ceil(wait)));
      return reply
        .code(err.statusCode)
        .send({ error: { message: err.message, field: err.field, code: err.code ?? codeForStatus(err.statusCode) } });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ error: { message: 'Internal error', code: ErrorCode.Internal } });
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      req.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ error: { message: 'Internal error', code: ErrorCode.Internal } });
    }
    // Fastify's own codes (FST_ERR_…) are not ours: clients get the code of the status.
    return reply.code(status).send({ error: { message: err.message, code: codeForStatus(status) } });
  });
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ error: { message: `No route ${req.method} ${req.url.split('?')[0]}`, code: ErrorCode.NotFound } });
  });
}
