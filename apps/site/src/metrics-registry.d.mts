import type { Counter, Histogram, Registry } from 'prom-client';

export declare const PLATFORM_CALL_OBSERVER: symbol;
export declare function siteMetrics(): {
  registry: Registry;
  cache: Counter<'kind' | 'result'>;
  renders: Counter;
  platformCalls: Counter<'route' | 'outcome'>;
  platformDuration: Histogram<'route'>;
};
export declare function cacheKind(kind: unknown): 'page' | 'route' | 'pages' | 'fetch' | 'other';
