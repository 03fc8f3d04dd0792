/**
 * `@schuss/contracts/api`: how programs talk to the platform and to each other in the browser —
 * route names and paths, the typed client, error codes and the browser contract. Zod-free (route
 * types come from routes.ts by a type-only import); the route table itself is exported by
 * `@schuss/contracts`.
 */
export * from './browser';
export * from './client';
export * from './errors';
export type { Method, RoutePath } from './paths';
export * as paths from './paths';
export type { Access, AnswerKind, RouteDef, RouteName, Routes } from './routes';
