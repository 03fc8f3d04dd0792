/**
 * Registers a platform route from its entry in the route table (`routes` of @schuss/contracts):
 * method, path, schemas, tag and summary come from there, the module brings the handler and its
 * hooks. A route registered any other way fails route-table.test.ts.
 */
import type { RouteDef } from '@schuss/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';

type Parsed<R, K extends string> = R extends { [P in K]: infer S } ? (S extends z.ZodType ? z.output<S> : unknown) : unknown;
type Success = 200 | 201 | 204;
/** A JSON answer's body as the handler gives it; a document (page, file) is sent through the reply. */
type Body<S> = S extends z.ZodType ? z.input<S> : never;

/** The request as the route's schemas parse it. */
export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Params: Parsed<R, 'params'>;
  Querystring: Parsed<R, 'query'>;
  Body: Parsed<R, 'body'>;
}>;

/** What a handler may return: a success answer of the route (checked against its schema when sent), or the reply it sent. */
export type RouteResult<R extends RouteDef> =
  | { [S in keyof R['responses']]: S extends Success ? Body<R['responses'][S]> : never }[keyof R['responses']]
  | FastifyReply;

export type RouteHandler<R extends RouteDef> = (req: RouteRequest<R>, reply: FastifyReply) => RouteResult<R> | Promise<RouteResult<R>>;

/** Hooks and settings of a route besides its schema (guards, body limit, compression…). */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'>;

export function addRoute<R extends RouteDef>(app: FastifyInstance, route: R, handler: RouteHandler<R>, extras: RouteExtras = {}) {
  app.route({
    ...extras,
    method: route.method,
    url: route.path,
    schema: {
      // The route's name in the table, the name the typed client calls it by (unique: route-table.test.ts).
      operationId: route.name,
      tags: [route.tag],
      summary: route.summary,
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      response: route.responses,
    },
    // The one place the table's types meet Fastify's: the schemas above parse exactly what RouteRequest says.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
