import type {} from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the throwaway PostgreSQL server started by the global setup. */
    pgUrl: string;
  }
}
