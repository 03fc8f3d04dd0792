/**
 * `@schuss/contracts/api`: how programs talk to the platform and to each other in the browser — the
 * typed client, error codes and the browser contract. Zod-free (route types come from routes.ts by a
 * type-only import); the route table itself is exported by `@schuss/contracts`. The routes' paths
 * are imported from `@schuss/contracts/api/paths` as `import * as paths`: a bundle then keeps only
 * the routes it calls (re-exported from here, esbuild would keep them all).
 */
export * from './browser';
export * from './client';
export * from './errors';
export type { Method, RoutePath } from './paths';
export type { Access, AnswerKind, RouteDef, RouteName, Routes } from './routes';
