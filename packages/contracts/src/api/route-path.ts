export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A route as clients know it: its name in the route table, method and path. */
export type RoutePath<N extends string = string> = { name: N; method: Method; path: string };

/** Declares a route's name, method and path (paths*.ts). */
export const route = <const N extends string, M extends Method, P extends string>(name: N, method: M, path: P) => ({ name, method, path });
